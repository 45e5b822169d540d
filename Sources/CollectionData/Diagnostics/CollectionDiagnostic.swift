/// A problem found in input the library was given, reported instead of crashing.
///
/// Where UIKit raises an exception (and the app dies) OpenCollectionView keeps a consistent state
/// and reports one of these through the collection view's `diagnosticHandler`. `message` uses
/// UIKit's wording where UIKit has one, so it can be searched for.
public struct CollectionDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where a diagnostic comes from.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// A layout object (bad sizes, insets, spacings, frames).
        case layout
        /// A batch update that breaks UIKit's rules.
        case batchUpdate
        /// A diffable data source snapshot operation.
        case snapshot
        /// The data source (counts that changed silently, missing answers).
        case dataSource
        /// View registration and reuse (an unregistered identifier, a wrong class).
        case reuse
        /// Any other misuse of the API.
        case api
    }

    /// Where the problem was found.
    public var source: Source
    /// The human-readable description, in UIKit's words where UIKit has them.
    public var message: String
    /// What the library did to stay consistent (for example "reloaded the data"), if anything.
    public var recovery: String?

    /// Creates a diagnostic.
    public init(source: Source, message: String, recovery: String? = nil) {
        self.source = source
        self.message = message
        self.recovery = recovery
    }

    /// `[source] message (recovery)`.
    public var description: String {
        if let recovery { return "[\(source.rawValue)] \(message) (\(recovery))" }
        return "[\(source.rawValue)] \(message)"
    }
}
