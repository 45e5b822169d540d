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
}
