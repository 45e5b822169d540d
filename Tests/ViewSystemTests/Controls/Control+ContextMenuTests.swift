import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("A control's menu: a button's menu on a long press, a secondary click, or as its primary action")
@MainActor
struct ControlContextMenuTests {
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let window: Window
        let button = Button(type: .system)

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Sort", for: .normal)
            window.addSubview(button)
        }

        var backdrop: MenuBackdrop? { window.subviews.compactMap { $0 as? MenuBackdrop }.first }
    }

    func sortMenu(_ log: @escaping (String) -> Void) -> Menu {
        Menu(title: "Sort by", children: ["Name", "Date"].map { title in Action(title: title) { log($0.title) } })
    }

    @Test("when a button gets a menu, then its context menu interaction is on and among its interactions; removing the menu turns it off")
    func menuTurnsTheInteractionOn() {
        let button = Button(type: .system)
        #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil && button.interactions.isEmpty)
        button.menu = sortMenu { _ in }
        let interaction = button.contextMenuInteraction
        #expect(button.isContextMenuInteractionEnabled && interaction?.view === button)
        #expect(button.interactions.count == 1 && button.interactions[0] === interaction && interaction?.delegate === button)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled && button.interactions.isEmpty && interaction?.view == nil)
    }

    @Test("when a button with a menu is held 0.5 s, then the menu shows attached under the button, compact, and the tap's action does not run")
    func longPress() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var log: [String] = []
        stage.button.menu = sortMenu { log.append($0) }
        stage.button.addAction(Action(title: "tap") { _ in log.append("tapped") }, for: .touchUpInside)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(32)
        let backdrop = try #require(stage.backdrop)
        #expect(backdrop.previewView == nil, "a control's menu has no lifted preview")
        #expect(backdrop.list.frame.minY == 100 + 44 + 4 && backdrop.list.frame.minX == 8, "under the button, its trailing edge at the button's, kept inside the window")
        #expect(stage.button.contextMenuInteraction?.menuAppearance == .compact && !stage.button.isHighlighted)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(1)
        #expect(log.isEmpty)
        stage.window.tap(CGPoint(x: backdrop.list.frame.midX, y: backdrop.list.frame.minY + 66), clock: stage.clock)
        #expect(log == ["Date"] && stage.backdrop == nil)
    }

    @Test("when the menu is the primary action, then it shows on touch down with .menuActionTriggered, and the release runs no action")
    func primaryAction() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var log: [String] = []
        stage.button.menu = sortMenu { log.append($0) }
        stage.button.showsMenuAsPrimaryAction = true
        stage.button.addAction(Action(title: "events") { _ in log.append("menu event") }, for: .menuActionTriggered)
        stage.button.addAction(Action(title: "tap") { _ in log.append("tapped") }, for: [.touchUpInside, .primaryActionTriggered])
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop != nil && log == ["menu event"])
        stage.clock.advanceFrames(40)
        #expect(log == ["menu event"], "holding on shows the same menu, not a second one")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(1)
        #expect(log == ["menu event"] && stage.backdrop != nil)
    }

    @Test("when a button's menu is the primary action and an assistive technology activates it, then the menu shows")
    func accessibilityActivation() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.button.menu = sortMenu { _ in }
        stage.button.showsMenuAsPrimaryAction = true
        stage.clock.advanceFrames(1)
        let identifier = try #require(stage.button.renderIdentifier)
        stage.window.send(AccessibilityActionEvent(view: identifier, action: .activate))
        stage.clock.advanceFrames(2)
        #expect(stage.backdrop != nil)
    }

    @Test("when a disabled button with a menu is held or secondary-clicked, then no menu shows")
    func disabled() {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.button.menu = sortMenu { _ in }
        stage.button.isEnabled = false
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(40)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 120)))
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop == nil)
    }

    @Test("when showsMenuAsPrimaryAction is set on a button without a menu, then a tap runs its actions as usual")
    func primaryWithoutMenu() {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var taps = 0
        stage.button.showsMenuAsPrimaryAction = true
        stage.button.addAction(Action(title: "tap") { _ in taps += 1 }, for: .touchUpInside)
        stage.window.tap(CGPoint(x: 150, y: 120), clock: stage.clock)
        #expect(taps == 1 && stage.backdrop == nil)
    }

    @Test("when a control subclass gives a configuration, then its held press shows that menu")
    func subclassConfiguration() throws {
        final class Stepper: Control {
            override func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(actionProvider: { _ in Menu(children: [Action(title: "Reset") { _ in }]) })
            }
        }
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        let stepper = Stepper(frame: CGRect(x: 10, y: 300, width: 100, height: 30))
        stepper.isContextMenuInteractionEnabled = true
        stage.window.addSubview(stepper)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 310), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(try #require(stage.backdrop).menu?.actions.map(\.title) == ["Reset"])
    }

    @Test("when a button with a menu as its primary action changes selection, then it is a pop-up button: its first action starts chosen, its title is the chosen action's, a choice moves the checkmark, and its menu's selectedElements follow")
    func popUpButton() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var log: [String] = []
        var configuration = Button.Configuration.gray()
        configuration.title = "Sort"
        stage.button.configuration = configuration
        let menu = sortMenu { log.append($0) }
        stage.button.menu = menu
        stage.button.showsMenuAsPrimaryAction = true
        #expect(stage.button.currentTitle == "Sort" && menu.selectedElements.isEmpty, "not a pop-up button yet")
        stage.button.changesSelectionAsPrimaryAction = true
        #expect(menu.selectedElements.map(\.title) == ["Name"] && stage.button.currentTitle == "Name")
        #expect(stage.button.titleLabel?.text == "Name")
        stage.clock.advanceFrames(1)
        let chevrons = stage.button.subviews.compactMap { $0 as? ImageView }.first { $0.image?.name == "chevron.up.chevron.down" }
        #expect(chevrons?.isHidden == false, "a configured pop-up button shows its indicator")
        stage.window.tap(CGPoint(x: 150, y: 120), clock: stage.clock)
        let backdrop = try #require(stage.backdrop)
        #expect(backdrop.menu?.options.contains(.singleSelection) == true, "the menu shown picks one action")
        stage.window.tap(CGPoint(x: backdrop.list.frame.midX, y: backdrop.list.frame.minY + 66), clock: stage.clock)
        #expect(log == ["Date"] && stage.backdrop == nil)
        #expect(menu.selectedElements.map(\.title) == ["Date"] && stage.button.currentTitle == "Date" && stage.button.titleLabel?.text == "Date")
        #expect(!stage.button.isSelected, "a pop-up button does not toggle")
    }

    @Test("when a button changes selection but its menu shows on a long press, then a tap toggles it and a hold still shows the menu")
    func toggleWithContextualMenu() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.button.menu = sortMenu { _ in }
        stage.button.changesSelectionAsPrimaryAction = true
        stage.window.tap(CGPoint(x: 150, y: 120), clock: stage.clock)
        #expect(stage.button.isSelected && stage.backdrop == nil && stage.button.currentTitle == "Sort")
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(32)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 120)))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop != nil && stage.button.isSelected, "the hold showed the menu and did not toggle")
    }

    @Test("when a button's menu is open after a hold, then isHeld is true and the update handler sees it; a menu that is the primary action leaves it false")
    func isHeld() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var seen: [Bool] = []
        stage.button.menu = sortMenu { _ in }
        stage.button.configurationUpdateHandler = { seen.append($0.isHeld) }
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(stage.button.isHeld && seen.last == true)
        try #require(stage.button.contextMenuInteraction).dismissMenu()
        stage.clock.advanceFrames(1)
        #expect(!stage.button.isHeld && seen.last == false)
        stage.button.showsMenuAsPrimaryAction = true
        stage.window.tap(CGPoint(x: 150, y: 120), clock: stage.clock)
        #expect(stage.backdrop != nil && !stage.button.isHeld)
    }

    @Test("when a control moves its menu attachment point, then the list hangs from that point; a point that is not finite is reported and the bounds used")
    func attachmentPoint() throws {
        final class Leading: Button {
            var point = CGPoint(x: 60, y: 20)
            override func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint { point }
        }
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        #expect(stage.button.menuAttachmentPoint(for: ContextMenuConfiguration()) == CGPoint(x: 120, y: 44), "default: bottom trailing corner")
        let button = Leading(frame: CGRect(x: 200, y: 100, width: 120, height: 44))
        button.setTitle("More", for: .normal)
        button.menu = sortMenu { _ in }
        stage.window.addSubview(button)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 250, y: 120), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        let list = try #require(stage.backdrop).list.frame
        #expect(list.maxX == 200 + 60 && list.minY == 100 + 20 + 4)
        stage.backdrop?.dismiss()
        button.point = CGPoint(x: CGFloat.nan, y: 0)
        var problems: [String] = []
        button.layoutDiagnosticHandler = { problems.append($0.message) }
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 250, y: 120), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(problems.count == 1 && problems[0].contains("menuAttachmentPoint(for:)") && problems[0].contains("not a point"))
        #expect(try #require(stage.backdrop).list.frame.minY == 100 + 44 + 4, "the bounds: under the button")
    }
}

