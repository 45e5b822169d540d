import CollectionGeometry
import Foundation

/// How a section scrolls across the layout's scroll direction (`UICollectionLayoutSectionOrthogonalScrollingBehavior`, SPEC F29).
public enum OrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own; groups stack along the layout's scroll direction.
    case none = 0
    /// Scrolls freely.
    case continuous = 1
    /// Scrolls freely and comes to rest at the leading edge of a group.
    case continuousGroupLeadingBoundary = 2
    /// Scrolls by the width of the section (a page).
    case paging = 3
    /// Scrolls one group at a time, resting at group leading edges.
    case groupPaging = 4
    /// Scrolls one group at a time, resting with a group centred.
    case groupPagingCentered = 5
}

/// The deceleration and bounce of an orthogonally scrolling section
/// (`UICollectionLayoutSectionOrthogonalScrollingProperties`).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// How fast scrolling slows down.
    public enum DecelerationRate: Hashable, Sendable {
        /// Follow the behaviour (fast for the paging behaviours, normal otherwise).
        case automatic
        /// 0.998 per millisecond.
        case normal
        /// 0.99 per millisecond.
        case fast
        /// A custom rate per millisecond.
        case custom(CGFloat)

        /// The rate per millisecond for `behavior`.
        public func rate(for behavior: OrthogonalScrollingBehavior) -> CGFloat {
            switch self {
            case .automatic: behavior == .continuous ? 0.998 : 0.99
            case .normal: 0.998
            case .fast: 0.99
            case .custom(let value): value.isFinite ? Swift.min(0.999_9, Swift.max(0.5, value)) : 0.998
            }
        }
    }

    /// Whether the section bounces at its ends.
    public enum Bounce: Hashable, Sendable {
        case automatic, always, never
    }

    /// The deceleration. The default is `.automatic`.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce. The default is `.automatic`.
    public var bounce: Bounce = .automatic

    /// Creates the default properties.
    public init() {}
}

/// A handler that adjusts a section's visible elements on every scroll (`visibleItemsInvalidationHandler`).
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor (_ visibleItems: [any CollectionLayoutVisibleItem], _ contentOffset: CGPoint, _ layoutEnvironment: any CollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated for the section's items (SPEC F23).
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
    package var listConfiguration: CollectionLayoutListConfiguration?
}

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
