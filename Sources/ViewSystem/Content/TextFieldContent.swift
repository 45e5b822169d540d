import CollectionGeometry
import Foundation

/// A text field as renderers receive it: the renderer draws an editor with this text, and reports
/// what is typed as `TextInputEvent`s.
public struct TextFieldContent: Hashable, Sendable {
    /// The text (the engine's: a change the field refused is sent back as it was).
    public var text: String
    /// The grey text shown while the field is empty.
    public var placeholder: String
    /// The font.
    public var font: Font
    /// The text colour, resolved for the field's traits.
    public var color: Color
    /// The alignment, resolved for the layout direction.
    public var alignment: TextAlignment
    /// Whether the text is hidden (passwords).
    public var isSecure: Bool
    /// Whether the field takes input.
    public var isEnabled: Bool
    /// The room between the field's edges and the text.
    public var insets: DirectionalEdgeInsets
    /// The keyboard and input behaviour asked of the editor.
    public var inputTraits = TextInputTraits()
    /// The placeholder's colour, resolved (`nil`: the renderer's placeholder grey).
    public var placeholderColor: Color?

    /// Creates text field content.
    public init(text: String, placeholder: String, font: Font, color: Color, alignment: TextAlignment,
                isSecure: Bool, isEnabled: Bool, insets: DirectionalEdgeInsets) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.color = color
        self.alignment = alignment
        self.isSecure = isSecure
        self.isEnabled = isEnabled
        self.insets = insets
    }
}
