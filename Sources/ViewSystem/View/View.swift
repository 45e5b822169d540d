import CollectionGeometry
import Foundation

/// A rectangle on screen with its geometry, appearance and subviews — the headless `UIView`.
///
/// UIKit's `UIView`, reduced to what collection views need: geometry (`frame`, `bounds`, `center`,
/// `transform`), appearance (`alpha`, `isHidden`), margins and safe area, layout direction, the view
/// hierarchy and the layout cycle (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`).
/// Renderers mirror views; views never draw.
///
/// Differences from UIKit:
/// - There is no window or view controller to supply the safe area, so `safeAreaInsets` is settable;
///   a view without its own value inherits its superview's whole value (UIKit would intersect it with
///   the subview's frame). Reading it is as in UIKit.
/// - Traits come from `overrideTraitCollection` on this view or an ancestor (UIKit's trait overrides).
@MainActor
open class View: Responder {
    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform3D: Transform3D = .identity
    private var storedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    private var storedSafeAreaInsets: EdgeInsets = .zero
    private var storedAlpha: CGFloat = 1
    private var storedIsHidden = false
    /// Whether something renderers draw changed since the window last told its renderer.
    package var needsRenderUpdate = true {
        didSet { if needsRenderUpdate, let superview, !superview.subtreeNeedsRenderUpdate { superview.markSubtreeNeedsRenderUpdate() } }
    }
    /// Whether only the view's place, transform or opacity changed since the window last told its
    /// renderer (it moved, or scrolled its bounds): the window's walk compares its geometry and keeps
    /// what it draws, which only `needsRenderUpdate` asks to compute again.
    var needsGeometryRenderUpdate = false {
        didSet { if needsGeometryRenderUpdate, let superview, !superview.subtreeNeedsRenderUpdate { superview.markSubtreeNeedsRenderUpdate() } }
    }
    /// Whether this view or one below it changed since the window last told its renderer, a subview
    /// added, removed or moved included: the window's walk skips the subtrees where this is `false`.
    var subtreeNeedsRenderUpdate = true
    /// The accessibility role the view's kind gives it when no trait says more: set once by the kinds
    /// that have one (switches, text fields, cells, collection views), so rendering a view's
    /// accessibility needs no type check.
    package final var accessibilityKind = RenderedAccessibility.Role.element {
        didSet { if oldValue != accessibilityKind { needsRenderUpdate = true } }
    }

