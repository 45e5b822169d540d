import Foundation

/// Edge insets that take the user interface layout direction into account.
///
/// UIKit's `NSDirectionalEdgeInsets`: `leading` is the left edge in a left-to-right layout and the
/// right edge in a right-to-left layout. `UIKitNames` adds the `NSDirectionalEdgeInsets` spelling.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the leading edge.
    public var leading: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given distance for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// The UIKit string form, `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(top.compactDescription), \(leading.compactDescription), \(bottom.compactDescription), \(trailing.compactDescription)}"
    }
}

extension DirectionalEdgeInsets {
    /// The absolute (left/right) insets for the given layout direction.
    public func edgeInsets(for layoutDirection: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch layoutDirection {
        case .leftToRight:
            EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft:
            EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    /// Adds two insets edge by edge.
    public static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                              bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}
