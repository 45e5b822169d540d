/// A set of rectangle edges that follows the user interface layout direction.
///
/// UIKit's `NSDirectionalRectEdge`, with the same raw values. `UIKitNames` adds the
/// `NSDirectionalRectEdge` spelling.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right layouts, right in right-to-left layouts).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right layouts, left in right-to-left layouts).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The absolute edges these directional edges correspond to in the given layout direction.
    public func absolute(for layoutDirection: UserInterfaceLayoutDirection) -> RectEdge {
        var result: RectEdge = []
        if contains(.top) { result.insert(.top) }
        if contains(.bottom) { result.insert(.bottom) }
        let leadingIsLeft = layoutDirection == .leftToRight
        if contains(.leading) { result.insert(leadingIsLeft ? .left : .right) }
        if contains(.trailing) { result.insert(leadingIsLeft ? .right : .left) }
        return result
    }
}
