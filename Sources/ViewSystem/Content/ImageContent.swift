import CollectionGeometry
import Foundation

/// An image view's image as renderers receive it: the image, how it fills the view's bounds, and the
/// colour a template image is drawn in.
public struct ImageContent: Hashable, Sendable {
    /// The image.
    public var image: Image
    /// How the image fills the view (`scaleToFill`, `scaleAspectFit`, `center` …).
    public var contentMode: View.ContentMode
    /// The colour a template image (a symbol, by default) is drawn in, resolved for the view's
    /// traits; `nil` draws the image's own colours.
    public var tintColor: Color?

    /// Creates image content.
    public init(image: Image, contentMode: View.ContentMode, tintColor: Color?) {
        self.image = image
        self.contentMode = contentMode
        self.tintColor = tintColor
    }
}
