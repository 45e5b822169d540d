/// The horizontal direction in which a user interface is laid out.
///
/// UIKit's `UIUserInterfaceLayoutDirection`, with the same raw values. `UIKitNames` adds the
/// `UIUserInterfaceLayoutDirection` spelling.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Content flows from left to right.
    case leftToRight = 0
    /// Content flows from right to left (Arabic, Hebrew, …).
    case rightToLeft = 1

    /// The other direction.
    public var opposite: UserInterfaceLayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}
