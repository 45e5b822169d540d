import Foundation

/// Every rule a batch update broke, each with UIKit's message (F9, B2).
///
/// Where UIKit raises an `NSInternalInconsistencyException` and the app dies, the collection view
/// reports these and recovers with `reloadData()`. `messages` read exactly as UIKit's, so they can
/// be searched for; index paths print as `(section - item)`.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One broken rule.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// Which rule.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// The number of sections does not add up.
            case invalidNumberOfSections
            /// The number of items in a surviving section does not add up.
            case invalidNumberOfItems
            /// An index path does not have exactly two elements.
            case invalidIndexPath
            /// A section index is outside the before or after sections.
            case sectionOutOfRange
            /// An item index is outside its section before or after the update.
            case itemOutOfRange
            /// The same element is deleted (or reloaded) and moved away.
            case deleteAndMove
            /// The same element is inserted and moved to.
            case insertAndMove
            /// The same element is deleted and reloaded (or reloaded and moved away).
            case deleteAndReload
            /// The same item is reloaded and reconfigured.
            case reloadAndReconfigure
            /// One element is moved to two destinations.
            case moveToSeveralDestinations
            /// Two elements are moved to the same destination.
            case moveFromSeveralSources
            /// An item change names a section that is itself being moved.
            case itemUpdateInMovedSection
        }

        /// Which rule was broken.
        public var kind: Kind
        /// The index paths involved (one-element paths for sections).
        public var indexPaths: [IndexPath]
        /// UIKit's message.
        public var message: String

        /// Creates a violation.
        public init(kind: Kind, indexPaths: [IndexPath], message: String) {
            self.kind = kind
            self.indexPaths = indexPaths
            self.message = message
        }

        public var description: String { message }
    }

    /// Every violation, in a stable order (counts first, then index paths, then conflicts).
    public var violations: [Violation]

    /// Creates an error from its violations.
    public init(violations: [Violation]) {
        self.violations = violations
    }

    /// The messages of every violation.
    public var messages: [String] { violations.map(\.message) }

    /// Every message, one per line.
    public var description: String { messages.joined(separator: "\n") }
}
