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
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    /// Hashes the index path's numbers directly (`IndexPath`'s own hashing is several times slower, and
    /// every frame hashes every visible element).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(category.rawValue)
        hasher.combine(kind)
        hasher.combine(indexPath.count)
        for index in indexPath { hasher.combine(index) }
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
