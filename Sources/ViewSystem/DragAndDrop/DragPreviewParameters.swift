import CollectionGeometry
import Foundation

/// How a dragged item, or one a drop puts in place, is drawn (`UIDragPreviewParameters`): what a
/// drag or drop delegate returns from its `dragPreviewParametersForItemAt` /
/// `dropPreviewParametersForItemAt` methods.
///
/// Differences from UIKit: the preview is the cell itself, lifted in place, not a snapshot of it. While
/// the parameters apply, the cell is drawn cut to the rounded outline of `visiblePath` (its corner
/// radius; a path that is no rounded rectangle cuts square corners) and `shadowPath` shapes its lift
/// shadow; `backgroundColor` is kept for the app but not drawn. `init(textLineRects:)` does not exist
/// (it takes `NSValue`s holding rectangles, which Foundation on Linux does not make).
@MainActor
open class DragPreviewParameters: PreviewParameters {
    /// Default parameters: the whole view, no background.
    public override init() {
        super.init()
    }
}
