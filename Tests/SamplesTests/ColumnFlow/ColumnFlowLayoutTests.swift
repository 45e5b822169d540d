import EngineTestSupport
import LayoutTestSupport
import TestSupport
import OpenCollectionView
import Samples
import Testing

@Suite("ColumnFlowLayout (F6, the friends list)")
@MainActor
struct ColumnFlowLayoutTests {
    func make(width: CGFloat, safeArea: EdgeInsets = .zero) -> (CollectionView, RecordingDataSource) {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: ColumnFlowLayout())
        collectionView.safeAreaInsets = safeArea
        let dataSource = RecordingDataSource(counts: [30])
        dataSource.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test("when narrower than two columns, then there is one 70-point row per person below the top inset")
    func narrow() {
        let (collectionView, dataSource) = make(width: 375)
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        #expect(first == CGRect(x: 0, y: 10, width: 375, height: 70))
        #expect(second.minY == 90)
        withExtendedLifetime(dataSource) {}
    }

    @Test("when wide, then as many columns of at least 300 points as fit, inside the safe area")
    func wide() {
        let (collectionView, dataSource) = make(width: 1024, safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        let layout = collectionView.collectionViewLayout as! ColumnFlowLayout
        // 936 points of safe area: three columns of (936 − 20) / 3 = 305.33 → 305 points.
        #expect(layout.numberOfColumns(forAvailableWidth: 936) == 3)
        let frames = (0..<4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map(\.width) == [305, 305, 305, 305])
        #expect(frames[0].minX == 44 && frames[2].maxX == 980 && frames[3].minY == 90)
        withExtendedLifetime(dataSource) {}
    }

    @Test("when the window is resized, then the columns re-flow at the next layout pass")
    func resize() {
        let (collectionView, dataSource) = make(width: 375)
        collectionView.frame = CGRect(x: 0, y: 0, width: 700, height: 400)
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 355, y: 10, width: 345, height: 70))
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 0, y: 90, width: 320, height: 70))
        #expect(collectionView.indexPathsForVisibleItems.count == 5)
        withExtendedLifetime(dataSource) {}
    }

    @Test("when the column metrics are changed or nonsense, then at least one column of a sane width results")
    func metrics() {
        let layout = ColumnFlowLayout()
        #expect(layout.minimumColumnWidth == 300 && layout.cellHeight == 70 && layout.sectionInsetReference == .fromSafeArea)
        layout.minimumColumnWidth = CGFloat.nan
        #expect(layout.numberOfColumns(forAvailableWidth: 500) >= 1)
        layout.minimumColumnWidth = 100
        #expect(layout.numberOfColumns(forAvailableWidth: 320) == 3, "3 × 100 + 2 × 10 = 320 fits exactly")
        #expect(layout.numberOfColumns(forAvailableWidth: 319) == 2)
        #expect(layout.numberOfColumns(forAvailableWidth: -5) == 1)
    }
}
