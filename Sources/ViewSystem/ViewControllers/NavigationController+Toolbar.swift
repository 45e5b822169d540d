import CollectionGeometry
import Foundation

extension NavigationController {
    /// Whether the toolbar is hidden (`UINavigationController.isToolbarHidden`; default `true`). Setting
    /// it is `setToolbarHidden(_:animated:)` without animation.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar (`UINavigationController.setToolbarHidden(_:animated:)`): shown, it
    /// runs along the bottom — 44 points plus the bottom safe area, which its background covers — with
    /// the top view controller's `toolbarItems`, and the top view ends above it. Animated, the bar
    /// slides up from the bottom edge (or down out of sight) over `hideShowBarDuration` while the
    /// content follows it.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard let view = viewIfLoaded else { return }
        // The toolbar joins the view when it is first shown (a navigation controller that never shows
        // one draws nothing for it).
        if !hidden, toolbar.superview !== view { view.addSubview(toolbar) }
        slide(toolbar, hidden: hidden, animated: animated) { $0.toolbarHidden }
    }

    /// The top view controller's toolbar items changed (`setToolbarItems(_:animated:)`).
    func toolbarItemsDidChange(of viewController: ViewController, animated: Bool) {
        guard viewController === topViewController else { return }
        showToolbarItems(of: viewController, animated: animated)
    }

    /// Puts `viewController`'s toolbar items in the toolbar.
    func showToolbarItems(of viewController: ViewController, animated: Bool) {
        let items = viewController.toolbarItems
        let shown = toolbar.items
        let same = shown?.count == items?.count && zip(shown ?? [], items ?? []).allSatisfy { $0 === $1 }
        guard !same else { return }
        toolbar.setItems(items, animated: animated)
    }

    /// Places the toolbar along the bottom of `view` (below it, out of sight, while hidden); returns the
    /// height it takes from the content.
    func layOutToolbar(in view: View) -> CGFloat {
        let height = toolbar.preferredHeight(bottomInset: Self.bottomSafeAreaOverlap(of: view))
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - (toolbarHidden ? 0 : height), width: view.bounds.width, height: height)
        return toolbarHidden ? 0 : height
    }

    /// How much of the window's bottom safe area `view` covers: all of it for a view that reaches the
    /// window's bottom, none for one that ends above it (a navigation controller over a tab bar).
    static func bottomSafeAreaOverlap(of view: View) -> CGFloat {
        guard let window = view.window else { return view.safeAreaInsets.bottom }
        let bottom = view.convert(CGRect(origin: .zero, size: view.bounds.size), to: window).maxY
        let safeBottom = window.bounds.height - window.safeAreaInsets.bottom
        return Swift.max(0, Swift.min(view.safeAreaInsets.bottom, bottom - safeBottom))
    }
}
