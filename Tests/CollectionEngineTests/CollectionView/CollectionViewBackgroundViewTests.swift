import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

@Suite("A collection view's background view: under the cells, filling the bounds, not scrolling (UICollectionView.backgroundView)")
@MainActor
struct CollectionViewBackgroundViewTests {
    @Test("when the content scrolls, then the background view stays framed at the bounds, below every cell")
    func staysAtTheBounds() {
        let (collectionView, _, diagnostics) = makeCollectionView(width: 320, height: 100, counts: [200]) {
            $0.itemSize = CGSize(width: 50, height: 50)
        }
        let background = View()
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        #expect(background.frame == collectionView.bounds && collectionView.subviews.first === background)
        collectionView.contentOffset = CGPoint(x: 0, y: 430)
        collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 430, width: 320, height: 100), "\(background.frame)")
        #expect(collectionView.subviews.first === background, "new cells go above it")
        #expect(!collectionView.visibleCells.isEmpty && collectionView.visibleCells.allSatisfy { $0 !== background })
        #expect(diagnostics.messages.isEmpty)
    }

    @Test("when the background view is replaced or removed, then the old one leaves the collection view")
    func replacing() {
        let (collectionView, _, _) = makeCollectionView(counts: [3])
        let first = View(), second = View()
        collectionView.backgroundView = first
        collectionView.backgroundView = second
        #expect(first.superview == nil && second.superview === collectionView)
        collectionView.backgroundView = second
        #expect(collectionView.subviews.filter { $0 === second }.count == 1, "setting the same view again adds nothing")
        collectionView.backgroundView = nil
        #expect(second.superview == nil)
    }
}
