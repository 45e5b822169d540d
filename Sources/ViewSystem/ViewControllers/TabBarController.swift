import CollectionGeometry
import Foundation

/// View controllers chosen by a bar of tabs (`UITabBarController`): the selected one's view fills the
/// space above the tab bar; a tap on a tab selects its view controller (the delegate may refuse).
///
/// A tap on the tab already selected pops a navigation controller in it back to its root, as in UIKit.
///
/// Differences from UIKit: switching tabs is not animated; the selected view stops at the bar (no
/// translucent bar to scroll under); every tab is shown (no "More" tab past five); no
/// `customizableViewControllers`, `hidesBottomBarWhenPushed` or sidebar.
@MainActor
open class TabBarController: ViewController {
    /// The bar of tabs.
    public let tabBar = TabBar(frame: .zero)
    /// Asked before a tap selects a tab, told after.
    open weak var delegate: (any TabBarControllerDelegate)?
    private var controllers: [ViewController] = []
    private var selected: Int?

    /// UIKit's index for no selection (`NSNotFound`).
    public static let noSelection = Int.max

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    /// Creates a tab bar controller with no tabs; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    /// The view controllers of the tabs, in order (`nil` when there are none).
    open var viewControllers: [ViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: the old view controllers leave, the new ones become children, and the
    /// selection stays on the same view controller when it is still a tab, else goes to the first.
    /// A view controller listed twice, or the tab bar controller itself, is reported and left out.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        var accepted: [ViewController] = []
        for controller in viewControllers ?? [] {
            guard controller !== self else {
                reportDiagnostic("A tab bar controller cannot be one of its own tabs: it was left out.")
                continue
            }
            guard !accepted.contains(where: { $0 === controller }) else {
                reportDiagnostic("A view controller can be one tab only: \(type(of: controller)) was listed again and left out.")
                continue
            }
            accepted.append(controller)
        }
        let previous = selectedViewController
        if let previous, isViewLoaded { hide(previous) }
        for old in controllers where !accepted.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for controller in accepted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = accepted
        tabBar.setItems(accepted.isEmpty ? nil : accepted.map { $0.tabBarItem }, animated: animated)
        selected = accepted.isEmpty ? nil : (previous.flatMap { kept in accepted.firstIndex { $0 === kept } } ?? 0)
        showSelected()
    }

    /// The index of the selected tab; `TabBarController.noSelection` (UIKit's `NSNotFound`) when there
    /// are no tabs. An index past the tabs is reported and ignored.
    open var selectedIndex: Int {
        get { selected ?? Self.noSelection }
        set {
            guard controllers.indices.contains(newValue) else {
                return reportDiagnostic("selectedIndex \(newValue) is not the index of one of the \(controllers.count) tabs: the selection stays.")
            }
            select(newValue)
        }
    }

    /// The view controller of the selected tab. One that is not a tab is reported and ignored (UIKit raises).
    /// The selected view controller decides the status bar's style.
    open override var childForStatusBarStyle: ViewController? { selectedViewController }
    /// The selected view controller decides whether the status bar hides.
    open override var childForStatusBarHidden: ViewController? { selectedViewController }

    open var selectedViewController: ViewController? {
        get { selected.map { controllers[$0] } }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                return reportDiagnostic("Only a view controller in the tab bar controller's list of view controllers can be selected.")
            }
            select(index)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutChildren()
    }

    // MARK: Selecting

    private func select(_ index: Int) {
        guard index != selected else { return }
        if let current = selectedViewController, isViewLoaded { hide(current) }
        selected = index
        showSelected()
    }

    /// A tap on `item`'s tab: the delegate may refuse; the tab already selected pops its navigation
    /// controller to the root.
    private func userSelected(_ item: TabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selected {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded, let controller = selectedViewController else { return layOutChildren() }
        let shown = appearanceState == .appeared
        if shown { controller.beginAppearanceTransition(true, animated: false) }
        let childView: View = controller.view
        if childView.superview !== view { view.insertSubview(childView, at: 0) }
        if shown { controller.endAppearanceTransition() }
        layOutChildren()
    }

    private func hide(_ controller: ViewController) {
        let shown = appearanceState == .appeared
        if shown { controller.beginAppearanceTransition(false, animated: false) }
        controller.viewIfLoaded?.removeFromSuperview()
        if shown { controller.endAppearanceTransition() }
    }

    /// The bar along the bottom (above the bottom safe area's edge, which it covers), the selected view
    /// above it — or the whole view, the bar hidden, while a view controller pushed in the selected
    /// navigation controller hides it (`hidesBottomBarWhenPushed`).
    private func layOutChildren() {
        guard let view = viewIfLoaded else { return }
        let hidesBar = Self.hidesBottomBar(for: selectedViewController)
        let height = tabBar.preferredHeight(bottomInset: view.safeAreaInsets.bottom)
        tabBar.isHidden = hidesBar
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        let childHeight = hidesBar ? view.bounds.height : Swift.max(0, view.bounds.height - height)
        selectedViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: childHeight)
    }

    /// Whether `selected` is a navigation controller with a view controller that hides the bottom bar
    /// pushed on it (above its root).
    /// - Complexity: O(stack depth).
    static func hidesBottomBar(for selected: ViewController?) -> Bool {
        guard let navigation = selected as? NavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The selected navigation controller's stack changed: the bar may hide or show.
    func navigationStackDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }

}

extension ViewController {
    /// The nearest tab bar controller above this view controller.
    public var tabBarController: TabBarController? {
        nearestAncestor(TabBarController.self)
    }
}
