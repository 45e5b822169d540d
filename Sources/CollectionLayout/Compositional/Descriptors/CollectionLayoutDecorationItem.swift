import CollectionGeometry
import Foundation

/// A view behind a section's content, such as a card background (`NSCollectionLayoutDecorationItem`, F26).
///
/// Register its view class on the layout with `register(_:forDecorationViewOfKind:)`.
@MainActor
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind the layout registers a view class for.
    public let elementKind: String
    /// The z order. The default is 0, which Apple documents as below all other items of the section.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the whole section (inset by `contentInsets`).
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
