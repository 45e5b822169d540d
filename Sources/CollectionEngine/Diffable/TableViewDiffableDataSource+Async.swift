import CollectionData
import Foundation

extension TableViewDiffableDataSource {
    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, and returns when its
    /// last stage has finished (when the completion would run).
    ///
    /// - Complexity: as `apply(_:animatingDifferences:completion:)`.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { finished.resume() }
        }
    }

    /// Shows `snapshot` by reloading the data, as `applySnapshotUsingReloadData(_:completion:)` does,
    /// and returns when it is shown.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { finished.resume() }
        }
    }
}
