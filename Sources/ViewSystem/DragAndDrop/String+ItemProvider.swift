import Foundation

/// Plain text in a drag: `String` writes and reads `public.utf8-plain-text`, and reads the other
/// plain-text identifiers.
extension String: ItemProviderWriting, ItemProviderReading {
    /// `public.utf8-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// The plain-text identifiers.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.utf16-plain-text", "public.utf16-external-plain-text"]
    }

    /// The UTF-8 bytes of the string.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }

    /// The string the data holds (UTF-16 for the UTF-16 identifiers, UTF-8 otherwise); throws
    /// `unexpectedValueClassError` when the bytes are not text in that encoding.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        let encoding: String.Encoding = typeIdentifier.hasPrefix("public.utf16") ? .utf16 : .utf8
        guard let string = String(data: data, encoding: encoding) else {
            throw NSError(domain: ItemProvider.errorDomain, code: ItemProvider.ErrorCode.unexpectedValueClassError.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "The data of type \(typeIdentifier) is not text"])
        }
        return string
    }
}
