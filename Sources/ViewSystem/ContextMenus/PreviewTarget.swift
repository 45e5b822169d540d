import CollectionGeometry
import Foundation

/// Where a targeted preview sits: a centre in a container view, with a transform
/// (`UIPreviewTarget`). A preview whose view is not in a window needs one.
@MainActor
open class PreviewTarget {
    /// The view whose coordinates `center` is in.
    public let container: View
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview (drawn about its centre).
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, with a transform.
    public init(container: View, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` in `container`, untransformed.
    public convenience init(container: View, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
