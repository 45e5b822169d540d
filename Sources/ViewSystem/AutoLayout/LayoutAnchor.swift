import CollectionGeometry
import Foundation

/// An attribute of a view or layout guide, to make constraints from (`NSLayoutAnchor`, F33).
///
/// Anchors are typed: x-axis anchors relate only to x-axis anchors, y-axis to y-axis, dimensions to
/// dimensions, so mixing them does not compile, as in UIKit. The constraints they make are inactive;
/// activate them.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    package let side: AnchorSide

    init(_ side: AnchorSide) {
        self.side = side
    }

    /// The item the anchor belongs to.
    public var item: AnyObject? { side.item as AnyObject? }

    public var description: String { "\(side)" }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(first: side, relation: relation, second: other.side, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.equal, anchor) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.greaterThanOrEqual, anchor) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.lessThanOrEqual, anchor) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard spacing between two views (UIKit's system spacing between siblings).
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, center x (`NSLayoutXAxisAnchor`).
@MainActor
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier · system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier · system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier · system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(AnchorSide(offset: OffsetDimension(from: side, to: otherAnchor.side), attribute: .width))
    }
}

/// A vertical position: top, bottom, center y, baselines (`NSLayoutYAxisAnchor`).
@MainActor
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier · system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier · system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier · system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(AnchorSide(offset: OffsetDimension(from: side, to: otherAnchor.side), attribute: .height))
    }
}

/// A size: width or height (`NSLayoutDimension`).
@MainActor
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
    private func constant(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
        LayoutConstraint(first: side, relation: relation, second: nil, multiplier: 1, constant: c)
    }
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { constant(.equal, c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { constant(.lessThanOrEqual, c) }
    /// `self == m · anchor`.
    open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint { make(.equal, anchor, multiplier: m) }
    /// `self >= m · anchor`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self <= m · anchor`.
    open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self == m · anchor + c`.
    open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m · anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m · anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
