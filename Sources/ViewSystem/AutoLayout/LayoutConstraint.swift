import CollectionGeometry
import Foundation

/// A relation between two layout attributes, `first = multiplier · second + constant` (or ≤, ≥), that
/// the layout engine keeps true — UIKit's `NSLayoutConstraint` (F33).
///
/// Make constraints with anchors (`label.leadingAnchor.constraint(equalTo: …)`), with
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` or the visual format
/// language, then activate them. `constant` and (non-required) `priority` may change while active: the
/// engine re-solves at the next layout pass.
///
/// Differences from UIKit: problems UIKit raises for (mixing leading/trailing with left/right, items in
/// different view hierarchies, changing a priority between required and not while active, NaN
/// values) are reported through the root view's `layoutDiagnosticHandler`, and the constraint is
/// ignored or the value kept.
@MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// A layout attribute (`NSLayoutConstraint.Attribute`), with UIKit's raw values.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// The axis the attribute belongs to (`nil` for `notAnAttribute`).
        public var axis: Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins: .horizontal
            default: .vertical
            }
        }

        /// Whether the attribute is a size rather than a position.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether it is a leading or trailing attribute (which may not meet left or right ones).
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }
        /// Whether it is a left or right attribute.
        var isAbsoluteHorizontal: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }
    }

    /// How the two sides compare (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// An axis (`NSLayoutConstraint.Axis`).
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language (`NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }

    /// The first item: a view or a layout guide (`nil` only for the offset dimensions of
    /// `anchorWithOffset(to:)`).
    public var firstItem: AnyObject? { first.item.map { $0 as AnyObject } }
    /// The first item's attribute.
    public var firstAttribute: Attribute { first.attribute }
    /// The second item, if any.
    public var secondItem: AnyObject? { second?.item.map { $0 as AnyObject } }
    /// The second item's attribute (`notAnAttribute` without one).
    public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// How the sides compare.
    public let relation: Relation
    /// The factor of the second item's attribute.
    public let multiplier: CGFloat
    /// The first side's anchor.
    public var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(first) }
    /// The second side's anchor, if any.
    public var secondAnchor: LayoutAnchor<AnyObject>? { second.map { LayoutAnchor($0) } }

    /// The added constant. Changing it re-solves at the next layout pass. NaN and infinities are
    /// reported and ignored.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue || constant.isNaN else { return }
            if !constant.isFinite {
                report("the constant \(constant) of \(self) is NaN or infinite; it was ignored")
                constant = oldValue
                return
            }
            engineState.changedConstant = true
            noteChange()
        }
    }

    /// How strongly it holds (default `.required`). While active, it may not change between required
    /// and not (UIKit raises; here it is reported and kept).
    open var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            noteStructuralChange()
        }
    }

    /// A name to find the constraint by in diagnostics.
    open var identifier: String?

    /// Whether the constraint is active. Activating installs it on the closest common ancestor of its
    /// items; items without one are reported and the constraint stays inactive.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// Whether the constraint is kept in archives (no archives here; stored for source compatibility).
    open var shouldBeArchived = false

    /// The sides, as the engine reads them.
    package let first: AnchorSide
    package let second: AnchorSide?
    /// The view the constraint is installed on, while active.
    weak var installedView: View?
    /// What the engine remembers about the constraint.
    var engineState = EngineState()
    /// Set when the constraint cannot be used (mixing attribute kinds); activating it does nothing.
    let invalidReason: String?

    struct EngineState {
        /// The constant changed since the engine last read it.
        var changedConstant = false
        /// The constant changed more than once: the engine keeps it updatable in place.
        var isVolatile = false
    }

    init(first: AnchorSide, relation: Relation, second: AnchorSide?, multiplier: CGFloat, constant: CGFloat, invalidReason: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.invalidReason = invalidReason ?? Self.check(first: first, second: second, multiplier: multiplier, constant: constant)
    }

    /// A constraint `view1.attr1 relation multiplier · view2.attr2 + c` (UIKit's designated form).
    /// `view1` and `view2` are views or layout guides; a bad combination is reported when activated.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = (view1 as AnyObject as? any LayoutItem).map { AnchorSide(item: $0, attribute: attr1) }
        let second = (view2 as AnyObject? as? any LayoutItem).map { AnchorSide(item: $0, attribute: attr2) }
        var reason: String?
        if first == nil { reason = "the first item of a constraint must be a view or a layout guide" }
        if view2 != nil, second == nil { reason = "the second item of a constraint must be a view or a layout guide" }
        if second == nil, attr2 != .notAnAttribute, reason == nil, view2 == nil {
            reason = "a constraint with attribute \(attr2) needs a second item"
        }
        self.init(first: first ?? AnchorSide(item: nil, attribute: attr1), relation: relation,
                  second: attr2 == .notAnAttribute ? nil : second, multiplier: multiplier, constant: c, invalidReason: reason)
    }

    private static func check(first: AnchorSide, second: AnchorSide?, multiplier: CGFloat, constant: CGFloat) -> String? {
        if first.attribute == .notAnAttribute { return "the first attribute of a constraint cannot be notAnAttribute" }
        guard let second else {
            return first.attribute.isDimension || first.isOffsetDimension ? nil
                : "a constraint cannot make the location attribute \(first.attribute) equal to a constant"
        }
        if first.attribute.axis != second.attribute.axis, !(first.attribute.isDimension && second.attribute.isDimension) {
            return "a constraint cannot be made between attributes of different axes (\(first.attribute) and \(second.attribute))"
        }
        if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal) || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        if first.attribute.isDimension != second.attribute.isDimension, !first.isOffsetDimension, !second.isOffsetDimension {
            return "A constraint cannot be made between a size attribute (\(first.attribute.isDimension ? first.attribute : second.attribute)) and a location attribute"
        }
        return nil
    }

    // MARK: Activating

    /// Activates every constraint (installs it on its items' closest common ancestor).
    public class func activate(_ constraints: [LayoutConstraint]) {
        // Install them all, then tell each view that received some once.
        var receivers: [View] = []
        for constraint in constraints where constraint.installedView == nil {
            if let reason = constraint.invalidReason {
                constraint.report(reason)
                continue
            }
            guard let ancestor = constraint.commonAncestor() else {
                constraint.report("Unable to activate constraint with anchors \(constraint.first) and \(constraint.second.map { "\($0)" } ?? "nothing") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                continue
            }
            ancestor.install(constraint, notifying: false)
            if !receivers.contains(where: { $0 === ancestor }) { receivers.append(ancestor) }
        }
        for view in receivers { view.constraintsDidChange() }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            constraint.installedView?.uninstall(constraint)
        }
    }

    /// Whether an item of the constraint is `view` or a view below it (a guide counts as its owning
    /// view; an offset dimension by both its anchors).
    func refers(toSubtreeOf view: View) -> Bool {
        func refers(_ side: AnchorSide) -> Bool {
            if let offset = side.offset { return refers(offset.from) || refers(offset.to) }
            return side.item?.owningView?.isDescendant(of: view) ?? false
        }
        return refers(first) || second.map(refers) ?? false
    }

    /// The closest view that contains every item (a guide counts as its owning view).
    func commonAncestor() -> View? {
        guard let firstItem = first.item, let a = firstItem.owningView else { return nil }
        guard let second else { return a }
        guard let secondItem = second.item else { return a }
        guard let b = secondItem.owningView else { return nil }
        // The usual cases first: the same view, siblings, a view and its superview.
        if a === b { return a }
        if let parent = a.superview, parent === b.superview || parent === b { return parent }
        if b.superview === a { return a }
        var found: View? = a
        while let current = found, !b.isDescendant(of: current) { found = current.superview }
        return found
    }

    // MARK: Reporting

    func noteChange() {
        installedView?.constraintsDidChange(constantOnly: true)
    }

    func noteStructuralChange() {
        installedView?.constraintsDidChange()
    }

    package func report(_ message: String) {
        let view = installedView ?? first.item?.owningView ?? second?.item?.owningView
        LayoutDiagnostic.report(message, constraints: [self], from: view)
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint UILabel.leading == UIView.leadingMargin + 8 (priority 999)>`.
    public var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(first)"
        text += relation == .equal ? " == " : (relation == .lessThanOrEqual ? " <= " : " >= ")
        if let second {
            if multiplier != 1 { text += "\(multiplier.compactDescription)*" }
            text += "\(second)"
            if constant != 0 { text += constant > 0 ? " + \(constant.compactDescription)" : " - \((-constant).compactDescription)" }
        } else {
            text += constant.compactDescription
        }
        if priority != .required { text += " (priority \(priority.rawValue.formatted()))" }
        return text + ">"
    }
}

private extension Float {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
