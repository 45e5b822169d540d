import Foundation

/// Which uniform type identifiers conform to which: the text family only (what `String` writes), and
/// every type to itself.
enum TypeIdentifierConformance {
    /// Each identifier's direct parents.
    private static let parents: [String: [String]] = [
        "public.utf8-plain-text": ["public.plain-text"],
        "public.utf16-plain-text": ["public.plain-text"],
        "public.utf16-external-plain-text": ["public.plain-text"],
        "public.plain-text": ["public.text"],
        "public.text": ["public.data", "public.content"],
        "public.url": ["public.data"],
    ]

    /// Whether `type` is `other` or descends from it.
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        return parents[type, default: []].contains { conforms($0, to: other) }
    }
}
