import CollectionGeometry
import Foundation

/// A stack of view controllers under a navigation bar (`UINavigationController`): the top one's view
/// fills the space below the bar, the bar shows its navigation item, and a back button pops it.
///
/// Differences from UIKit: pushes and pops are not animated; the top view starts below the bar
/// instead of under it (there is no translucent bar to scroll under).
@MainActor
open class NavigationController: ViewController {
    /// The bar.
    public let navigationBar = NavigationBar(frame: .zero)
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

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
        if let previous, isViewLoaded { hide(previous) }
        push(viewController)
        if isViewLoaded { showTop(viewController) }
    }

    /// Pops the top view controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        if isViewLoaded { hide(top) }
        top.willMove(toParent: nil)
        top.removeFromParent()
        if isViewLoaded, let newTop = topViewController { showTop(newTop) }
        return top
    }

    /// Pops every view controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController] = []
        while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    private func push(_ viewController: ViewController) {
        addChild(viewController)
        guard viewController.parent === self else { return }
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
    }

    private func hide(_ viewController: ViewController) {
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
        navigationBar.show(top.navigationItemIfMade, fallbackTitle: top.title)
        layOutChildren()
    }

    /// The bar across the top, the top view controller's view below it.
    private func layOutChildren() {
        guard let view = viewIfLoaded else { return }
        let barHeight = navigationBar.preferredHeight
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: barHeight)
        if let child = topViewController?.viewIfLoaded {
            child.frame = CGRect(x: 0, y: top + barHeight, width: view.bounds.width, height: Swift.max(0, view.bounds.height - top - barHeight))
        }
    }
}

extension ViewController {
    /// The nearest navigation controller above this view controller (not itself, as in UIKit).
    public var navigationController: NavigationController? {
        var current: ViewController? = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }
}
