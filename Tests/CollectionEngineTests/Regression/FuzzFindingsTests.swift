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

/// A cell that always sizes itself to 40 × 30, smaller than any estimate below.
@MainActor
final class SmallCell: CollectionViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 30) }
}

@MainActor
final class CountSource: CollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "small", for: indexPath)
    }
}

@Suite("Findings of the outside fuzz campaign, each a regression test (B2)")
@MainActor
struct FuzzFindingsTests {
    @Test("when estimated items in a fixed-length group size themselves smaller and the view scrolls forward and back, then nothing traps", arguments: [true, false])
    func estimatedItemsInFixedGroupShrink(horizontal: Bool) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: horizontal ? 1199 : 77, height: horizontal ? 77 : 1199),
                            clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        let item = CollectionLayoutItem(layoutSize: horizontal
            ? CollectionLayoutSize(widthDimension: .estimated(181), heightDimension: .estimated(166))
            : CollectionLayoutSize(widthDimension: .estimated(166), heightDimension: .estimated(181)))
        let group = horizontal
            ? CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(296), heightDimension: .estimated(100)), subitems: [item])
            : CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(296)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(SmallCell.self, forCellWithReuseIdentifier: "small")
        let source = CountSource(counts: [35])
        collectionView.dataSource = source
        window.addSubview(collectionView)
        for offset: CGFloat in [0, 6000, 4000, 0, 9000, 100] {
            if horizontal { collectionView.contentOffset.x = offset } else { collectionView.contentOffset.y = offset }
            collectionView.layoutIfNeeded()
            clock.advanceFrames(2)
        }
        let visible = collectionView.indexPathsForVisibleItems
        #expect(!visible.isEmpty)
        for indexPath in visible {
            #expect(collectionView.layoutAttributesForItem(at: indexPath)?.size == CGSize(width: 40, height: 30))
        }
    }
}


/// A grid of items with a badge each; the badge's registration hides badges of even items (a zero count).
@MainActor
final class BadgeStage {
    let collectionView: CollectionView
    let diagnostics = DiagnosticsRecorder()
    let dataSource: CollectionViewDiffableDataSource<Int, Int>

    init(badgeKind: String = "badge", registeredKind: String = "badge") {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                        supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                     subitems: [item])
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                        collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        diagnostics.attach(to: collectionView)
        let cells = CellRegistration<CollectionViewCell, Int> { _, _, _ in }
        let badges = SupplementaryRegistration<CollectionReusableView>(elementKind: registeredKind) { view, _, indexPath in
            view.isHidden = indexPath.item % 2 == 0
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func badgeViews(kind: String = "badge") -> [(IndexPath, CollectionReusableView)] {
        collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap { indexPath in
            collectionView.supplementaryView(forElementKind: kind, at: indexPath).map { (indexPath, $0) }
        }
    }
}

@Suite("Registration handlers have the last word; kinds must match (F13, B2)")
@MainActor
struct SupplementaryRegistrationFindingsTests {
    @Test("when a registration handler hides a badge, then it stays hidden after the layout pass, after scrolling and after an update")
    func hiddenBadgeStaysHidden() {
        let stage = BadgeStage()
        func check(_ when: String) {
            let badges = stage.badgeViews()
            #expect(!badges.isEmpty, "\(when)")
            for (indexPath, view) in badges {
                #expect(view.isHidden == (indexPath.item % 2 == 0), "\(when): badge \(indexPath.item)")
            }
        }
        check("first pass")
        stage.collectionView.contentOffset.y = 300
        stage.collectionView.layoutIfNeeded()
        check("after scrolling")
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems([snapshot.itemIdentifiers[20]])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.collectionView.layoutIfNeeded()
        check("after an update")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a view registered for one element kind is returned for another, then it is reported in UIKit's words and not shown")
    func kindMismatch() {
        let stage = BadgeStage(badgeKind: "badge", registeredKind: "ribbon")
        #expect(stage.badgeViews().isEmpty)
        #expect(stage.diagnostics.messages.contains {
            $0.contains("does not match the element kind it is being used for. When asked for a view of element kind 'badge' the data source dequeued a view registered for the element kind 'ribbon'.")
        }, "\(stage.diagnostics.messages.prefix(2))")
    }
}

@Suite("Self-sizing settles in one layoutIfNeeded() (F17, F27)")
@MainActor
struct SelfSizingSettlingTests {
    @Test("when items estimate a width of 1 000 000 and size themselves to 40, then after one layoutIfNeeded() every item the layout puts on screen is shown, measured")
    func hugeEstimateSettles() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .estimated(1_000_000), heightDimension: .absolute(30)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                     subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(SmallCell.self, forCellWithReuseIdentifier: "small")
        let source = CountSource(counts: [500])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let onScreen = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.overlapsStrictly(collectionView.bounds) }
            .map(\.indexPath).sorted()
        // 8 measured items of 40 points per 30-point row; the last row on screen may end early where the
        // next item, off screen and not yet measured, still estimates 1 000 000 points.
        #expect(onScreen.count > 8 * 13, "\(onScreen.count) items on screen")
        #expect(collectionView.indexPathsForVisibleItems.sorted() == onScreen)
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 40, height: 30) })
    }
}
