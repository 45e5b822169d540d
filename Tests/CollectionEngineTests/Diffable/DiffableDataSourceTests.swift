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

/// A list of 50-point rows fed by a diffable data source of strings; logs the cell provider's calls.
@MainActor
final class DiffableStage: StringSnapshotBuilding {
    let clock = ManualFrameClock()
    let renderer = RecordingRenderer()
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>
    let diagnostics = DiagnosticsRecorder()
    var provided: [String] = []

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = false
        diagnostics.attach(to: collectionView)
        let registration = CellRegistration<RecordingCell, String> { cell, _, item in cell.configuredItem = item }
        var log: (String) -> Void = { _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            log(item)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        log = { [unowned self] in self.provided.append($0) }
        window.addSubview(collectionView)
    }

    /// The items the visible cells show, in index path order.
    var shown: [String] {
        collectionView.indexPathsForVisibleItems.map { (collectionView.cellForItem(at: $0) as? RecordingCell)?.configuredItem ?? "?" }
    }
}

@Suite("Diffable data source: snapshots become animated batch updates (F31)")
@MainActor
struct DiffableDataSourceTests {
    @Test("when snapshots are applied, then cells follow identities, only new items are provided, and the completion runs when the animation ends")
    func applyDiffs() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        stage.clock.advanceFrames(1)
        #expect(stage.shown == ["a", "b", "c", "d"])
        let cellOfC = stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        stage.provided = []
        var completed = false
        stage.dataSource.apply(stage.snapshot([("s", ["c", "a", "x", "d"])]), completion: { completed = true })
        #expect(stage.shown == ["c", "a", "x", "d"])
        #expect(stage.provided == ["x"])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfC)
        #expect(!completed)
        stage.clock.advance(by: 0.5)
        #expect(completed)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "x")
        #expect(stage.dataSource.indexPath(for: "d") == IndexPath(item: 3, section: 0))
        #expect(stage.dataSource.indexPath(for: "b") == nil)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(stage.dataSource.sectionIdentifier(for: 0) == "s" && stage.dataSource.sectionIdentifier(for: -1) == nil)
        #expect(stage.dataSource.index(for: "s") == 0)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when random snapshots are applied one after another, then the collection view always shows the last one (seeded)",
          arguments: [1, 2, 3])
    func randomSnapshots(seed: UInt64) {
        print("seed", seed)
        var random = SeededRandomNumberGenerator(seed: seed)
        let stage = DiffableStage()
        stage.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 5_000)
        for round in 0..<25 {
            let (snapshot, shown) = stage.randomSnapshot(using: &random)
            stage.dataSource.apply(snapshot, animatingDifferences: round % 2 == 0)
            #expect(stage.shown == shown, "round \(round)")
            #expect(stage.diagnostics.messages.isEmpty, "round \(round)")
            stage.clock.advance(by: 0.1)
        }
    }

    @Test("when items are reconfigured in a snapshot, then their cells are kept and provided again")
    func reconfigure() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        stage.collectionView.layoutIfNeeded()
        let cell = stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        stage.provided = []
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        stage.dataSource.apply(snapshot)
        #expect(stage.provided == ["b"])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(stage.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "marks are spent once applied")
    }

    @Test("when a snapshot recorded problems, then applying it reports them and shows what is valid")
    func snapshotProblems() {
        let stage = DiffableStage()
        var snapshot = stage.snapshot([("s", ["a", "b"])])
        snapshot.appendItems(["a"], toSection: "s")
        snapshot.appendItems(["z"], toSection: "nope")
        stage.dataSource.apply(snapshot)
        #expect(stage.diagnostics.diagnostics.count == 2)
        #expect(stage.diagnostics.diagnostics.allSatisfy { $0.source == .snapshot })
        #expect(stage.shown == ["a", "b"])
        stage.dataSource.apply(stage.dataSource.snapshot())
        #expect(stage.diagnostics.diagnostics.count == 2, "the current snapshot carries no old problems")
    }

    @Test("when a snapshot is applied by reloading, then every cell is provided again and nothing animates")
    func reloadData() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        stage.clock.advanceFrames(1)
        stage.provided = []
        var done = false
        stage.dataSource.applySnapshotUsingReloadData(stage.snapshot([("s", ["b", "a"])]), completion: { done = true })
        #expect(done)
        #expect(stage.provided.sorted() == ["a", "b"])
        #expect(stage.shown == ["b", "a"])
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.animations.isEmpty == true)
    }

    @Test("when a section snapshot with collapsed children is applied, then only visible items show and snapshot(for:) returns it")
    func sectionSnapshots() {
        let stage = DiffableStage()
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["leek"], to: "veg")
        outline.expand(["fruit"])
        stage.dataSource.apply(outline, to: "food", animatingDifferences: false)
        #expect(stage.shown == ["fruit", "apple", "pear", "veg"])
        #expect(stage.dataSource.snapshot(for: "food") == outline)
        var expanded = stage.dataSource.snapshot(for: "food")
        expanded.expand(["veg"])
        stage.dataSource.apply(expanded, to: "food")
        #expect(stage.shown == ["fruit", "apple", "pear", "veg", "leek"])
        #expect(stage.dataSource.snapshot(for: "missing").items.isEmpty)
    }

    @Test("when reordering handlers allow it, then a movement updates the snapshot and the handlers see the transaction")
    func reordering() throws {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        stage.collectionView.layoutIfNeeded()
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "off without canReorderItem")
        var seen: DiffableDataSourceTransaction<String, String>?
        stage.dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        stage.dataSource.reorderingHandlers.didReorder = { seen = $0 }
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 125))
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(stage.shown == ["b", "c", "a", "d"])
        let transaction = try #require(seen)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "a", "d"])
        let sections = transaction.sectionTransactions
        #expect(sections.count == 1 && sections.first?.sectionIdentifier == "s")
        #expect(sections.first?.initialSnapshot.items == ["a", "b", "c", "d"] && sections.first?.finalSnapshot.items == ["b", "c", "a", "d"])
        #expect(["a", "b", "c", "d"].applying(try #require(sections.first).difference) == ["b", "c", "a", "d"])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a transaction moves items between sections and drops one, then each changed section has its transaction and unchanged ones none")
    func sectionTransactions() {
        var initial = DiffableDataSourceSnapshot<String, String>()
        initial.appendSections(["one", "two", "same", "gone"])
        initial.appendItems(["a", "b"], toSection: "one")
        initial.appendItems(["c"], toSection: "two")
        initial.appendItems(["s"], toSection: "same")
        initial.appendItems(["g"], toSection: "gone")
        var final = initial
        final.deleteSections(["gone"])
        final.moveItem("b", afterItem: "c")
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        let sections = transaction.sectionTransactions
        #expect(sections.map(\.sectionIdentifier) == ["one", "two", "gone"])
        #expect(sections.map(\.finalSnapshot.items) == [["a"], ["c", "b"], []])
        #expect(sections.map(\.initialSnapshot.items) == [["a", "b"], ["c"], ["g"]])
        #expect(DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: initial).sectionTransactions.isEmpty)
    }

    @Test("when a snapshot is applied with await, then the call returns once it is shown, animated or reloaded")
    func asyncApply() async {
        let stage = DiffableStage()
        let first = stage.snapshot([("s", ["a", "b"])])
        let applying = Task { @MainActor in
            await stage.dataSource.apply(first)
            return stage.shown
        }
        for _ in 0..<60 where stage.dataSource.snapshot() != first || stage.collectionView.numberOfItems(inSection: 0) != 2 {
            stage.clock.advanceFrames(1)
            await Task.yield()
        }
        stage.clock.advance(by: 1)
        #expect(await applying.value == ["a", "b"])
        await stage.dataSource.applySnapshotUsingReloadData(stage.snapshot([("s", ["c"])]))
        #expect(stage.shown == ["c"])
    }

    @Test("when the cell provider returns nil or a section snapshot repeats another section's item, then it is reported and nothing crashes")
    func badProviderAndSectionSnapshot() {
        let stage = DiffableStage()
        let nilProvider = CollectionViewDiffableDataSource<String, String>(collectionView: stage.collectionView) { _, _, _ in nil }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        nilProvider.apply(snapshot, animatingDifferences: false)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.diagnostics.messages.contains("the cell provider returned nil for the item at (0 - 0)"))
        #expect(stage.collectionView.visibleCells.count == 1, "an empty cell stands in")

        let other = DiffableStage()
        other.dataSource.apply(other.snapshot([("s", ["a"]), ("t", ["b"])]), animatingDifferences: false)
        var section = DiffableDataSourceSectionSnapshot<String>()
        section.append(["b", "c"])
        other.dataSource.apply(section, to: "s", animatingDifferences: false)
        #expect(other.diagnostics.diagnostics.map(\.source) == [.snapshot])
        #expect(other.dataSource.snapshot().itemIdentifiers == ["a", "b"], "the rejected replacement changed nothing")
        #expect(other.dataSource.snapshot(for: "s").items == ["a"], "and was not kept as the section's snapshot")
    }
}
