import CollectionGeometry
import Foundation

/// The view a context menu lifts while it shows, and how (`UITargetedPreview`).
///
/// A collection or table view's delegate returns one from its highlight-preview method to lift
/// another view than the whole cell (a cell's image, say), and from its dismissal-preview method to
/// name where the menu goes back to.
///
/// Differences from UIKit: the lift is drawn around the view where it is (a shadow and an outline),
/// not as a snapshot moved over a blurred screen; a view that is neither in a window nor given a
/// target is reported when the menu shows and the item's cell is lifted instead (UIKit raises).
@MainActor
open class TargetedPreview {
    /// The view lifted.
    public let view: View
    /// How it is drawn.
    public let parameters: PreviewParameters
    /// Where it sits: the given target, else the view's centre in its superview.
    public let target: PreviewTarget
    /// Whether a target was given (otherwise the view must be in a window).
    let hasExplicitTarget: Bool

    /// A preview of `view`, drawn with `parameters`, at `target`.
    public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        hasExplicitTarget = true
    }

    /// A preview of `view` where it is (it must be in a window), drawn with `parameters`.
    public init(view: View, parameters: PreviewParameters) {
        self.view = view
        self.parameters = parameters
        let container = view.superview ?? view
        target = PreviewTarget(container: container, center: view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center)
        hasExplicitTarget = false
    }

    /// A preview of `view` where it is (it must be in a window), with default parameters.
    public convenience init(view: View) {
        self.init(view: view, parameters: PreviewParameters())
    }

    /// The size of the view previewed (its bounds).
    public var size: CGSize { view.bounds.size }

    /// The same preview at another target.
    public func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
        TargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The preview's frame in the coordinates of `window` (the menu's window), or `nil` (reported) when
    /// it cannot be placed: a view outside that window with no target, or a target whose container is
    /// in another window.
    package func frame(in window: View) -> CGRect? {
        guard target.container.window === window, hasExplicitTarget || view.window === window else {
            LayoutDiagnostic.report("UITargetedPreview's view \(type(of: view)) is not in the menu's window and has no target in it: "
                                    + "the item is lifted instead. Pass a UIPreviewTarget for a view that is not in a window.",
                                    constraints: [], from: window)
            return nil
        }
        let center = target.container.convert(target.center, to: window)
        let size = CGRect(origin: .zero, size: self.size).applying(target.transform).size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The lift drawn for this preview in `window`: its frame, cut to the parameters' visible path
    /// and rounded as that path is (as a drag's lifted cell is), else with its view's corner radius;
    /// `nil` (reported) when it cannot be placed there.
    package func lift(in window: View) -> MenuPreview.Content? {
        guard let frame = frame(in: window) else { return nil }
        guard let visiblePath = parameters.visiblePath else { return .lift(frame: frame, cornerRadius: view.layer.cornerRadius) }
        let visible = visiblePath.bounds
        let lifted = CGRect(x: frame.minX + visible.minX, y: frame.minY + visible.minY, width: visible.width, height: visible.height)
        return .lift(frame: lifted, cornerRadius: visiblePath.outlineCornerRadius)
    }
}
