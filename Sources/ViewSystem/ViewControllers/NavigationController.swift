import CollectionGeometry
import Foundation

/// A stack of view controllers under a navigation bar (`UINavigationController`): the top one's view
/// fills the space below the bar, the bar shows its navigation item, and a back button pops it.
///
/// A large title collapses as the top view controller's content scrolls: when its view is a scroll
/// view, or its first subview is one (how UIKit finds a content scroll view nobody set; this project
/// has no `setContentScrollView(_:)` yet), the view starts below the bar's first row and the scroll
/// view keeps 52 points above its content for the title, which the content scrolls under while the
/// bar shrinks to its 44-point row (then the title shows inline), as UIKit's bar does.
///
/// Differences from UIKit: pushes and pops are not animated; a view without such a scroll view starts
/// below the whole bar (there is no translucent bar to scroll under); the collapse is not animated
/// back when scrolling stops half-way.
@MainActor
open class NavigationController: ViewController {
    /// The bar.
    public let navigationBar = NavigationBar(frame: .zero)
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The top view controller's content scroll view: the bar's appearance follows it, and a large
    /// title collapses with it.
    private weak var observedScrollView: ScrollView?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = topViewController { showTop(top) }
        layOutChildren()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutChildren()
    }

    /// Pushes `viewController` on the stack and shows it (a view controller already in the stack, or
    /// a navigation controller pushed on itself, is reported and ignored).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }), viewController !== self else {
            LayoutDiagnostic.report("Pushing the same view controller instance more than once is not supported: \(type(of: viewController)) was not pushed.",
                                    constraints: [], from: viewIfLoaded)
            return
        }
        let previous = topViewController
        coordinatingTransition {
            if let previous, isViewLoaded { hide(previous) }
            push(viewController)
            if isViewLoaded { showTop(viewController) }
        }
    }

    /// Runs a push or pop with a coordinator the view controllers reach through
    /// `transitionCoordinator`, then the blocks they gave it. A nested push or pop (from an appearance
    /// callback) joins the coordinator under way.
    private func coordinatingTransition(_ change: () -> Void) {
        guard runningTransitionCoordinator == nil else { return change() }
        let coordinator = TransitionCoordinator()
        runningTransitionCoordinator = coordinator
        coordinator.run(change)
        runningTransitionCoordinator = nil
    }

    /// Pops the top view controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        coordinatingTransition {
            if isViewLoaded { hide(top) }
            top.willMove(toParent: nil)
            top.removeFromParent()
            if isViewLoaded, let newTop = topViewController { showTop(newTop) }
        }
        return top
    }

    /// Pops every view controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController] = []
        coordinatingTransition {
            while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        }
        return popped
    }

    /// Pops the view controllers above `viewController` and returns them, top last; `nil` (and nothing
    /// popped) when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard viewControllers.contains(where: { $0 === viewController }) else { return nil }
        var popped: [ViewController] = []
        coordinatingTransition {
            while let top = topViewController, top !== viewController, let removed = popViewController(animated: animated) {
                popped.insert(removed, at: 0)
            }
        }
        return popped
    }

    /// Takes the root out of a stack of one (a split view controller lends it to another stack).
    package func releaseRoot() {
        guard viewControllers.count == 1, let root = viewControllers.first else { return }
        if isViewLoaded { hide(root) }
        viewControllers = []
        root.willMove(toParent: nil)
        root.removeFromParent()
    }

    /// Makes `viewController` the root of an empty stack (a split view controller gives it back).
    package func setRoot(_ viewController: ViewController) {
        guard viewControllers.isEmpty else { return }
        push(viewController)
        if isViewLoaded { showTop(viewController) }
    }

    private func push(_ viewController: ViewController) {
        addChild(viewController)
        guard viewController.parent === self else { return }
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
    }

    private func hide(_ viewController: ViewController) {
        releaseObservedScrollView()
        let shown = appearanceState == .appeared
        if shown { viewController.beginAppearanceTransition(false, animated: false) }
        viewController.viewIfLoaded?.removeFromSuperview()
        if shown { viewController.endAppearanceTransition() }
    }

    private func showTop(_ viewController: ViewController) {
        let shown = appearanceState == .appeared
        if shown { viewController.beginAppearanceTransition(true, animated: false) }
        let childView: View = viewController.view
        view.insertSubview(childView, at: 0)
        if shown { viewController.endAppearanceTransition() }
        updateBar()  // lays the bar and the new top view out
        viewController.navigationItemHandler = { [weak self] changed in
            if changed === self?.topViewController { self?.updateBar() }
        }
    }

    private func updateBar() {
        guard let top = topViewController else { return }
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.backAction = previous == nil ? nil : { [weak self] in self?.popViewController(animated: true) }
        navigationBar.backTitle = previous.flatMap { $0.navigationItemIfMade?.title ?? $0.title }
        // `.automatic` follows the nearest earlier item whose mode says.
        let earlier = viewControllers.dropLast().reversed().lazy.compactMap { $0.navigationItemIfMade?.largeTitleDisplayMode }
        navigationBar.automaticShowsLargeTitle = earlier.first { $0 != .automatic }.map { $0 == .always } ?? true
        top.navigationItemIfMade?.searchController?.host = top
        navigationBar.show(top.navigationItemIfMade, fallbackTitle: top.title)
        layOutChildren()
    }

    /// The bar across the top, the top view controller's view below it — below the bar's first row
    /// when its content scrolls under a large title.
    private func layOutChildren() {
        guard let view = viewIfLoaded else { return }
        let top = view.safeAreaInsets.top
        guard let child = topViewController?.viewIfLoaded else {
            navigationBar.isContentScrolledUnder = false
            return layOutBar(in: view)
        }
        // The content's scroll view: a large title collapses with it, and the bar's appearance
        // follows whether it is scrolled under the bar.
        let contentScrollView = Self.contentScrollView(in: child)
        if contentScrollView !== observedScrollView {
            releaseObservedScrollView()
            if let contentScrollView {
                observedScrollView = contentScrollView
                contentScrollView.containerScrollHandler = { [weak self] scrolled in self?.contentDidScroll(scrolled) }
            }
        }
        let large = navigationBar.showsLargeTitle
        let scrollView = large ? contentScrollView : nil
        contentScrollView?.containerTopInset = large ? NavigationBar.largeTitleHeight + navigationBar.searchBarHeight : 0
        navigationBar.largeTitleCollapse = scrollView.map(Self.collapse(of:)) ?? 0
        navigationBar.isContentScrolledUnder = contentScrollView.map(Self.isScrolledUnder) ?? false
        let childTop = top + (scrollView == nil ? navigationBar.preferredHeight : NavigationBar.rowHeight)
        child.frame = CGRect(x: 0, y: childTop, width: view.bounds.width, height: Swift.max(0, view.bounds.height - childTop))
        layOutBar(in: view)
    }

    /// The bar across the top of `view`'s safe area, as tall as it wants to be.
    private func layOutBar(in view: View) {
        navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: navigationBar.preferredHeight)
    }

    /// The content scrolled: the large title follows it away (or back), the bar shrinks with it.
    private func contentDidScroll(_ scrollView: ScrollView) {
        guard scrollView === observedScrollView, let view = viewIfLoaded else { return }
        navigationBar.isContentScrolledUnder = Self.isScrolledUnder(scrollView)
        guard navigationBar.showsLargeTitle else { return }
        let before = navigationBar.largeTitleCollapse
        navigationBar.largeTitleCollapse = Self.collapse(of: scrollView)
        guard navigationBar.largeTitleCollapse != before else { return }
        layOutBar(in: view)
    }

    /// How far the content has scrolled from its top edge (into the title's 52 points, when large).
    private static func collapse(of scrollView: ScrollView) -> CGFloat {
        scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Whether the content has scrolled under the bar: past its top edge, and past the large
    /// title's band when the scroll view carries one.
    private static func isScrolledUnder(_ scrollView: ScrollView) -> Bool {
        collapse(of: scrollView) > scrollView.containerTopInset
    }

    private func releaseObservedScrollView() {
        guard let scrollView = observedScrollView else { return }
        scrollView.containerTopInset = 0
        scrollView.containerScrollHandler = nil
        observedScrollView = nil
        navigationBar.largeTitleCollapse = 0
    }

    /// The scroll view a large title collapses with (UIKit's content scroll view, found as UIKit finds
    /// one nobody set): `view` itself, or its first subview when that is a scroll view.
    private static func contentScrollView(in view: View) -> ScrollView? {
        (view as? ScrollView) ?? (view.subviews.first as? ScrollView)
    }
}

extension ViewController {
    /// The nearest navigation controller above this view controller (not itself, as in UIKit).
    public var navigationController: NavigationController? {
        nearestAncestor(NavigationController.self)
    }
}
