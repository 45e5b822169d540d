import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Rendered accessibility: what renderers tell assistive technologies of each view (F40)")
@MainActor
struct RenderedAccessibilityTests {
    @Test("when views have UIKit's defaults, then each gets the role its traits or kind give, with its name and state")
    func rolesFromTraitsAndKinds() {
        #expect(View().renderedAccessibility == nil, "a plain view is no element and hides nothing")
        let label = Label()
        label.text = "Inbox"
        #expect(label.renderedAccessibility?.role == .text)
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        #expect(button.renderedAccessibility?.role == .button && button.renderedAccessibility?.label == "Follow")
        button.isEnabled = false
        #expect(button.renderedAccessibility?.isDisabled == true)
        let toggle = Switch()
        toggle.isOn = true
        toggle.accessibilityLabel = "Wi-Fi"
        #expect(toggle.renderedAccessibility?.role == .switch, "a switch's button trait does not make it a button")
        #expect(toggle.renderedAccessibility?.isChecked == true && toggle.renderedAccessibility?.label == "Wi-Fi")
        #expect(TextField().renderedAccessibility?.role == .textField)
        let image = ImageView()
        #expect(image.renderedAccessibility == nil, "an unlabelled image view is no element")
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Sunset"
        #expect(image.renderedAccessibility?.role == .image && image.renderedAccessibility?.label == "Sunset")
    }

    @Test("when the app sets traits, a hidden subtree or an identifier, then they decide what is rendered")
    func appSettings() {
        let heading = Label()
        heading.text = "Recent"
        heading.accessibilityTraits = [.staticText, .header]
        #expect(heading.renderedAccessibility?.role == .heading)
        let field = View()
        field.isAccessibilityElement = true
        field.accessibilityTraits = [.button, .searchField]
        #expect(field.renderedAccessibility?.role == .searchField, "a search field trait comes first")
        let slider = View()
        slider.isAccessibilityElement = true
        slider.accessibilityTraits = .adjustable
        slider.accessibilityValue = "40 %"
        slider.accessibilityHint = "Swipe up or down to adjust"
        #expect(slider.renderedAccessibility == {
            var expected = RenderedAccessibility(role: .adjustable, value: "40 %", hint: "Swipe up or down to adjust")
            expected.isSelected = false
            return expected
        }())
        let hidden = View()
        hidden.accessibilityElementsHidden = true
        #expect(hidden.renderedAccessibility?.isHidden == true && hidden.renderedAccessibility?.role == nil)
        let tagged = View()
        tagged.accessibilityIdentifier = "feed"
        #expect(tagged.renderedAccessibility?.identifier == "feed")
    }

    @Test("when a text, heading or image has nothing to read, then it is not exposed (VoiceOver passes over it); an unlabelled button still is")
    func silentElements() {
        let title = Label()
        title.accessibilityTraits = [.staticText, .header]
        #expect(title.renderedAccessibility == nil, "an empty heading says nothing")
        title.accessibilityIdentifier = "title"
        #expect(title.renderedAccessibility?.role == nil && title.renderedAccessibility?.identifier == "title")
        title.text = "Settings"
        #expect(title.renderedAccessibility?.role == .heading)
        let empty = Label()
        empty.accessibilityCustomActions = [AccessibilityCustomAction(name: "Copy")]
        #expect(empty.renderedAccessibility?.role == .text, "an action is something to offer")
        let button = Button(type: .system)
        #expect(button.renderedAccessibility?.role == .button, "the audit reports an unlabelled button; hiding it would not")
    }

    @Test("when only a view's accessibility changes, then the next frame sends it as a content change; an unchanged frame sends nothing")
    func changesAreRendered() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        window.addSubview(button)
        clock.advanceFrames(1)
        let inserted = try #require(renderer.transactions.last?.inserted.first { $0.kind == "Button" })
        #expect(inserted.accessibility?.label == "Play")
        button.accessibilityLabel = String(repeating: "a", count: 100_000)
        clock.advanceFrames(1)
        let change = try #require(renderer.transactions.last?.contentChanged.first)
        #expect(change.view == inserted.view && change.accessibility?.label?.count == 100_000,
                "sent as set; the page cuts what it writes")
        let count = renderer.transactions.count
        button.accessibilityLabel = String(repeating: "a", count: 100_000)
        clock.advanceFrames(2)
        #expect(renderer.transactions.count == count, "the same label again renders nothing")
    }

    @Test("when a container lists its accessibilityElements, then its rendered accessibility names those inside it by their render identifiers, in order; views outside it, itself and non-views are passed over; the listed views are still new insertions")
    func elementOrder() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let form = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let save = Button(type: .system), name = TextField(), nested = View(), outsider = Label()
        save.setTitle("Save", for: .normal)
        nested.addSubview(name)
        form.addSubview(save)
        form.addSubview(nested)
        window.addSubview(form)
        window.addSubview(outsider)
        form.accessibilityElements = [name, "not a view", outsider, form, save]
        #expect(form.renderedAccessibility?.elementOrder == [], "the window's diff fills it in")
        clock.advanceFrames(1)
        let frame = try #require(renderer.transactions.last)
        let inserted = Dictionary(frame.inserted.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        let container = try #require(frame.inserted.first { $0.kind == "View" && $0.accessibility?.elementOrder != nil })
        let order = try #require(container.accessibility?.elementOrder)
        #expect(order.count == 2)
        #expect(order.map { inserted[$0]?.kind } == ["TextField", "Button"])
        #expect(order.allSatisfy { inserted[$0]?.isReused == false }, "named before their insertion, still new")
        form.accessibilityElements = nil
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.contentChanged.contains { $0.accessibility == nil } == true, "the order is withdrawn")
    }
}
