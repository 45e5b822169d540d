/// A set of absolute rectangle edges.
///
/// UIKit's `UIRectEdge`, with the same raw values. `UIKitNames` adds the `UIRectEdge` spelling.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The directional edges these absolute edges correspond to in the given layout direction.
    public func directional(for layoutDirection: UserInterfaceLayoutDirection) -> DirectionalRectEdge {
        var result: DirectionalRectEdge = []
        if contains(.top) { result.insert(.top) }
        if contains(.bottom) { result.insert(.bottom) }
        let leftIsLeading = layoutDirection == .leftToRight
        if contains(.left) { result.insert(leftIsLeading ? .leading : .trailing) }
        if contains(.right) { result.insert(leftIsLeading ? .trailing : .leading) }
        return result
    }
}
