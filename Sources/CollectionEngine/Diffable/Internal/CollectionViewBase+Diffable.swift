import CollectionData
import Foundation

extension CollectionViewBase {
    /// Performs a changeset's stages as consecutive batch updates, calling `show` with each stage's
    /// snapshot inside its batch (so the data source answers with it) and `completion` when the last
    /// stage has finished; `prepare` sees each stage's batch first (a table records row animations).
    /// Without animation the stages still run as batches, only without animating.
    func performStages<Section: Hashable, Item: Hashable>(
        of changeset: SnapshotChangeset<Section, Item>, animated: Bool,
        show: @escaping @MainActor (DiffableDataSourceSnapshot<Section, Item>) -> Void,
        prepare: @escaping @MainActor (BatchUpdate) -> Void = { _ in },
        completion: (@MainActor () -> Void)?
    ) {
        let perform = {
            var remaining = changeset.stages.count
            for stage in changeset.stages {
                self.performBatchUpdates({
                    show(stage.snapshot.applied)
                    prepare(stage.update)
                    self.pendingBatch.merge(stage.update)
                }, completion: { _ in
                    remaining -= 1
                    if remaining == 0 { completion?() }
                })
            }
        }
        if animated { perform() } else { View.performWithoutAnimation(perform) }
    }
}
