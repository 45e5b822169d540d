import CollectionGeometry
import Foundation

/// The configuration of a compositional layout (`UICollectionViewCompositionalLayoutConfiguration`).
///
/// A class, as in UIKit, so that code configuring it through a `let` constant compiles.
@MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The scroll direction. The default is vertical.
    public var scrollDirection: CollectionViewScrollDirection = .vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What section content insets are measured from, when a section does not say. The default is `.automatic`.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// Creates the default configuration.
    public init() {}
}
