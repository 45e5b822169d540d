import CollectionGeometry
import Foundation

extension View {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState {
        if let autoLayoutState { return autoLayoutState }
        let state = AutoLayoutState()
        autoLayoutState = state
        return state
    }

    /// The width or height no intrinsic size has (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size that fits (`UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size that fits (`UIView.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Where layout problems (unsatisfiable constraints, bad values) go for this view and its
    /// subviews, when set; otherwise the closest ancestor's, else standard error (UIKit logs).
    ///
    /// Not in UIKit.
    public var layoutDiagnosticHandler: ((LayoutDiagnostic) -> Void)? {
        get { autoLayoutState?.diagnosticHandler }
        set { autoLayout.diagnosticHandler = newValue }
    }

    // MARK: Constraints

    /// `addConstraint(_:)`'s work.
    func installChecked(_ constraint: LayoutConstraint) {
        guard constraint.installedView == nil else { return }
        if let reason = constraint.invalidReason {
            constraint.report(reason)
            return
        }
        guard let ancestor = constraint.commonAncestor(), ancestor.isDescendant(of: self) else {
            LayoutDiagnostic.report("The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself).",
                                    constraints: [constraint], from: self)
            return
        }
        install(constraint)
    }

    /// Installs `constraint` on this view; `notifying: false` leaves `constraintsDidChange()` to the
    /// caller (activating many at once tells each view once).
    package func install(_ constraint: LayoutConstraint, notifying: Bool = true) {
        constraint.installedView = self
        autoLayout.installed.append(constraint)
        if notifying { constraintsDidChange() }
    }

    /// UIKit's rule when a view leaves its superview: the constraints its former ancestors hold that
    /// refer to it or to a view below it are removed (deactivated).
    ///
    /// - Complexity: O(ancestors + constraints they hold × depth).
    func removeConstraintsHeldAbove() {
        var ancestor = superview
        while let current = ancestor {
            if let state = current.autoLayoutState, !state.installed.isEmpty {
                for constraint in state.installed where constraint.refers(toSubtreeOf: self) { current.uninstall(constraint) }
            }
            ancestor = current.superview
        }
    }

    func uninstall(_ constraint: LayoutConstraint) {
        autoLayoutState?.installed.removeAll { $0 === constraint }
        constraint.installedView = nil
        constraintsDidChange()
    }

    // MARK: Anchors

    private func anchor<T: AnyObject>(_ attribute: LayoutConstraint.Attribute, _ make: (AnchorSide) -> T) -> T {
        autoLayout.anchors.anchor(attribute, of: self, make)
    }

