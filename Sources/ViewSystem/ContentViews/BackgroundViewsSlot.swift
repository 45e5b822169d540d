import CollectionGeometry
import Foundation

/// The parts of a background configuration a renderer does not draw — the image, the custom view,
/// a stroke off the background's frame — shown as subviews at the back of their host (a cell, a
/// table header or footer), behind everything else, in the background's frame.
///
/// One owner per host; the host calls `show` whenever the configuration it shows changes.
@MainActor
package final class BackgroundViewsSlot {
    /// Holds the parts, as the host's first subview, as large as the host.
    private var container: View?
    private var imageView: ImageView?
    private var strokeView: View?
    private var customView: View?

    package init() {}

    /// Shows the parts of `configuration` (already updated for the host's state; `nil`: none) in
    /// `host`, with `tintColor` for a stroke without a colour of its own.
    package func show(_ configuration: BackgroundConfiguration?, tintColor: Color, in host: View) {
        guard let configuration, configuration.image != nil || configuration.customView != nil
                || (configuration.strokeOutset != 0 && configuration.strokeWidth > 0) else {
            remove()
            return
        }
        let container = self.container ?? makeContainer(in: host)
        container.frame = host.bounds
        let frame = configuration.backgroundFrame(in: container.bounds, layoutMargins: host.directionalLayoutMargins)
        let radius = configuration.cornerRadius

        if let image = configuration.image {
            let view = imageView ?? ImageView(image: nil)
            imageView = view
            view.image = image
            view.contentMode = configuration.imageContentMode
            place(view, in: container, frame: frame, radius: radius, index: 0)
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }

        if customView !== configuration.customView, customView?.superview === container { customView?.removeFromSuperview() }
        customView = configuration.customView
        if let custom = customView {
            place(custom, in: container, frame: frame, radius: radius, index: imageView == nil ? 0 : 1)
        }

        if configuration.strokeOutset != 0, configuration.strokeWidth > 0 {
            let view = strokeView ?? View()
            strokeView = view
            let outset = configuration.strokeOutset
            view.isUserInteractionEnabled = false
            view.layer.borderWidth = configuration.strokeWidth
            view.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
            place(view, in: container, frame: frame.insetBy(dx: -outset, dy: -outset),
                  radius: Swift.max(0, radius + outset), clips: false, index: container.subviews.count)
        } else {
            strokeView?.removeFromSuperview()
            strokeView = nil
        }
    }

    private func makeContainer(in host: View) -> View {
        let view = View(frame: host.bounds)
        view.isUserInteractionEnabled = false
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.insertSubview(view, at: 0)
        container = view
        return view
    }

    private func place(_ view: View, in container: View, frame: CGRect, radius: CGFloat, clips: Bool = true, index: Int) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.layer.cornerRadius = radius
        if clips { view.clipsToBounds = radius > 0 }
        if view.superview !== container {
            container.insertSubview(view, at: Swift.min(index, container.subviews.count))
        }
    }

    /// Takes the parts away; a custom view another host took meanwhile stays where it is.
    private func remove() {
        if let customView, customView.superview === container { customView.removeFromSuperview() }
        container?.removeFromSuperview()
        container = nil
        imageView = nil
        strokeView = nil
        customView = nil
    }
}
