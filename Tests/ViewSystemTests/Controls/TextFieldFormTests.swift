import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Counts a field's notifications (the test's own observer, removed at the end).
@MainActor
final class FieldNotifications {
    private(set) var names: [String] = []
    private(set) var reasons: [TextField.DidEndEditingReason] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ field: TextField) {
        for name in [TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] note in
                let short = note.name.rawValue.replacingOccurrences(of: "UITextFieldText", with: "").replacingOccurrences(of: "Notification", with: "")
                let reason = note.userInfo?[TextField.didEndEditingReasonUserInfoKey] as? TextField.DidEndEditingReason
                MainActor.assumeIsolated {
                    self?.names.append(short)
                    if let reason { self?.reasons.append(reason) }
                }
            })
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// A delegate that refuses or allows clearing and records the end reason.
@MainActor
final class ClearingDelegate: TextFieldDelegate {
    var allowsClear = true
    var log: [String] = []
    func textFieldShouldClear(_ textField: TextField) -> Bool { log.append("shouldClear"); return allowsClear }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { log.append("end \(reason)") }
}

@Suite("TextField in forms: input traits, the clear button, right views, rectangles, notifications, attributed text (F34)")
@MainActor
struct TextFieldFormTests {
    func stage() -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        return (Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource()), clock)
    }

    func content(_ field: TextField) throws -> TextFieldContent {
        guard case .textField(let content)? = field.renderedContent else { throw CancellationError() }
        return content
    }

    @Test("when a field's input traits are set, then they keep UIKit's defaults until set and reach the rendered content")
    func inputTraits() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.keyboardType == .default && field.returnKeyType == .default && field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default && field.spellCheckingType == .default && field.textContentType == nil)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.smartQuotesType = .no
        field.smartDashesType = .no
        field.smartInsertDeleteType = .no
        field.inlinePredictionType = .no
        field.keyboardAppearance = .dark
        field.textContentType = .emailAddress
        field.passwordRules = TextInputPasswordRules(descriptor: "required: digit;")
        let traits = try content(field).inputTraits
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .next && traits.autocapitalizationType == .none)
        #expect(traits.textContentType == .emailAddress && traits.textContentType?.autocompleteToken == "email")
        #expect(traits.passwordRules?.passwordRulesDescriptor == "required: digit;")
        #expect(TextContentType.password.autocompleteToken == "current-password" && TextContentType.flightNumber.autocompleteToken == nil)
        #expect(TextContentType("custom").autocompleteToken == nil)
        #expect(KeyboardType.alphabet == .asciiCapable && KeyboardAppearance.alert == .dark)
    }

    @Test("when a password rules descriptor is overlong, then it is cut at 1 000 characters")
    func overlongPasswordRules() {
        #expect(TextInputPasswordRules(descriptor: String(repeating: "x", count: 5_000)).passwordRulesDescriptor.count == 1_000)
    }

    @Test("when Return is pressed in an empty field that turns its return key off, then nothing happens; with text it returns")
    func returnKeyOffWhileEmpty() throws {
        let (window, clock) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        clock.advanceFrames(1)
        field.enablesReturnKeyAutomatically = true
        var returns = 0
        field.addAction(Action { _ in returns += 1 }, for: .editingDidEndOnExit)
        let id = try #require(field.renderIdentifier)
        window.send(TextInputEvent(view: id, kind: .submit, text: ""))
        clock.advanceFrames(1)
        #expect(returns == 0)
        window.send(TextInputEvent(view: id, kind: .submit, text: "go"))
        clock.advanceFrames(1)
        #expect(returns == 1)
    }

    @Test("when the field holds text and its clear button shows while editing, then the button empties it when the delegate agrees, not otherwise")
    func clearButton() throws {
        let (window, _) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        let delegate = ClearingDelegate()
        field.delegate = delegate
        window.addSubview(field)
        field.text = "Milk"
        field.layoutIfNeeded()
        #expect(!field.subviews.contains { $0 is Button && !$0.isHidden }, "not while not editing")
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        let button = try #require(field.subviews.first { $0 is Button && !$0.isHidden } as? Button)
        #expect(button.frame == CGRect(x: 175, y: 8, width: 19, height: 19))
        #expect(field.clearButtonRect(forBounds: field.bounds) == button.frame)
        #expect(try content(field).insets.trailing == 6 + 19 + 6, "the text ends before the button")
        delegate.allowsClear = false
        button.sendActions(for: .primaryActionTriggered)
        #expect(field.text == "Milk")
        delegate.allowsClear = true
        button.sendActions(for: .primaryActionTriggered)
        #expect(field.text == "")
        #expect(delegate.log == ["shouldClear", "shouldClear"])
        field.layoutIfNeeded()
        #expect(button.isHidden, "an empty field shows no clear button")
    }

    @Test("when a right view is set, then it sits at the trailing edge while its mode says, and the clear button takes its place while it shows")
    func rightView() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let eye = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = eye
        field.rightViewMode = .always
        field.layoutIfNeeded()
        #expect(eye.frame == CGRect(x: 172, y: 7, width: 20, height: 20) && !eye.isHidden)
        #expect(try content(field).insets.trailing == 8 + 20 + 6)
        field.clearButtonMode = .always
        field.text = "x"
        field.layoutIfNeeded()
        #expect(eye.isHidden)
        field.semanticContentAttribute = .forceRightToLeft
        field.text = ""
        field.layoutIfNeeded()
        #expect(eye.frame.minX == 8, "right to left, the trailing edge is on the left")
    }

    @Test("when a subclass overrides the text rectangle, then the rendered text follows it")
    func overriddenTextRect() throws {
        final class InsetField: TextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 4) }
        }
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(try content(field).insets == DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    }

    @Test("when a field is edited, then it posts UIKit's notifications with the field as object and the end reason, and the delegate hears the reason")
    func notifications() throws {
        let (window, clock) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = ClearingDelegate()
        field.delegate = delegate
        window.addSubview(field)
        clock.advanceFrames(1)
        let notes = FieldNotifications(field)
        defer { notes.stop() }
        let id = try #require(field.renderIdentifier)
        window.send(TextInputEvent(view: id, kind: .focus, text: ""))
        window.send(TextInputEvent(view: id, kind: .change, text: "a"))
        clock.advanceFrames(1)
        field.text = "set by code"
        window.send(TextInputEvent(view: id, kind: .blur, text: "set by code"))
        clock.advanceFrames(1)
        #expect(notes.names == ["DidBeginEditing", "DidChange", "DidEndEditing"], "setting text posts nothing, as in UIKit")
        #expect(notes.reasons == [.committed])
        #expect(delegate.log == ["end committed"])
    }

    @Test("when a field clears on beginning to edit, then its text goes as editing begins")
    func clearsOnBeginEditing() {
        let (window, _) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
    }

    @Test("when attributed text and placeholder are set, then the field takes their string, font and colours, and gives them back")
    func attributedText() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let bold = Font.boldSystemFont(ofSize: 20)
        field.attributedText = NSAttributedString(string: "Total", attributes: [.font: bold, .foregroundColor: Color.systemBlue])
        #expect(field.text == "Total" && field.font == bold && field.textColor == .systemBlue)
        #expect(field.attributedText?.string == "Total")
        #expect(field.defaultTextAttributes[.font] as? Font == bold)
        field.attributedPlaceholder = NSAttributedString(string: "Amount", attributes: [.foregroundColor: Color.systemRed])
        #expect(field.placeholder == "Amount")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemRed)
        #expect(try content(field).placeholderColor == Color.systemRed.resolvedColor(with: field.traitCollection))
        #expect(field.typingAttributes == nil, "no typing attributes while not editing")
        field.attributedText = nil
        #expect(field.text == "")
        field.attributedPlaceholder = NSAttributedString(string: "")
        let cleared = try content(field).placeholderColor
        #expect(field.placeholder == "" && cleared == nil)
    }

    @Test("when a background image is set, then it is drawn behind the content, the disabled one while disabled, and none under a rounded border")
    func backgroundImages() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let normal = Image(systemName: "square"), disabled = Image(systemName: "square.fill")
        field.background = normal
        field.disabledBackground = disabled
        let imageView = try #require(field.subviews.first as? ImageView)
        #expect(imageView.image == normal && !imageView.isHidden)
        field.isEnabled = false
        #expect(imageView.image == disabled)
        field.borderStyle = .roundedRect
        #expect(imageView.isHidden)
    }

    @Test("when the interaction state is taken and given back, then editing resumes")
    func interactionState() {
        let (window, _) = stage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        let state = field.interactionState
        field.resignFirstResponder()
        #expect(!field.isEditing)
        field.interactionState = state
        #expect(field.isEditing)
        field.interactionState = "not a state"
        #expect(field.isEditing, "a foreign value changes nothing")
    }

    @Test("when a search bar is made, then its field asks for a Search key that is off while empty, and its traits are the field's")
    func searchBarTraits() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
        bar.keyboardType = .webSearch
        bar.autocapitalizationType = .none
        #expect(bar.searchTextField.keyboardType == .webSearch && bar.searchTextField.autocapitalizationType == .none)
    }
}
