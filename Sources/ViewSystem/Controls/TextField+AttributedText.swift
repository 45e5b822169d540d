import CollectionGeometry
import Foundation

/// A field's text and placeholder as attributed strings. A field draws its text in one style — the
/// page edits plain text — so attributes apply to the whole text: its font and colour come from the
/// attributes at the start; other attributes are not kept.
extension TextField {
    /// The text with the field's style (`NSAttributedString.Key.font`, `.foregroundColor`); setting
    /// it sets `text`, and the font and colour its first character carries.
    public var attributedText: NSAttributedString? {
        get { NSAttributedString(string: text ?? "", attributes: defaultTextAttributes) }
        set {
            guard let newValue else {
                text = ""
                return
            }
            if newValue.length > 0 { applyStyle(newValue.attributes(at: 0, effectiveRange: nil)) }
            text = newValue.string
        }
    }

    /// The placeholder with its colour (`.foregroundColor`; default the system's placeholder grey)
    /// and the field's font; setting it sets `placeholder` and the placeholder's colour.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [.font: font ?? .preferredFont(forTextStyle: .body)]
            attributes[.foregroundColor] = placeholderColor ?? .placeholderText
            return NSAttributedString(string: placeholder, attributes: attributes)
        }
        set {
            placeholderColor = newValue.flatMap { $0.length > 0 ? $0.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color : nil }
            placeholder = newValue?.string
        }
    }

    /// The style of the text: its font and colour; setting it sets `font` and `textColor` from the
    /// `.font` and `.foregroundColor` it carries (other keys are not kept).
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .preferredFont(forTextStyle: .body), .foregroundColor: textColor ?? .label] }
        set { applyStyle(newValue) }
    }

    /// The style new text is typed in while editing (`nil` otherwise): the text's style. Setting it
    /// while editing sets the text's style, as the field has one; otherwise it is ignored, as in UIKit.
    public var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? defaultTextAttributes : nil }
        set { if isEditing, let newValue { applyStyle(newValue) } }
    }

    /// What restores the field's interaction later (`interactionState`): whether it was being edited.
    /// Setting a state taken from a field makes this one begin or end editing to match.
    public var interactionState: Any {
        get { TextFieldInteractionState(isEditing: isEditing) }
        set {
            guard let state = newValue as? TextFieldInteractionState, state.isEditing != isEditing else { return }
            if state.isEditing { becomeFirstResponder() } else { resignFirstResponder() }
        }
    }

    private func applyStyle(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { textColor = color }
    }
}

/// A text field's `interactionState`.
struct TextFieldInteractionState: Sendable {
    let isEditing: Bool
}
