import Foundation

/// The batch updates that take a collection from one snapshot to another (F31).
///
/// Most differences fit in one batch. Where UIKit cannot take a combination in a single batch, the
/// changeset is staged into consecutive batches, each valid on its own:
/// 1. when surviving sections change order, a batch of section moves alone comes first;
/// 2. then every insert, delete and move of sections and items, with the reloads and reconfigures
///    that stay exactly where they are;
/// 3. then the reloads and reconfigures of items that moved (a reload cannot name a moved item), at
///    their new index paths.
/// Each stage carries the snapshot the collection shows after it, so a data source can switch to it
/// before performing the stage's batch.
public struct SnapshotChangeset<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// One batch and the state it leads to.
    public struct Stage {
        /// The batch to perform.
        public let update: BatchUpdate
        /// The snapshot the collection shows after the batch.
        public let snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

        @inlinable
        init(update: BatchUpdate, snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
            self.update = update
            self.snapshot = snapshot
        }
    }

    /// The stages, in order; empty when nothing changes.
    public let stages: [Stage]

    @inlinable
    init(stages: [Stage]) {
        self.stages = stages
    }

    /// Whether nothing changes.
    @inlinable public var isEmpty: Bool { stages.isEmpty }
}

extension SnapshotChangeset: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension SnapshotChangeset.Stage: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot {
    /// The staged batch updates that turn `old` into this snapshot, by identity.
    ///
    /// Items and sections are matched by identifier; the items a section shares at its start and end
    /// with the same section in `old` are matched by comparison alone, so a change in the middle of a
    /// long section hashes only the middle. Moves are minimal (a longest increasing subsequence of each
    /// section stays put); this snapshot's reload, reconfigure and section-reload marks carry through.
    /// - Complexity: O(n) comparisons and O(k + m log m) hashing and sorting, n items, k of them
    ///   outside the shared ends, m of those that stay in their section.
    @inlinable public func changeset(from old: Self) -> SnapshotChangeset<SectionIdentifierType, ItemIdentifierType> {
        SnapshotDiffer(old: old, new: self).changeset()
    }
}
