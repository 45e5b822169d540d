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
        #expect(backdrop.list.frame == CGRect(x: 390 - 8 - 250, y: 148, width: 250, height: 4 * 44 + 8 + 32),
                "8 points inside the window's edge; the inline menu after a gap, under its title")
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

    struct Text: Equatable {
        var string: String
        var color: Color
    }

    /// The texts a menu row draws, in order, with their colours.
    func texts(of row: View) -> [Text] {
        func walk(_ part: CustomContentConfiguration.Part) -> [Text] {
            switch part {
            case .text(let string, _, let color): [Text(string: string, color: color)]
            case .vertical(let parts, _), .horizontal(let parts, _): parts.flatMap(walk)
            case .styled(let inner, _): walk(inner)
            default: []
            }
        }
        guard case .custom(let configuration)? = row.renderedContent else { return [] }
        return walk(configuration.root)
    }

    @Test("when actions have attributes, then hidden ones are not listed, disabled ones are dimmed and not chosen, destructive ones are red, and one that keeps the menu presented is chosen with the menu left open")
    func attributes() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer())
        var log: [String] = []
        let menu = Menu(options: .singleSelection, children: [
            Action(title: "Copy", attributes: .disabled) { log.append($0.title) },
            Action(title: "Secret", attributes: .hidden) { log.append($0.title) },
            Action(title: "Bold", subtitle: "Stays open", image: Image(systemName: "bold"), selectedImage: Image(systemName: "checkmark"),
                   discoverabilityTitle: "Make the text bold", attributes: .keepsMenuPresented) { log.append($0.title) },
            Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { log.append($0.title) },
        ])
        let backdrop = MenuBackdrop.present(menu, from: CGRect(x: 0, y: 100, width: 390, height: 44), in: window) { _ in }
        #expect(backdrop.list.frame.height == CGFloat(3 * 44), "the hidden action takes no row")
        let rows = backdrop.list.subviews.compactMap { $0 as? MenuRowView }
        #expect(rows.compactMap(\.action?.title) == ["Copy", "Bold", "Delete"])
        #expect(texts(of: rows[0]) == [Text(string: "Copy", color: .tertiaryLabel)] && rows[0].accessibilityTraits.contains(.notEnabled))
        #expect(texts(of: rows[2]) == [Text(string: "Delete", color: .systemRed)], "destructive is red")
        #expect(texts(of: rows[1]) == [Text(string: "Bold", color: .label), Text(string: "Stays open", color: .secondaryLabel)])
        #expect(rows[1].accessibilityHint == "Make the text bold" && rows[1].accessibilityLabel == "Bold, Stays open")

        window.tap(CGPoint(x: 300, y: 148 + 22), clock: clock)
        #expect(log.isEmpty && backdrop.superview === window, "a disabled action is not chosen and the menu stays")
        window.tap(CGPoint(x: 300, y: 148 + 44 + 22), clock: clock)
        #expect(log == ["Bold"] && backdrop.superview === window, "the menu stays presented")
        let bold = try #require(backdrop.list.subviews.compactMap { $0 as? MenuRowView }.first { $0.action?.title == "Bold" })
        #expect(bold.accessibilityTraits.contains(.selected), "listed again with its new state")
        window.tap(CGPoint(x: 300, y: 148 + 88 + 22), clock: clock)
        #expect(log == ["Bold", "Delete"] && backdrop.superview == nil)
    }

    @Test("when an action is made with an identifier or none, performed with a sender, or given an empty title, then it keeps the identifier, is unique without one, sees its sender only while it runs, and shows an empty row")
    func identityAndPerforming() {
        var senders: [String] = []
        let button = View()
        let action = Action(title: "", identifier: Action.Identifier("com.example.share")) { action in
            senders.append(action.sender.map { "\(type(of: $0))" } ?? "nil")
        }
        #expect(action.identifier == Action.Identifier(rawValue: "com.example.share"))
        #expect(Action { _ in }.identifier != Action { _ in }.identifier)
        action.perform(withSender: button, target: nil)
        action.perform(withSender: "not a view", target: nil)
        action.perform(withSender: nil, target: nil)
        #expect(senders == ["View", "nil", "nil"] && action.sender == nil)
        action.title = "Share"
        action.attributes.insert(.disabled)
        action.perform(withSender: nil, target: nil)
        #expect(senders.count == 4, "performing a disabled action runs it, as in UIKit")
        #expect(Action.Identifier.paste.rawValue == "com.apple.menu.paste")
    }

    /// The kinds of lines a presented list shows, top to bottom, as short strings.
    func lines(of backdrop: MenuBackdrop) -> [String] {
        backdrop.list.subviews.map { view -> String in
            if let row = view as? MenuRowView {
                switch row.kind {
                case .action(let action): return action.title
                case .submenu(let menu): return menu.title + " >"
                case .back(let menu): return "< " + menu.title
                case .cell(let action, let size): return "[\(action.title) \(size)]"
                }
            }
            if let title = view as? MenuGroupTitleView { return "# " + title.title }
            return "gap"
        }
    }

    @Test("when a menu holds a submenu, then its row shows a chevron, tapping it lists the submenu under a row back, tapping back lists the menu again, and an action chosen inside follows the submenu's single selection")
    func submenus() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer())
        var log: [String] = []
        let sort = Menu(title: "Sort", subtitle: "By name", options: .singleSelection, children: ["Name", "Date"].map { title in
            Action(title: title, state: title == "Name" ? .on : .off) { log.append($0.title) }
        })
        let danger = Menu(title: "Danger", options: .destructive, children: [Action(title: "Erase") { log.append($0.title) }])
        let menu = Menu(children: [Action(title: "Share") { log.append($0.title) }, sort, danger])
        let backdrop = MenuBackdrop.present(menu, from: CGRect(x: 0, y: 100, width: 390, height: 44), in: window) { _ in }
        #expect(lines(of: backdrop) == ["Share", "Sort >", "Danger >"] && backdrop.list.frame.height == 3 * 44)
        let rows = backdrop.list.subviews.compactMap { $0 as? MenuRowView }
        #expect(texts(of: rows[1]) == [Text(string: "Sort", color: .label), Text(string: "By name", color: .secondaryLabel)])
        #expect(texts(of: rows[2]) == [Text(string: "Danger", color: .systemRed)], "a destructive submenu's title is red")
        #expect(rows[1].accessibilityLabel == "Sort, By name" && rows[1].accessibilityTraits.contains(.button))

        window.tap(CGPoint(x: 300, y: 148 + 44 + 22), clock: clock)
        #expect(backdrop.superview === window && log.isEmpty, "opening a submenu chooses nothing and keeps the menu")
        #expect(lines(of: backdrop) == ["< Sort", "Name", "Date"] && backdrop.openedMenus.map(\.title) == ["Sort"])
        let back = try #require(backdrop.list.subviews.first as? MenuRowView)
        #expect(back.accessibilityLabel == "Back, Sort" && back.accessibilityTraits.contains(.header))
        window.tap(CGPoint(x: 300, y: 148 + 22), clock: clock)
        #expect(lines(of: backdrop) == ["Share", "Sort >", "Danger >"], "the row back lists the menu again")

        window.tap(CGPoint(x: 300, y: 148 + 44 + 22), clock: clock)
        window.tap(CGPoint(x: 300, y: 148 + 88 + 22), clock: clock)
        #expect(log == ["Date"] && backdrop.superview == nil)
        #expect(sort.selectedElements.map(\.title) == ["Date"] && menu.selectedElements.map(\.title) == ["Date"])
    }

    @Test("when menus are inline, palettes or of small and medium elements, then inline ones follow a gap under their title, empty ones take no room, small elements sit four to a row and medium three, and a palette shows its actions in one row")
    func groupsAndElementSizes() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 800), clock: clock, renderer: RecordingRenderer())
        var log: [String] = []
        func actions(_ titles: [String]) -> [Action] {
            titles.map { Action(title: $0, image: Image(systemName: "star")) { log.append($0.title) } }
        }
        let editing = Menu(title: "", options: .displayInline, preferredElementSize: .small, children: actions(["Cut", "Copy", "Paste", "Undo", "Redo"]))
        let empty = Menu(title: "Nothing", options: .displayInline, children: [Action(title: "Gone", attributes: .hidden) { _ in }])
        let colours = Menu(title: "Colour", options: .displayAsPalette, children: actions(["Red", "Green"]))
        let share = Menu(title: "Send", options: .displayInline, preferredElementSize: .medium, children: actions(["Mail", "Chat"]))
        let menu = Menu(children: [editing, empty, colours, share] + actions(["Delete"]))
        let backdrop = MenuBackdrop.present(menu, from: CGRect(x: 0, y: 0, width: 390, height: 44), in: window) { _ in }
        #expect(lines(of: backdrop) == ["[Cut small]", "[Copy small]", "[Paste small]", "[Undo small]", "[Redo small]",
                                        "gap", "# Colour", "[Red small]", "[Green small]",
                                        "gap", "# Send", "[Mail medium]", "[Chat medium]", "gap", "Delete"])
        let views = backdrop.list.subviews
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 62.5, height: 44) && views[3].frame.minX == 187.5)
        #expect(views[4].frame == CGRect(x: 0, y: 44, width: 250, height: 44), "the fifth small element starts a row")
        #expect(views[7].frame.width == 125, "a palette's two actions share its row")
        #expect(views[11].frame.height == 64, "medium elements are taller: an image over a title")
        let expectedHeight: CGFloat = 44 + 44 + 8 + 32 + 44 + 8 + 32 + 64 + 8 + 44
        #expect(backdrop.list.frame.height == expectedHeight, "\(backdrop.list.frame.height - expectedHeight)")
        let mail = try #require(views[11] as? MenuRowView)
        #expect(texts(of: mail) == [Text(string: "Mail", color: .label)] && mail.accessibilityLabel == "Mail")
        window.tap(CGPoint(x: views[11].frame.midX + backdrop.list.frame.minX, y: views[11].frame.midY + backdrop.list.frame.minY), clock: clock)
        #expect(log == ["Mail"] && backdrop.superview == nil)
    }

    @Test("when a menu is made with an identifier, options and an element size, then it keeps them, is unique without an identifier, and replacingChildren keeps all but the children")
    func identityAndCopies() {
        let menu = Menu(title: "Sort", subtitle: "How", image: Image(systemName: "arrow.up.arrow.down"), identifier: Menu.Identifier("com.example.sort"),
                        options: [.singleSelection, .destructive], preferredElementSize: .medium, children: [Action(title: "Name") { _ in }])
        let copy = menu.replacingChildren([Action(title: "Date") { _ in }, Action(title: "Size") { _ in }])
        #expect(copy !== menu && copy.identifier == Menu.Identifier(rawValue: "com.example.sort") && copy.title == "Sort" && copy.subtitle == "How")
        #expect(copy.image == menu.image && copy.options == [.singleSelection, .destructive] && copy.preferredElementSize == .medium)
        #expect(copy.children.map(\.title) == ["Date", "Size"] && menu.children.map(\.title) == ["Name"])
        #expect(Menu().identifier != Menu().identifier && Menu().preferredElementSize == .large)
        #expect(Menu.Identifier.file.rawValue == "com.apple.menu.file" && Menu.Identifier.root != .application)
        #expect(Menu.ElementSize(rawValue: 7) == nil, "an unknown element size is not made up")
    }
}
