import CollectionGeometry
import Foundation

/// Shows a context menu for a view (`UIContextMenuInteraction`): add one to a view with
/// `View.addInteraction(_:)`, and a touch held 0.5 s on the view, or a secondary click, asks the
/// delegate for a configuration. The view lifts (or the delegate's highlight preview, or the
/// configuration's preview view controller on a platter) and the menu shows beside it until an
/// action is chosen, the preview is tapped, or the user taps elsewhere or presses Escape.
///
/// A collection or table view has one of its own for its items' menus (`contextMenuInteraction`),
/// whose delegate methods are the view's delegate's context-menu methods.
///
/// Differences from UIKit: the innermost view with an interaction whose delegate gives a
/// configuration wins; a touch held on a collection or table view inside such a view is the
/// collection view's (its items' menus, or a movement) and never reaches the outer interaction.
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// How a shown menu looks (`UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// No menu is shown.
        case unknown
        /// A menu with a lifted preview (a view's or an item's menu).
        case rich
        /// A compact menu, without a preview (a control's menu, attached to it).
        case compact
    }

    /// The object that gives the menus and hears them show and close (`nil` for a collection or
    /// table view's own interaction).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view whose menus this interaction shows.
    public private(set) weak var view: View?
    /// How its menus show: beside a lifted preview, or attached to the view (a control's).
    package enum Attachment {
        /// The view (or the delegate's preview) lifts and the menu shows beside it.
        case lifted
        /// The menu shows attached to the view's edge, without a preview (`.compact`).
        case attached
    }
    /// How this interaction's menus show.
    package let attachment: Attachment
    /// The menu shown, if any.
    private weak var backdrop: MenuBackdrop?
    /// Where the shown menu was opened, in the window's coordinates.
    private var windowLocation: CGPoint = .zero

    /// An interaction whose menus `delegate` gives (`UIContextMenuInteraction(delegate:)`); add it to
    /// a view to use it.
    public convenience init(delegate: any ContextMenuInteractionDelegate) {
        self.init(delegate: delegate, attachment: .lifted)
    }

    /// An interaction whose menus `delegate` gives, shown as `attachment` says.
    package init(delegate: any ContextMenuInteractionDelegate, attachment: Attachment) {
        self.delegate = delegate
        self.attachment = attachment
    }

    /// An interaction for `view`'s own menus (a collection or table view's items).
    package init(view: View) {
        self.view = view
        attachment = .lifted
    }

    /// Nothing to prepare.
    public func willMove(to view: View?) {}

    /// Records the view the interaction is on.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// How the shown menu looks: `.rich` while one shows with a lifted preview, `.compact` while one
    /// shows attached to a control, else `.unknown`.
    public var menuAppearance: Appearance {
        guard backdrop?.window != nil else { return .unknown }
        return attachment == .attached ? .compact : .rich
    }

    /// Where the shown (or last) menu was opened, in `view`'s coordinates (`nil`: the window's).
    public func location(in view: View?) -> CGPoint {
        guard let window = self.view?.window else { return windowLocation }
        return view.map { window.convert(windowLocation, to: $0) } ?? windowLocation
    }

    /// Closes the menu shown, if any, as a tap outside it would (the delegate hears the end).
    public func dismissMenu() {
        backdrop?.dismiss()
    }

    /// Replaces the menu shown with what `update` makes of it; nothing when no menu shows.
    public func updateVisibleMenu(_ update: (Menu) -> Menu) {
        guard let backdrop, let menu = backdrop.menu else { return }
        backdrop.replaceMenu(with: update(menu))
    }

    /// Records a menu just shown, opened at `location` (window coordinates).
    private func didPresent(_ backdrop: MenuBackdrop, at location: CGPoint) {
        self.backdrop = backdrop
        windowLocation = location
    }
}

/// What the owner of a context menu hears as it shows, its preview is tapped, and it closes.
@MainActor
package struct ContextMenuEvents {
    /// The menu is showing.
    package var willDisplay: () -> Void
    /// The preview was tapped; the menu closes next, then the animator runs.
    package var willPerformPreviewAction: (ContextMenuCommitAnimator) -> Void
    /// The menu is closing.
    package var willEnd: () -> Void

    package init(willDisplay: @escaping () -> Void, willPerformPreviewAction: @escaping (ContextMenuCommitAnimator) -> Void,
                 willEnd: @escaping () -> Void) {
        self.willDisplay = willDisplay
        self.willPerformPreviewAction = willPerformPreviewAction
        self.willEnd = willEnd
    }
}

