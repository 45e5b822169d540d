import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("TestHost")
@MainActor
struct TestHostTests {
    @Test("when a list is shown, then its layout has run and the rows that fit the window are on screen")
    func showsAList() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let list = FruitList()
        host.show(list.collectionView)
        #expect(list.collectionView.frame == host.window.bounds)
        let visible = list.collectionView.indexPathsForVisibleItems.sorted()
        #expect(!visible.isEmpty)
        #expect(visible.first == IndexPath(item: 0, section: 0))
        // Every row on screen, and no other, intersects the window.
        let rowHeight = list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
        #expect(visible.count == Int((844 / rowHeight).rounded(.up)))
        try host.assertVisibleItems(visible, in: list.collectionView)
    }

    @Test("when the visible items differ from the expected ones, then the failure names what is missing and what is extra")
    func visibleItemsFailure() {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        let onScreen = list.collectionView.indexPathsForVisibleItems.sorted()
        let expected = Array(onScreen.dropFirst()) + [IndexPath(item: 90, section: 0)]
        #expect {
            try host.assertVisibleItems(expected, in: list.collectionView)
        } throws: { error in
            let message = (error as? TestingFailure)?.message ?? ""
            return message.contains("not on screen: [0, 90]") && message.contains("not expected: [0, 0]")
        }
    }

    @Test("when traits are given, then the window's views see them; a right-to-left host lays a list's text out from the right")
    func traits() {
        let host = TestHost(size: CGSize(width: 320, height: 480), layoutDirection: .rightToLeft)
        let view = View()
        host.show(view)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        host.traits = dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("when a view controller is shown, then its view fills the window and appearance callbacks ran")
    func showsViewController() {
        final class Screen: ViewController {
            var appeared = false
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                appeared = true
            }
        }
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let screen = Screen()
        host.show(screen)
        #expect(screen.appeared)
        #expect(screen.view.frame == host.window.bounds)
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(screen.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test("when nothing moves, then settle runs no frame; after an animated scroll, it runs until the offset stops")
    func settles() throws {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        #expect(try host.settle() == 0)
        list.collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        host.runFrames(1)
        #expect(!host.isSettled)
        let frames = try host.settle()
        #expect(frames > 0)
        #expect(list.collectionView.contentOffset.y == 400)
    }

    @Test("when a view animates for longer than settle's limit, then settle throws saying what still moves")
    func settleLimit() {
        let host = TestHost()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.show(view, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 10) { view.alpha = 0 }
        #expect {
            try host.settle(maximumFrames: 30)
        } throws: { error in
            (error as? TestingFailure)?.message.contains("view animation(s) running") == true
        }
    }

    @Test("when time moves by a bad amount, then nothing runs")
    func badAdvance() {
        let host = TestHost()
        let before = host.clock.frameCount
        #expect(!host.advance(by: .nan))
        #expect(!host.advance(by: -1))
        #expect(host.clock.frameCount == before)
    }
}
