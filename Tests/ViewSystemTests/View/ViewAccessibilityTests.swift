import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("View accessibility: UIKit's attributes with UIKit's defaults (F40)")
@MainActor
struct ViewAccessibilityTests {
    @Test("when nothing is set, then each view has UIKit's default: labels, buttons, switches and text fields are elements named by what they show; plain and image views are not")
    func defaults() {
        let plain = View()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        let label = Label()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Follow" && button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        let symbol = Button(type: .system)
        symbol.setImage(Image(systemName: "plus"), for: .normal)
        #expect(symbol.accessibilityLabel == "plus", "an image button is named by its symbol")
        let toggle = Switch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits == .button)
        let field = TextField()
        field.placeholder = "Search"
        #expect(field.isAccessibilityElement && field.accessibilityLabel == "Search" && field.accessibilityValue == nil)
        field.text = "lisbon"
        #expect(field.accessibilityValue == "lisbon")
        let image = ImageView(image: Image(systemName: "star"))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test("when the app sets attributes, then they win over the defaults, and setting a label back to nil restores the view's own")
    func setValuesWin() {
        let label = Label()
        label.text = "3"
        label.accessibilityLabel = "Three unread messages"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.isAccessibilityElement = false
        label.accessibilityIdentifier = "unread-count"
        label.accessibilityHint = "Opens the inbox"
        label.accessibilityValue = "3"
        #expect(label.accessibilityLabel == "Three unread messages" && label.accessibilityTraits == [.staticText, .updatesFrequently])
        #expect(!label.isAccessibilityElement && label.accessibilityIdentifier == "unread-count" && label.accessibilityHint == "Opens the inbox")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "3", "nil restores the text")
        let view = View()
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect(!view.accessibilityActivate() && !view.accessibilityScroll(.down))
    }

    @Test("when the frame is not set, then it is the view's bounds in the window; a set frame with bad numbers is made usable")
    func frames() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualFrameClock(), renderer: RecordingRenderer())
        let container = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = View(frame: CGRect(x: 5, y: 6, width: 50, height: 40))
        window.addSubview(container)
        container.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 26, width: 50, height: 40))
        child.accessibilityFrame = CGRect(x: CGFloat.nan, y: 3, width: -4, height: .infinity)
        #expect(child.accessibilityFrame == CGRect(x: 0, y: 3, width: 0, height: 0))
    }

    @Test("when labels are empty or enormous and traits contradict the state, then they are kept as set and nothing breaks")
    func oddValues() {
        let button = Button(type: .system)
        button.accessibilityLabel = ""
        #expect(button.accessibilityLabel == "")
        let long = String(repeating: "a", count: 100_000)
        button.accessibilityLabel = long
        #expect(button.accessibilityLabel?.count == 100_000)
        button.accessibilityTraits = [.button, .notEnabled]
        #expect(button.isEnabled && button.accessibilityTraits.contains(.notEnabled), "kept as the app set it, as UIKit does")
        let action = AccessibilityCustomAction(name: "")
        #expect(!action.perform(), "an action without a handler reports failure")
    }

    @Test("when the renderer sends a custom action by name, then the element performs its first action of that name; a hidden element, a view that is no element, an unknown name or a view that is gone do nothing")
    func customActionsFromTheRenderer() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let row = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var log: [String] = []
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Inbox"
        row.accessibilityCustomActions = ["Flag", "Delete", "Flag"].enumerated().map { index, name in
            AccessibilityCustomAction(name: name) { _ in log.append("\(name) \(index)"); return true }
        }
        window.addSubview(row)
        clock.advanceFrames(1)
        #expect(row.renderedAccessibility?.description == "element \"Inbox\" actions: \"Flag\", \"Delete\", \"Flag\"")
        let id = try #require(row.renderIdentifier)
        window.send(AccessibilityActionEvent(view: id, action: .custom("Flag")))
        window.send(AccessibilityActionEvent(view: id, action: .custom("Archive")))
        window.send(AccessibilityActionEvent(view: ViewIdentifier(987_654), action: .custom("Delete")))
        clock.advanceFrames(1)
        #expect(log == ["Flag 0"])
        row.accessibilityElementsHidden = true
        window.send(AccessibilityActionEvent(view: id, action: .custom("Delete")))
        clock.advanceFrames(1)
        row.accessibilityElementsHidden = false
        row.isAccessibilityElement = false
        window.send(AccessibilityActionEvent(view: id, action: .custom("Delete")))
        clock.advanceFrames(1)
        #expect(log == ["Flag 0"])
        row.isAccessibilityElement = true
        window.send(AccessibilityActionEvent(view: id, action: .custom("Delete")))
        clock.advanceFrames(1)
        #expect(log == ["Flag 0", "Delete 1"])
    }

    @Test("when the renderer activates or adjusts an element, then a button runs its action as a tap would, an element that activates itself does, an adjustable one steps; a disabled button does nothing")
    func activationFromTheRenderer() throws {
        final class Stepper: View {
            var value = 0
            var activations = 0
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
            override func accessibilityActivate() -> Bool { activations += 1; return true }
        }
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        var saves = 0
        button.addAction(Action { _ in saves += 1 }, for: .primaryActionTriggered)
        let stepper = Stepper(frame: CGRect(x: 10, y: 80, width: 100, height: 44))
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .adjustable
        window.addSubview(button)
        window.addSubview(stepper)
        clock.advanceFrames(1)
        let buttonID = try #require(button.renderIdentifier), stepperID = try #require(stepper.renderIdentifier)
        window.send(AccessibilityActionEvent(view: buttonID, action: .activate))
        window.send(AccessibilityActionEvent(view: stepperID, action: .increment))
        window.send(AccessibilityActionEvent(view: stepperID, action: .increment))
        window.send(AccessibilityActionEvent(view: stepperID, action: .decrement))
        window.send(AccessibilityActionEvent(view: stepperID, action: .activate))
        clock.advanceFrames(1)
        #expect(saves == 1 && stepper.value == 1 && stepper.activations == 1)
        button.isEnabled = false
        window.send(AccessibilityActionEvent(view: buttonID, action: .activate))
        clock.advanceFrames(1)
        #expect(saves == 1)
    }
}
