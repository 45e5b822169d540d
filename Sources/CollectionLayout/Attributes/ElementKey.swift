import Foundation

/// Identifies one element of a layout: category, kind (empty for cells) and index path. The engine
/// keys its views by it; the transition layout keys its interpolations by it.
package struct ElementKey: Hashable, Comparable, Sendable {
    package var category: CollectionElementCategory
    package var kind: String
    package var indexPath: IndexPath

    package init(category: CollectionElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    package init(_ attributes: CollectionViewLayoutAttributes) {
        (category, kind, indexPath) = attributes.identity
    }

    /// Hashes the index path's numbers directly (`IndexPath`'s own hashing is several times slower, and
    /// every frame hashes every visible element); a cell's empty kind is not hashed, and a two-index
    /// path is read without an iterator.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(category.rawValue)
        if !kind.isEmpty { hasher.combine(kind) }
        let count = indexPath.count
        hasher.combine(count)
        if count == 2 {
            hasher.combine(indexPath[0])
            hasher.combine(indexPath[1])
        } else {
            for index in indexPath { hasher.combine(index) }
        }
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