    /// The identifier renderers know this view by, assigned when it is first rendered.
    package var renderIdentifier: ViewIdentifier?
    /// What its window last told the renderer about this view (`nil` before; no longer live once the
    /// renderer removed it).
    var renderedNode: RenderedNode?
    /// Constraints, anchors, guides and the island the view roots (`View+AutoLayout.swift`), made on first use.
    var autoLayoutState: AutoLayoutState?
    /// Background, tint, content mode, autoresizing and margins behaviour (`View+Appearance.swift`).
    package var appearance = AppearanceState()
    /// The view's layer, made when first asked for.
    var storedLayer: Layer?
    /// The interactions added to the view (`View+Interactions.swift`).
    var storedInteractions: [any Interaction] = []
    /// Whether the view's frame comes from outside (its frame, `autoresizingMask`) rather than its
    /// constraints. The default is `true`; set `false` to lay the view out with constraints (F33).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { constraintsDidChange() } }
    }
    /// The last measurement of this view's content asked for, and its answer (`nil` while it is on
    /// its way from an asynchronous renderer), and whether it is only the text model's (taken with no
    /// window to ask). See `measureContent(_:fitting:fixesWidth:fixesHeight:)`.
    var contentMeasurement: (key: MeasurementKey, size: CGSize?, isModel: Bool)?

    /// The view controller whose root view this is (UIKit's next responder), held weakly.
    weak var owningViewController: ViewController?

    /// Whether `layoutSubviews()` must run at the next `layoutIfNeeded()`.
    public private(set) var needsLayout = true
    /// Whether a view below this one needs layout: `layoutIfNeeded()` skips subtrees where nothing
    /// does, so a frame's layout walk visits only the paths to views that asked.
    package private(set) var subtreeNeedsLayout = false

    /// The view containing this one.
    public private(set) weak var superview: View?
    /// The views this one contains, back to front.
    public private(set) var subviews: [View] = []

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        storedCenter = CGPoint(x: frame.midX.sanitizedCoordinate, y: frame.midY.sanitizedCoordinate)
        storedBounds = CGRect(origin: .zero, size: frame.size.sanitizedSize)
    }

    /// Creates a view with a zero frame; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
    }

    /// Creates a view with a zero frame (calls `init(frame:)`, so subclasses' overrides run): what
    /// `View()` and `MyView()` call.
    ///
    /// Differences from UIKit: spelled `init(_:)` so that `init()` itself, which `Responder` requires,
    /// stays unavailable — a subclass with only its own designated initialiser (a content view made
    /// from its configuration) compiles without providing it, as in UIKit. The reusable views a
    /// collection view creates from their registered classes require `init()` (`CollectionReusableView`).
    public convenience init(_: Void = ()) {
        self.init(frame: .zero)
    }

    /// Not available: a view is made with `init(frame:)`, `init(coder:)` or `View()` (which calls
    /// `init(_:)`). Unavailable so that a subclass with only its own designated initialiser compiles
    /// without providing it, as in UIKit.
    @available(*, unavailable, message: "a view is made with init(frame:) or View()")
    public required init() {
        fatalError("View.init() is unavailable")
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// With a non-identity `transform`, the smallest rectangle containing the transformed view (as UIKit,
    /// where the frame is then "undefined" but returns that box). Setting it sets `center` and `bounds.size`.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let plain = CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                               width: size.width, height: size.height)
            guard !storedTransform3D.isIdentity, storedTransform3D.isAffine else { return plain }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform3D.affineTransform)
                .offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let clean = CGRect(origin: CGPoint(x: newValue.origin.x.sanitizedCoordinate, y: newValue.origin.y.sanitizedCoordinate),
                               size: newValue.size.sanitizedSize)
            let oldBounds = storedBounds
            let newBounds = CGRect(origin: oldBounds.origin, size: clean.size)
            noteAnimatableChange(drawingMayChange: newBounds.size != oldBounds.size)
            if newBounds != oldBounds { willChangeBounds(to: newBounds) }
            storedCenter = CGPoint(x: clean.origin.x + clean.size.width / 2, y: clean.origin.y + clean.size.height / 2)
            storedBounds = newBounds
            if oldBounds != newBounds { boundsDidChange(from: oldBounds) }
        }
    }

    /// The view's own coordinate system: its origin is what the top-left corner shows (the content
    /// offset of a scroll view), its size is the view's size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let clean = CGRect(origin: CGPoint(x: newValue.origin.x.sanitizedCoordinate, y: newValue.origin.y.sanitizedCoordinate),
                               size: newValue.size.sanitizedSize)
            guard clean != storedBounds else { return }
            noteAnimatableChange(drawingMayChange: clean.size != storedBounds.size)
            let oldBounds = storedBounds
            willChangeBounds(to: clean)
            storedBounds = clean
            boundsDidChange(from: oldBounds)
        }
    }

    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            noteAnimatableChange(drawingMayChange: false)
            storedCenter = CGPoint(x: newValue.x.sanitizedCoordinate, y: newValue.y.sanitizedCoordinate)
        }
    }

    /// The 2-D transform, relative to the centre (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { storedTransform3D.affineTransform }
        set {
            noteAnimatableChange(drawingMayChange: false)
            storedTransform3D = Transform3D(newValue)
        }
    }

    /// The 3-D transform, relative to the centre (`layer.transform` in UIKit).
    open var transform3D: Transform3D {
        get { storedTransform3D }
        set {
            noteAnimatableChange(drawingMayChange: false)
            storedTransform3D = newValue
        }
    }

    /// Opacity from 0 to 1. The default is 1. NaN is ignored; other values are clamped to 0…1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let clean = newValue.isNaN ? storedAlpha : Swift.min(1, Swift.max(0, newValue))
            guard clean != storedAlpha else { return }
            noteAnimatableChange(drawingMayChange: false)
            storedAlpha = clean
        }
    }

    /// Whether the view is hidden. The default is `false`.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            noteAnimatableChange()
            storedIsHidden = newValue
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// Whether subviews are clipped to the bounds. The default is `false` (scroll views clip).
    open var clipsToBounds = false {
        didSet { if oldValue != clipsToBounds { needsRenderUpdate = true } }
    }

    /// Whether the view receives touches, clicks and keys. The default is `true`.
    open var isUserInteractionEnabled = true

    /// An integer the app can use to identify the view.
    open var tag = 0

    /// Called just before `bounds` changes (also for `contentOffset` changes of scroll views).
    ///
    /// The collection view asks its layout here whether the change invalidates it, as UIKit does.
    open func willChangeBounds(to newBounds: CGRect) {}

    /// Called after `bounds` (or the size through `frame`) changed. The default marks the view as
    /// needing layout.
    open func boundsDidChange(from oldBounds: CGRect) {
        if oldBounds.size != bounds.size { autoresizeSubviews(from: oldBounds.size) }
        setNeedsLayout()
    }

    // MARK: Margins, safe area, direction, traits

    /// Whether the layout margins include the safe area. The default is `true`.
    open var insetsLayoutMarginsFromSafeArea = true

    /// The margins content is laid out within; with `insetsLayoutMarginsFromSafeArea`, the safe area
    /// is added to the margins that were set (UIKit's behaviour). The default is 8 on every edge.
    open var layoutMargins: EdgeInsets {
        get {
            var margins = insetsLayoutMarginsFromSafeArea ? storedLayoutMargins + safeAreaInsets : storedLayoutMargins
            if appearance.preservesSuperviewLayoutMargins, let superview {
                // The superview's margins reach in where this view is closer to its edges than they are.
                let outer = superview.layoutMargins, frame = self.frame, container = superview.bounds
                margins.left = Swift.max(margins.left, outer.left - (frame.minX - container.minX))
                margins.right = Swift.max(margins.right, outer.right - (container.maxX - frame.maxX))
                margins.top = Swift.max(margins.top, outer.top - (frame.minY - container.minY))
                margins.bottom = Swift.max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
            }
            return margins
        }
        set {
            let clean = newValue.isFiniteInsets ? newValue : newValue.finiteInsets
            guard clean != storedLayoutMargins else { return }
            storedLayoutMargins = clean
            marginsDidChange()
        }
    }

    /// The layout margins with leading and trailing edges.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// The insets that keep content clear of the screen's unsafe areas.
    ///
    /// Settable here because there is no window to supply it (see the type's notes). A view without its
    /// own value inherits its superview's.
    open var safeAreaInsets: EdgeInsets {
        get {
            if storedSafeAreaInsets != .zero { return storedSafeAreaInsets }
            return superview?.safeAreaInsets ?? .zero
        }
        set {
            let clean = newValue.sanitizedInsets
            guard clean != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = clean
            safeAreaInsetsDidChange()
        }
    }

    /// Called when the safe area changes. The default marks the view as needing layout.
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
        owningViewController?.viewSafeAreaInsetsDidChange()
        for subview in subviews { subview.safeAreaInsetsDidChange() }
    }

    /// Called when the layout margins change. The default marks the view as needing layout.
    /// Tells the view, and the view controller whose root view it is, that the margins changed.
    private func marginsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// How the content relates to the layout direction. The default is `.unspecified`.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionDidChange() } }
    }

    /// The traits this view and its subviews use instead of the inherited ones, if set.
    ///
    /// Not in UIKit (which has `traitOverrides`, also here, to override single traits).
    open var overrideTraitCollection: TraitCollection? {
        get { storedOverrideTraitCollection }
        set {
            changingOverrides {
                defer { storedOverrideTraitCollection = newValue }
                return newValue != storedOverrideTraitCollection
            }
        }
    }
    private final var storedOverrideTraitCollection: TraitCollection?

    /// The appearance this view and its subviews use whatever they inherit: `.light` or `.dark`, or
    /// `.unspecified` (the default) to inherit.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            changingOverrides {
                defer { storedOverrideUserInterfaceStyle = newValue }
                return newValue != storedOverrideUserInterfaceStyle
            }
        }
    }
    private final var storedOverrideUserInterfaceStyle: UserInterfaceStyle = .unspecified

    /// Runs `change` (which sets an override and says whether it differs from the old one), then
    /// tells the view, with its traits before, when it did.
    private final func changingOverrides(_ change: () -> Bool) {
        let before = traitCollection
        let changed = change()
        overridesAppearanceDidChange()
        if changed { traitCollectionDidChange(before) }
    }

    /// The traits overridden with `traitOverrides` (the view's and its view controller's) and the
    /// trait change registrations, once there are any.
    final var traitOverrideState: TraitOverrideState?

    /// Whether this view overrides its traits or its appearance: the few views `drawsColorVariants`
    /// reads the overrides of (reading them copies a trait collection).
    private final var overridesAppearance = false

    /// Whether `traitOverrides` (the view's or its view controller's) holds a trait.
    private final var overridesSingleTraits: Bool { traitOverrideState?.overridesTraits ?? false }

    final func overridesAppearanceDidChange() {
        overridesAppearance = storedOverrideTraitCollection != nil || storedOverrideUserInterfaceStyle != .unspecified || overridesSingleTraits
    }

    /// The view's traits: its `overrideTraitCollection`, else its superview's, else (a view being
    /// measured for a collection view it has not joined yet) the collection view's, else the defaults;
    /// with `overrideUserInterfaceStyle` when set, then its view controller's `traitOverrides`, then
    /// its own.
    open var traitCollection: TraitCollection {
        traits(inheriting: overrideTraitCollection ?? superview?.traitCollection ?? MeasurementContext.traitCollection ?? TraitCollection())
    }

    /// `inherited` with this view's overrides applied (not its `overrideTraitCollection`, which
    /// replaces what it inherits).
    final func traits(inheriting inherited: TraitCollection) -> TraitCollection {
        guard overridesAppearance else { return inherited }
        var traits = inherited
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        if let state = traitOverrideState, state.overridesTraits { traits = state.applied(to: traits) }
        return traits
    }

    /// Whether the view's colours resolve to other than their light variants — a dark appearance or
    /// increased contrast — found without building its trait collection: the nearest
    /// `overrideUserInterfaceStyle` and `overrideTraitCollection` up the superviews (as
    /// `traitCollection` finds them), else a measurement's collection view's. Used where every frame
    /// asks (drawing configured colours); a subclass that computes its own `traitCollection` is read
    /// through it.
    /// - Complexity: O(depth in the hierarchy).
    final var drawsColorVariants: Bool {
        var dark: Bool?
        var view = self
        while true {
            if view.overridesAppearance {
                if view.overridesSingleTraits {
                    let traits = view.traitCollection
                    return dark ?? (traits.userInterfaceStyle == .dark) || traits.accessibilityContrast == .high
                }
                if dark == nil, view.overrideUserInterfaceStyle != .unspecified { dark = view.overrideUserInterfaceStyle == .dark }
                if let traits = view.overrideTraitCollection {
                    return dark ?? (traits.userInterfaceStyle == .dark) || traits.accessibilityContrast == .high
                }
            }
            guard let superview = view.superview else { break }
            view = superview
        }
        // A window is the root of its traits; a view outside one may be measured for a collection view.
        guard !(view is Window), let traits = MeasurementContext.traitCollection else { return dark ?? false }
        return dark ?? (traits.userInterfaceStyle == .dark) || traits.accessibilityContrast == .high
    }

    /// The traits' `legibilityWeight` (bold text), from `governingTraits` without building a trait
    /// collection: text reads it every time it is drawn or measured.
    /// - Complexity: O(depth in the hierarchy).
    final var textLegibilityWeight: LegibilityWeight {
        governingTraits?.legibilityWeight ?? .unspecified
    }

    /// The trait collection the view's traits are made from, found as `drawsColorVariants` finds the
    /// appearance — the nearest `overrideTraitCollection` up the superviews, else the window's, else a
    /// measurement's collection view's — without building one; `nil` for the defaults. Only the
    /// appearance (`overrideUserInterfaceStyle`) differs from `traitCollection`'s, so it serves the
    /// other traits.
    /// - Complexity: O(depth in the hierarchy).
    private final var governingTraits: TraitCollection? {
        var view = self
        while true {
            if view.overridesAppearance {
                if view.overridesSingleTraits { return view.traitCollection }
                if let traits = view.overrideTraitCollection { return traits }
            }
            guard let superview = view.superview else { break }
            view = superview
        }
        if view is Window { return view.traitCollection }
        return MeasurementContext.traitCollection
    }

    /// Whether the layout margins take the superview's margins into account where this view is closer
    /// to its edges than they are (default `false`).
    open var preservesSuperviewLayoutMargins: Bool {
        get { appearance.preservesSuperviewLayoutMargins }
        set {
            guard newValue != appearance.preservesSuperviewLayoutMargins else { return }
            appearance.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Called when the traits change. The default marks the view as needing layout and to be drawn
    /// again (dynamic colours resolve by traits), builds its constraints again (leading and trailing
    /// follow the layout direction), tells its view controller, runs the trait change registrations
    /// (the view's, then its controller's) whose traits changed, and tells the subviews; an override
    /// calls `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        setNeedsLayout()
        needsRenderUpdate = true
        if autoLayoutState != nil { constraintsDidChange() }
        if let owningViewController {
            owningViewController.traitCollectionDidChange(previousTraitCollection)
            owningViewController.setNeedsUpdateContentUnavailableConfiguration()
        }
        fireTraitChangeRegistrations(previous: previousTraitCollection)
        for subview in subviews where subview.overrideTraitCollection == nil {
            // A subview that overrides traits had them before too.
            let previous = subview.overridesAppearance ? previousTraitCollection.map(subview.traits(inheriting:)) : previousTraitCollection
            subview.traitCollectionDidChange(previous)
        }
    }

    /// The layout direction the view's content uses: the traits' direction, unless
    /// `semanticContentAttribute` forces one.
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitLayoutDirection)
    }

    /// The traits' `layoutDirection`, from `governingTraits` without building a trait collection: Auto
    /// Layout reads it for every leading and trailing anchor of every constraint it turns into an
    /// equation.
    /// - Complexity: O(depth in the hierarchy).
    package final var traitLayoutDirection: UserInterfaceLayoutDirection {
        (governingTraits ?? TraitCollection()).layoutDirection
    }

    /// The layout direction for content with `attribute` in an environment laid out in `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo layoutDirection: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: layoutDirection)
    }

    /// The layout direction for content with `attribute` in a left-to-right environment.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: .leftToRight)
    }

    private func layoutDirectionDidChange() {
        traitCollectionDidChange(traitCollection)
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews (removing it from its previous superview).
    ///
    /// Adding a view to itself or to one of its own descendants is ignored (UIKit raises).
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    ///
    /// Inserting a view into itself or into one of its own descendants is ignored (UIKit raises).
    open func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return }
        let oldWindow = view.window, newWindow = window
        let changesSuperview = view.superview !== self
        if changesSuperview { view.willMove(toSuperview: self) }
        if newWindow !== oldWindow { view.windowWillChange(to: newWindow) }
        // The tint the view followed before the move, to tell it only when the move changes it.
        let oldTint = view.appearance.tintColor == nil ? view.tintColor : nil
        if changesSuperview { view.removeConstraintsHeldAbove() }
        view.detachFromSuperview(isMoving: !changesSuperview)
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        markSubtreeNeedsRenderUpdate()
        view.superview = self
        if view.needsLayout || view.subtreeNeedsLayout { noteSubtreeNeedsLayout() }
        if let state = view.autoLayoutState, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            noteSubtreeNeedsUpdateConstraints()
        }
        // The view's window is now this view's.
        if newWindow !== oldWindow { view.windowDidChange() }
        if changesSuperview { view.didMoveToSuperview() }
        if let oldTint, view.tintColor != oldTint { view.notifyTintChange(modeChanged: false) }
        view.hierarchyDidChange()
        didAddSubview(view)
        // A view controller's content-unavailable view stays above what is added later.
        if let owningViewController, owningViewController.contentUnavailableHost?.isCovered(in: self) == true { setNeedsLayout() }
    }

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed); UIKit's
    /// `willMove(toSuperview:)`. Not called when it only moves among its siblings. The default does
    /// nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview or was removed (`superview` tells which);
    /// UIKit's `didMoveToSuperview()`, after `didMoveToWindow()`. The default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view enters or leaves a window (`nil`: it leaves); UIKit's
    /// `willMove(toWindow:)`, called on its subviews too. The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after `subview` was added (UIKit's `didAddSubview(_:)`). The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` leaves this view (UIKit's `willRemoveSubview(_:)`). The default does
    /// nothing; stack views stop arranging it.
    open func willRemoveSubview(_ subview: View) {}

    /// A subview was hidden or shown. The default does nothing; stack views arrange again.
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        let oldWindow = window
        guard let oldSuperview = superview else { return }
        willMove(toSuperview: nil)
        if oldWindow != nil { windowWillChange(to: nil) }
        removeConstraintsHeldAbove()
        detachFromSuperview()
        if oldWindow != nil { windowDidChange() }
        didMoveToSuperview()
        oldSuperview.hierarchyDidChange()
        hierarchyDidChange()
    }

    /// Takes the view out of its superview's subviews; `isMoving` when it goes back into the same
    /// superview at another index (the superview is not told it leaves).
    private func detachFromSuperview(isMoving: Bool = false) {
        guard let superview else { return }
        if !isMoving { superview.willRemoveSubview(self) }
        if let index = Self.lastIndex(of: self, in: superview.subviews) { superview.subviews.remove(at: index) }
        superview.markSubtreeNeedsRenderUpdate()
        self.superview = nil
    }

    /// Marks this view and its superviews up to the first one marked already as holding a change for
    /// the renderer (the window's walk then visits them). Marked views' superviews are marked too.
    func markSubtreeNeedsRenderUpdate() {
        var cursor: View? = self
        while let view = cursor, !view.subtreeNeedsRenderUpdate {
            view.subtreeNeedsRenderUpdate = true
            cursor = view.superview
        }
    }

    /// Where `view` is in `views`, searched from the end — a loop, not `lastIndex(where:)`: a closure
    /// formed in main-actor code checks its executor on every call, and cells leave their
    /// collection view every frame while it scrolls.
    /// - Complexity: O(n).
    private static func lastIndex(of view: View, in views: [View]) -> Int? {
        var index = views.endIndex
        while index > views.startIndex {
            index -= 1
            if views[index] === view { return index }
        }
        return nil
    }

    /// The window the view is in (its topmost ancestor, when that is a `Window`).
    public var window: Window? {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current as? Window
    }

    /// Called when the view entered or left a window (`window` tells which). The default does nothing.
    open func didMoveToWindow() {}

    private func windowWillChange(to newWindow: Window?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.windowWillChange(to: newWindow) }
    }

    private func windowDidChange() {
        didMoveToWindow()
        owningViewController?.viewDidMoveToWindow()
        for subview in subviews { subview.windowDidChange() }
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout cycle

    /// Marks the view as needing `layoutSubviews()` at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
        superview?.noteSubtreeNeedsLayout()
    }

    /// A layer of its own in this view's layer tree needs layout: the view is laid out again without
    /// its own `layoutSubviews()`.
    final func noteLayerNeedsLayout() {
        noteSubtreeNeedsLayout()
    }

    /// Marks this view and its ancestors as holding a view that needs layout (up to the first that
    /// already knows).
    private func noteSubtreeNeedsLayout() {
        var current: View? = self
        while let view = current, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Runs `layoutSubviews()` now if the view needs layout, then does the same for its subviews.
    /// Views that asked for `updateConstraints()` get it first; a view laid out by constraints has its
    /// island solved first, so its frame is current.
    open func layoutIfNeeded() {
        if let state = autoLayoutState, state.subtreeNeedsUpdateConstraints || state.needsUpdateConstraints { updateConstraintsIfNeeded() }
        guard needsLayout || subtreeNeedsLayout else { return }
        if !translatesAutoresizingMaskIntoConstraints, superview != nil {
            let root = islandRoot
            if root.needsLayout { root.layoutIfNeeded() }
        }
        if needsLayout {
            needsLayout = false
            if let owningViewController {
                owningViewController.callViewIsAppearingIfDue()
                owningViewController.viewWillLayoutSubviews()
            }
            layoutSubviews()
            storedLayer?.layoutSublayers()
            if let owningViewController {
                owningViewController.layOutContentUnavailableView()
                owningViewController.viewDidLayoutSubviews()
            }
        }
        // Sublayers of the view's layer that asked for layout (`Layer.setNeedsLayout()`).
        if let storedLayer, !storedLayer.children.isEmpty { storedLayer.layOutOwnTreeIfNeeded() }
        // Cleared after this view's own layout (which may dirty its subviews) and before theirs
        // (a subview's layout that dirties another marks this view again).
        subtreeNeedsLayout = false
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out subviews: the default places the views this view's constraints lay out (its island,
    /// F33). Subclasses override it and call `super`.
    open func layoutSubviews() {
        layoutIsland()
    }

    /// The size that fits `size`. The default is the current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    // MARK: Appearance (F32)
    // Overridable members live in the class body (Swift cannot override members of extensions);
    // their state is in `appearance` and `layer`, their work in View+Appearance.swift.

    /// The background colour (default `nil`: transparent); dynamic colours follow the traits.
    open var backgroundColor: Color? {
        get { appearance.backgroundColor }
        set { setBackgroundColor(newValue) }
    }

    /// The tint: the view's own when set, else its superview's, else the system blue; desaturated
    /// when the effective `tintAdjustmentMode` is `.dimmed`. Setting `nil` inherits again.
    open var tintColor: Color! {
        get { inheritedTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// How the tint is adjusted (default `.automatic`: the superview's).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { appearance.tintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective tint changes (set here or above, or a new superview). The default
    /// asks for the view to be drawn again.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    /// Whether the view is fully opaque (default `true`); stored for source compatibility.
    open var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }

    /// How content is laid out when the bounds change (default `.scaleToFill`).
    open var contentMode: ContentMode {
        get { appearance.contentMode }
        set {
            guard newValue != appearance.contentMode else { return }
            appearance.contentMode = newValue
            setNeedsDisplay()
        }
    }

    /// Which margins and sizes follow the superview's size (default none): applied when the
    /// superview's size changes, to subviews their constraints do not lay out (springs and struts).
    open var autoresizingMask: AutoresizingMask {
        get { appearance.autoresizingMask }
        set { appearance.autoresizingMask = newValue }
    }

    /// Whether subviews follow their `autoresizingMask` when this view's size changes (default `true`).
    open var autoresizesSubviews: Bool {
        get { appearance.autoresizesSubviews }
        set { appearance.autoresizesSubviews = newValue }
    }

    // MARK: Auto Layout (F33)
    // State in `autoLayoutState`; work in View+AutoLayout.swift and the view's island.

    /// Whether the view class needs constraint-based layout (UIKit's hint; layout follows
    /// constraints whenever there are any).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The constraints installed on this view (activated with it as their items' closest common ancestor).
    open var constraints: [LayoutConstraint] { autoLayoutState?.installed ?? [] }

    /// Activates `constraint` on this view (UIKit's older API); items outside the view's subtree are
    /// reported and the constraint stays inactive.
    open func addConstraint(_ constraint: LayoutConstraint) { installChecked(constraint) }
    /// Activates each constraint on this view.
    open func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(installChecked) }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { uninstall(constraint) }
    }
    /// Deactivates each constraint installed on this view.
    open func removeConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// The guides added to the view (its system guides are not listed, as in UIKit).
    open var layoutGuides: [LayoutGuide] { autoLayoutState?.guides ?? [] }
    /// Adds `layoutGuide` to the view (moving it from another view).
    open func addLayoutGuide(_ layoutGuide: LayoutGuide) { addGuide(layoutGuide) }
    /// Removes `layoutGuide` from the view.
    open func removeLayoutGuide(_ layoutGuide: LayoutGuide) { removeGuide(layoutGuide) }

    /// The size the view's content needs (`noIntrinsicMetric` on an axis without one; the default).
    /// Content hugging resists growing past it, compression resistance shrinking below it.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// Tells the layout that `intrinsicContentSize` changed; the next layout pass uses the new size.
    open func invalidateIntrinsicContentSize() { constraintsDidChange(constantOnly: true, intrinsicSizeOnly: true) }

    /// Whether the view is a `LayoutSizeObserving` one that hears of size invalidations and
    /// constraint changes in its subtree (set by such views; checked before the cast, which costs more).
    package final var observesLayoutSize = false

    /// Whether the view's intrinsic height follows the width its constraints give it (a multi-line
    /// label without a preferred width). The default is `false`.
    var wrapsAtLayoutWidth: Bool { false }

    /// The intrinsic size when the constraints give the view `width`, for a view that
    /// `wrapsAtLayoutWidth`; `nil` for the others (the default).
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? { nil }

    /// A renderer answered a measurement this view asked for (the answer is in the window's cache);
    /// returns whether the window's participants must hear of it even when it is not the view's latest
    /// question. The default does nothing and returns `false`; labels invalidate their intrinsic size.
    func measurementDidArrive() -> Bool { false }

    /// How strongly the view resists growing past its intrinsic size on `axis` (default 250).
    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = autoLayoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }
    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        constraintsDidChange()
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = autoLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.horizontal = priority } else { autoLayout.compression.vertical = priority }
        constraintsDidChange()
    }

    /// Updates the view's constraints before layout after `setNeedsUpdateConstraints()`; override it
    /// to change constraints in one place, calling `super`.
    open func updateConstraints() {}
    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }
    /// Runs `updateConstraints()` on every view below (deepest first) and this one that asked for it.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsIfNeeded() }

    /// How far the first baseline is below the top (`nil`: the bottom edge, UIKit's default for views
    /// without text). Labels override it.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// How far the last baseline is above the bottom (`nil`: 0, the bottom edge).
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The size the view needs around `targetSize` with both axes at `fittingSizeLevel`: the smallest
    /// (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`) its constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view needs around `targetSize`, each axis held to the target at its priority
    /// (`.required` keeps it exactly, `.fittingSizeLevel` lets the content decide). A view whose
    /// subtree has constraints is solved with them — subviews whose frames come from outside follow
    /// it through their autoresizing masks; a view with content (`renderedContent`) is measured by the
    /// renderer (`TextMetrics` without one); other views answer `sizeThatFits(_:)` on the free axes.
    ///
    /// - Complexity: the first call builds the constraints into a solver; later ones with the same
    ///   constraints re-solve in place.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// The active constraints that involve the view's attributes on `axis`.
    ///
    /// - Complexity: O(constraints installed from the view up to its root).
    open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        activeConstraints(affecting: axis)
    }

    // MARK: Events

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates), or
    /// this view, or `nil` when the point is outside (`UIView.hitTest(_:with:)`).
    ///
    /// Differences from UIKit: transforms are ignored (views are hit by their untransformed frames).
    /// - Complexity: O(subviews along the path).
    open func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view's bounds.
    open func point(inside point: CGPoint, with event: PointerEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when `view` is `nil`).
    ///
    /// Both views must share a root; transforms are ignored.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var cursor: View = self
        while let parent = cursor.superview {
            result.x += cursor.frame.minX - cursor.bounds.minX
            result.y += cursor.frame.minY - cursor.bounds.minY
            cursor = parent
        }
        return result
    }

    /// Whether the view takes the keyboard focus when clicked or tapped. The default is `false`.
    open override var canBecomeFirstResponder: Bool { false }

    /// The next responder: the view controller whose root view this is, else the superview (a window
    /// answers its scene).
    open override var next: Responder? { owningViewController ?? superview }

    /// Whether the window's keys go to this view.
    open override var isFirstResponder: Bool { window?.firstResponder === self }

    /// Takes the window's keys when the view can (`canBecomeFirstResponder`) and is in a window;
    /// returns whether it did.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives the window's keys up when the view has them and `canResignFirstResponder`; returns whether
    /// the view no longer has them.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder, let window else { return false }
        return window.makeFirstResponder(nil)
    }

    /// Gives the window's keys up; with `force`, without asking anyone whether it may (a text
    /// field's delegate). Returns whether the view no longer has them.
    func resignFirstResponder(force: Bool) -> Bool {
        guard force else { return resignFirstResponder() }
        guard isFirstResponder, let window else { return true }
        return window.makeFirstResponder(nil)
    }

    /// Makes the view, or the view inside it that has the keys (a text field being edited), give
    /// them up (`UIView.endEditing(_:)`); with `force`, a text field's delegate is not asked whether
    /// editing may end. Returns whether no view inside has the keys afterwards — `true` when none had.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder, responder === self || responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder(force: force)
    }

    /// Whether the keyboard can focus the view (`canBecomeFocused`). The default is `false`;
    /// collection and table view cells answer from their collection view.
    ///
    /// Differences from UIKit: only cells take part in focus here; other views reach the keyboard
    /// through `canBecomeFirstResponder`.
    open var canBecomeFocused: Bool { false }

    /// Handles a key press; returns `false` to pass it to the superview. The default passes it on.
    open func keyDown(_ event: KeyEvent) -> Bool { false }

    // MARK: Accessibility (F40)

    /// What the app set of the view's accessibility; `nil` until something is set.
    var accessibilityAttributes: AccessibilityAttributes?
    private var settableAccessibility: AccessibilityAttributes {
        if let attributes = accessibilityAttributes { return attributes }
        let attributes = AccessibilityAttributes()
        accessibilityAttributes = attributes
        return attributes
    }

    /// Whether assistive technologies treat the view as one element. Defaults as UIKit's: labels,
    /// buttons, switches, text fields and list cells are elements; plain views and image views are not.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? defaultIsAccessibilityElement }
        set { settableAccessibility.isElement = newValue; needsRenderUpdate = true }
    }
    /// What the element is called: a label's text, a button's title, a list cell's texts unless set
    /// (`nil` restores the view's own).
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label ?? defaultAccessibilityLabel }
        set { settableAccessibility.label = newValue; needsRenderUpdate = true }
    }
    /// The element's current value: a switch's "1" or "0", a text field's text, unless set.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value ?? defaultAccessibilityValue }
        set { settableAccessibility.value = newValue; needsRenderUpdate = true }
    }
    /// What activating the element does, when its label does not say.
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint }
        set { settableAccessibility.hint = newValue; needsRenderUpdate = true }
    }
    /// What the element is and its state: `.staticText` for a label, `.button` for a button,
    /// `.image` for an image view, `.selected` for a selected cell, `.notEnabled` for a disabled
    /// control, unless set.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityAttributes?.traits ?? defaultAccessibilityTraits }
        set { settableAccessibility.traits = newValue; needsRenderUpdate = true }
    }
    /// A name for tests and automation, never read to the user (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { settableAccessibility.identifier = newValue; needsRenderUpdate = true }
    }
    /// The elements inside this container, in reading order (views or other objects), when the
    /// subviews' order is not it.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes?.elements }
        set { settableAccessibility.elements = newValue; needsRenderUpdate = true }
    }
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { settableAccessibility.elementsHidden = newValue; needsRenderUpdate = true }
    }
    /// Whether assistive technologies ignore the view's siblings while it is shown (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? false }
        set { settableAccessibility.viewIsModal = newValue }
    }
    /// Whether the subviews are read as a group before anything after them.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes?.groupsChildren ?? false }
        set { settableAccessibility.groupsChildren = newValue }
    }
    /// Actions offered besides activation: a list cell's swipe actions and outline disclosure unless
    /// set (`nil` restores them); the page offers them as buttons inside the element.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityAttributes?.customActions }
        set { settableAccessibility.customActions = newValue; needsRenderUpdate = true }
    }
    /// The element's frame in the window's coordinates: the view's bounds there unless set (UIKit's
    /// is in screen coordinates; the window is the screen here).
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes?.frame ?? convert(bounds, to: nil) }
        set {
            settableAccessibility.frame = CGRect(x: newValue.origin.x.sanitizedCoordinate, y: newValue.origin.y.sanitizedCoordinate,
                                                 width: newValue.size.width.sanitizedLength, height: newValue.size.height.sanitizedLength)
        }
    }

    /// Activates the element as a double tap would; `false` when the view does not handle it itself
    /// (the default: an assistive technology then taps its centre).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value by one step (the default does nothing).
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value by one step (the default does nothing).
    open func accessibilityDecrement() {}
    /// Scrolls the content by a page in `direction`; `false` when the view does not scroll (the default).
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    /// What the app set, for subclasses in other modules that compute their own default
    /// (they override the open property, which the package defaults below cannot be from there).
    package var explicitIsAccessibilityElement: Bool? { accessibilityAttributes?.isElement }
    package var explicitAccessibilityLabel: String? { accessibilityAttributes?.label }
    package var explicitAccessibilityTraits: AccessibilityTraits? { accessibilityAttributes?.traits }
    package var explicitAccessibilityCustomActions: [AccessibilityCustomAction]? { accessibilityAttributes?.customActions }

    /// The views' defaults, overridden by the views of this module that have one (UIKit computes
    /// them the same way).
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { .none }

    // MARK: Content

    /// What the view shows inside its frame, for renderers. The default is `nil` (an empty box);
    /// cells return their content configuration's.
    ///
    /// The window reads it when the view changed: a subclass that overrides it (or `renderedBackground`,
    /// `renderZIndex`) calls `setNeedsDisplay()` when its answer changes, as a UIKit view that draws
    /// itself does.
    open var renderedContent: RenderedContent? { nil }

    /// Tells the window that what this view shows changed, so the next frame sends it to the renderer
    /// (`UIView.setNeedsDisplay()`). Geometry, alpha, hiding and configurations mark this themselves.
    open func setNeedsDisplay() {
        needsRenderUpdate = true
    }

    /// The class of the view's layer (default `Layer`, UIKit's `CALayer`): override it to return
    /// `GradientLayer.self` for a view that is a gradient. A class that is not a layer class is
    /// reported and a plain layer used.
    open class var layerClass: AnyClass { Layer.self }

    /// The view's class name, as renderers receive it (computed once).
    package private(set) lazy var renderKind: String = String(describing: type(of: self))

    /// The view's background, for renderers. The default is `nil`.
    open var renderedBackground: BackgroundConfiguration? { nil }

    /// The z order renderers use among siblings. The default is 0; reusable views use their layout
    /// attributes' `zIndex`.
    open var renderZIndex: Int { 0 }

    // MARK: Animation

    /// Whether changes animate; `false` inside `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { !AnimationSuppression.isActive }

    /// Runs `actionsWithoutAnimation` with animations disabled (F9).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () throws -> Void) rethrows {
        try AnimationSuppression.$isActive.withValue(true) {
            try actionsWithoutAnimation()
        }
    }
}

