import CollectionData
import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Touch drivers")
@MainActor
struct PointerTests {
    @Test("when an item is tapped, then it is selected and the delegate is told")
    func tapSelects() throws {
        final class Delegate: CollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let host = TestHost()
        let list = FruitList()
        let delegate = Delegate()
        list.collectionView.delegate = delegate
        host.show(list.collectionView)
        try host.tapItem(at: IndexPath(item: 3, section: 0), in: list.collectionView)
        #expect(delegate.selected == [IndexPath(item: 3, section: 0)])
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("when an item is off screen, missing, or the point is outside the window, then tapping throws and selects nothing")
    func tapRefused() throws {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        #expect {
            try host.tapItem(at: IndexPath(item: 80, section: 0), in: list.collectionView)
        } throws: { ($0 as? TestingFailure)?.message.contains("not on screen") == true }
        #expect(throws: TestingFailure.self) { try host.tapItem(at: IndexPath(item: 100, section: 0), in: list.collectionView) }
        #expect {
            try host.tap(at: CGPoint(x: 500, y: 10))
        } throws: { ($0 as? TestingFailure)?.message.contains("outside the window") == true }
        #expect(throws: TestingFailure.self) { try host.tap(at: CGPoint(x: CGFloat.nan, y: 10)) }
        #expect(throws: TestingFailure.self) { try host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 2_000)) }
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.show(hidden, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        hidden.isHidden = true
        #expect { try host.tap(hidden) } throws: { ($0 as? TestingFailure)?.message.contains("hidden") == true }
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("when a button is tapped, then its action runs")
    func tapButton() throws {
        let host = TestHost()
        var taps = 0
        let button = Button(frame: .zero, primaryAction: Action(title: "Go") { _ in taps += 1 })
        host.show(button, frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        try host.tap(button)
        #expect(taps == 1)
    }

    @Test("when an item is dragged onto another's place, then the data source reorders: it lands there and the others shift")
    func dragReorders() throws {
        let host = TestHost()
        let list = FruitList(count: 10)
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.collectionView.installsStandardGestureForInteractiveMovement = true
        host.show(list.collectionView)
        try host.dragItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0), in: list.collectionView)
        let names = list.dataSource.snapshot().itemIdentifiers
        #expect(names == ["Fruit 0", "Fruit 2", "Fruit 3", "Fruit 4", "Fruit 1", "Fruit 5", "Fruit 6", "Fruit 7", "Fruit 8", "Fruit 9"])
        try host.assertVisibleCellContents(names.map { "\($0) · \($0.count) letters" }, in: list.collectionView)
    }

    @Test("when an item is long-pressed, then reordering asks about it; a tap does not")
    func longPress() throws {
        let host = TestHost()
        let list = FruitList()
        var asked: [String] = []
        list.dataSource.reorderingHandlers.canReorderItem = { asked.append($0); return true }
        list.collectionView.installsStandardGestureForInteractiveMovement = true
        host.show(list.collectionView)
        try host.tapItem(at: IndexPath(item: 1, section: 0), in: list.collectionView)
        #expect(asked.isEmpty)
        try host.longPressItem(at: IndexPath(item: 2, section: 0), in: list.collectionView)
        #expect(asked == ["Fruit 2"])
        #expect(list.dataSource.snapshot().itemIdentifiers == FruitList.names(100))
        #expect(throws: TestingFailure.self) { try host.longPress(at: CGPoint(x: 10, y: 10), duration: -1) }
    }
}
