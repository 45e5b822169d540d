import CollectionGeometry
import Foundation

/// A frozen copy of a view and its visible subviews as they look when it is made
/// (`View.snapshotView(afterScreenUpdates:)`): it draws their content and appearance and takes no input.
@MainActor
final class ViewSnapshot: View {
    private let content: RenderedContent?
    private let background: BackgroundConfiguration?

    /// A snapshot of `source`, sized to its bounds at the origin; each subview's snapshot sits where
    /// the subview does.
    init(of source: View) {
        content = source.renderedContent
        background = source.renderedBackground
        super.init(frame: CGRect(origin: .zero, size: source.bounds.size))
        bounds.origin = source.bounds.origin
        backgroundColor = source.backgroundColor
        clipsToBounds = source.clipsToBounds
        isUserInteractionEnabled = false
        if let look = source.storedLayer { copyLook(of: look) }
        for subview in source.subviews where !subview.isHidden {
            let child = ViewSnapshot(of: subview)
            child.center = subview.center
            child.transform3D = subview.transform3D
            child.alpha = subview.alpha
            addSubview(child)
        }
    }

    required init?(coder: NSCoder) { nil }

    override var renderedContent: RenderedContent? { content }
    override var renderedBackground: BackgroundConfiguration? { background }

    /// Takes the corners, border and shadow of `source` (a layer's look beyond its view's).
    private func copyLook(of source: Layer) {
        let own = layer
        own.cornerRadius = source.cornerRadius
        own.cornerCurve = source.cornerCurve
        own.maskedCorners = source.maskedCorners
        own.borderWidth = source.borderWidth
        own.borderColor = source.borderColor
        own.shadowColor = source.shadowColor
        own.shadowOpacity = source.shadowOpacity
        own.shadowRadius = source.shadowRadius
        own.shadowOffset = source.shadowOffset
        own.shadowPath = source.shadowPath
    }
}
