import CollectionGeometry
import Foundation

/// Where a dropped item's preview goes (`UIDragPreviewTarget`): a centre in a container view, with a
/// transform — what a drop coordinator's `drop(_:to:)` takes to animate an item somewhere other than
/// an item of the view.
@MainActor
open class DragPreviewTarget: PreviewTarget {
    /// A target at `center` in `container`, with a transform.
    public override init(container: View, center: CGPoint, transform: CGAffineTransform) {
        super.init(container: container, center: center, transform: transform)
    }
}
