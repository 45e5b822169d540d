import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Scrolling drivers")
@MainActor
struct ScrollingTests {
    @Test("when scrolled to an item at the top, then that item is the first on screen")
    func scrollToItem() throws {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        let target = IndexPath(item: 50, section: 0)
        try host.scroll(list.collectionView, toItemAt: target, at: .top)
        #expect(list.collectionView.indexPathsForVisibleItems.sorted().first == target)
        // Rows above were estimated when the offset was chosen and measured after, as in UIKit: the
        // item is on screen near the top, not exactly at it.
        let frame = list.collectionView.layoutAttributesForItem(at: target)!.frame
        #expect(abs(frame.minY - list.collectionView.contentOffset.y) < frame.height)
    }

    @Test("when scrolled to an index path the list does not have, then the driver throws and the offset stays")
    func scrollToMissingItem() throws {
        let host = TestHost()
        let list = FruitList(count: 10)
        host.show(list.collectionView)
        try host.scroll(list.collectionView, to: CGPoint(x: 0, y: 40))
        for bad in [IndexPath(item: 10, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: -1, section: 0), IndexPath(index: 3)] {
            #expect {
                try host.scroll(list.collectionView, toItemAt: bad)
            } throws: { error in
                (error as? TestingFailure)?.message.contains("has 1 section(s) with 10 item(s)") == true
            }
        }
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("when a scroll view is not in the host's window or the offset is not finite, then scrolling throws")
    func scrollRefused() {
        let host = TestHost()
        let list = FruitList()
        #expect(throws: TestingFailure.self) { try host.scroll(list.collectionView, to: CGPoint(x: 0, y: 10)) }
        host.show(list.collectionView)
        #expect(throws: TestingFailure.self) { try host.scroll(list.collectionView, to: CGPoint(x: 0, y: CGFloat.infinity)) }
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test("when flung downwards, then the list decelerates to a stop further down, within its content, and the delegate heard the velocity")
    func fling() throws {
        final class Delegate: CollectionViewDelegate {
            var velocity: CGPoint?
            var ended = false
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                self.velocity = velocity
            }
            func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { ended = true }
        }
        let host = TestHost()
        let list = FruitList()
        let delegate = Delegate()
        list.collectionView.delegate = delegate
        host.show(list.collectionView)
        try host.fling(list.collectionView, velocity: CGPoint(x: 0, y: 2_000))
        #expect(delegate.velocity == CGPoint(x: 0, y: 2))
        #expect(delegate.ended)
        #expect(list.collectionView.contentOffset.y > 500)
        #expect(list.collectionView.contentOffset.y <= list.collectionView.contentSize.height - 844 + 0.5)
        #expect(host.isSettled)
        #expect(throws: TestingFailure.self) { try host.fling(list.collectionView, velocity: CGPoint(x: CGFloat.nan, y: 0)) }
    }

    @Test("when dragged up by a finger, then the content follows it")
    func dragScrolls() throws {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        try host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 30)
        #expect(list.collectionView.contentOffset.y >= 299)
    }
}
