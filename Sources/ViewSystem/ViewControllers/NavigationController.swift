import CollectionGeometry
import Foundation

/// A stack of view controllers under a navigation bar (`UINavigationController`): the top one's view
/// fills the space below the bar, the bar shows its navigation item, and a back button pops it.
///
/// A large title collapses as the top view controller's content scrolls: the scroll view it named
/// with `setContentScrollView(_:for:)`, else its view when that is a scroll view, or its first
/// subview when that is one (how UIKit finds a content scroll view nobody set); the view starts
/// below the bar's first row and the scroll view keeps 52 points above its content for the title,
/// which the content scrolls under while the bar shrinks to its 44-point row (then the title shows
/// inline), as UIKit's bar does.
///
/// A drag from the leading edge swipes back, as UIKit's `interactivePopGestureRecognizer` does.
///
/// Differences from UIKit: an animated push or pop slides (or cross-fades with reduced motion) but
/// the bar changes at once; there is no `interactivePopGestureRecognizer` to configure, no toolbar,
/// no bars hiding on taps or swipes, no custom transition animators; a view without such a scroll view starts
/// below the whole bar (there is no translucent bar to scroll under); the collapse is not animated
/// back when scrolling stops half-way.
@MainActor
open class NavigationController: ViewController {
    /// The bar.
    public let navigationBar = NavigationBar(frame: .zero)
    /// The stack, root first (`viewControllers`).
    private var stack: [ViewController] = []
    /// The top view controller's content scroll view: the bar's appearance follows it, and a large
    /// title collapses with it.
    weak var observedScrollView: ScrollView?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
        push(rootViewController)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.managingController = self
    }

    /// Creates an empty navigation controller; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.managingController = self
    }

    /// The view controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The view controllers on the stack, root first (`UINavigationController.viewControllers`).
    /// Setting it is `setViewControllers(_:animated:)` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// What the view shows now (`UINavigationController.visibleViewController`): the view controller
    /// presented over the navigation controller or its top one, if any, else the top one.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Hears the top view controller change (`UINavigationController.delegate`).
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Whether the bar is hidden (`UINavigationController.isNavigationBarHidden`; default `false`):
    /// the top view controller's view then fills the view, its safe area below the status bar.
    /// Setting it is `setNavigationBarHidden(_:animated:)` without animation.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// How long an animated `setNavigationBarHidden(_:animated:)` takes
    /// (`UINavigationController.hideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    private(set) var barHidden = false
    /// The bar along the bottom showing the top view controller's `toolbarItems`
    /// (`UINavigationController.toolbar`); hidden until `setToolbarHidden(false, animated:)`.
    public let toolbar: Toolbar = {
        let toolbar = Toolbar(frame: .zero)
        toolbar.isHidden = true
        return toolbar
    }()
    /// Whether the toolbar is hidden (`isToolbarHidden`).
    var toolbarHidden = true

    /// Hides or shows the bar (`UINavigationController.setNavigationBarHidden(_:animated:)`). Animated,
    /// the bar slides up out of the view (or back down) while the content follows it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        slide(navigationBar, hidden: hidden, animated: animated) { $0.barHidden }
    }

    /// Lays the bars and the top view out for `bar` hidden or shown: at once, or sliding over
    /// `hideShowBarDuration` — the bar stays drawn while it slides away and is hidden once out of
    /// sight, unless a change interrupted the slide (`isHidden` then says what the bar is now).
    func slide(_ bar: View, hidden: Bool, animated: Bool, isHidden: @escaping (NavigationController) -> Bool) {
        guard animated, viewIfLoaded?.window != nil, View.animates(for: Self.hideShowBarDuration) else {
            bar.isHidden = hidden
            layOutChildren()
            return
        }
        bar.isHidden = false
        View.animate(withDuration: Self.hideShowBarDuration, animations: { self.layOutChildren() }, completion: { [weak self] finished in
            guard let self, finished else { return }
            bar.isHidden = isHidden(self)
        })
    }

    /// Replaces the stack with `newControllers`, root first
    /// (`UINavigationController.setViewControllers(_:animated:)`). View controllers left out leave;
    /// new ones join. Animated, the change looks like one push when the new top was not on the stack,
    /// like one pop when it was lower down, and shows nothing when the top stays. A view controller
    /// listed twice, or the navigation controller itself, is reported and left out.
    /// - Complexity: O(n + m), the old and new stacks.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>(), list: [ViewController] = []
        for controller in newControllers {
            guard controller !== self, seen.insert(ObjectIdentifier(controller)).inserted else {
                LayoutDiagnostic.report("setViewControllers(_:animated:): \(type(of: controller)) is listed twice or is the navigation controller itself; it was left out.",
                                        constraints: [], from: viewIfLoaded)
                continue
            }
            list.append(controller)
        }
        finishRunningSlide()
        let oldTop = topViewController, newTop = list.last
        guard oldTop !== newTop else { return restack(list) }
        let wasOnStack = newTop.map { top in stack.contains { $0 === top } } ?? false
        // An old top that stays on the stack (under the new one) keeps its parent.
        let oldTopLeaves = oldTop.map { top in !list.contains { $0 === top } } ?? false
        if oldTopLeaves { oldTop?.parentMovement = .fromParent }
        guard animated, let oldTop, let newTop, let outgoing = oldTop.viewIfLoaded, canSlide else {
            return coordinatingTransition {
                if let oldTop, isViewLoaded { hide(oldTop) }
                restack(list)
                if isViewLoaded, let newTop { willShow(newTop, animated: false); showTop(newTop); didShow(newTop, animated: false) }
            }
        }
        slidingTransition(pushing: !wasOnStack) { slide in
            releaseObservedScrollView()
            oldTop.beginAppearanceTransition(false, animated: true)
            restack(list, keeping: oldTop)
            willShow(newTop, animated: true)
            if wasOnStack { showTop(newTop, below: outgoing, endingAppearance: false) } else { showTop(newTop, above: outgoing, endingAppearance: false) }
            slide(newTop.view, outgoing) { [weak self] in
                outgoing.removeFromSuperview()
                oldTop.endAppearanceTransition()
                if oldTopLeaves { oldTop.removeFromParent() }
                newTop.endAppearanceTransition()
                self?.didShow(newTop, animated: true)
            }
        }
    }

    /// Makes `list` the stack: view controllers left out are told they leave (and removed, unless
    /// `kept`, whose view is still sliding away and which the slide's end removes); new ones join.
    private func restack(_ list: [ViewController], keeping kept: ViewController? = nil) {
        let staying = Set(list.map(ObjectIdentifier.init))
        for leaving in stack where !staying.contains(ObjectIdentifier(leaving)) {
            leaving.willMove(toParent: nil)
            if leaving !== kept { leaving.removeFromParent() }
        }
        let joined = Set(stack.map(ObjectIdentifier.init))
        stack = []
        for controller in list {
            if joined.contains(ObjectIdentifier(controller)) {
                stack.append(controller)
            } else {
                push(controller)
                // Only the new top appears now.
                if controller !== list.last { controller.parentMovement = nil }
            }
        }
        updateBar()
    }

    /// Tells the delegate `viewController` is about to show, when the navigation controller is shown.
    private func willShow(_ viewController: ViewController, animated: Bool) {
        guard appearanceState == .appeared else { return }
        delegate?.navigationController(self, willShow: viewController, animated: animated)
    }

    /// Tells the delegate `viewController` shows, when the navigation controller is shown.
    private func didShow(_ viewController: ViewController, animated: Bool) {
        guard appearanceState == .appeared else { return }
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// `viewController` named another content scroll view: the bar follows it when it is on top.
    func contentScrollViewDidChange(of viewController: ViewController) {
        if viewController === topViewController { layOutChildren() }
    }

    /// The delegate hears that the top view controller is about to show with the navigation controller.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = topViewController { delegate?.navigationController(self, willShow: top, animated: animated) }
    }

    /// The delegate hears that the top view controller shows with the navigation controller, after
    /// the top one's `viewDidAppear(_:)`.
    override func appearanceTransitionDidEnd() {
        guard appearanceState == .appeared, let top = topViewController else { return }
        delegate?.navigationController(self, didShow: top, animated: false)
    }

    /// The view: a plain view that lets a drag from its leading edge swipe back.
    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.controller = self
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar.topExtension)
        view.addSubview(navigationBar)
        if !toolbarHidden { view.addSubview(toolbar) }
        if let top = topViewController { showTop(top) }
        layOutChildren()
    }

    /// The top view controller decides whether the status bar hides; the style stays the navigation
    /// controller's own (UIKit's rule: override `childForStatusBarStyle` to pass it on).
    open override var childForStatusBarHidden: ViewController? { topViewController }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutChildren()
    }

    /// Pushes `viewController` on the stack and shows it (a view controller already in the stack, or
    /// a navigation controller pushed on itself, is reported and ignored). Animated, the new view
    /// slides in from the trailing edge over the old one, which moves a third of the way out — a
    /// cross-fade with reduced motion — and the old view controller's `viewDidDisappear(_:)` and the new
    /// one's `viewDidAppear(_:)` come when the slide ends.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }), viewController !== self else {
            LayoutDiagnostic.report("Pushing the same view controller instance more than once is not supported: \(type(of: viewController)) was not pushed.",
                                    constraints: [], from: viewIfLoaded)
            return
        }
        finishRunningSlide()
        let previous = topViewController
        if let previous, let sharing = viewController as? any SharedViewNavigating, isViewLoaded, sharing.adoptView(of: previous) {
            // A layout-to-layout push: the view stays and changes its own look; nothing slides.
            return coordinatingTransition {
                hide(previous)
                push(viewController)
                willShow(viewController, animated: false)
                showTop(viewController)
                sharing.didBecomeTopOfSharedView(animated: animated && canSlide)
                didShow(viewController, animated: false)
            }
        }
        guard animated, let previous, let outgoing = previous.viewIfLoaded, canSlide else {
            return coordinatingTransition {
                if let previous, isViewLoaded { hide(previous) }
                push(viewController)
                if isViewLoaded { willShow(viewController, animated: false); showTop(viewController); didShow(viewController, animated: false) }
            }
        }
        slidingTransition(pushing: true) { slide in
            releaseObservedScrollView()
            previous.beginAppearanceTransition(false, animated: true)
            push(viewController)
            willShow(viewController, animated: true)
            showTop(viewController, above: outgoing, endingAppearance: false)
            slide(viewController.view, outgoing) { [weak self] in
                outgoing.removeFromSuperview()
                previous.endAppearanceTransition()
                viewController.endAppearanceTransition()
                self?.didShow(viewController, animated: true)
            }
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

    /// How long an animated push or pop slides.
    public static let slideDuration: TimeInterval = 0.35

    /// What ends the push or pop whose slide runs: the outgoing view leaves, the appearance calls
    /// end, the coordinator's completions run.
    private var runningSlide: (() -> Void)?

    /// Whether a push or pop can animate: the navigation controller's view is shown in a window.
    private var canSlide: Bool { viewIfLoaded?.window != nil && appearanceState == .appeared }

    /// Ends the running slide at once (a push or pop during another's slide).
    private func finishRunningSlide() {
        let finish = runningSlide
        runningSlide = nil
        finish?()
    }

    /// Runs an animated push or pop: `change` makes it and hands its incoming and outgoing views to the
    /// slide it is given, with what ends it. The coordinator's alongside blocks run inside the slide,
    /// its completions at the end, when the views are in place.
    private func slidingTransition(pushing: Bool, _ change: (_ slide: (View, View, @escaping () -> Void) -> Void) -> Void) {
        let coordinator = TransitionCoordinator(animatedFor: Self.slideDuration)
        runningTransitionCoordinator = coordinator
        change { incoming, outgoing, end in
            let finish: () -> Void = { [weak self] in
                end()
                self?.runningTransitionCoordinator = nil
                coordinator.complete()
            }
            runningSlide = finish
            navigationBar.fadeInItems(over: Self.slideDuration)
            NavigationSlide.run(incoming, over: outgoing, in: view, pushing: pushing, duration: Self.slideDuration) { [weak self] in
                guard let self, self.runningSlide != nil else { return }
                self.finishRunningSlide()
            }
            coordinator.runAlongside()
        }
    }

    /// +1 when the trailing edge is on the right, −1 in right to left: which way a push moves.
    private var trailingSign: CGFloat { view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1 }

    // MARK: The back swipe

    /// The views of a back swipe under way: the top one leaving, the one below coming back.
    private var backSwipe: (top: ViewController, below: ViewController, outgoing: View, incoming: View, frame: CGRect)?

    /// Whether a drag from the leading edge may swipe back now: there is a view controller to go back
    /// to, the stack is shown, and no slide or swipe runs.
    var canSwipeBack: Bool {
        stack.count > 1 && canSlide && runningSlide == nil && backSwipe == nil && topViewController?.viewIfLoaded != nil
            && topViewController?.viewIfLoaded !== stack[stack.count - 2].viewIfLoaded
    }

    /// The swipe started: both view controllers begin their appearance calls, the one below is put
    /// under the top view, a third of the way out.
    func beginBackSwipe() {
        guard canSwipeBack, let top = topViewController, let outgoing = top.viewIfLoaded else { return }
        let below = stack[stack.count - 2]
        releaseObservedScrollView()
        willShow(below, animated: true)
        top.parentMovement = .fromParent
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        let incoming: View = below.view
        view.insertSubview(incoming, belowSubview: outgoing)
        backSwipe = (top, below, outgoing, incoming, outgoing.frame)
        moveBackSwipe(to: 0)
        // Another push or pop meanwhile puts everything back first.
        runningSlide = { [weak self] in self?.finishBackSwipe(completing: false) }
    }

    /// The finger is `progress` (0…1) of the way across.
    func moveBackSwipe(to progress: CGFloat) {
        guard let swipe = backSwipe else { return }
        let width = view.bounds.width, sign = trailingSign
        swipe.outgoing.frame = swipe.frame.offsetBy(dx: sign * width * progress, dy: 0)
        swipe.incoming.frame = swipe.frame.offsetBy(dx: -sign * width * 0.3 * (1 - progress), dy: 0)
    }

    /// The finger lifted: the views slide the rest of the way, then the pop completes or is undone.
    func endBackSwipe(completing: Bool) {
        guard backSwipe != nil else { return }
        let finish: () -> Void = { [weak self] in self?.finishBackSwipe(completing: completing) }
        runningSlide = finish
        View.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 1, animations: {
            self.moveBackSwipe(to: completing ? 1 : 0)
        }, completion: { [weak self] _ in
            guard let self, self.runningSlide != nil else { return }
            self.finishRunningSlide()
        })
    }

    /// Ends the swipe: pops the top view controller with the end of the appearance calls, or puts both
    /// back — the top one appears again, the one below disappears again, as UIKit's cancelled swipe does.
    private func finishBackSwipe(completing: Bool) {
        guard let swipe = backSwipe else { return }
        backSwipe = nil
        runningSlide = nil
        swipe.outgoing.frame = swipe.frame
        if completing {
            swipe.outgoing.removeFromSuperview()
            swipe.top.endAppearanceTransition()
            stack.removeLast()
            swipe.top.willMove(toParent: nil)
            swipe.top.removeFromParent()
            swipe.below.endAppearanceTransition()
            didShow(swipe.below, animated: true)
        } else {
            swipe.top.parentMovement = nil
            swipe.below.beginAppearanceTransition(false, animated: true)
            swipe.top.beginAppearanceTransition(true, animated: true)
            swipe.incoming.removeFromSuperview()
            swipe.below.endAppearanceTransition()
            swipe.top.endAppearanceTransition()
        }
        updateBar()
    }

    /// Pops the top view controller (never the root) and returns it. Animated, its view slides out to
    /// the trailing edge over the one below, which comes back from a third of the way out.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        finishRunningSlide()
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.parentMovement = .fromParent
        // The view the one below shares with the top one stays: it changes its look back, unslid.
        let sharedView = top.viewIfLoaded != nil && top.viewIfLoaded === topViewController?.viewIfLoaded
        guard animated, !sharedView, let outgoing = top.viewIfLoaded, let newTop = topViewController, canSlide else {
            let animatesSharedView = animated && canSlide
            coordinatingTransition {
                if isViewLoaded { hide(top) }
                top.willMove(toParent: nil)
                top.removeFromParent()
                if isViewLoaded, let newTop = topViewController {
                    willShow(newTop, animated: false)
                    showTop(newTop)
                    if sharedView { (newTop as? any SharedViewNavigating)?.didBecomeTopOfSharedView(animated: animatesSharedView) }
                    didShow(newTop, animated: false)
                }
            }
            return top
        }
        slidingTransition(pushing: false) { slide in
            releaseObservedScrollView()
            top.beginAppearanceTransition(false, animated: true)
            top.willMove(toParent: nil)
            willShow(newTop, animated: true)
            showTop(newTop, below: outgoing, endingAppearance: false)
            slide(newTop.view, outgoing) { [weak self] in
                outgoing.removeFromSuperview()
                top.endAppearanceTransition()
                top.removeFromParent()
                newTop.endAppearanceTransition()
                self?.didShow(newTop, animated: true)
            }
        }
        return top
    }

    /// Pops every view controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Pops the view controllers above `viewController` and returns them, top last; `nil` (and nothing
    /// popped) when `viewController` is not in the stack. Animated, only the top one's view slides
    /// away: those between, never shown, leave at once, as in UIKit.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        finishRunningSlide()
        var popped: [ViewController] = []
        coordinatingTransition {
            if animated, canSlide, stack.count - index > 2 {
                let between = Array(stack[(index + 1)..<(stack.count - 1)])
                stack.removeSubrange((index + 1)..<(stack.count - 1))
                for middle in between {
                    middle.willMove(toParent: nil)
                    middle.removeFromParent()
                }
                popped = between
            }
            var fromTheTop: [ViewController] = []
            while let top = topViewController, top !== viewController, let removed = popViewController(animated: animated) {
                fromTheTop.insert(removed, at: 0)
            }
            popped += fromTheTop
        }
        return popped
    }

    /// Takes the root out of a stack of one (a split view controller lends it to another stack).
    func releaseRoot() {
        guard stack.count == 1, let root = stack.first else { return }
        if isViewLoaded { hide(root) }
        stack = []
        root.willMove(toParent: nil)
        root.removeFromParent()
    }

    /// Makes `viewController` the root of an empty stack (a split view controller gives it back).
    func setRoot(_ viewController: ViewController) {
        guard stack.isEmpty else { return }
        push(viewController)
        if isViewLoaded { showTop(viewController) }
    }

    private func push(_ viewController: ViewController) {
        addChild(viewController)
        guard viewController.parent === self else { return }
        stack.append(viewController)
        viewController.parentMovement = .toParent
        viewController.didMove(toParent: self)
    }

    private func hide(_ viewController: ViewController) {
        releaseObservedScrollView()
        let shown = appearanceState == .appeared
        if shown { viewController.beginAppearanceTransition(false, animated: false) }
        viewController.viewIfLoaded?.removeFromSuperview()
        if shown { viewController.endAppearanceTransition() }
    }

    /// Shows `viewController`'s view as the top one — at the bottom of the stack's views, or just
    /// above or below a view that is leaving — with its appearance calls (only their start when a
    /// slide ends them).
    private func showTop(_ viewController: ViewController, above: View? = nil, below: View? = nil, endingAppearance: Bool = true) {
        let shown = appearanceState == .appeared
        if shown { viewController.beginAppearanceTransition(true, animated: !endingAppearance) }
        let childView: View = viewController.view
        if let above { view.insertSubview(childView, aboveSubview: above) }
        else if let below { view.insertSubview(childView, belowSubview: below) }
        else { view.insertSubview(childView, at: 0) }
        if shown, endingAppearance { viewController.endAppearanceTransition() }
        updateBar()  // lays the bar and the new top view out
        viewController.navigationItemHandler = { [weak self] changed in
            // The top item's, and the one below it (whose back button settings the bar shows).
            guard let self, let index = self.stack.lastIndex(where: { $0 === changed }), index >= self.stack.count - 2 else { return }
            self.updateBar()
        }
    }

    /// A container's button that the bar shows first when there is nothing to go back to (a split view
    /// controller's display-mode button, in the bar of its leading column).
    var containerBarButtonItem: BarButtonItem? {
        didSet { if containerBarButtonItem !== oldValue { updateBar() } }
    }

    private func updateBar() {
        guard let top = topViewController else {
            navigationBar.backAction = nil
            navigationBar.show(nil, fallbackTitle: nil)
            return layOutChildren()
        }
        navigationBar.containerItem = containerBarButtonItem
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        let topItem = top.navigationItemIfMade
        navigationBar.backAction = previous == nil || topItem?.hidesBackButton == true ? nil : { [weak self, weak top] in
            if let action = top?.navigationItemIfMade?.backAction { return action.perform(withSender: nil, target: nil) }
            self?.popViewController(animated: true)
        }
        let backItem = previous?.navigationItemIfMade
        navigationBar.backTitle = backItem?.backBarButtonItem?.title ?? backItem?.backButtonTitle ?? previous.flatMap { $0.navigationItemIfMade?.title ?? $0.title }
        navigationBar.backDisplayMode = backItem?.backBarButtonItem?.title != nil ? .default : backItem?.backButtonDisplayMode ?? .default
        // `.automatic` follows the nearest earlier item whose mode says.
        let earlier = stack.dropLast().reversed().lazy.compactMap { $0.navigationItemIfMade?.largeTitleDisplayMode }
        navigationBar.automaticShowsLargeTitle = earlier.first { $0 != .automatic }.map { $0 == .always } ?? true
        top.navigationItemIfMade?.searchController?.host = top
        navigationBar.show(top.navigationItemIfMade, fallbackTitle: top.title)
        showToolbarItems(of: top, animated: false)
        tabBarController?.navigationStackDidChange()
        layOutChildren()
    }

    /// The bar across the top, the top view controller's view below it — below the bar's first row
    /// when its content scrolls under a large title.
    func layOutChildren() {
        guard let view = viewIfLoaded else { return }
        let top = view.safeAreaInsets.top
        let bottom = layOutToolbar(in: view)
        guard let child = topViewController?.viewIfLoaded else {
            navigationBar.isContentScrolledUnder = false
            navigationBar.scrollEdgeBackground = .systemBackground
            return layOutBar(in: view)
        }
        // The content's scroll view: a large title collapses with it, and the bar's appearance
        // follows whether it is scrolled under the bar.
        let contentScrollView = topViewController?.contentScrollView(for: .top) ?? NavigationContentScroll.scrollView(in: child)
        if contentScrollView !== observedScrollView {
            releaseObservedScrollView()
            if let contentScrollView {
                observedScrollView = contentScrollView
                contentScrollView.containerScrollHandler = { [weak self] scrolled in self?.contentDidScroll(scrolled) }
                contentScrollView.containerBackgroundHandler = { [weak self, weak child] scrollView in
                    guard let self, let child else { return }
                    self.navigationBar.scrollEdgeBackground = NavigationContentScroll.scrollEdgeBackground(of: child, scrollView: scrollView)
                }
            }
        }
        navigationBar.scrollEdgeBackground = NavigationContentScroll.scrollEdgeBackground(of: child, scrollView: contentScrollView)
        // What the content can scroll away (a large title, a search bar that hides on scrolling): the
        // content then starts under the bar's first row, inset by what lies below it.
        let collapses = !barHidden && navigationBar.collapsibleHeight > 0
        let scrollView = collapses ? contentScrollView : nil
        contentScrollView?.containerTopInset = collapses
            ? (navigationBar.showsLargeTitle ? navigationBar.largeTitleBandHeight : 0) + navigationBar.searchBarHeight : 0
        navigationBar.contentCollapse = scrollView.map(NavigationContentScroll.collapse(of:)) ?? 0
        navigationBar.isContentScrolledUnder = contentScrollView.map(NavigationContentScroll.isScrolledUnder) ?? false
        let childTop = barHidden ? 0 : top + (scrollView == nil ? navigationBar.preferredHeight : NavigationBar.rowHeight)
        child.frame = CGRect(x: 0, y: childTop, width: view.bounds.width, height: Swift.max(0, view.bounds.height - childTop - bottom))
        layOutBar(in: view)
    }

    private func releaseObservedScrollView() {
        guard let scrollView = observedScrollView else { return }
        scrollView.containerTopInset = 0
        scrollView.containerScrollHandler = nil
        scrollView.containerBackgroundHandler = nil
        observedScrollView = nil
        navigationBar.contentCollapse = 0
    }
}

extension ViewController {
    /// The nearest navigation controller above this view controller (not itself, as in UIKit).
    public var navigationController: NavigationController? {
        nearestAncestor(NavigationController.self)
    }
}
