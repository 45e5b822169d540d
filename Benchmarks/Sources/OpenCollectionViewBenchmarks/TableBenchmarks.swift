import Foundation
import OpenCollectionView

/// A table data source of list cells over `count` rows in sections of 1,000, each with a title (so
/// the plain style pins a header while scrolling).
@MainActor
final class TableRowSource: TableViewDataSource {
    let count: Int
    static let rowsPerSection = 1_000
    init(count: Int) { self.count = count }

    func numberOfSections(in tableView: TableView) -> Int { (count + Self.rowsPerSection - 1) / Self.rowsPerSection }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Swift.min(Self.rowsPerSection, count - section * Self.rowsPerSection)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section * Self.rowsPerSection + indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

/// A 390 × 844 window at 120 Hz holding a plain table view over `count` rows: fixed 44-point rows,
/// or self-sizing ones (`automaticDimension`, measured by the headless text metrics at 44 points
/// against a 60-point estimate, so every row that appears changes the layout).
@MainActor
struct TableStage {
    let clock = ManualFrameClock(frameInterval: 1.0 / 120)
    let window: Window
    let tableView: TableView
    let source: TableRowSource

    init(count: Int, selfSizing: Bool) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: DiscardingRenderer(),
                        timeSource: MonotonicTimeSource())
        tableView = TableView(frame: window.bounds, style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = selfSizing ? TableView.automaticDimension : 44
        tableView.estimatedRowHeight = selfSizing ? 60 : 44
        tableView.isPrefetchingEnabled = false
        source = TableRowSource(count: count)
        tableView.dataSource = source
        window.addSubview(tableView)
        clock.advanceFrames(1)
    }

    /// Scrolls `step` points and runs one frame, wrapping back to the top near the end.
    func scrollOneFrame(step: CGFloat) {
        scrollAndRunFrame(tableView, step: step, clock: clock)
    }
}

/// Per-frame engine cost while scrolling a table at 2 points per millisecond, as for the collection view.
@MainActor
func runTableBenchmarks(_ harness: inout Harness) {
    for selfSizing in [false, true] {
        let kind = selfSizing ? "automatic" : "fixed"
        for n in [1_000, 100_000, 1_000_000] where harness.includes(n) {
            let stage = TableStage(count: n, selfSizing: selfSizing)
            harness.measure("table.scrollFrame(\(kind))", size: n) {
                for _ in 0..<100 { stage.scrollOneFrame(step: 2 * 1000 / 120) }
            }
        }
    }
}
