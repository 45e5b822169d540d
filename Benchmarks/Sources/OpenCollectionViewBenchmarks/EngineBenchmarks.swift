import Foundation
import OpenCollectionView

/// A renderer that takes each frame's transaction and keeps nothing: the engine's cost without a
/// renderer's own work. It answers measurements at once with the headless text metrics, as a native
/// renderer would (self-sizing rows then really size themselves).
@MainActor
final class DiscardingRenderer: Renderer {
    var transactions = 0
    private let metrics = TextMetrics()
    func render(_ transaction: RenderTransaction) { transactions += 1 }
    func measure(_ request: MeasurementRequest) -> CGSize? {
        let measured = metrics.size(of: request.content, fixedWidth: request.fixesWidth ? request.fittingSize.width : nil)
        return CGSize(width: request.fixesWidth ? request.fittingSize.width : measured.width,
                      height: request.fixesHeight ? request.fittingSize.height : measured.height)
    }
}

/// A data source of list cells whose text names the item (a realistic configuration per cell).
@MainActor
final class TextCellSource: CollectionViewDataSource {
    let count: Int
    var configured = 0
    let registration = CellRegistration<CollectionViewCell, Int> { cell, _, item in
        var content = ListContentConfiguration.cell()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
    }
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        configured += 1
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

/// A 390 × 844 window at 120 Hz holding a collection view over `count` items.
@MainActor
struct EngineStage {
    let clock = ManualFrameClock(frameInterval: 1.0 / 120)
    let window: Window
    let collectionView: CollectionView
    let source: TextCellSource

    init(count: Int, grid: Bool, prefetching: Bool, timeSource: any TimeSource = MonotonicTimeSource()) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: DiscardingRenderer(), timeSource: timeSource)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = grid ? CGSize(width: 97.5, height: 97.5) : CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = prefetching
        source = TextCellSource(count: count)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        clock.advanceFrames(1)
    }

    /// Scrolls `step` points and runs one frame, wrapping back to the top near the end.
    func scrollOneFrame(step: CGFloat) {
        scrollAndRunFrame(collectionView, step: step, clock: clock)
    }
}

/// Scrolls `scrollView` `step` points and runs one frame of `clock`, wrapping back to the top near the end.
@MainActor
func scrollAndRunFrame(_ scrollView: ScrollView, step: CGFloat, clock: ManualFrameClock) {
    var y = scrollView.contentOffset.y + step
    if y > scrollView.maximumContentOffset.y { y = 0 }
    scrollView.contentOffset.y = y
    clock.advanceFrames(1)
}

/// Resident memory of this process, in bytes (Linux `/proc/self/statm`). Measured before any other
/// benchmark runs, so new allocations cannot hide in memory freed by earlier ones.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func runEngineBenchmarks(_ harness: inout Harness) {
    // 1. Per-frame engine cost while scrolling at 2 points per millisecond (16.7 points per 120 Hz frame).
    for grid in [false, true] {
        let kind = grid ? "grid" : "list"
        for n in [1_000, 100_000, 1_000_000] where harness.includes(n) {
            let stage = EngineStage(count: n, grid: grid, prefetching: false)
            harness.measure("engine.scrollFrame(\(kind))", size: n) {
                for _ in 0..<100 { stage.scrollOneFrame(step: 2 * 1000 / 120) }
            }
        }
    }
    // 2. Cells configured per second of scrolling, and how many on the frame that shows them.
    if harness.wants("engine.cells") {
        for prefetching in [false, true] {
            let stage = EngineStage(count: 100_000, grid: false, prefetching: prefetching)
            var atDisplay = 0, prefetched = 0
            stage.window.frameReportHandler = { report in
                atDisplay += report.cellsConfigured
                prefetched += report.cellsPrefetched
            }
            let frames = 600 // five seconds at 120 Hz
            for _ in 0..<frames { stage.scrollOneFrame(step: 1000 / 120.0) }
            let seconds = Double(frames) / 120
            print(String(format: "engine.cells(prefetch %@)      %8.1f cells/s configured, %6.1f/s on the frame that shows them, %6.1f/s ahead",
                         prefetching ? "on " : "off", Double(stage.source.configured) / seconds, Double(atDisplay) / seconds,
                         Double(prefetched) / seconds))
        }
    }
}

/// Memory per item: a 1M-item list and grid, laid out and showing one screen. Runs first (see
/// `residentBytes()`); each stage stays alive so the second does not reuse the first's memory.
@MainActor
func runEngineMemoryBenchmarks(_ harness: Harness) {
    guard harness.wants("engine.memory") else { return }
    var stages: [EngineStage] = []
    for grid in [false, true] {
        let before = residentBytes()
        let stage = EngineStage(count: 1_000_000, grid: grid, prefetching: true)
        stage.scrollOneFrame(step: 10)
        let after = residentBytes()
        stages.append(stage)
        print(String(format: "engine.memory(%@)              %6.1f bytes per item at 1M items (%.1f MB resident growth)",
                     grid ? "grid" : "list", Double(after - before) / 1_000_000, Double(after - before) / 1e6))
    }
    blackHole(stages)
}
