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

@Suite("CollectionView: the layout pass shows exactly what overlaps the visible bounds (F1, F13)")
@MainActor
struct CollectionViewLayoutPassTests {
    // 20 items of 50 × 50 in 320 points: lines at y = 0, 60, 120, 180; 100 points are visible.

    @Test("when laid out, then the cells of the lines overlapping the bounds are shown, each configured then displayed")
    func initialPass() {
        let (collectionView, dataSource, diagnostics) = makeCollectionView(counts: [20])
        #expect(collectionView.indexPathsForVisibleItems == paths(0...9))
        #expect(dataSource.log == (0...9).flatMap { ["cellForItemAt (0 - \($0))", "willDisplay (0 - \($0))"] })
        #expect(collectionView.contentSize == CGSize(width: 320, height: 230))
        #expect(collectionView.visibleCells.count == 10 && collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test("when a line only touches the visible bounds, then its cells are not shown")
    func touchingIsNotVisible() {
        let (collectionView, dataSource, _) = makeCollectionView(counts: [20])
        dataSource.clearLog()
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(5...14))
        #expect(dataSource.log == paths(0...4).map { "didEndDisplaying \($0.collectionDescription)" }
            + (10...14).flatMap { ["cellForItemAt (0 - \($0))", "willDisplay (0 - \($0))"] })
        collectionView.contentOffset = CGPoint(x: 0, y: 110)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(10...19))
    }

    @Test("when cells leave and nothing keeps them, then they return to the reuse queue and new cells come from it, prepared for reuse")
    func reuse() {
        let (collectionView, _, _) = makeCollectionView(counts: [20])
        collectionView.cellRetentionDistance = 0
        let firstCells = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfQueuedViews(withReuseIdentifier: RecordingDataSource.cellIdentifier) == 0)
        let reused = paths(10...14).compactMap { collectionView.cellForItem(at: $0) as? RecordingCell }
        #expect(reused.count == 5 && reused.allSatisfy { firstCells.contains(ObjectIdentifier($0)) && $0.prepareForReuseCount == 1 })
        #expect(reused.map(\.configuredIndexPath) == paths(10...14))
        #expect(reused.allSatisfy { $0.reuseIdentifier == RecordingDataSource.cellIdentifier })
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.numberOfQueuedViews(withReuseIdentifier: RecordingDataSource.cellIdentifier) == 10)
    }

    @Test("when the frame changes, then the layout is invalidated and cells re-flow for the new width")
    func frameChange() {
        let (collectionView, _, _) = makeCollectionView(counts: [20])
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        collectionView.layoutIfNeeded()
        // Three items per line in 200 points (170): lines at 0 and 60 are visible.
        #expect(collectionView.indexPathsForVisibleItems == paths(0...5))
        #expect(collectionView.contentSize == CGSize(width: 200, height: 410))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 150)
    }

    @Test("when headers and footers are laid out, then the data source supplies them and the delegate sees them come and go")
    func supplementaryViews() {
        let (collectionView, dataSource, _) = makeCollectionView(counts: [5, 5]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 20)
            layout.footerReferenceSize = CGSize(width: 0, height: 10)
        }
        // Section 0: header 0–20, items 20–70, footer 70–80; section 1 header at 80.
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter) == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(dataSource.log.contains("viewForSupplementary header (0 - 0)") && dataSource.log.contains("willDisplaySupplementary footer (0 - 0)"))
        dataSource.clearLog()
        collectionView.contentOffset = CGPoint(x: 0, y: 75)
        collectionView.layoutIfNeeded()
        #expect(dataSource.log.contains("didEndDisplayingSupplementary header (0 - 0)"))
        #expect(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count == 1)
    }

    @Test("when reloadData is called, then every visible cell is requested again and the counts are reloaded")
    func reloadData() {
        let (collectionView, dataSource, _) = makeCollectionView(counts: [20])
        dataSource.counts = [3]
        dataSource.clearLog()
        collectionView.reloadData()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(0...2))
        #expect(dataSource.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 10)
        #expect(dataSource.log.filter { $0.hasPrefix("cellForItemAt") } == (0...2).map { "cellForItemAt (0 - \($0))" })
    }

    @Test("when the layout is replaced, then the new one lays out and the old one is released")
    func replaceLayout() {
        let (collectionView, _, _) = makeCollectionView(counts: [20])
        let old = collectionView.collectionViewLayout
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == paths(0...1))
        #expect(old.collectionView == nil && layout.collectionView === collectionView)
    }

    @Test("when a custom layout registers a decoration view, then the collection view shows one of that class")
    func decorationViews() {
        final class Background: CollectionReusableView {}
        final class DecoratedLayout: CollectionViewFlowLayout {
            override init() {
                super.init()
                register(Background.self, forDecorationViewOfKind: "background")
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                let background = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
                background.frame = CGRect(x: 0, y: 0, width: 320, height: 1000)
                background.zIndex = -1
                return (super.layoutAttributesForElements(in: rect) ?? []) + [background]
            }
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: DecoratedLayout())
        let dataSource = RecordingDataSource(counts: [2])
        dataSource.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews.count == 1)
        #expect(collectionView.visibleDecorationViews.first is Background)
        #expect(collectionView.visibleDecorationViews.first?.zIndex == -1)
    }

    @Test("when there is no data source, then nothing is shown and the counts are zero")
    func noDataSource() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 0 && collectionView.visibleCells.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 5) == 0)
        #expect(collectionView.collectionViewLayout is CollectionViewFlowLayout)
        #expect(CollectionView(frame: .zero).collectionViewLayout is CollectionViewFlowLayout)
    }

    @Test("when a compositional section has a visibleItemsInvalidationHandler, then every scroll runs it for the visible cells and the cells show its changes")
    func visibleItemsHandlerOnEveryScroll() {
        var offsets: [CGPoint] = []
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            // Fade rows by how far their top is below the visible top: 0 → 1, 100 → 0.
            for item in items { item.alpha = 1 - (item.frame.minY - offset.y) / 100 }
        }
        let collectionView = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100),
                                                collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let dataSource = RecordingDataSource(counts: [20])
        dataSource.attach(to: collectionView)
        collectionView.retainedDataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(offsets == [.zero])
        #expect(collectionView.visibleCells.map(\.alpha) == [1, 0.5])
        collectionView.contentOffset = CGPoint(x: 0, y: 25)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 75)
        collectionView.layoutIfNeeded()
        #expect(offsets == [.zero, CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 75)])
        // At 75, rows 1 (top 50), 2 (100) and 3 (150) show: alphas 1.25 → 1 (clamped), 0.75, 0.25.
        #expect(collectionView.visibleCells.map(\.alpha) == [1, 0.75, 0.25])
    }
}

