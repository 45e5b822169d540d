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

@Suite("Layout passes are skipped only while nothing on screen can change")
@MainActor
struct LayoutPassSkippingTests {
    func visibleMatchesLayout(_ collectionView: CollectionView) -> Bool {
        let onScreen = Set((collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.overlapsStrictly(collectionView.bounds) }.map(\.indexPath))
        return onScreen == Set(collectionView.indexPathsForVisibleItems)
            && collectionView.visibleCells.allSatisfy { cell in
                collectionView.indexPath(for: cell).flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame } == cell.frame
            }
    }

    @Test("when a list scrolls a quarter point at a time across several row boundaries, then after every step the cells are exactly the layout's")
    func tinySteps() {
        let (collectionView, _, _) = makeCollectionView(height: 100, counts: [200]) { $0.itemSize = CGSize(width: 320, height: 44) }
        for step in 1...800 {
            collectionView.contentOffset.y = CGFloat(step) * 0.25
            collectionView.layoutIfNeeded()
            if !visibleMatchesLayout(collectionView) {
                Issue.record("step \(step): visible \(collectionView.indexPathsForVisibleItems.map(\.item))")
                return
            }
        }
    }

    @Test("when pinned headers and footers scroll a quarter point at a time, then after every step the cells are the layout's and each pinned view sits where the layout says",
          arguments: [false, true])
    func pinnedStepsMatchTheLayout(rightToLeft: Bool) throws {
        let (collectionView, _, _) = makeCollectionView(height: 300, counts: [12, 12, 12]) {
            $0.itemSize = CGSize(width: 320, height: 44)
            $0.headerReferenceSize = CGSize(width: 320, height: 30)
            $0.footerReferenceSize = CGSize(width: 320, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
            $0.sectionFootersPinToVisibleBounds = true
        }
        if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        collectionView.layoutIfNeeded()
        for step in 1...4_000 {
            collectionView.contentOffset.y = CGFloat(step) * 0.25
            collectionView.layoutIfNeeded()
            guard visibleMatchesLayout(collectionView) else {
                Issue.record("step \(step): visible \(collectionView.indexPathsForVisibleItems.sorted())")
                return
            }
            for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    let view = try #require(collectionView.supplementaryView(forElementKind: kind, at: indexPath))
                    let frame = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame)
                    guard view.frame == frame else {
                        Issue.record("step \(step): \(kind) \(indexPath.section) at \(view.frame), the layout says \(frame)")
                        return
                    }
                }
            }
        }
    }

    @Test("when a scroll with pinned headers brings no element on or off the screen, then the layout's answers do not age (the pass may skip its rect query) and the pinned header follows")
    func pinnedScrollKeepsTheAnswers() throws {
        let (collectionView, _, _) = makeCollectionView(height: 300, counts: [50]) {
            $0.itemSize = CGSize(width: 320, height: 44)
            $0.headerReferenceSize = CGSize(width: 320, height: 30)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        let generation = collectionView.collectionViewLayout.answersGeneration
        collectionView.contentOffset.y = 101
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout.answersGeneration == generation)
        let header = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 101, "the pinned header followed the scroll")
    }

    @Test("when an app's flow layout subclass pins headers, then every scroll queries its rect again, as its own answers may follow the bounds")
    func subclassesAreQueriedEveryScroll() {
        final class AppLayout: CollectionViewFlowLayout {
            var rectQueries = 0
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                rectQueries += 1
                return super.layoutAttributesForElements(in: rect)
            }
        }
        let layout = AppLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        let source = RecordingDataSource(counts: [50])
        source.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        let queries = layout.rectQueries, generation = layout.answersGeneration
        collectionView.contentOffset.y = 101
        collectionView.layoutIfNeeded()
        #expect(layout.rectQueries > queries && layout.answersGeneration != generation)
    }

    @Test("when an orthogonal strip's offset is set on the layout directly, then the next pass shows the strip's new items")
    func orthogonalOffsetFromTheLayout() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout(section: section)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        let source = RecordingDataSource(counts: [30])
        source.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 1
        collectionView.layoutIfNeeded()
        layout.setOrthogonalScrollOffset(1000, forSection: 0)
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [10, 11, 12, 13])
        #expect(visibleMatchesLayout(collectionView))
    }

    @Test("when a section has a visible-items handler, then every scroll step re-queries so the handler's transforms follow the bounds")
    func visibleItemsHandlerFollowsBounds() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                   subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items { item.alpha = max(0, min(1, 1 - (offset.y / 100))) }
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let source = RecordingDataSource(counts: [100])
        source.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 10
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 20
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(cell.alpha - 0.8) < 0.001)
    }

    @Test("when a visible cell is selected between two skipped passes, then its configuration still updates")
    func configurationsUpdateWhileSkipping() throws {
        final class Counting: CollectionViewCell {
            var updates = 0
            override func updateConfiguration(using state: CellConfigurationState) { updates += 1 }
        }
        final class Source: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "counting", for: indexPath)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(Counting.self, forCellWithReuseIdentifier: "counting")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 1
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? Counting)
        let before = cell.updates
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collectionView.contentOffset.y = 2
        collectionView.layoutIfNeeded()
        #expect(cell.isSelected && cell.updates == before + 1)
    }
}