    public var leadingAnchor: LayoutXAxisAnchor { anchor(.leading, LayoutXAxisAnchor.init) }
    public var trailingAnchor: LayoutXAxisAnchor { anchor(.trailing, LayoutXAxisAnchor.init) }
    public var leftAnchor: LayoutXAxisAnchor { anchor(.left, LayoutXAxisAnchor.init) }
    public var rightAnchor: LayoutXAxisAnchor { anchor(.right, LayoutXAxisAnchor.init) }
    public var centerXAnchor: LayoutXAxisAnchor { anchor(.centerX, LayoutXAxisAnchor.init) }
    public var topAnchor: LayoutYAxisAnchor { anchor(.top, LayoutYAxisAnchor.init) }
    public var bottomAnchor: LayoutYAxisAnchor { anchor(.bottom, LayoutYAxisAnchor.init) }
    public var centerYAnchor: LayoutYAxisAnchor { anchor(.centerY, LayoutYAxisAnchor.init) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { anchor(.firstBaseline, LayoutYAxisAnchor.init) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { anchor(.lastBaseline, LayoutYAxisAnchor.init) }
    public var widthAnchor: LayoutDimension { anchor(.width, LayoutDimension.init) }
    public var heightAnchor: LayoutDimension { anchor(.height, LayoutDimension.init) }

    // MARK: Guides

    func addGuide(_ layoutGuide: LayoutGuide) {
        guard layoutGuide.kind == .custom else { return }
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !autoLayout.guides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
        constraintsDidChange()
    }

    func removeGuide(_ layoutGuide: LayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        constraintsDidChange()
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayoutState?.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .layoutMargins, owningView: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayoutState?.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The layout margins, no wider than a readable line, centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = autoLayoutState?.readableGuide { return guide }
        let guide = LayoutGuide(kind: .readableContent, owningView: self)
        autoLayout.readableGuide = guide
        return guide
    }

    /// The scroll-view guide of `kind` (content or frame), made on first use.
    func scrollGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        let existing = kind == .scrollContent ? autoLayoutState?.scrollContentGuide : autoLayoutState?.scrollFrameGuide
        if let existing { return existing }
        let guide = LayoutGuide(kind: kind, owningView: self)
        if kind == .scrollContent { autoLayout.scrollContentGuide = guide } else { autoLayout.scrollFrameGuide = guide }
        return guide
    }

    func markNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        noteSubtreeNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Marks this view and its ancestors as holding a view that asked for `updateConstraints()` (up
    /// to the first that already knows): also when such a view joins a new superview.
    func noteSubtreeNeedsUpdateConstraints() {
        var current: View? = self
        while let view = current, !(view.autoLayoutState?.subtreeNeedsUpdateConstraints ?? false) {
            view.autoLayout.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    /// `updateConstraintsIfNeeded()`'s work: deepest first.
    func runUpdateConstraintsIfNeeded() {
        guard let state = autoLayoutState, state.subtreeNeedsUpdateConstraints || state.needsUpdateConstraints else { return }
        state.subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            // A view controller's root view asks its controller, whose default asks the view.
            if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    // MARK: Change tracking

    /// Something the constraints of this view's island depend on changed: the island is built (or,
    /// for `constantOnly`, refreshed) again at the next layout pass.
    func constraintsDidChange(constantOnly: Bool = false, intrinsicSizeOnly: Bool = false) {
        let root = islandRoot
        if let island = root.autoLayoutState?.island {
            if constantOnly { island.needsRefresh = true } else { island.needsBuild = true }
        } else if !constantOnly || root.autoLayoutState != nil {
            root.autoLayout.island = nil
            root.autoLayout.islandDirty = true
        }
        root.autoLayoutState?.fittingIsland = nil
        if let fitting = autoLayoutState?.fittingIsland, constantOnly { fitting.needsRefresh = true }
        root.setNeedsLayout()
        // A measurement of an ancestor that fits its content must see the change, and an ancestor
        // that sizes itself from its content (a collection view cell) hears of it.
        if observesLayoutSize { (self as? any LayoutSizeObserving)?.layoutSizeDidInvalidate(in: self, byConstraints: !intrinsicSizeOnly) }
        var current = superview
        while let ancestor = current {
            if let fitting = ancestor.autoLayoutState?.fittingIsland {
                if constantOnly { fitting.needsRefresh = true } else { ancestor.autoLayoutState?.fittingIsland = nil }
            }
            if ancestor.observesLayoutSize {
                (ancestor as? any LayoutSizeObserving)?.layoutSizeDidInvalidate(in: self, byConstraints: !intrinsicSizeOnly)
            }
            current = ancestor.superview
        }
    }

    /// The view moved in the hierarchy: the islands it leaves and joins are built again.
    func hierarchyDidChange() {
        guard autoLayoutState != nil || !translatesAutoresizingMaskIntoConstraints else { return }
        constraintsDidChange()
        superview?.constraintsDidChange()
    }

    /// The root of the island the view is in: itself when its frame comes from outside, else its
    /// closest such ancestor.
    var islandRoot: View {
        var current: View = self
        while !current.translatesAutoresizingMaskIntoConstraints, let parent = current.superview { current = parent }
        return current
    }

    // MARK: Layout

    /// Solves this view's island if it has one, and places the views its constraints lay out.
    package func layoutIsland() {
        guard let state = autoLayoutState, state.islandDirty || state.island != nil else { return }
        // A view laid out by an ancestor's island is not a root (it may have been one before it
        // was added, or before it stopped translating its mask).
        guard islandRoot === self else {
            state.island = nil
            state.islandDirty = false
            return
        }
        if state.island == nil {
            state.islandDirty = false
            let island = Island(root: self, fitting: nil)
            guard island.hasContent else { return }
            state.island = island
        }
        state.island?.layOut()
    }

    /// The frame the island's solution gives a custom layout guide.
    package func solvedFrame(of guide: LayoutGuide) -> CGRect? {
        islandRoot.autoLayoutState?.island?.frame(of: guide)
    }

    /// Whether the constraints leave the view's frame undetermined (several frames satisfy them
    /// equally well).
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints else { return false }
        let root = islandRoot
        root.layoutIsland()
        return root.autoLayoutState?.island?.isAmbiguous(self) ?? false
    }

    /// `constraintsAffectingLayout(for:)`'s work.
    func activeConstraints(affecting axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var current: View? = self
        while let view = current {
            for constraint in view.constraints where constraint.first.attribute.axis == axis
                && (constraint.first.view === self || constraint.second?.view === self) {
                result.append(constraint)
            }
            current = view.superview
        }
        return result
    }
}

extension View {
    // MARK: Fitting

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`'s work.
    package func fittingSize(_ targetSize: CGSize, horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority) -> CGSize {
        let target = CGSize(width: targetSize.width.isFinite ? Swift.max(0, targetSize.width) : 0,
                            height: targetSize.height.isFinite ? Swift.max(0, targetSize.height) : 0)
        if holdsConstraints {
            updateConstraintsIfNeeded()
            let fitting = Island.Fitting(target: target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
            if let island = autoLayoutState?.fittingIsland {
                if island.fitting != fitting {
                    island.fitting = fitting
                    island.needsRefresh = true
                }
                return island.fittedSize()
            }
            let island = Island(root: self, fitting: fitting)
            autoLayout.fittingIsland = island
            return island.fittedSize()
        }
        let fixesWidth = horizontalFittingPriority == .required, fixesHeight = verticalFittingPriority == .required
        if let content = renderedContent {
            return measureContent(content, fitting: target, fixesWidth: fixesWidth, fixesHeight: fixesHeight) ?? target
        }
        let intrinsic = intrinsicContentSize
        if intrinsic.width >= 0 || intrinsic.height >= 0 {
            return CGSize(width: fixesWidth || intrinsic.width < 0 ? target.width : intrinsic.width,
                          height: fixesHeight || intrinsic.height < 0 ? target.height : intrinsic.height)
        }
        let fits = sizeThatFits(target)
        return CGSize(width: fixesWidth ? target.width : fits.width, height: fixesHeight ? target.height : fits.height)
    }
}
