import CollectionGeometry
import Foundation

/// A view that lays out a row or a column of views with constraints (`UIStackView`, F34).
///
/// The stack view makes the constraints UIKit's makes — the same kinds, named with UIKit's
/// identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`, `UISV-alignment` …) — and
/// makes them again at the next `updateConstraints()` after anything that changes them: the arranged
/// views, their order or visibility, the axis, the distribution, the alignment, the spacings. It draws
/// nothing itself (its `backgroundColor` and `layer` still draw, as since iOS 14).
///
/// Differences from UIKit: with `.fill`, when several views share the lowest hugging priority the
/// solver decides which one stretches (UIKit picks by index) — give the one that should stretch a
/// lower hugging priority. `isBaselineRelativeArrangement` is not supported.
@MainActor
open class StackView: View {
    /// How the arranged views share the stack's length (`UIStackView.Distribution`).
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        /// The views fill the length; the one with the lowest hugging priority stretches, the one with
        /// the lowest compression resistance shrinks.
        case fill = 0
        /// The views fill the length with equal sizes.
        case fillEqually
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views keep their sizes; their centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// How the arranged views sit across the stack (`UIStackView.Alignment`).
    public enum Alignment: Int, Hashable, Sendable, CaseIterable {
        /// The views fill the stack's breadth.
        case fill = 0
        /// Against the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Centred.
        case center = 3
        /// Against the trailing edge (vertical) or the bottom (horizontal).
        case trailing
        /// A horizontal stack's views share their first baseline.
        case firstBaseline
        /// A horizontal stack's views share their last baseline.
        case lastBaseline

        /// `.leading`, as a horizontal stack names it.
        public static var top: Alignment { .leading }
        /// `.trailing`, as a horizontal stack names it.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing that means "use the default spacing" for `setCustomSpacing(_:after:)`
    /// (`UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing that means "the system spacing" (`UIStackView.spacingUseSystem`): 8 points here.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The views the stack lays out, in order; a subset of `subviews`.
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views are stacked along (default `.horizontal`).
    open var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views share the stack's length (default `.fill`).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How the views sit across the stack (default `.fill`).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The gap between adjacent views (default 0; negative values overlap them; NaN and infinities
    /// other than `spacingUseSystem` become 0).
    open var spacing: CGFloat = 0 {
        didSet {
            if spacing != Self.spacingUseSystem, !spacing.isFinite { spacing = 0 }
            if spacing != oldValue { arrangementDidChange() }
        }
    }
    /// Whether the views are laid out inside the layout margins instead of the bounds (default `false`).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangedConstraints: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    private var needsArrangement = false

