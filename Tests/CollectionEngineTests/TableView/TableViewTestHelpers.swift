import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

/// A table view in a 320 × `height` window on a manual clock, over a recording data source.
@MainActor
struct TableStage {
    let clock = ManualFrameClock()
    let renderer = RecordingRenderer()
    let window: Window
    let tableView: TableView
    let source: RecordingTableDataSource
    let diagnostics = DiagnosticsRecorder()

    init(style: TableView.Style = .plain, items: [[String]], height: CGFloat = 300,
         configure: (TableView, RecordingTableDataSource) -> Void = { _, _ in }) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: height), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        tableView = TableView(frame: window.bounds, style: style)
        source = RecordingTableDataSource(items: items)
        diagnostics.attach(to: tableView)
        configure(tableView, source)
        source.attach(to: tableView)
        window.addSubview(tableView)
        clock.advanceFrames(1)
        source.clearLog()
    }

    /// A stage whose rows are `count` rows named "r0", "r1", … in one section.
    init(style: TableView.Style = .plain, rows count: Int, height: CGFloat = 300,
         configure: (TableView, RecordingTableDataSource) -> Void = { _, _ in }) {
        self.init(style: style, items: [(0..<count).map { "r\($0)" }], height: height, configure: configure)
    }

    /// The model value each visible row shows, in index-path order.
    var shown: [String] {
        (tableView.indexPathsForVisibleRows ?? []).sorted().map {
            (tableView.cellForRow(at: $0) as? RecordingTableCell)?.configuredItem ?? "?"
        }
    }

    /// Each visible row's frame, by the item it shows.
    var frames: [String: CGRect] {
        var result: [String: CGRect] = [:]
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            if let cell = tableView.cellForRow(at: indexPath) as? RecordingTableCell, let item = cell.configuredItem {
                result[item] = cell.frame
            }
        }
        return result
    }

    func cell(_ row: Int, section: Int = 0) -> TableViewCell? {
        tableView.cellForRow(at: IndexPath(item: row, section: section))
    }

    /// A press, `moves` and a release, a frame apart, in window coordinates.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 6) {
        window.drag(from: start, to: end, steps: steps, clock: clock)
    }

    /// A press and release at `point`.
    func tap(_ point: CGPoint) {
        window.tap(point, clock: clock)
    }
}
