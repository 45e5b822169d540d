import CollectionData
import Foundation

/// What a diffable data source asks and tells when the user expands or collapses an item of an outline
/// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, F37).
///
/// Each handler is optional; without one, expanding and collapsing are allowed and the section
/// snapshot is used as it is. The data source calls them on the main actor; the closure types carry
/// no isolation, as UIKit declares them.
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    /// Whether `item` may expand (default: yes).
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// `item` is about to expand.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether `item` may collapse (default: yes).
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// `item` is about to collapse.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The section snapshot to show when `item` expands, given the current one: load children lazily
    /// here. The returned snapshot is applied with `item` expanded.
    public var snapshotForExpandingParent: ((ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>)
        -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    /// Handlers that allow everything.
    public init() {}
}
