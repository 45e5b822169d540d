import CollectionGeometry
import Foundation

extension NavigationBar {
    /// The items, bottom first: a navigation controller's bar answers its stack's navigation items; a
    /// bar on its own, the items pushed on it. Setting it is `setItems(_:animated:)` without animation.
    public var items: [NavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item under the top one, whose title the back button shows.
    public var backItem: NavigationItem? {
        let all = items ?? []
        return all.count > 1 ? all[all.count - 2] : nil
    }

    /// Replaces a bar's own items and shows the last. On a navigation controller's bar this is
    /// reported and changes nothing (UIKit raises); an item listed twice is kept once.
    ///
    /// Differences from UIKit: nothing slides; the new items show at once.
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        guard acceptsOwnItems("setItems:animated:") else { return }
        var unique: [NavigationItem] = []
        for item in items ?? [] where !unique.contains(where: { $0 === item }) { unique.append(item) }
        ownItems = unique
        showTopOwnItem()
    }

    /// Pushes `item` on a bar on its own and shows it, if the delegate agrees, with a back button to the
    /// item below. An item already on the bar, or a navigation controller's bar, is reported and
    /// nothing changes (UIKit raises).
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        guard acceptsOwnItems("pushNavigationItem:animated:") else { return }
        guard !ownItems.contains(where: { $0 === item }) else {
            return LayoutDiagnostic.report("Cannot push a navigation item that is already on the navigation bar: \(item.title ?? "untitled") was not pushed.",
                                           constraints: [], from: self)
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        ownItems.append(item)
        showTopOwnItem()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item of a bar on its own, if the delegate agrees, and returns it; `nil` when there
    /// is none or it stays. A navigation controller's bar is reported and nothing changes.
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard acceptsOwnItems("popNavigationItemAnimated:"), let top = ownItems.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        ownItems.removeLast()
        showTopOwnItem()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// `true` for a bar on its own; a navigation controller's bar reports `method` with UIKit's words.
    private func acceptsOwnItems(_ method: String) -> Bool {
        guard isManagedByNavigationController else { return true }
        LayoutDiagnostic.report("Cannot call \(method) directly on a UINavigationBar managed by a controller.", constraints: [], from: self)
        return false
    }

    /// Shows the top own item, with a back button to the one below (its back title, else its title).
    private func showTopOwnItem() {
        let back = backItem
        backAction = back == nil ? nil : { [weak self] in self?.popItem(animated: true) }
        backTitle = back.map { $0.backButtonTitle ?? $0.title ?? "Back" }
        backDisplayMode = back?.backButtonDisplayMode ?? .default
        show(ownItems.last, fallbackTitle: nil)
    }
}
