import CollectionGeometry
import Foundation

/// What a text field asks and tells its delegate (`UITextFieldDelegate`); every method is optional.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the characters in `range` (UTF-16, of the current text) may become `string` (default `true`).
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The text changed.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Return was pressed; `true` to let the field end editing (default `true`).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
}

extension TextFieldDelegate {
    /// The default: `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// The default: nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// The default: `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// The default: nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// The default: `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// The default: `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// The default: nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
}

/// A one-line editable text (`UITextField`, F34): the page draws the editor and reports what is
/// typed; the field proposes each change to its delegate, keeps or refuses it, and sends UIKit's
/// editing events.
///
/// Differences from UIKit: the page owns the caret and selection (`textFieldDidChangeSelection` is
/// called when the text changes); a change arrives as the whole new text, proposed to the delegate as
/// the replacement of the differing middle; no input accessory views or custom keyboards.
@MainActor
open class TextField: Control, TextInputReceiving {
    /// How the field is framed (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text (default empty; setting `nil` empties it, as UIKit's).
    open var text: String! {
        get { storedText }
        set {
            let clean = String((newValue ?? "").prefix(Self.maximumLength))
            guard clean != storedText else { return }
            storedText = clean
            contentDidChange()
        }
    }
    private var storedText = ""

    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font (default body).
    open var font: Font? = .preferredFont(forTextStyle: .body) { didSet { contentDidChange() } }
    /// The text colour (default `.label`).
    open var textColor: Color? = .label { didSet { contentDidChange() } }
    /// The alignment (default `.natural`).
    open var textAlignment: TextAlignment = .natural { didSet { contentDidChange() } }
    /// How the field is framed (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    /// Whether the text is hidden (default `false`).
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// When `leftView` shows (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// A view at the leading edge inside the field (an icon); the text starts after it.
    open var leftView: View? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            contentDidChange()
        }
    }
    /// When `leftView` shows (default `.never`, as UIKit's).
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }

    /// The delegate.
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the field is being edited (it has the keyboard focus).
    public private(set) var isEditing = false

    /// The longest text a field keeps (longer text is cut there).
    public static let maximumLength = 10_000

    /// Creates a field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityKind = .textField
        contentDidChange()
    }

    /// Creates a field; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityKind = .textField
        contentDidChange()
    }

    /// A field takes the keyboard focus when clicked.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { contentDidChange() } } }

    /// Whether `leftView` shows now.
    private var showsLeftView: Bool {
        guard leftView != nil else { return false }
        switch leftViewMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The room around the text: 7 points across a rounded or bezelled field, 4 around a line; at the
    /// leading edge, when the left view shows, 8 points, the view and 6 points.
    private var insets: DirectionalEdgeInsets {
        var insets: DirectionalEdgeInsets
        switch borderStyle {
        case .none: insets = .zero
        case .line: insets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        case .bezel, .roundedRect: insets = DirectionalEdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
        }
        if showsLeftView, let leftView { insets.leading = 8 + leftView.sizeThatFits(.zero).width + 6 }
        return insets
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let leftView else { return }
        leftView.isHidden = !showsLeftView
        let size = leftView.sizeThatFits(.zero)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - 8 - size.width : 8
        leftView.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// One line of the font and the insets high; no intrinsic width (fields stretch).
    open override var intrinsicContentSize: CGSize {
        let font = font ?? .preferredFont(forTextStyle: .body)
        return CGSize(width: View.noIntrinsicMetric, height: TextMetrics().lineHeight(of: font) + insets.top + insets.bottom)
    }

    open override var renderedContent: RenderedContent? {
        var alignment = textAlignment
        if alignment == .natural { alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
        return .textField(TextFieldContent(text: storedText, placeholder: placeholder ?? "", font: (font ?? .preferredFont(forTextStyle: .body)).withLegibilityWeight(textLegibilityWeight),
                                           color: (textColor ?? .label).resolvedColor(with: traitCollection), alignment: alignment,
                                           isSecure: isSecureTextEntry, isEnabled: isEnabled, insets: insets))
    }

    private func contentDidChange() {
        switch borderStyle {
        case .roundedRect:
            layer.cornerRadius = 5
            layer.borderWidth = 0.5
            layer.borderColor = Color.separator.cgColor
            if backgroundColor == nil || backgroundColor == .clear { backgroundColor = .systemBackground }
        case .line, .bezel:
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = Color.label.cgColor
        case .none:
            layer.borderWidth = 0
        }
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Editing

    /// Starts editing, if the delegate agrees (the page focuses the editor when the field is clicked).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard isEnabled, !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        contentDidChange()
        window?.makeFirstResponder(self)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing, if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing(askingDelegate: true)
    }

    /// `endEditing(true)`: editing ends without asking the delegate.
    package override func resignFirstResponder(force: Bool) -> Bool {
        finishEditing(askingDelegate: !force)
    }

    /// Ends editing, if the delegate agrees when asked; whether editing has ended.
    private func finishEditing(askingDelegate: Bool) -> Bool {
        guard isEditing, !askingDelegate || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return !isEditing }
        isEditing = false
        if let window, window.firstResponder === self { window.makeFirstResponder(nil) }
        contentDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    package func receiveTextInput(_ kind: TextInputEvent.Kind, text: String) {
        guard isEnabled else {
            setNeedsDisplay()
            return
        }
        switch kind {
        case .focus:
            becomeFirstResponder()
        case .blur:
            resignFirstResponder()
        case .change:
            if !isEditing { becomeFirstResponder() }
            propose(text)
        case .submit:
            propose(text)
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
            }
        }
    }

    /// Offers `proposed` to the delegate as the replacement of the part that differs; keeps it or
    /// sends the old text back to the page.
    private func propose(_ proposed: String) {
        let candidate = String(proposed.prefix(Self.maximumLength))
        guard candidate != storedText else {
            // The page may hold more than the limit: send the kept text back.
            if proposed != candidate { setNeedsDisplay() }
            return
        }
        let old = Array(storedText.utf16), new = Array(candidate.utf16)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let range = NSRange(location: prefix, length: old.count - prefix - suffix)
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else {
            // Refused: the page shows the field's text again.
            setNeedsDisplay()
            return
        }
        storedText = candidate
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Accessibility

    /// A text field is an element named by its placeholder whose value is its text.
    package override var defaultIsAccessibilityElement: Bool { true }
    package override var defaultAccessibilityLabel: String? { placeholder }
    package override var defaultAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
}
