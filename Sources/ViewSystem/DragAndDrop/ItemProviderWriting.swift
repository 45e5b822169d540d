import Foundation

/// A value an `ItemProvider` can hand over as data (`NSItemProviderWriting`): the type identifiers it
/// writes, in order of fidelity, and the data for each.
///
/// Differs from UIKit: not limited to classes (`String` conforms as `NSString` does), and there is no
/// per-identifier visibility or progress reporting.
public protocol ItemProviderWriting {
    /// The uniform type identifiers this value writes, the richest first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Produces the value's data for `typeIdentifier` and hands it to `completionHandler` (with an
    /// error when it cannot); returns a progress, or `nil`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}
