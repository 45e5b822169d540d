/// A set of layout axes.
///
/// UIKit's `UIAxis`, with the same raw values. `UIKitNames` adds the `UIAxis` spelling; the
/// name differs here because `Axis` alone already names single axes in this package
/// (`LayoutConstraint.Axis`).
public struct AxisSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a set of axes from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = AxisSet(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = AxisSet(rawValue: 1 << 1)
    /// Both axes.
    public static let both: AxisSet = [.horizontal, .vertical]
}
