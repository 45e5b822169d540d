import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// The identity and frame of one laid-out element, comparable across queries.
public struct ElementSignature: Hashable, Comparable, CustomStringConvertible, Sendable {
    public var category: CollectionElementCategory
    public var kind: String
    public var indexPath: IndexPath
    public var frame: CGRect

    public init(_ attributes: CollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
        frame = attributes.frame
    }

    public static func < (lhs: ElementSignature, rhs: ElementSignature) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }

    public static func == (lhs: ElementSignature, rhs: ElementSignature) -> Bool {
        lhs.category == rhs.category && lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && lhs.frame == rhs.frame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        hasher.combine(indexPath)
    }

    /// `cell (0 - 1) {{x, y}, {w, h}}` — the line format of layout dumps.
    public var description: String {
        let name: String
        switch category {
        case .cell: name = "cell"
        case .supplementaryView: name = "supplementary \(ElementSignature.shortKind(kind))"
        case .decorationView: name = "decoration \(kind)"
        }
        return "\(name) \(indexPath.collectionDescription) \(frame.compactDescription)"
    }

    public static func shortKind(_ kind: String) -> String {
        switch kind {
        case CollectionElementKind.sectionHeader: "header"
        case CollectionElementKind.sectionFooter: "footer"
        default: kind
        }
    }
}