    /// Creates a stack view arranging `views` (`UIStackView(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arranged views, and as a subview if it is not one.
    ///
    /// A view that is already arranged moves to the end. Adding the stack view to itself, or one of
    /// its ancestors, is reported and ignored (UIKit raises).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts `view` into the arranged views at `stackIndex` (clamped to the valid range), and as a
    /// subview if it is not one.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard !isDescendant(of: view) else {
            LayoutDiagnostic.report("A stack view cannot arrange itself or one of its ancestors: \(view.renderKind) was not arranged.",
                                    constraints: [], from: self)
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        let index = Swift.max(0, Swift.min(stackIndex, arrangedSubviews.count))
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit — remove it from its superview to take
    /// it away). A view the stack does not arrange is ignored.
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` returns to `spacing`). A view the
    /// stack does not arrange, or a NaN spacing, is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }), !spacing.isNaN else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    // MARK: Constraints

    /// Makes the arrangement's constraints again, then lets subclasses update theirs.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// The stack's constraints, for tests and debugging (UIKit shows them in the view debugger).
    var arrangementConstraints: [LayoutConstraint] {
        if needsArrangement { arrange() }
        return arrangedConstraints
    }

    private func arrange() {
        needsArrangement = false
        LayoutConstraint.deactivate(arrangedConstraints)
        arrangedConstraints.removeAll(keepingCapacity: true)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers.removeAll()
        var made: [LayoutConstraint] = []
        func make(_ item: Any, _ attribute: LayoutConstraint.Attribute,
                  _ other: Any?, _ otherAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                  priority: LayoutPriority = .required, _ identifier: String) {
            relate(item, attribute, .equal, other, otherAttribute, multiplier: multiplier, constant: constant, priority: priority, identifier)
        }
        func relate(_ item: Any, _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                    _ other: Any?, _ otherAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                    priority: LayoutPriority = .required, _ identifier: String) {
            let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                              attribute: otherAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }
        let canvas: Any = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide as Any : self
        let horizontal = axis == .horizontal
        let (start, end, length) = horizontal ? (LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.trailing, LayoutConstraint.Attribute.width)
                                              : (.top, .bottom, .height)
        let (crossStart, crossEnd, crossLength, crossCenter) = horizontal
            ? (LayoutConstraint.Attribute.top, LayoutConstraint.Attribute.bottom, LayoutConstraint.Attribute.height, LayoutConstraint.Attribute.centerY)
            : (.leading, .trailing, .width, .centerX)
        let shown = arrangedSubviews.filter { !$0.isHidden }

        // Hidden views leave the arrangement: no length, at the canvas's start.
        for view in arrangedSubviews where view.isHidden {
            make(view, length, nil, .notAnAttribute, "UISV-hiding")
            make(view, start, canvas, start, "UISV-hiding")
            make(view, crossStart, canvas, crossStart, "UISV-hiding")
            make(view, crossLength, canvas, crossLength, "UISV-hiding")
        }

        guard let first = shown.first, let last = shown.last else {
            // Nothing shown: the stack wants no length (UIKit's empty stack hugs to zero).
            make(canvas, length, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit")
            make(canvas, crossLength, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit")
            commit(made)
            return
        }

        // Along the axis: the ends meet the canvas, the views follow one another.
        make(first, start, canvas, start, "UISV-canvas-connection")
        make(last, end, canvas, end, "UISV-canvas-connection")
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let gap = resolvedSpacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, start, previous, end, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                relate(next, start, .greaterThanOrEqual, previous, end, constant: gap, "UISV-spacing")
                let spacer = LayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) = distribution == .equalSpacing ? (end, start) : (horizontal ? LayoutConstraint.Attribute.centerX : .centerY,
                                                                                  horizontal ? LayoutConstraint.Attribute.centerX : .centerY)
                make(spacer, start, previous, from, "UISV-distributing-edge")
                make(spacer, end, next, to, "UISV-distributing-edge")
                make(spacer, crossStart, canvas, crossStart, "UISV-distributing-edge")
                make(spacer, crossLength, nil, .notAnAttribute, "UISV-distributing-edge")
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in shown.dropFirst() { make(view, length, first, length, "UISV-fill-equally") }
        case .fillProportionally:
            // Each view's share of the length follows its intrinsic length (views without one share
            // what is left equally, as if their intrinsic length were the average).
            let intrinsic = shown.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value.isFinite && value > 0 ? value : 0
            }
            let known = intrinsic.filter { $0 > 0 }
            let fallback = known.isEmpty ? 1 : known.reduce(0, +) / CGFloat(known.count)
            let weights = intrinsic.map { $0 > 0 ? $0 : fallback }
            for index in shown.indices.dropFirst() {
                make(shown[index], length, shown[0], length, multiplier: weights[index] / weights[0], "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            for spacer in spacers.dropFirst() { make(spacer, length, spacers[0], length, "UISV-fill-equally") }
            // The views keep their sizes when the stack is longer than they need.
            for view in shown { make(view, length, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit") }
        }

        // Across the axis.
        for view in shown {
            switch alignment {
            case .fill:
                make(view, crossStart, canvas, crossStart, "UISV-alignment")
                make(view, crossEnd, canvas, crossEnd, "UISV-alignment")
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                relate(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
                relate(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
                // The stack is as thick as its thickest view: pulled to each just above the fitting
                // level (51, as UIKit's spanning fit), so a cell fitted to an estimate does not stretch it.
                relate(canvas, crossLength, .equal, view, crossLength, priority: LayoutPriority(51), "UISV-spanning-fit")
                switch alignment {
                case .leading: make(view, crossStart, canvas, crossStart, "UISV-alignment")
                case .trailing: make(view, crossEnd, canvas, crossEnd, "UISV-alignment")
                case .center: make(view, crossCenter, canvas, crossCenter, "UISV-alignment")
                case .firstBaseline where horizontal:
                    if view !== first { make(view, .firstBaseline, first, .firstBaseline, "UISV-alignment") }
                    else { make(view, crossStart, canvas, crossStart, priority: LayoutPriority(49), "UISV-alignment") }
                case .lastBaseline where horizontal:
                    if view !== first { make(view, .lastBaseline, first, .lastBaseline, "UISV-alignment") }
                    else { make(view, crossEnd, canvas, crossEnd, priority: LayoutPriority(49), "UISV-alignment") }
                case .firstBaseline, .lastBaseline:
                    // A vertical stack has no baselines across it: UIKit treats them as fill.
                    make(view, crossStart, canvas, crossStart, "UISV-alignment")
                    make(view, crossEnd, canvas, crossEnd, "UISV-alignment")
                case .fill: break
                }
            }
        }
        commit(made)
    }

    private func commit(_ constraints: [LayoutConstraint]) {
        arrangedConstraints = constraints
        LayoutConstraint.activate(constraints)
    }

    private func resolvedSpacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? 8 : value
    }
}
