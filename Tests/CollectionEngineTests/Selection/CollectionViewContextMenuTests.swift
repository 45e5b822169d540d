import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// Context menus: a long press or a secondary click asks the delegate, shows the menu, and tells
/// when it shows and closes.
@Suite("Context menus on collection and table items (F18, F37)")
@MainActor
struct CollectionViewContextMenuTests {
    @MainActor
    final class MenuDelegate: CollectionViewDelegate, TableViewDataSource, TableViewDelegate {
        var events: [String] = []
        var offersMenu = true
        var emptyMenu = false

        func configuration(for row: Int, point: CGPoint) -> ContextMenuConfiguration? {
            events.append("asked \(row)")
            guard offersMenu else { return nil }
            return ContextMenuConfiguration(identifier: NSString(string: "row \(row)"), previewProvider: nil) { [unowned self] suggested in
                guard !self.emptyMenu else { return Menu(children: []) }
                return Menu(children: [Action(title: "Copy") { _ in self.events.append("copy \(row)") },
                                       Action(title: "Delete") { _ in self.events.append("delete \(row)") }])
            }
        }

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> ContextMenuConfiguration? {
            configuration(for: indexPaths.first?.item ?? -1, point: point)
        }
        func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {
            events.append("show \(configuration.identifier)")
        }
        func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {
            events.append("end \(configuration.identifier)")
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
            configuration(for: indexPath.row, point: point)
        }
        func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {
            events.append("show \(configuration.identifier)")
        }
        func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {
            events.append("end \(configuration.identifier)")
        }
    }

    @Test("when a touch rests 0.5 s on an item with a menu, then the menu shows at once without selecting; choosing an action runs it and ends the interaction")
    func longPressOpensMenu() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        let delegate = MenuDelegate()
        stage.collectionView.delegate = delegate
        let cell = try #require(stage.cell(1))
        let point = stage.middle(of: cell)
        stage.window.send(PointerEvent(.down, at: point))
        stage.clock.advance(by: 0.7)
        #expect(delegate.events == ["asked 1", "show row 1"])
        let backdrop = try #require(stage.window.subviews.last)
        #expect(backdrop !== stage.collectionView, "the menu covers the window")
        stage.window.send(PointerEvent(.up, at: point))
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty == true, "the long press did not select")
        // The menu's first row: Copy.
        let list = try #require((backdrop as? MenuBackdrop)?.list)
        let copyRow = try #require(list.subviews.first)
        let copy = copyRow.convert(CGPoint(x: copyRow.bounds.midX, y: copyRow.bounds.midY), to: stage.window)
        stage.window.tap(copy, clock: stage.clock)
        #expect(delegate.events == ["asked 1", "show row 1", "end row 1", "copy 1"])
        #expect(stage.window.subviews.last === stage.collectionView, "the menu closed")
    }

    @Test("when an item has no menu, then a long press asks once and lifting selects it; an empty menu shows nothing")
    func noMenu() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        let delegate = MenuDelegate()
        delegate.offersMenu = false
        stage.collectionView.delegate = delegate
        let point = stage.middle(of: try #require(stage.cell(0)))
        stage.window.send(PointerEvent(.down, at: point))
        stage.clock.advance(by: 1)
        stage.window.send(PointerEvent(.up, at: point))
        stage.clock.advanceFrames(1)
        #expect(delegate.events == ["asked 0", "select 0"])
        delegate.events = []
        delegate.offersMenu = true
        delegate.emptyMenu = true
        stage.window.send(PointerEvent(.down, at: point, kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(delegate.events == ["asked 0"], "a menu without actions does not show")
        #expect(stage.window.subviews.last === stage.collectionView)
    }

    @Test("when a table row is clicked with the secondary button, then its menu shows at once and nothing is selected; Escape closes it and ends the interaction")
    func secondaryClickOnTableRow() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let table = TableView(frame: window.bounds, style: .plain)
        let delegate = MenuDelegate()
        table.dataSource = delegate
        table.delegate = delegate
        window.addSubview(table)
        clock.advanceFrames(1)
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 66), kind: .mouse, buttonMask: .secondary))
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 66), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        #expect(delegate.events == ["asked 1", "show row 1"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(window.subviews.last !== table)
        window.send(KeyEvent(.escape))
        clock.advanceFrames(1)
        #expect(delegate.events == ["asked 1", "show row 1", "end row 1"])
        #expect(window.subviews.last === table)
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 290), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        #expect(delegate.events.count == 3, "empty space below the rows: no item, no question")
    }

    @Test("when a configuration is made without an identifier, then it gets a unique one; its other properties keep what the app sets")
    func configurationProperties() {
        let a = ContextMenuConfiguration(), b = ContextMenuConfiguration(actionProvider: { _ in nil })
        #expect("\(a.identifier)" != "\(b.identifier)")
        a.badgeCount = 3
        a.secondaryItemIdentifiers = [AnyHashable("x")]
        a.preferredMenuElementOrder = .fixed
        #expect(a.badgeCount == 3 && a.secondaryItemIdentifiers.count == 1 && a.preferredMenuElementOrder == .fixed)
        #expect(ContextMenuConfiguration.ElementOrder(rawValue: 9) == nil)
    }
}