extension ContextMenuInteraction: ContextMenuPresenting {
    /// Shows `configuration`'s menu opened at `location` (window coordinates), if it has a menu with
    /// actions or a preview view controller; whether it showed. Without a preview view controller the
    /// preview is `lift()`, else a point at `location`. An attached interaction shows only the menu,
    /// under (or above) its view.
    /// - Complexity: O(n) in the menu's actions.
    package func present(_ configuration: ContextMenuConfiguration, at location: CGPoint, in window: Window,
                         lift: () -> MenuPreview.Content?, events: ContextMenuEvents) -> Bool {
        let menu = configuration.makeMenu()
        if attachment == .attached, let view {
            guard let menu else { return false }
            let host = view as? any ContextMenuAttaching
            let backdrop = MenuBackdrop.present(menu, from: view.convert(Self.attachedAnchor(of: view, host: host, for: configuration), to: window),
                                                in: window, onChoose: { [weak host] action in host?.attachedMenuDidChoose(action) },
                                                onDismiss: events.willEnd)
            didPresent(backdrop, at: location)
            events.willDisplay()
            return true
        }
        let previewController = configuration.previewProvider?()
        guard menu != nil || previewController != nil else { return false }
        let anchor = CGRect(origin: location, size: .zero)
        let content: MenuPreview.Content
        if let previewController {
            content = .view(previewController.view, preferredSize: previewController.preferredContentSize)
        } else {
            content = lift() ?? .lift(frame: anchor, cornerRadius: 0)
        }
        // Weak: the backdrop holds the preview, whose tap handler this closure is.
        weak var shown: MenuBackdrop?
        let preview = MenuPreview(content: content) {
            guard let shown else { return }
            let animator = ContextMenuCommitAnimator(previewViewController: previewController)
            events.willPerformPreviewAction(animator)
            shown.dismiss()
            animator.run()
        }
        let backdrop = MenuBackdrop.present(menu ?? Menu(children: []), from: anchor, in: window, preview: preview,
                                            onChoose: { _ in }, onDismiss: events.willEnd)
        shown = backdrop
        didPresent(backdrop, at: location)
        events.willDisplay()
        return true
    }

    /// The rectangle, in `view`'s coordinates, an attached menu is placed against: the view's size,
    /// moved so that its trailing bottom corner is `host`'s `menuAttachmentPoint(for:)` (its bounds
    /// for a view that does not say).
    private static func attachedAnchor(of view: View, host: (any ContextMenuAttaching)?, for configuration: ContextMenuConfiguration) -> CGRect {
        let bounds = view.bounds
        guard let host else { return bounds }
        let point = host.menuAttachmentPoint(for: configuration)
        guard point.x.isFinite, point.y.isFinite else {
            LayoutDiagnostic.report("menuAttachmentPoint(for:) of \(type(of: view)) returned \(point), which is not a point; "
                                    + "the menu hangs from the control's bounds.", constraints: [], from: view)
            return bounds
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rightToLeft ? point.x : point.x - bounds.width, y: point.y - bounds.height,
                      width: bounds.width, height: bounds.height)
    }

    /// Asks the delegate for a menu at `point` (the view's coordinates) and shows it; whether it
    /// showed, or shows already.
    package func presentContextMenu(at point: CGPoint) -> Bool {
        guard menuAppearance == .unknown else { return true }
        guard let view, let window = view.window, let delegate,
              let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point) else { return false }
        let identifier = configuration.identifier
        return present(configuration, at: view.convert(point, to: window), in: window, lift: {
            let preview = delegate.contextMenuInteraction(self, configuration: configuration, highlightPreviewForItemWithIdentifier: identifier)
                ?? delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
            if let preview, let lift = preview.lift(in: window) { return lift }
            return .lift(frame: view.convert(view.bounds, to: window), cornerRadius: view.layer.cornerRadius)
        }, events: ContextMenuEvents(willDisplay: { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        }, willPerformPreviewAction: { [weak self] animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }, willEnd: { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            delegate.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
            if delegate.contextMenuInteraction(self, configuration: configuration, dismissalPreviewForItemWithIdentifier: identifier) == nil {
                _ = delegate.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
            }
        }))
    }
}
