import CollectionData
import Foundation

/// What a diffable data source asks and tells when the user expands or collapses an item of an outline
/// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, F37).
///
/// Each handler is optional; without one, expanding and collapsing are allowed and the section
/// snapshot is used as it is.
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    /// Whether `item` may expand (default: yes).
    public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// `item` is about to expand.
    public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Whether `item` may collapse (default: yes).
    public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// `item` is about to collapse.
    public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// The section snapshot to show when `item` expands, given the current one: load children lazily
    /// here. The returned snapshot is applied with `item` expanded.
    public var snapshotForExpandingParent: (@MainActor (ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>)
        -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    /// Handlers that allow everything.
    public init() {}
}
