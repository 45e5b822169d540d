import Foundation

/// A value an `ItemProvider` can make from data (`NSItemProviderReading`): the type identifiers it
/// reads and how it is made from their data.
///
/// Differs from UIKit: not limited to classes (`String` conforms as `NSString` does).
public protocol ItemProviderReading: SendableMetatype {
    /// The uniform type identifiers this value reads, the richest first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes a value from `data` of `typeIdentifier`; throws when the data does not make one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
