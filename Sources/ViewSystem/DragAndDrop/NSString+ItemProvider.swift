import Foundation

/// Plain text in a drag, as UIKit code writes it (`NSItemProvider(object: text as NSString)`): the
/// same identifiers and data as `String`.
extension NSString: ItemProviderWriting, ItemProviderReading {
    /// `public.utf8-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }
    /// The plain-text identifiers.
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    /// The UTF-8 bytes of the string.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        (self as String).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }

    /// The string the data holds; throws as `String` does.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(string: try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier))
    }
}
