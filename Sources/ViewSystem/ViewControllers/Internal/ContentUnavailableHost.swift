import CollectionGeometry

/// A view controller's content-unavailable configuration, the view showing it over the controller's
/// view, and whether it waits to be updated for the controller's state.
@MainActor
final class ContentUnavailableHost {
    /// The configuration the controller was given.
    var configuration: (any ContentConfiguration)?
    /// The view showing it, once the controller has a view.
    private(set) var contentView: (any View & ContentView)?
    /// Whether the next layout pass updates the configuration for the state
    /// (`setNeedsUpdateContentUnavailableConfiguration()`).
    var needsUpdate = false
    /// Whether `updateContentUnavailableConfiguration(using:)` is running: a configuration set from
    /// it is shown without asking for another update.
    var isUpdating = false

    /// Shows `configuration` over `host` (the controller's view), reusing the view when it supports
    /// the configuration; removes the view for `nil`.
    func show(_ configuration: (any ContentConfiguration)?, over host: View) {
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let contentView, contentView.supports(configuration) {
            contentView.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView = view
            host.addSubview(view)
        }
        frame(over: host)
    }

    /// Whether the view shows over `host` and another view now sits above it.
    func isCovered(in host: View) -> Bool {
        guard let contentView, contentView.superview === host else { return false }
        return host.subviews.last !== contentView
    }

    /// Keeps the view on top of the controller's view's subviews, covering its bounds.
    func frame(over host: View) {
        guard let contentView else { return }
        if contentView.superview !== host {
            host.addSubview(contentView)
        } else if host.subviews.last !== contentView {
            host.bringSubviewToFront(contentView)
        }
        if contentView.frame != host.bounds { contentView.frame = host.bounds }
    }
}
