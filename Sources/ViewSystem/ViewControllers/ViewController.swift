import CollectionGeometry
import Foundation

/// Manages a screen's views (`UIViewController`, F35): loads its view on first access, hears the
/// appearance calls, lays out with its view, holds child view controllers, and is told when its size
/// and traits change.
///
/// Who calls what: a `Window`'s `rootViewController`, a container view controller (through
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`, forwarded to the children
/// whose views are in its view), and a child's view entering or leaving the window of a visible
/// parent. The web session shows a screen's view controller as the window's root.
///
/// Differences from UIKit: never the first responder (keys go to views); no storyboards or nibs
/// (`nibName` and `bundle` are kept and ignored). Presentation (`present(_:animated:completion:)`)
/// is in `ViewController+Presentation.swift`.
@MainActor
open class ViewController: Responder {
    /// Where the view controller is in its appearance cycle.
    public enum AppearanceState: Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    /// The nib name given at creation (kept, never loaded).
    public let nibName: String?
    /// The bundle given at creation (kept, never read).
    public let nibBundle: Bundle?

    private var storedView: View?
    /// Where the view controller is in its appearance cycle.
    public private(set) var appearanceState = AppearanceState.disappeared
    /// The view controllers whose views this one manages inside its own, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The container this view controller is a child of.
    public internal(set) weak var parent: ViewController?
    private var storedNavigationItem: NavigationItem?
    /// The coordinator of the transition this view controller runs (a push, a pop, a size change),
    /// while it runs. See `transitionCoordinator`.
    var runningTransitionCoordinator: TransitionCoordinator?

    /// How the view controller is shown when it is presented (default `.automatic`, a page sheet).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// How the view controller's view enters and leaves when it is presented (default `.coverVertical`).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether the view controller, presented as a sheet, stays until it is dismissed in code: a tap
    /// on the dimmed area, a swipe down and Escape leave it in place (default `false`).
    open var isModalInPresentation = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this view controller
    /// or its children covers this view controller's view only (default `false`).
    ///
    /// Differences from UIKit: kept and not read; such presentations cover the window.
    open var definesPresentationContext = false
    /// The presentation controller, made on first access (`presentationController`).
    var storedPresentationController: PresentationController?
    /// The presentation this view controller runs (it is the presenting one): owned here.
    var presentationAsPresenting: Presentation?
    /// The presentation that shows this view controller (it is the presented one).
    weak var presentationAsPresented: Presentation?

    /// The coordinator of the transition under way for this view controller or a container of it — a
    /// navigation controller's push or pop, a size change — and `nil` outside one. Blocks given to its
    /// `animate(alongsideTransition:completion:)` in `viewWillAppear(_:)` or `viewWillDisappear(_:)`
    /// run when the transition has been applied.
    ///
    /// Differences from UIKit: a size change is not animated, so its blocks run once the views are in
    /// place; an animated push or pop runs the alongside blocks in its slide and the completions when
    /// it ends; presentations have no coordinator.
    /// - Complexity: O(depth of containment).
    open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        var current: ViewController? = self
        while let controller = current {
            if let coordinator = controller.runningTransitionCoordinator { return coordinator }
            current = controller.parent
        }
        return nil
    }

    /// The title, shown by a navigation bar when the navigation item has none, and by the tab bar
    /// item (setting it sets the item's title, as in UIKit).
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            storedTabBarItem?.title = title
            navigationItemDidChange()
        }
    }

    private var storedTabBarItem: TabBarItem?
    /// What a tab bar shows for this view controller; made on first access with the title.
    open var tabBarItem: TabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this view controller is on top
    /// (`toolbarItems`; default `nil`). Setting it is `setToolbarItems(_:animated:)` without animation.
    open var toolbarItems: [BarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var storedToolbarItems: [BarButtonItem]?

    /// Sets `toolbarItems`; when this view controller is on top of a navigation controller, its
    /// toolbar shows them at once (animated: the new buttons fade in).
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }

    /// Whether a tab bar controller hides its bar while this view controller is pushed on a navigation
    /// controller in it (`hidesBottomBarWhenPushed`; default `false`): from its push until it is popped,
    /// view controllers pushed above it included. The root of a navigation stack is never pushed.
    open var hidesBottomBarWhenPushed = false

    /// The insets added to the safe area of the view (default zero).
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            let clean = additionalSafeAreaInsets.sanitizedInsets
            if clean != additionalSafeAreaInsets { additionalSafeAreaInsets = clean; return }
            if clean != oldValue { applySafeArea() }
        }
    }

    /// The size the view controller would like its view to have in a container (default zero).
    open var preferredContentSize: CGSize = .zero {
        didSet { preferredContentSize = preferredContentSize.sanitizedSize }
    }

    // MARK: Editing

    /// Whether the view controller shows its content for editing (`isEditing`, default `false`);
    /// setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The edit-done button, once asked for (`editButtonItem`).
    private var storedEditButtonItem: BarButtonItem?

    /// Turns editing mode on or off. `editButtonItem` says Done (bold) while editing and Edit otherwise.
    /// Override it to put your views in editing mode, calling `super`; a collection or table view
    /// controller puts its view in editing mode itself.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let storedEditButtonItem { Self.show(editing: editing, on: storedEditButtonItem) }
    }

    /// A bar button item that toggles editing mode (`setEditing(!isEditing, animated: true)`): Edit,
    /// or Done in bold while editing. Put it in the navigation item to give a screen its Edit button.
    public var editButtonItem: BarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = BarButtonItem(systemItem: .edit)
        item.primaryAction = Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        Self.show(editing: editing, on: item)
        storedEditButtonItem = item
        return item
    }

    /// Makes the edit-done button say Done (bold) while editing, Edit otherwise.
    private static func show(editing: Bool, on item: BarButtonItem) {
        let system: BarButtonItem.SystemItem = editing ? .done : .edit
        item.title = system.appearance.title
        item.style = editing ? .done : .plain
        item.accessibilityLabel = system.spokenName
    }

    /// Creates a view controller; `nibName` and `bundle` are kept and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Creates a view controller; `coder` is ignored (archives are not supported).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// Creates a view controller.
    ///
    /// Spelled `init(_:)` so that `ViewController()` reads as UIKit's `init()` while `init()` itself,
    /// which `Responder` requires, stays unavailable: a subclass with only its own designated
    /// initialiser compiles without providing it, as in UIKit.
    public convenience init(_: Void = ()) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Not available: a view controller is made with `init(nibName:bundle:)`, `init(coder:)` or
    /// `ViewController()` (which calls `init(_:)`).
    @available(*, unavailable, message: "a view controller is made with init(nibName:bundle:) or ViewController()")
    public required init() {
        fatalError("ViewController.init() is unavailable")
    }

    /// The next responder: the view's superview, else the container, else the presenting view controller.
    open override var next: Responder? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }

    // MARK: The view

    /// The root view, loaded by `loadView()` and then `viewDidLoad()` on first access.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view. The default makes a plain view of a phone screen's size (390 × 844);
    /// override it to make your own and assign it to `view`, without calling `super`.
    open func loadView() {
        view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil { install(View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) }
        viewDidLoad()
    }
    private var isLoadingView = false

    /// Loads `shared`, another view controller's root view, as this one's without taking it over —
    /// the other one keeps it as its view and stays its owner (the view's next responder) — then
    /// `viewDidLoad()`: a layout-to-layout navigation push. Does nothing when the view is loaded.
    package func loadSharedView(_ shared: View) {
        guard storedView == nil, !isLoadingView else { return }
        storedView = shared
        viewDidLoad()
    }

    private func install(_ newView: View?) {
        guard newView !== storedView else { return }
        storedView?.owningViewController = nil
        storedView = newView
        if let newView {
            if let other = newView.owningViewController, other !== self { other.storedView = nil }
            newView.owningViewController = self
            if overrideUserInterfaceStyle != .unspecified { newView.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
            let layer = controllerTraitOverrides
            if !layer.isEmpty { newView.changeTraitOverrides { $0.controller = layer } }
            if let host = contentUnavailableHost, host.configuration != nil { host.show(host.configuration, over: newView) }
            // The first layout pass asks for the configuration, as UIKit does before the view appears.
            setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    /// The interface style this view controller and its children use whatever the window's
    /// (`overrideUserInterfaceStyle`; default `.unspecified`: the inherited one) — its view's
    /// override, so its view's subtree, child view controllers included, resolve colours in it.
    open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    // MARK: Orientations (a page cannot be turned: these are answered, and the scene's orientation follows its shape)

    /// The orientations this view controller supports: all on an iPad (or Mac) idiom, all but upside
    /// down otherwise, as UIKit's defaults.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        .defaultSupported(for: traitCollection.userInterfaceIdiom)
    }

    /// The orientation to present this view controller in full screen: the scene's, when the view
    /// controller supports it, else the first it supports (portrait, then landscape).
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        let supported = supportedInterfaceOrientations
        if let current = storedView?.window?.windowScene?.interfaceOrientation, supported.contains(current) { return current }
        return [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown].first { supported.contains($0) } ?? .portrait
    }

    /// Asks the system to read `supportedInterfaceOrientations` again. A page cannot be turned to
    /// another orientation, so nothing changes: the interface keeps the page's shape.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Called when the system is short of memory, to free what can be made again. Never called
    /// here: a server process gets no memory warnings (kept so that overrides compile).
    open func didReceiveMemoryWarning() {}

    // MARK: Status bar (`UIStatusBarManager` resolves these; a page draws no status bar)

    /// The status bar style this view controller asks for (default `.default`).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether this view controller hides the status bar (default `false`).
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar shows or hides on an update (default `.fade`).
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` counts instead (default `nil`).
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose `prefersStatusBarHidden` counts instead (default `nil`).
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether, presented without covering the screen, this view controller still decides the
    /// status bar (default `false`).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Asks the scene's status bar manager to take this view controller's answers again.
    open func setNeedsStatusBarAppearanceUpdate() {
        storedView?.window?.windowScene?.statusBarManager?.update()
    }

    // MARK: Appearance

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window with the size and traits it shows with
    /// (`UIViewController.viewIsAppearing(_:)`): once per appearance, after `viewWillAppear(_:)` and
    /// before `viewDidAppear(_:)` — before the layout calls when the view is laid out in between, at
    /// the latest just before `viewDidAppear(_:)` (then wherever the view is). The default does nothing.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was hidden.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// The view's layout margins were set (`UIViewController.viewLayoutMarginsDidChange()`). The
    /// default does nothing.
    ///
    /// Differences from UIKit: called when the root view's `layoutMargins` or
    /// `preservesSuperviewLayoutMargins` is set, not when a safe-area change moves the margins
    /// (`viewSafeAreaInsetsDidChange()` is called then).
    open func viewLayoutMarginsDidChange() {}

    /// The view needs its constraints updated (`UIViewController.updateViewConstraints()`): called
    /// instead of the root view's `updateConstraints()` after `view.setNeedsUpdateConstraints()`,
    /// before layout. The default calls the view's `updateConstraints()`; an override changes
    /// constraints, then calls `super`.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// How the view controller is moving relative to its parent during its current appearance change.
    enum ParentMovement {
        /// It was pushed (or made the root of a navigation controller) and is appearing.
        case toParent
        /// It is being popped and is disappearing.
        case fromParent
    }

    /// Set by a navigation controller as it pushes or pops this view controller; cleared when the
    /// appearance change it starts ends.
    var parentMovement: ParentMovement?

    /// The scroll views set with `setContentScrollView(_:for:)` for the top and bottom edges.
    private weak var topContentScrollView: ScrollView?
    private weak var bottomContentScrollView: ScrollView?

    /// Names the scroll view whose scrolling a navigation bar follows at `edge`
    /// (`UIViewController.setContentScrollView(_:for:)`): a large title collapses with the top one,
    /// and the bar's scroll-edge look follows it. Without one, the bar follows the view when it is a
    /// scroll view, or its first subview when that is one.
    ///
    /// Differences from UIKit: only the top edge is followed (there is no toolbar or tab bar
    /// scroll-edge look to drive); the bottom one is kept and answered.
    open func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        (parent as? NavigationController)?.contentScrollViewDidChange(of: self)
    }

    /// `setContentScrollView(_:for:)` for the top and bottom edges.
    open func setContentScrollView(_ scrollView: ScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, if any
    /// (`UIViewController.contentScrollView(for:)`).
    open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        (edge.contains(.top) ? topContentScrollView : nil) ?? (edge.contains(.bottom) ? bottomContentScrollView : nil)
    }

    /// Whether `viewIsAppearing(_:)` is due in the appearance under way, and with what `animated`.
    private var pendingIsAppearing: Bool?

    /// Calls `viewIsAppearing(_:)` when it is due and the view is in a window (or, at the end of the
    /// appearance, wherever it is).
    func callViewIsAppearingIfDue(requiringWindow: Bool = true) {
        guard let animated = pendingIsAppearing, !requiringWindow || storedView?.window != nil else { return }
        pendingIsAppearing = nil
        viewIsAppearing(animated)
    }

    /// Whether the view controller appears because it is being added to its parent
    /// (`UIViewController.isMovingToParent`): `true` in `viewWillAppear(_:)` and `viewDidAppear(_:)`
    /// of a pushed view controller (and of a navigation controller's root as it first appears).
    ///
    /// Differences from UIKit: a child added with `addChild(_:)` by the app's own container code does
    /// not set it.
    public var isMovingToParent: Bool { parentMovement == .toParent }

    /// Whether the view controller disappears because it is being removed from its parent
    /// (`UIViewController.isMovingFromParent`): `true` in `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)` of a view controller a navigation controller pops (by its back button,
    /// a back swipe, `popViewController`, `popToViewController` or a new stack without it).
    ///
    /// Differences from UIKit: removing a child with `removeFromParent()` from the app's own container
    /// code does not set it.
    public var isMovingFromParent: Bool { parentMovement == .fromParent }

    /// Whether the appearance calls a container receives are passed on to its children (default `true`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts showing (`isAppearing`) or hiding the view: calls `viewWillAppear` or
    /// `viewWillDisappear`, and passes the call on to the children whose views are in this view.
    /// A call that does not change anything (showing a view that is shown) is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(animated)
            pendingIsAppearing = animated
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            pendingIsAppearing = nil
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.isShown(in: self) { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` started: calls `viewDidAppear`
    /// or `viewDidDisappear`, and passes the call on to the children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            callViewIsAppearingIfDue(requiringWindow: false)
            appearanceState = .appeared
            viewDidAppear(false)
            // A view controller that appears may decide the status bar now.
            storedView?.window?.windowScene?.statusBarManager?.update()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            return
        }
        parentMovement = nil
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
                child.endAppearanceTransition()
            }
        }
        appearanceTransitionDidEnd()
    }

    /// The view controller appeared or disappeared, and so did its children (a navigation controller
    /// tells its delegate).
    func appearanceTransitionDidEnd() {}

    /// Whether this view controller's view is in `parent`'s view.
    private func isShown(in parent: ViewController) -> Bool {
        guard let view = storedView, let parentView = parent.storedView else { return false }
        return view.isDescendant(of: parentView)
    }

    /// The root view entered or left a window: a child of a shown container appears or disappears.
    func viewDidMoveToWindow() {
        guard let parent, parent.appearanceState == .appeared || parent.appearanceState == .appearing,
              shouldAutomaticallyForwardAppearanceMethods else { return }
        let inWindow = storedView?.window != nil
        if inWindow, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            if parent.appearanceState == .appeared { endAppearanceTransition() }
        } else if !inWindow, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: Presentation (the work is in ViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, over this view
    /// controller's presentation context (the root of its window, or the presented view controller it
    /// is in), then calls `completion` — after the entrance animation when `flag` is `true`.
    ///
    /// Presenting a view controller that is already presented or in a window, presenting from a view
    /// controller that is not in a window, or from one that already presents another, is reported in
    /// UIKit's words and ignored (UIKit raises for the first two); `completion` is not called.
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presented — with any it presented in turn — or, when it
    /// presents nothing, the presentation that shows it; then calls `completion`, after the exit
    /// animation when `flag` is `true`.
    ///
    /// With nothing to dismiss it does nothing and does not call `completion`, as in UIKit (and says so
    /// once per window on standard error).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the context suggests: pushed on the nearest navigation controller, else
    /// presented. `sender` is ignored.
    open func show(_ vc: ViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) }
        else { present(vc, animated: true) }
    }

    /// Shows `vc` as the detail of the context: in a split view controller, as its secondary column
    /// (pushed on the primary stack when collapsed); without one, as `show(_:sender:)` does. `sender`
    /// is ignored.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.setViewController(vc, for: .secondary)
            split.show(.secondary)
        } else {
            show(vc, sender: sender)
        }
    }

    /// A key reached the presentation this view controller is shown in; `true` when it was handled
    /// (an alert controller's Escape and Return).
    func presentationKeyDown(_ event: KeyEvent) -> Bool { false }

    // MARK: Containment (the work is in ViewController+Containment.swift)

    /// Called before the view controller is added to `parent` (by `addChild(_:)`) or removed from its
    /// container (`nil`; call it yourself before `removeFromParent()`).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the view controller was added to `parent` (call it yourself once its view is in
    /// place) or removed from its container (`nil`, by `removeFromParent()`).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Traits, size and safe area

    /// The traits of the view (loaded or not: the parent's, else the defaults, with this controller's
    /// `traitOverrides`).
    open var traitCollection: TraitCollection {
        if let storedView { return storedView.traitCollection }
        let inherited = parent?.traitCollection ?? TraitCollection()
        let layer = controllerTraitOverrides
        return layer.isEmpty ? inherited : layer.applied(to: inherited)
    }

    /// The controller's `traitOverrides`, kept here and on its view once it has one.
    var storedTraitOverrides = TraitOverrides()
    /// The traits the parent set for this child (`setOverrideTraitCollection(_:forChild:)`), as overrides.
    var traitOverridesFromParent = TraitOverrides()
    /// The collection the parent gave, as given (`overrideTraitCollection(forChild:)`).
    var parentTraitCollection: TraitCollection?
    /// The controller's trait change registrations, once it has any.
    var traitChangeRegistry: TraitChangeRegistry?

    // MARK: Content unavailable (the rest is in ViewController+ContentUnavailable.swift)

    /// The content-unavailable configuration and its view, once there is one.
    var contentUnavailableHost: ContentUnavailableHost?

    /// Updates `contentUnavailableConfiguration` for `state` (iOS 17): called in the layout pass after
    /// `setNeedsUpdateContentUnavailableConfiguration()` — in the view's first layout pass, and after
    /// the traits or the navigation item's search text change. The default shows the configuration updated for the state
    /// (`updated(for:)`: a `search()` configuration names the search text) without changing the
    /// property. Override it to set `contentUnavailableConfiguration` from your own state; a
    /// configuration set here is shown at once.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {
        guard let host = contentUnavailableHost, let configuration = host.configuration, let view = viewIfLoaded else { return }
        host.show(configuration.updated(for: state), over: view)
    }

    /// The view's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The traits are about to change to `newCollection` (a resize across a size class boundary;
    /// called before `viewWillTransition(to:with:)`). The default passes the call on to the children.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The view is about to change to `size` (the page was resized). The default passes the call on
    /// to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    private func applySafeArea() {
        guard let view = storedView else { return }
        let base = view.superview?.safeAreaInsets ?? .zero
        view.safeAreaInsets = EdgeInsets(top: base.top + additionalSafeAreaInsets.top, left: base.left + additionalSafeAreaInsets.left,
                                         bottom: base.bottom + additionalSafeAreaInsets.bottom, right: base.right + additionalSafeAreaInsets.right)
    }

    // MARK: Navigation item

    /// What a navigation bar shows for this view controller, made on first access.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(title: nil)
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// The navigation item if one was made.
    var navigationItemIfMade: NavigationItem? { storedNavigationItem }

    /// Called when the title or the navigation item changed; containers that draw a bar listen.
    func navigationItemDidChange() {
        navigationItemHandler?(self)
    }

    /// Told when the title or the navigation item change (set by whoever draws the bar).
    var navigationItemHandler: ((ViewController) -> Void)?
}
