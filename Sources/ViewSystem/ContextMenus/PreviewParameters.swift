import CollectionGeometry
import Foundation

/// How a context menu's targeted preview is drawn (`UIPreviewParameters`).
///
/// Differences from UIKit: the preview is the view itself, lifted in place, not a snapshot of it, so
/// `backgroundColor` is kept for the app but not drawn; `visiblePath` shapes the lift's outline and
/// `shadowPath` its shadow (both in the preview view's coordinates). `init(textLineRects:)` does not
/// exist (it takes `NSValue`s holding rectangles, which Foundation on Linux does not make).
@MainActor
open class PreviewParameters {
    /// The colour behind the preview; kept, not drawn (see above).
    public var backgroundColor: Color! = .clear
    /// The part of the view the preview shows, in the view's coordinates (`nil`: its bounds).
    public var visiblePath: BezierPath?
    /// The outline of the preview's shadow, in the view's coordinates (`nil`: the visible path).
    public var shadowPath: BezierPath?

    /// Default parameters: the whole view, no background.
    public init() {}
}
