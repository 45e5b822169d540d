import DeterministicRandom
import Foundation

/// A small, fast, reproducible random number generator (xoshiro256**, seeded with SplitMix64).
///
/// Property tests print the seed they ran with; `OCV_SEED=<n>` reruns exactly that case.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// The seed this generator started from.
    public let seed: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        var splitMix = SplitMix64(seed: seed)
        func next() -> UInt64 { splitMix.next() }
        state = (next(), next(), next(), next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotl(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotl(state.3, 45)
        return result
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

/// The seeds property tests run with.
public enum TestSeeds {
    /// `count` seeds derived from `base`, or the single seed in the `OCV_SEED` environment variable.
    public static func seeds(count: Int, base: UInt64 = 0x0C0_11EC7) -> [UInt64] {
        if let text = ProcessInfoEnvironment.value(for: "OCV_SEED"), let seed = UInt64(text) {
            return [seed]
        }
        return (0..<UInt64(count)).map { base &+ $0 &* 0x9E37_79B9 }
    }
}

/// Reads the process environment (isolated here so the rest of the module stays Foundation-light).
public enum ProcessInfoEnvironment {
    public static func value(for name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
