import CollectionData
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

/// A diffable table data source that titles its sections and lets rows be deleted and moved.
@MainActor
final class EditableDiffableSource: TableViewDiffableDataSource<String, String> {
    var committed: [String] = []

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        committed.append(item)
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

/// A table in a 320 × 400 window fed by a diffable data source of strings.
@MainActor
final class TableDiffableStage: StringSnapshotBuilding {
    let clock = ManualFrameClock()
    let renderer = RecordingRenderer()
    let window: Window
    let tableView: TableView
    let dataSource: TableViewDiffableDataSource<String, String>
    let diagnostics = DiagnosticsRecorder()
    var provided: [String] = []

    init(editable: Bool = false) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        tableView = TableView(frame: window.bounds, style: .plain)
        tableView.rowHeight = 50
        tableView.register(RecordingTableCell.self, forCellReuseIdentifier: "row")
        diagnostics.attach(to: tableView)
        var log: (String) -> Void = { _ in }
        let provider: TableViewDiffableDataSource<String, String>.CellProvider = { tableView, indexPath, item in
            log(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? RecordingTableCell)?.configuredItem = item
            return cell
        }
        dataSource = editable ? EditableDiffableSource(tableView: tableView, cellProvider: provider)
                              : TableViewDiffableDataSource(tableView: tableView, cellProvider: provider)
        log = { [unowned self] in self.provided.append($0) }
        window.addSubview(tableView)
    }

    var shown: [String] {
        (tableView.indexPathsForVisibleRows ?? []).map { (tableView.cellForRow(at: $0) as? RecordingTableCell)?.configuredItem ?? "?" }
    }
}

@Suite("TableViewDiffableDataSource: snapshots become the table's animated updates (F31 for tables)")
@MainActor
struct TableViewDiffableDataSourceTests {
    @Test("when snapshots are applied, then rows follow identities, only new rows are provided, deleted rows leave with the default row animation, and the completion runs at the end")
    func applyDiffs() throws {
        let stage = TableDiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        stage.clock.advanceFrames(1)
        #expect(stage.shown == ["a", "b", "c", "d"])
        let cellOfB = stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellOfC = stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        stage.provided = []
        stage.dataSource.defaultRowAnimation = .left
        var completed = false
        stage.dataSource.apply(stage.snapshot([("s", ["c", "a", "x", "d"])]), completion: { completed = true })
        #expect(stage.shown == ["c", "a", "x", "d"])
        #expect(stage.provided == ["x"])
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfC)
        stage.clock.advanceFrames(1)
        let leaving = try #require(stage.renderer.transactions.last?.animations.last { $0.view == cellOfB?.renderIdentifier })
        #expect(leaving.to.frame.minX == -320, "b slides out to the left")
        #expect(!completed)
        stage.clock.advance(by: 0.5)
        #expect(completed)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "x")
        #expect(stage.dataSource.indexPath(for: "d") == IndexPath(row: 3, section: 0))
        #expect(stage.dataSource.indexPath(for: "b") == nil)
        #expect(stage.dataSource.sectionIdentifier(for: 0) == "s" && stage.dataSource.sectionIdentifier(for: 4) == nil)
        #expect(stage.dataSource.index(for: "s") == 0 && stage.dataSource.index(for: "t") == nil)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when random snapshots are applied one after another, then the table always shows the last one (seeded)", arguments: [4, 5, 6])
    func randomSnapshots(seed: UInt64) {
        print("seed", seed)
        var random = SeededRandomNumberGenerator(seed: seed)
        let stage = TableDiffableStage()
        stage.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 5_000)
        for round in 0..<25 {
            let (snapshot, shown) = stage.randomSnapshot(using: &random)
            stage.dataSource.defaultRowAnimation = TableView.RowAnimation.allCases.randomElement(using: &random) ?? .fade
            stage.dataSource.apply(snapshot, animatingDifferences: round % 2 == 0)
            #expect(stage.shown == shown, "round \(round)")
            #expect(stage.diagnostics.messages.isEmpty, "round \(round)")
            stage.clock.advance(by: 0.1)
        }
    }

    @Test("when a snapshot is applied by reloading, then every row is provided again; problems in a snapshot are reported")
    func reloadAndProblems() {
        let stage = TableDiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        stage.clock.advanceFrames(1)
        stage.provided = []
        stage.dataSource.applySnapshotUsingReloadData(stage.snapshot([("s", ["b", "a"])]))
        #expect(stage.provided.sorted() == ["a", "b"])
        #expect(stage.shown == ["b", "a"])
        var bad = stage.dataSource.snapshot()
        bad.appendItems(["a"], toSection: "s")
        stage.dataSource.apply(bad)
        #expect(stage.diagnostics.diagnostics.count == 1 && stage.diagnostics.diagnostics.first?.source == .snapshot)
        #expect(stage.shown == ["b", "a"])
    }

    @Test("when nothing is overridden, then rows cannot be edited or moved and sections have no titles, as in UIKit")
    func defaults() throws {
        let stage = TableDiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.editingStyle == TableViewCell.EditingStyle.none && cell.control(.reorder) == nil)
        #expect(stage.tableView.rectForHeader(inSection: 0) == .zero)
    }

    @Test("when a subclass allows editing and moving, then swipe to delete applies a new snapshot, and a reorder updates the snapshot by itself")
    func subclassEditing() throws {
        let stage = TableDiffableStage(editable: true)
        let source = try #require(stage.dataSource as? EditableDiffableSource)
        stage.dataSource.apply(stage.snapshot([("Fruit", ["apple", "banana", "cherry", "date"])]), animatingDifferences: false)
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 28, "the subclass's title shows")
        // Row 1 (banana) is at 28 + 50 … 128 in the window.
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 310, y: 103)))
        stage.clock.advanceFrames(1)
        for x in stride(from: 280, through: 40, by: -40) {
            stage.window.send(PointerEvent(.moved, at: CGPoint(x: CGFloat(x), y: 103)))
            stage.clock.advanceFrames(1)
        }
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 40, y: 103)))
        stage.clock.advance(by: 0.5)
        #expect(source.committed == ["banana"])
        #expect(stage.shown == ["apple", "cherry", "date"])

        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 305, y: 53)))
        stage.clock.advanceFrames(1)
        for y in stride(from: 73, through: 153, by: 20) {
            stage.window.send(PointerEvent(.moved, at: CGPoint(x: 305, y: CGFloat(y))))
            stage.clock.advanceFrames(1)
        }
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 305, y: 153)))
        stage.clock.advance(by: 0.5)
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["cherry", "date", "apple"])
        #expect(stage.shown == ["cherry", "date", "apple"])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the cell provider returns nil, then it is reported and an empty row is shown")
    func nilCell() {
        let stage = TableDiffableStage()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: table)
        let source = TableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
        source.apply(stage.snapshot([("s", ["a"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        #expect(diagnostics.messages == ["the cell provider returned nil for the row at (0 - 0)"])
    }
}