/// Attributes with a field of their own, compared by their `isEqual(_:)` as UIKit subclasses do.
private final class LevelAttributes: CollectionViewLayoutAttributes {
    var level = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! LevelAttributes
        copy.level = level
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? LevelAttributes else { return false }
        return other.level == level && super.isEqual(object)
    }
}

/// A flow layout that hands out `LevelAttributes` carrying its current level.
private final class LevelFlowLayout: CollectionViewFlowLayout {
    var level = 0
    override class var layoutAttributesClass: AnyClass { LevelAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for case let leveled as LevelAttributes in attributes ?? [] { leveled.level = level }
        return attributes
    }
}

/// A cell that records the levels it was given.
private final class LevelCell: CollectionViewCell {
    var appliedLevels: [Int] = []
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let leveled = layoutAttributes as? LevelAttributes { appliedLevels.append(leveled.level) }
    }
}

@Suite("CollectionView: attributes are applied again only when they differ, by the subclass's own comparison (F1, F13)")
@MainActor
struct CollectionViewAttributesComparisonTests {
    @Test("when a layout's attributes subclass changes only its own field, then the cells get the new attributes; unchanged ones are not applied again")
    func subclassFieldChange() {
        let layout = LevelFlowLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        let dataSource = RecordingDataSource(counts: [4])
        dataSource.attach(to: collectionView)
        collectionView.register(LevelCell.self, forCellWithReuseIdentifier: RecordingDataSource.cellIdentifier)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? LevelCell }
        #expect(cells.count == 4 && cells.allSatisfy { $0.appliedLevels.last == 0 })
        let appliedBefore = cells.map(\.appliedLevels.count)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(cells.map(\.appliedLevels.count) == appliedBefore, "equal attributes are not applied again")
        layout.level = 2
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(cells.allSatisfy { $0.appliedLevels.last == 2 })
    }
}
