import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Menus: UIMenu and UIAction states, and a presented menu's list (F36's pop-up menu accessory)")
@MainActor
struct MenuTests {
    func sortMenu(log: @escaping (String) -> Void) -> Menu {
        let names = ["Name", "Date", "Size"]
        let actions = names.map { name in Action(title: name, state: name == "Name" ? .on : .off) { log($0.title) } }
        let more = Menu(title: "More", options: .displayInline, children: [Action(title: "Kind") { log($0.title) }])
        return Menu(title: "Sort by", options: .singleSelection, children: actions + [more])
    }

    @Test("when a single-selection menu's action is chosen, then it alone is on, its handler runs, and selectedElements says so; submenus' actions count in place")
    func singleSelection() {
        var log: [String] = []
        let menu = sortMenu { log.append($0) }
        #expect(menu.selectedElements.map(\.title) == ["Name"])
        #expect(menu.actions.map(\.title) == ["Name", "Date", "Size", "Kind"])
        menu.choose(menu.actions[3])
        #expect(log == ["Kind"])
        #expect(menu.selectedElements.map(\.title) == ["Kind"])
        let plain = Menu(children: [Action(title: "A", state: .on) { _ in }, Action(title: "B") { _ in }])
        plain.choose(plain.actions[1])
        #expect(plain.selectedElements.map(\.title) == ["A"], "without .singleSelection choosing changes no state")
    }

    @Test("when a menu is presented from a row, then its list shows under the row at its trailing end (above it near the bottom, inside the window), a tap on an action chooses it and closes the menu, a tap outside only closes it, and presenting again replaces it")
    func presentation() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer())
        var log: [String] = []
        let menu = sortMenu { log.append($0) }
        var chosen: [String] = []
        let anchor = CGRect(x: 0, y: 100, width: 390, height: 44)
        let backdrop = MenuBackdrop.present(menu, from: anchor, in: window) { chosen.append($0.title) }
        #expect(backdrop.frame == window.bounds && backdrop.superview === window)
        #expect(backdrop.list.frame == CGRect(x: 390 - 8 - 250, y: 148, width: 250, height: 4 * 44), "8 points inside the window's edge")
        // The list clips its rows to its rounded corners, which would clip a shadow of its own: the
        // shadow is drawn by an unclipped view of its shape beneath it.
        let shadow = backdrop.shadow.renderedProperties
        #expect(backdrop.list.renderedProperties.appearance.shadow == nil && backdrop.list.clipsToBounds)
        #expect(shadow.appearance.shadow != nil && !shadow.clipsToBounds && shadow.frame == backdrop.list.frame)
        #expect(backdrop.subviews.firstIndex { $0 === backdrop.shadow }! < backdrop.subviews.firstIndex { $0 === backdrop.list }!)
        // Near the bottom it opens upward; a narrow window keeps it inside.
        let low = MenuBackdrop.present(menu, from: CGRect(x: 0, y: 540, width: 390, height: 44), in: window) { _ in }
        #expect(backdrop.superview == nil, "presenting again closes the menu shown")
        #expect(low.list.frame.maxY == 536)
        low.dismiss()

        let again = MenuBackdrop.present(menu, from: anchor, in: window) { chosen.append($0.title) }
        window.tap(CGPoint(x: 300, y: 148 + 44 + 22), clock: clock)
        #expect(log == ["Date"] && chosen == ["Date"] && again.superview == nil)
        #expect(menu.selectedElements.map(\.title) == ["Date"])
        let outside = MenuBackdrop.present(menu, from: anchor, in: window) { chosen.append($0.title) }
        window.tap(CGPoint(x: 20, y: 500), clock: clock)
        #expect(outside.superview == nil && chosen == ["Date"], "a tap outside chooses nothing")
    }
}
