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

extension RenderedContent {
    /// The images the content draws: an image view's, a list configuration's, a custom
    /// configuration's image parts.
    /// - Complexity: O(parts) for custom content.
    package var images: [Image] {
        switch self {
        case .image(let content): [content.image]
        case .list(let list): list.image.map { [$0] } ?? []
        case .custom(let custom): Self.images(in: custom.root)
        case .text, .textField: []
        }
    }

    private static func images(in part: CustomContentConfiguration.Part) -> [Image] {
        switch part {
        case .image(let image): [image]
        case .vertical(let parts, _), .horizontal(let parts, _): parts.flatMap(images(in:))
        case .styled(let part, _): images(in: part)
        case .text, .swatch: []
        }
    }
}
