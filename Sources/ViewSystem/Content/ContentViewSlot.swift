import CollectionGeometry
import Foundation

/// Where a view that takes content configurations (a cell, a table header) keeps its content view:
/// its own, or the one a configuration made, replaced only when it no longer supports the
/// configuration — UIKit's rule for `contentConfiguration`, in one place for every such view.
///
/// A drawn configuration (list, custom) is drawn by the host's renderer, with the own view empty,
/// until someone asks for the content view (`materialize`): from then on the slot shows drawn
/// configurations in their content views too, so whoever reads `contentView` finds what UIKit has
/// there (the list content view, its labels, its layout guides).
@MainActor
package final class ContentViewSlot {
    /// The host's own content view, shown while no configuration brings a view of its own.
    package let own: View
    /// The content view shown now.
    package private(set) var current: View
    /// Whether drawn configurations show in their content views (someone asked for the content view).
    private(set) var materializesDrawn = false

    package init(own: View) {
        self.own = own
        current = own
    }

    /// Shows `configuration` (already updated for the host's state): in the view shown now when it
    /// supports it, else in a new view from `makeContentView()` placed where the old one was, in
    /// `host`, at `frame`, following the host's size. A drawn configuration, or none, brings the own
    /// view back (the host draws it).
    package func show(_ configuration: (any ContentConfiguration)?, in host: View, frame: CGRect) {
        guard let configuration, !draws(configuration) else {
            if current !== own { replace(with: own, in: host, frame: frame) }
            return
        }
        if current !== own, let view = current as? any ContentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        let made = configuration.makeContentView()
        if let previous = made.superview {
            // UIKit moves it, as adding a view to another superview does; the view it leaves loses it.
            LayoutDiagnostic.report("the content view made by \(type(of: configuration)).makeContentView() was already in a view hierarchy (in a \(type(of: previous))); makeContentView() must return a new view each time — it was moved here",
                                    constraints: [], from: host)
        }
        replace(with: made, in: host, frame: frame)
    }

    /// The configuration's view, when it has one, takes `configuration` updated for `state`.
    package func update(_ configuration: (any ContentConfiguration)?, for state: any ConfigurationState) {
        guard let configuration, !draws(configuration), current !== own,
              let view = current as? any ContentView else { return }
        view.configuration = configuration.updated(for: state)
    }

    /// Whether the host draws `configuration` itself (no content view shows it).
    package func draws(_ configuration: (any ContentConfiguration)?) -> Bool {
        configuration is any DrawnContentConfiguration && !materializesDrawn
    }

    /// The content view, made real first when the host draws `configuration` (already updated for
    /// the host's state): its content view replaces the own view, now and for every later drawn
    /// configuration.
    package func materialize(_ configuration: (any ContentConfiguration)?, in host: View, frame: CGRect) -> View {
        if !materializesDrawn, configuration is any DrawnContentConfiguration {
            materializesDrawn = true
            show(configuration, in: host, frame: frame)
        }
        return current
    }

    private func replace(with view: View, in host: View, frame: CGRect) {
        let index = host.subviews.firstIndex { $0 === current } ?? host.subviews.count
        current.removeFromSuperview()
        current = view
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = frame
        host.insertSubview(view, at: Swift.min(index, host.subviews.count))
    }
}
