import CollectionGeometry
import Foundation

/// How a section scrolls across the layout's scroll direction (`UICollectionLayoutSectionOrthogonalScrollingBehavior`, F29).
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
