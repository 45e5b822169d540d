import CollectionGeometry
import Foundation

/// A handler that adjusts a section's visible elements on every scroll (`visibleItemsInvalidationHandler`).
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    (_ visibleItems: [any CollectionLayoutVisibleItem], _ contentOffset: CGPoint, _ layoutEnvironment: any CollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated for the section's items (F23).
///
/// UIKit's `NSCollectionLayoutSection`.
@MainActor
public final class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Space around the section's content.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from. The default is `.automatic`.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// What the boundary supplementary items' insets are measured from. The default is `.automatic`.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout. The default is `.none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Deceleration and bounce of orthogonal scrolling.
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset like the content (on the cross axis). The default is `true`.
    public var supplementariesFollowContentInsets = true
    /// Background decorations.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called on every scroll with the section's visible elements, which it may change
    /// (transform, alpha, zIndex …) without invalidating the layout.
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Creates a section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }

    /// The list configuration this section was made from, when it was made by `list(using:layoutEnvironment:)`.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// The least cross-axis inset the content insets reference gives this section (inset-grouped lists
    /// keep their rows at least 20 points from the edges when the layout margins are smaller).
    var minimumReferenceInset: CGFloat = 0
}
