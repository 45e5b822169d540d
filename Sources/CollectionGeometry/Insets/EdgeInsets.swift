import Foundation

/// The inset distances for the sides of a rectangle, in absolute (left/right) terms.
///
/// UIKit's `UIEdgeInsets`. Positive values shrink a rectangle, negative values grow it.
/// `UIKitNames` adds the `UIEdgeInsets` spelling.
public struct EdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the left edge.
    public var left: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the right edge.
    public var right: CGFloat

    /// Creates insets with the given distance for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()
}

extension EdgeInsets: CustomStringConvertible {
    /// The UIKit string form, `{top, left, bottom, right}` (as `NSStringFromUIEdgeInsets`).
    public var description: String {
        "{\(top.compactDescription), \(left.compactDescription), \(bottom.compactDescription), \(right.compactDescription)}"
    }
}

extension EdgeInsets {
    /// The sum of the left and right insets.
    ///
    /// Not in UIKit; a convenience for the width an inset removes.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    ///
    /// Not in UIKit; a convenience for the height an inset removes.
    public var vertical: CGFloat { top + bottom }

    /// The same insets with `left` and `right` exchanged, as seen in a mirrored (right-to-left) layout.
    public var mirroredHorizontally: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }

    /// The directional form of these insets for the given layout direction.
    public func directional(for layoutDirection: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        switch layoutDirection {
        case .leftToRight:
            DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft:
            DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }

    /// Adds two insets edge by edge.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
