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

/// A delegate that answers every flow layout question.
@MainActor
final class FlowDelegate: CollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: indexPath.item == 0 ? 30 : 20)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 1 }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 200 }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 7)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 3)
    }
}

/// A flow delegate that implements nothing: the layout's properties apply.
@MainActor
final class SilentFlowDelegate: CollectionViewDelegateFlowLayout {}

@Suite("CollectionView: queries, delegate metrics and right-to-left")
@MainActor
struct CollectionViewQueryTests {
    @Test("when the delegate is a flow layout delegate, then its answers lay out the items")
    func flowDelegate() {
        let (collectionView, _, _) = makeCollectionView(counts: [2])
        let delegate = FlowDelegate()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        // Interitem 200: one 100-point item per line (100 + 200 + 100 > 320), each centred.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 110, y: 12, width: 100, height: 30))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 43, width: 100, height: 20))
        #expect(collectionView.contentSize.height == 66)
        let silent = SilentFlowDelegate()
        collectionView.delegate = silent
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 60, y: 0, width: 50, height: 50))
    }

    @Test("when asked for the item at a point, then the item whose frame contains it answers")
    func itemAtPoint() {
        let (collectionView, _, _) = makeCollectionView(counts: [20])
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 215)) == IndexPath(item: 15, section: 0), "off screen items answer too")
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 3, section: 0))
        #expect(collectionView.indexPath(for: CollectionViewCell()) == nil)
    }

    @Test("when the collection view lays out right to left, then a flipping layout's frames are mirrored")
    func rightToLeft() {
        let (collectionView, _, _) = makeCollectionView(counts: [12])
        collectionView.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        collectionView.layoutIfNeeded()
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // In LTR items 10 and 11 sit at x 0 and 60 on the last line; mirrored in 320 they sit at 270 and 210.
        #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) == nil, "the last line is off screen")
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame == CGRect(x: 270, y: 120, width: 50, height: 50))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame == CGRect(x: 210, y: 120, width: 50, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 10)) == IndexPath(item: 0, section: 0))
        collectionView.semanticContentAttribute = .forceLeftToRight
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test("when a layout does not flip, then right to left leaves its frames alone")
    func nonFlippingLayout() {
        final class FixedLayout: CollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: FixedLayout())
        collectionView.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        let dataSource = RecordingDataSource(counts: [1])
        dataSource.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 135)
        let twoItems = RecordingDataSource(counts: [2])
        twoItems.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test("when right to left with the safe area on the physical left, then lines start at the right edge and stay clear of it")
    func rightToLeftSafeArea() {
        let (collectionView, _, _) = makeCollectionView(counts: [2]) { layout in
            layout.sectionInsetReference = .fromSafeArea
            layout.itemSize = CGSize(width: 100, height: 50)
        }
        collectionView.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.minX) == [44, 154])
        collectionView.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.frame.minX) == [220, 110])
    }
}
