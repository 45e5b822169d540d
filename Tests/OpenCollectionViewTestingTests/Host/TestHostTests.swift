import CollectionEngine
import CollectionGeometry
import CollectionLayout
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

    @Test("when a user's swipe on an orthogonal section has just ended, then settle runs until the strip has come to rest on a group boundary")
    func settlesOrthogonalSections() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(120)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(count: 20)
        collectionView.dataSource = source
        host.show(collectionView)
        let strip = try #require(collectionView.orthogonalScrollView(forSection: 0))
        // A swipe as a user's events, the last step quick: nothing has run yet when it ends.
        host.window.send(PointerEvent(.down, at: CGPoint(x: 300, y: 60)))
        host.runFrames(1)
        for x in stride(from: 280, through: 160, by: -40) {
            host.window.send(PointerEvent(.moved, at: CGPoint(x: CGFloat(x), y: 60)))
            host.runFrames(1)
        }
        host.window.send(PointerEvent(.up, at: CGPoint(x: 160, y: 60)))
        #expect(!host.isSettled, "input waits for the next frame")
        let frames = try host.settle()
        #expect(frames > 1)
        #expect(host.isSettled)
        #expect(strip.contentOffset.x > 0 && strip.contentOffset.x.truncatingRemainder(dividingBy: 300) == 0,
                "at rest on a group boundary: \(strip.contentOffset.x)")
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

/// A data source of `count` plain cells.
@MainActor
final class CountingSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
