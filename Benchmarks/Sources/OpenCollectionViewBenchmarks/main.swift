import Foundation

// ocv-benchmarks [filter]
// Prints one line per benchmark, then the ratios the README's performance table reports.

// ocv-benchmarks --count NAME SIZE   runs one benchmark once, for instruction counts (scripts/check-performance)
let arguments = Array(CommandLine.arguments.dropFirst())
let counted: (name: String, size: Int)? = arguments.first == "--count" && arguments.count == 3
    ? Int(arguments[2]).map { (arguments[1], $0) } : nil
let filter = counted?.name ?? arguments.first

MainActor.assumeIsolated {
    var harness = Harness(filter: filter)
    harness.countedOnce = counted
    let sizes = [1_000, 100_000, 1_000_000]
    if harness.wants("engine.memory") { runEngineMemoryBenchmarks(harness) }
    if harness.wants("flow") || harness.wants("baseline") { runFlowBenchmarks(&harness, sizes: sizes) }
    if harness.wants("mosaic") { runMosaicBenchmarks(&harness, sizes: [1_000, 100_000]) }
    if harness.wants("diff") { runDiffBenchmarks(&harness) }
    if harness.wants("diff.cases") { runDiffCaseBenchmarks(&harness) }
    if harness.wants("outline") { runOutlineBenchmarks(&harness) }
    if harness.wants("compositional") { runCompositionalBenchmarks(&harness) }
    if harness.wants("engine") { runEngineBenchmarks(&harness) }
    if harness.wants("table") { runTableBenchmarks(&harness) }
    if harness.wants("solver") { runSolverBenchmarks(&harness) }
    if harness.wants("layout") { runAutoLayoutBenchmarks(&harness) }
    if harness.wants("testing") { runTestingBenchmarks(&harness) }

    print("\nRatios")
    for n in sizes {
        if let prepare = harness.result("flow.prepare", size: n), let baseline = harness.result("baseline.writeRects", size: n) {
            print(String(format: "  flow.prepare / writeRects at %8d: %6.1f×  (target ≤ 20×)", n, prepare.medianMilliseconds / baseline.medianMilliseconds))
        }
    }
    if let big = harness.result("flow.query(viewport)", size: 1_000_000), let small = harness.result("flow.query(viewport)", size: 1_000) {
        print(String(format: "  flow.query 1M / 1k: %6.2f×  (target ≤ 3×); per query at 1M: %.2f µs",
                     big.medianMilliseconds / small.medianMilliseconds, big.median.nanoseconds / 1000 / 1000))
    }
    for n in [1_000, 10_000, 100_000] {
        for label in ["1%", "50%"] {
            if let ours = harness.result("diff.snapshot(\(label))", size: n), let stdlib = harness.result("diff.stdlib(\(label))", size: n) {
                print(String(format: "  diff at %7d items, %@ changed: %7.1f× faster than difference(from:)", n, label, stdlib.medianMilliseconds / ours.medianMilliseconds))
            }
        }
    }
    if let prepare = harness.result("compositional.prepare(grid)", size: 1_000_000), let baseline = harness.result("baseline.writeRects", size: 1_000_000) {
        print(String(format: "  compositional.prepare(grid) / writeRects at 1M: %.1f×  (target ≤ 20×)", prepare.medianMilliseconds / baseline.medianMilliseconds))
    }
    if let sections = harness.result("compositional.prepare(10k sections x 100)", size: 1_000_000), let baseline = harness.result("baseline.writeRects", size: 1_000_000) {
        print(String(format: "  compositional 10k sections × 100 / writeRects at 1M: %.1f×", sections.medianMilliseconds / baseline.medianMilliseconds))
    }
    if let big = harness.result("compositional.query(viewport)", size: 1_000_000), let small = harness.result("compositional.query(viewport)", size: 1_000) {
        print(String(format: "  compositional.query 1M / 1k: %.2f×  (target ≤ 3×)", big.medianMilliseconds / small.medianMilliseconds))
    }
    if let sizing = harness.result("compositional.selfSizeOneItem(list)", size: 100_000), let prepare = harness.result("compositional.prepare(estimated list)", size: 100_000) {
        print(String(format: "  compositional self-size one item / full prepare at 100k: 1/%.0f", prepare.medianMilliseconds / sizing.medianMilliseconds))
    }
    /// The per-frame figures of a scroll benchmark (each run is 100 frames) at 1k and 1M.
    func printFrameRatio(_ benchmark: String, _ label: String) {
        let frames = [1_000, 1_000_000].compactMap { harness.result(benchmark, size: $0) }
        guard frames.count == 2 else { return }
        let small = frames[0].medianMilliseconds / 100, big = frames[1].medianMilliseconds / 100
        print(String(format: "  %@: %.1f µs at 1k, %.1f µs at 1M = %.2f%% of a 120 Hz frame (target < 1%%); 1M / 1k %.2f×",
                     label, small * 1000, big * 1000, big / (1000.0 / 120) * 100, big / small))
    }
    for kind in ["list", "grid"] { printFrameRatio("engine.scrollFrame(\(kind))", "engine frame while scrolling a \(kind)") }
    for kind in ["fixed", "automatic"] { printFrameRatio("table.scrollFrame(\(kind))", "table frame while scrolling \(kind) rows") }
    printFrameRatio("layout.scrollFrame(constraint cells)", "engine frame while scrolling constraint-sized cells")
    printFrameRatio("layout.scrollFrame(label and stack cells)", "engine frame while scrolling label and stack cells")
    if let sizing = harness.result("flow.selfSizeOneItem", size: 1_000_000), let prepare = harness.result("flow.prepare", size: 1_000_000) {
        print(String(format: "  flow.selfSizeOneItem / flow.prepare at 1M: %.2f", sizing.medianMilliseconds / prepare.medianMilliseconds))
    }
}
