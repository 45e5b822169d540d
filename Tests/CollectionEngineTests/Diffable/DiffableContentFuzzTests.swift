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

/// A diffable list whose cells show "item@version": the model bumps an item's version when the app
/// marks it reloaded or reconfigured (or reloads its section), and every visible cell must then show
/// the current version — no cell may keep content the app asked to replace.
@MainActor
final class VersionedDiffableStage {
    let clock = ManualFrameClock()
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Int>
    let diagnostics = DiagnosticsRecorder()
    /// The model: each item's content version.
    var versions: [Int: Int] = [:]

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 4000), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 20)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = false
        diagnostics.attach(to: collectionView)
        var content: (Int) -> String = { "\($0)" }
        let registration = CellRegistration<RecordingCell, Int> { cell, _, item in cell.configuredItem = content(item) }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        content = { [unowned self] item in "\(item)@\(self.versions[item, default: 0])" }
        window.addSubview(collectionView)
    }

    /// Applies `snapshot` after bumping the versions of what it marks for reloading or reconfiguring.
    func apply(_ snapshot: DiffableDataSourceSnapshot<String, Int>, animated: Bool) {
        var changed = Set(snapshot.reloadedItemIdentifiers).union(snapshot.reconfiguredItemIdentifiers)
        for section in snapshot.reloadedSectionIdentifiers { changed.formUnion(snapshot.itemIdentifiers(inSection: section)) }
        for item in changed { versions[item, default: 0] += 1 }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Shows these sections without animation and runs a frame; returns the snapshot shown.
    func show(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        apply(snapshot, animated: false)
        clock.advanceFrames(1)
        return snapshot
    }

    /// The visible items whose cells do not show the model's content, as "item: shown ≠ expected".
    func staleCells() -> [String] {
        collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return "\(indexPath): no item" }
            let expected = "\(item)@\(versions[item, default: 0])"
            let shown = (collectionView.cellForItem(at: indexPath) as? RecordingCell)?.configuredItem ?? "nothing"
            return shown == expected ? nil : "\(item): \(shown) ≠ \(expected)"
        }
    }
}

@Suite("Diffable data source: reloaded content always reaches the screen (F31, B2)")
@MainActor
struct DiffableContentFuzzTests {
    static func describe(_ snapshot: DiffableDataSourceSnapshot<String, Int>) -> String {
        snapshot.sectionIdentifiers.map { "\($0)\(snapshot.itemIdentifiers(inSection: $0))" }.joined(separator: " ")
            + " reload \(snapshot.reloadedItemIdentifiers) reconfigure \(snapshot.reconfiguredItemIdentifiers) sections \(snapshot.reloadedSectionIdentifiers)"
    }

    @Test("when a reloaded item moves into a new section, then its cell shows the new content")
    func reloadedItemMovesIntoNewSection() {
        let stage = VersionedDiffableStage()
        var snapshot = stage.show([("a", [1, 2, 3])])
        snapshot.appendSections(["b"])
        snapshot.appendItems([4], toSection: "b")
        snapshot.moveItem(1, afterItem: 4)
        snapshot.reloadItems([1])
        stage.apply(snapshot, animated: false)
        stage.clock.advanceFrames(2)
        #expect(stage.staleCells().isEmpty, "\(stage.staleCells())")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when an item moves into a section that is reloaded, then its cell shows the new content")
    func itemMovesIntoReloadedSection() {
        let stage = VersionedDiffableStage()
        var snapshot = stage.show([("a", [1, 2]), ("b", [3])])
        snapshot.moveItem(1, afterItem: 3)
        snapshot.reloadSections(["b"])
        stage.apply(snapshot, animated: true)
        stage.clock.advance(by: 1)
        #expect(stage.staleCells().isEmpty, "\(stage.staleCells())")
    }

    @Test("when a reconfigured item moves out of a deleted section, then its cell shows the new content")
    func reconfiguredItemLeavesDeletedSection() {
        let stage = VersionedDiffableStage()
        var snapshot = stage.show([("a", [1, 2]), ("b", [3])])
        snapshot.moveItem(1, afterItem: 3)
        snapshot.deleteSections(["a"])
        snapshot.reconfigureItems([1])
        stage.apply(snapshot, animated: true)
        stage.clock.advance(by: 1)
        #expect(stage.staleCells().isEmpty, "\(stage.staleCells())")
    }

    @Test("when random snapshots with moves, section changes and reload marks are applied in sequence, then every visible cell shows the model's content", arguments: TestSeeds.seeds(count: 200))
    func randomSequences(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let stage = VersionedDiffableStage()
        var steps = 0
        for _ in 0..<25 {
            let (old, new) = RandomSnapshots.pair(using: &random)
            stage.apply(old, animated: false)
            stage.clock.advanceFrames(1)
            let animated = Bool.random(using: &random)
            stage.apply(new, animated: animated)
            stage.clock.advance(by: animated ? Double.random(in: 0...0.5, using: &random) : 0.02)
            if Bool.random(using: &random) { stage.clock.advance(by: 1) }
            let stale = stage.staleCells()
            #expect(stale.isEmpty, "seed \(seed), step \(steps): \(stale)\nold: \(Self.describe(old))\nnew: \(Self.describe(new)) animated \(animated)")
            #expect(stage.collectionView.numberOfSections == new.numberOfSections, "seed \(seed), step \(steps)")
            if !stale.isEmpty { return }
            steps += 1
        }
        #expect(stage.diagnostics.messages.isEmpty, "seed \(seed): \(stage.diagnostics.messages)")
    }
}
