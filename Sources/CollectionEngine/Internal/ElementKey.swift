import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Identifies one displayed element: category, kind (empty for cells) and index path.
struct ElementKey: Hashable, Comparable {
    var category: CollectionElementCategory
    var kind: String
    var indexPath: IndexPath

    init(category: CollectionElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: CollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    /// Hashes the index path's numbers directly (`IndexPath`'s own hashing is several times slower, and
    /// every frame hashes every visible element).
    func hash(into hasher: inout Hasher) {
        hasher.combine(category.rawValue)
        hasher.combine(kind)
        hasher.combine(indexPath.count)
        for index in indexPath { hasher.combine(index) }
    }

    static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: "", indexPath: indexPath)
    }

    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}
