import Foundation

/// A distance to move something by, horizontally and vertically (`UIOffset`): positive values move
/// right and down.
///
/// Bars use it to nudge a title or a button's background (`NavigationBarAppearance.titlePositionAdjustment`).
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal distance (positive: right).
    public var horizontal: CGFloat
    /// The vertical distance (positive: down).
    public var vertical: CGFloat

    /// No offset.
    public static let zero = Offset()

    /// No offset (`UIOffset()`).
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `{horizontal, vertical}`, as `NSStringFromUIOffset` writes it.
    public var description: String { "{\(horizontal), \(vertical)}" }
}
