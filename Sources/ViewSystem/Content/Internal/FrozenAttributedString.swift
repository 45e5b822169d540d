import Foundation

/// An attributed string no one can change, so a `Sendable` value can hold it.
///
/// Holds its own immutable copy: a caller's `NSMutableAttributedString` changed later does not
/// reach the copy.
package struct FrozenAttributedString: Hashable, @unchecked Sendable {
    /// The copy.
    package let value: NSAttributedString

    /// Freezes a copy of `string`.
    package init(_ string: NSAttributedString) {
        value = NSAttributedString(attributedString: string)
    }
}
