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
    /// Editing ended, and why (default: calls `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the clear button may empty the field (default `true`).
    func textFieldShouldClear(_ textField: TextField) -> Bool
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
    /// The default: `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    /// The default: `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}

/// A one-line editable text (`UITextField`, F34): the page draws the editor and reports what is
/// typed; the field proposes each change to its delegate, keeps or refuses it, and sends UIKit's
/// editing events.
///
/// Differences from UIKit: the page owns the caret and selection (`textFieldDidChangeSelection` is
/// called when the text changes); a change arrives as the whole new text, proposed to the delegate as
/// the replacement of the differing middle; no input accessory views or custom keyboards. The input
/// traits (`keyboardType`, `returnKeyType`, `textContentType` …) become the page's editor attributes
/// (`Guides/ContentViews.md`).
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

    /// The grey text shown while the field is empty. Setting it keeps the placeholder colour an
    /// `attributedPlaceholder` gave.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The placeholder's colour from `attributedPlaceholder` (`nil`: the system's placeholder grey).
    var placeholderColor: Color? { didSet { contentDidChange() } }
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

    /// A view at the trailing edge inside the field (a button); the text ends before it.
    open var rightView: View? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            if let rightView { addSubview(rightView) }
            contentDidChange()
        }
    }
    /// When `rightView` shows (default `.never`). While both would show, the clear button wins.
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
    /// When the clear button shows, the field holding text (default `.never`): a grey ⓧ at the
    /// trailing edge that empties the field when the delegate's `textFieldShouldClear(_:)` agrees.
    open var clearButtonMode: ViewMode = .never { didSet { contentDidChange() } }
    /// The clear button, made when first shown.
    private var clearButton: Button?
    /// Whether beginning to edit empties the field first (default `false`).
    open var clearsOnBeginEditing = false
    /// Whether an insertion replaces the whole text (default `false`). Kept, not applied: the page
    /// owns the selection and caret.
    open var clearsOnInsertion = false
    /// Whether the user may style parts of the text (default `false`). Kept: the page edits plain
    /// text, so the field's text has one style.
    open var allowsEditingTextAttributes = false
    /// An image drawn behind the field's content, stretched to its bounds, while it is enabled
    /// (`background`; UIKit draws it only without a rounded-rectangle border, and so does this field).
    open var background: Image? { didSet { contentDidChange() } }
    /// The image drawn behind the field's content while it is disabled (`disabledBackground`; only
    /// with `background` set, as in UIKit).
    open var disabledBackground: Image? { didSet { contentDidChange() } }
    /// The view drawing `background`, made when first needed.
    private var backgroundImageView: ImageView?
    /// The keyboard and input behaviour asked of the page's editor (each trait has UIKit's name:
    /// `keyboardType` …, `TextField+TextInputTraits.swift`).
    var inputTraits = TextInputTraits() { didSet { if inputTraits != oldValue { setNeedsDisplay() } } }

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

    /// Whether a view shown in `mode` shows now.
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Whether `leftView` shows now.
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    /// Whether the clear button shows now: the field holds text and the mode says so.
    private var showsClearButton: Bool { !storedText.isEmpty && isEnabled && shows(clearButtonMode) }
    /// Whether `rightView` shows now (the clear button, showing, takes its place).
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) && !showsClearButton }

    /// The room the border leaves around the text: 7 points across a rounded or bezelled field, 4
    /// around a line.
    private var borderInsets: EdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line: return EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .bezel, .roundedRect: return EdgeInsets(top: 6, left: 7, bottom: 6, right: 7)
        }
    }

    /// Whether the leading edge is on the right.
    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The clear button's side.
    static let clearButtonSide: CGFloat = 19

    // MARK: Layout (UIKit's overridable rectangles, in the field's coordinates)

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn while the field is not being edited: the bounds less the border's
    /// room, and, at the leading edge, 8 points, the left view and 6 points when the left view shows;
    /// at the trailing edge the same for the right view or the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var insets = borderInsets
        var leading: CGFloat?, trailing: CGFloat?
        if showsLeftView { leading = 8 + leftViewRect(forBounds: bounds).width + 6 }
        if showsClearButton { trailing = 6 + clearButtonRect(forBounds: bounds).width + 6 }
        else if showsRightView { trailing = 8 + rightViewRect(forBounds: bounds).width + 6 }
        if isRightToLeft {
            if let leading { insets.right = leading }
            if let trailing { insets.left = trailing }
        } else {
            if let leading { insets.left = leading }
            if let trailing { insets.right = trailing }
        }
        return bounds.inset(by: insets)
    }

    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is edited: the text's rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button sits: a 19-point square, vertically centred, 6 points in from the
    /// trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let x = isRightToLeft ? bounds.minX + 6 : bounds.maxX - 6 - side
        return CGRect(x: x, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// Where the left view sits: at its fitting size, vertically centred, 8 points in from the
    /// leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.sizeThatFits(.zero)
        let x = isRightToLeft ? bounds.maxX - 8 - size.width : bounds.minX + 8
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the right view sits: at its fitting size, vertically centred, 8 points in from the
    /// trailing edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.sizeThatFits(.zero)
        let x = isRightToLeft ? bounds.minX + 8 : bounds.maxX - 8 - size.width
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        if showsClearButton {
            let button = clearButton ?? makeClearButton()
            button.isHidden = false
            button.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButton?.isHidden = true
        }
        backgroundImageView?.frame = bounds
    }

    /// One line of the font and the border's room high; no intrinsic width (fields stretch).
    open override var intrinsicContentSize: CGSize {
        let font = font ?? .preferredFont(forTextStyle: .body)
        let insets = borderInsets
        return CGSize(width: View.noIntrinsicMetric, height: TextMetrics().lineHeight(of: font) + insets.top + insets.bottom)
    }

    open override var renderedContent: RenderedContent? {
        var alignment = textAlignment
        if alignment == .natural { alignment = isRightToLeft ? .right : .left }
        let text = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let left = text.minX - bounds.minX, right = bounds.maxX - text.maxX
        let insets = DirectionalEdgeInsets(top: text.minY - bounds.minY, leading: isRightToLeft ? right : left,
                                           bottom: bounds.maxY - text.maxY, trailing: isRightToLeft ? left : right)
        var content = TextFieldContent(text: storedText, placeholder: placeholder ?? "", font: (font ?? .preferredFont(forTextStyle: .body)).withLegibilityWeight(textLegibilityWeight),
                                       color: (textColor ?? .label).resolvedColor(with: traitCollection), alignment: alignment,
                                       isSecure: isSecureTextEntry, isEnabled: isEnabled, insets: insets)
        content.inputTraits = inputTraits
        content.placeholderColor = placeholderColor?.resolvedColor(with: traitCollection)
        return .textField(content)
    }

    /// The clear button: a grey ⓧ symbol that empties the field.
    private func makeClearButton() -> Button {
        let button = Button(type: .system)
        button.setImage(Image(systemName: "xmark.circle.fill"), for: .normal)
        button.tintColor = .tertiaryLabel
        button.accessibilityLabel = "Clear text"
        button.addAction(Action { [weak self] _ in self?.clearFromButton() }, for: .primaryActionTriggered)
        addSubview(button)
        clearButton = button
        return button
    }

    /// The clear button was tapped: the field empties when the delegate agrees.
    private func clearFromButton() {
        guard isEnabled, !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        storedText = ""
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
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
        updateBackgroundImage()
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Shows `background` (or `disabledBackground` while disabled) behind the content, except under a
    /// rounded-rectangle border.
    private func updateBackgroundImage() {
        let image = borderStyle == .roundedRect ? nil : (isEnabled ? background : (disabledBackground ?? background))
        guard let image else {
            backgroundImageView?.isHidden = true
            return
        }
        let imageView = backgroundImageView ?? {
            let made = ImageView()
            made.contentMode = .scaleToFill
            made.isUserInteractionEnabled = false
            insertSubview(made, at: 0)
            backgroundImageView = made
            return made
        }()
        imageView.isHidden = false
        imageView.image = image
        imageView.frame = bounds
    }

    // MARK: Editing

    /// Starts editing, if the delegate agrees (the page focuses the editor when the field is clicked).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard isEnabled, !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true { storedText = "" }
        contentDidChange()
        window?.makeFirstResponder(self)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing(askingDelegate: true)
    }

    /// `endEditing(true)`: editing ends without asking the delegate.
    override func resignFirstResponder(force: Bool) -> Bool {
        finishEditing(askingDelegate: !force)
    }

    /// Ends editing, if the delegate agrees when asked; whether editing has ended.
    private func finishEditing(askingDelegate: Bool) -> Bool {
        guard isEditing, !askingDelegate || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return !isEditing }
        isEditing = false
        if let window, window.firstResponder === self { window.makeFirstResponder(nil) }
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self,
                                        userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed])
        return true
    }

    func receiveTextInput(_ kind: TextInputEvent.Kind, text: String) {
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
            // A return key the field turns off while empty does nothing.
            if inputTraits.enablesReturnKeyAutomatically, storedText.isEmpty { return }
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
        // The clear button shows or goes with the text.
        if clearButtonMode != .never { setNeedsLayout() }
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Accessibility

    /// A text field is an element named by its placeholder whose value is its text.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { placeholder }
    override var defaultAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
}