extension View {
    // MARK: Rendering

    /// What renderers draw for this view: geometry and appearance — with its layer's animations'
    /// values while they run.
    package var renderedProperties: RenderedProperties {
        let properties = RenderedProperties(frame: CGRect(x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
                                         width: storedBounds.width, height: storedBounds.height),
                           boundsOrigin: storedBounds.origin, transform: storedTransform3D, alpha: storedAlpha,
                           isHidden: storedIsHidden, zIndex: renderZIndex + layerZIndex, clipsToBounds: clipsToBounds,
                           appearance: renderedAppearance)
        guard let storedLayer, !storedLayer.addedAnimations.isEmpty, let time = window?.clock.now else { return properties }
        return storedLayer.presenting(properties, at: time)
    }

    /// Records the view's look before its first change inside `View.animate(…)`, and marks the view
    /// for the renderer: for its geometry alone when what it draws cannot depend on the change (a
    /// move, a transform, an opacity — not a new size, which a view that draws itself draws for).
    private func noteAnimatableChange(drawingMayChange: Bool = true) {
        if drawingMayChange { needsRenderUpdate = true } else { needsGeometryRenderUpdate = true }
        AnimationTransaction.current?.capture(self)
    }
}

/// The task-local switch behind `View.performWithoutAnimation(_:)` (no mutable global state).
enum AnimationSuppression {
    @TaskLocal static var isActive = false
}
