import Foundation

/// An attributed string no one can change, so a `Sendable` value can hold it.
///
/// Holds its own immutable copy: a caller's `NSMutableAttributedString` changed later does not
/// reach the copy.
struct FrozenAttributedString: Hashable, @unchecked Sendable {
    /// The copy.
    package let value: NSAttributedString

    /// Freezes a copy of `string`.
    init(_ string: NSAttributedString) {
        value = NSAttributedString(attributedString: string)
    }
}
