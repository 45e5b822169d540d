import CollectionGeometry
import Foundation

/// The context menu interaction of a collection or table view (`UIContextMenuInteraction`): where
/// its menu was opened, how it looks, and the means to change or close the menu shown.
///
/// Differences from UIKit: it belongs to the view that shows item menus (`contextMenuInteraction`);
/// there is no `init(delegate:)` nor `UIView.addInteraction(_:)` to put one on another view, so its
/// `delegate` is the view's own collection or table delegate's context-menu methods.
@MainActor
public final class ContextMenuInteraction {
    /// How a shown menu looks (`UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// No menu is shown.
        case unknown
        /// A menu with a lifted preview (every menu shown here).
        case rich
        /// A compact menu, without a preview.
        case compact
    }

    /// The view whose menus this interaction shows.
    public private(set) weak var view: View?
    /// The menu shown, if any.
    private weak var backdrop: MenuBackdrop?
    /// Where the shown menu was opened, in the window's coordinates.
    private var windowLocation: CGPoint = .zero

    /// An interaction for `view`'s menus.
    package init(view: View) {
        self.view = view
    }

    /// How the shown menu looks: `.rich` while one shows (with its lifted preview), else `.unknown`.
    public var menuAppearance: Appearance {
        backdrop?.window == nil ? .unknown : .rich
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
    package func didPresent(_ backdrop: MenuBackdrop, at location: CGPoint) {
        self.backdrop = backdrop
        windowLocation = location
    }
}
