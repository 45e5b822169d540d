/// A snapshot operation that was rejected; the snapshot is unchanged (F31, B2).
///
/// UIKit raises an exception for these; here the operation is rejected as a whole and reported.
/// The duplicate-identifier messages are Apple's own wording (without the "Fatal:").
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Item identifiers repeat, in the call or with the snapshot.
        case duplicateItemIdentifiers
        /// Section identifiers repeat, in the call or with the snapshot.
        case duplicateSectionIdentifiers
        /// The operation names an item identifier the snapshot does not have.
        case unknownItemIdentifier
        /// The operation names a section identifier the snapshot does not have.
        case unknownSectionIdentifier
        /// Items were appended to a snapshot without sections.
        case noSections
    }

    /// What was wrong.
    public var kind: Kind
    /// The operation that was rejected (`appendItems(_:toSection:)` …).
    public var operation: String
    /// The message, in Apple's words where Apple has them.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, operation: String, message: String) {
        self.kind = kind
        self.operation = operation
        self.message = message
    }

    public var description: String { "\(operation): \(message)" }

    /// `{(a, b)}`, the way Foundation prints the set of identifiers in Apple's messages (sorted here).
    @usableFromInline static func list<T>(_ identifiers: some Sequence<T>) -> String {
        "{(" + identifiers.map { String(describing: $0) }.sorted().joined(separator: ", ") + ")}"
    }

    @usableFromInline static func duplicateItems<T>(_ identifiers: some Sequence<T>, operation: String) -> SnapshotError {
        SnapshotError(kind: .duplicateItemIdentifiers, operation: operation,
                      message: "supplied item identifiers are not unique. Duplicate identifiers: \(list(identifiers))")
    }

    @usableFromInline static func duplicateSections<T>(_ identifiers: some Sequence<T>, operation: String) -> SnapshotError {
        SnapshotError(kind: .duplicateSectionIdentifiers, operation: operation,
                      message: "supplied section identifiers are not unique. Duplicate identifiers: \(list(identifiers))")
    }

    @usableFromInline static func unknownItems<T>(_ identifiers: some Sequence<T>, operation: String) -> SnapshotError {
        SnapshotError(kind: .unknownItemIdentifier, operation: operation,
                      message: "item identifiers are not in the snapshot: \(list(identifiers))")
    }

    @usableFromInline static func unknownSections<T>(_ identifiers: some Sequence<T>, operation: String) -> SnapshotError {
        SnapshotError(kind: .unknownSectionIdentifier, operation: operation,
                      message: "section identifiers are not in the snapshot: \(list(identifiers))")
    }

    @usableFromInline static func noSections(operation: String) -> SnapshotError {
        SnapshotError(kind: .noSections, operation: operation,
                      message: "There are currently no sections in the data source. Please add a section first.")
    }
}
