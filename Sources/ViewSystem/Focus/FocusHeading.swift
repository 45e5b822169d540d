/// The direction a focus update moves in (`UIFocusHeading`), as the keys that caused it say.
///
/// Raw values are UIKit's.
public struct FocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a heading from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up (the up arrow).
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Down (the down arrow).
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// Left (the left arrow).
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// Right (the right arrow).
    public static let right = FocusHeading(rawValue: 1 << 3)
    /// To the next item in order (Tab).
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// To the previous item in order (Shift-Tab).
    public static let previous = FocusHeading(rawValue: 1 << 5)
    /// To the first item (Home).
    public static let first = FocusHeading(rawValue: 1 << 8)
    /// To the last item (End).
    public static let last = FocusHeading(rawValue: 1 << 9)
}
