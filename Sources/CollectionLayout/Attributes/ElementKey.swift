import Foundation

/// Identifies one element of a layout: category, kind (empty for cells) and index path. The engine
/// keys its views by it; the transition layout keys its interpolations by it.
package struct ElementKey: Hashable, Comparable, Sendable {
    package let category: CollectionElementCategory
    package let kind: String
    package let indexPath: IndexPath
    /// The index path's length and first two indexes (−1 where it has fewer), read once: every frame
    /// hashes and compares the key of every visible element, and `IndexPath`'s accessors are calls.
    private let count: Int
    private let first: Int
    private let second: Int

    package init(category: CollectionElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        count = indexPath.count
        first = count > 0 ? indexPath[0] : -1
        second = count > 1 ? indexPath[1] : -1
    }

    package init(_ attributes: CollectionViewLayoutAttributes) {
        let identity = attributes.identity
        self.init(category: identity.category, kind: identity.kind, indexPath: identity.indexPath)
    }

    /// Hashes the index path's numbers directly (`IndexPath`'s own hashing is several times slower);
    /// a cell's empty kind is not hashed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(category.rawValue)
        if !kind.isEmpty { hasher.combine(kind) }
        hasher.combine(first)
        hasher.combine(second)
        if count > 2 {
            for index in indexPath.dropFirst(2) { hasher.combine(index) }
        }
    }

    /// Equal when category, kind and index path are: the stored indexes first, the index path itself
    /// only when it is longer than two.
    package static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second && lhs.count == rhs.count && lhs.category == rhs.category
            && lhs.kind == rhs.kind && (lhs.count <= 2 || lhs.indexPath == rhs.indexPath)
    }

    package static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: "", indexPath: indexPath)
    }

    package static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}
