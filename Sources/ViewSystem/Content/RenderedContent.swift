import Foundation

/// What a view's content is, as renderers receive it.
public enum RenderedContent: Hashable, Sendable {
    /// A list cell, header or footer.
    case list(ListContentConfiguration)
    /// Content built from typed parts.
    case custom(CustomContentConfiguration)
    /// A label's text.
    case text(TextContent)
    /// An image view's image.
    case image(ImageContent)
    /// A text field's editor.
    case textField(TextFieldContent)
}
