import Foundation

/// A minimal, dependency-free benchmark harness: each benchmark runs once to warm up, then repeatedly
/// until it has run `minimumIterations` times and for at least `minimumDuration`; the median and the
/// fastest run are reported. Wall-clock time on a quiet machine; compare figures from the same run.
struct Measurement {
    var name: String
    var size: Int
    var median: Duration
    var fastest: Duration
    var iterations: Int

    var medianMilliseconds: Double { median.milliseconds }
    /// Median nanoseconds per element of `size`.
    var nanosecondsPerElement: Double { median.nanoseconds / Double(max(size, 1)) }
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
    var milliseconds: Double { nanoseconds / 1e6 }
}

struct Harness {
    var filter: String?
    var minimumIterations = 5
    var minimumDuration: Duration = .milliseconds(300)
    /// Benchmarks above this size are skipped (`OCV_BENCH_MAX_SIZE`, for profiling).
    var maximumSize = ProcessInfo.processInfo.environment["OCV_BENCH_MAX_SIZE"].flatMap(Int.init) ?? .max
    /// When set, only this benchmark at this size runs, once, inside `callgrindMeasured` (so that
    /// `valgrind --tool=callgrind --toggle-collect='*callgrindMeasured*'` counts its instructions and
    /// nothing of the setup; `scripts/check-performance`).
    var countedOnce: (name: String, size: Int)?
    private(set) var results: [Measurement] = []

    /// Whether benchmarks of `size` elements run (their setup is worth making).
    func includes(_ size: Int) -> Bool {
        size <= maximumSize && (countedOnce.map { $0.size == size } ?? true)
    }

    /// Measures `body`, which performs one complete run of the work for `size` elements.
    mutating func measure(_ name: String, size: Int, _ body: () -> Void) {
        if let counted = countedOnce {
            if counted.name == name, counted.size == size { callgrindMeasured(body) }
            return
        }
        guard filter.map({ name.contains($0) }) ?? true, size <= maximumSize else { return }
        let clock = ContinuousClock()
        body()
        var samples: [Duration] = []
        let start = clock.now
        while samples.count < minimumIterations || clock.now - start < minimumDuration {
            let begin = clock.now
            body()
            samples.append(clock.now - begin)
            if samples.count >= 1000 { break }
        }
        samples.sort()
        let result = Measurement(name: name, size: size, median: samples[samples.count / 2], fastest: samples[0], iterations: samples.count)
        results.append(result)
        let label = name.padding(toLength: max(name.count, 26), withPad: " ", startingAt: 0)
        print(label + String(format: " %9d  median %10.4f ms  fastest %10.4f ms  %9.2f ns/element  (%d runs)",
                             size, result.medianMilliseconds, result.fastest.milliseconds,
                             result.nanosecondsPerElement, result.iterations))
    }

    /// Whether any benchmark named with `prefix` can pass the filter (so its setup is worth doing).
    func wants(_ prefix: String) -> Bool {
        guard let filter else { return true }
        return filter.hasPrefix(prefix) || prefix.hasPrefix(filter) || filter.contains(prefix)
    }

    func result(_ name: String, size: Int) -> Measurement? {
        results.first { $0.name == name && $0.size == size }
    }
}

/// Runs `body` once: the function callgrind counts instructions inside (never inlined, so its name
/// stays in the binary for `--toggle-collect`).
@inline(never)
func callgrindMeasured(_ body: () -> Void) {
    body()
}

/// Keeps the optimiser from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
