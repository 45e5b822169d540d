import CollectionData
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// What both diffable data sources do to show `snapshot` over `current`: report its problems to
    /// `view`, then apply the difference as staged batch updates (`performStages`). When `view` is `nil`,
    /// is fed by another data source (`isDataSource` false) or nothing changed, the snapshot is only
    /// stored, through `show`, and `completion` runs at once.
    static func applyDiffable<Section: Hashable, Item: Hashable>(
        _ snapshot: DiffableDataSourceSnapshot<Section, Item>, over current: DiffableDataSourceSnapshot<Section, Item>,
        in view: CollectionViewBase?, isDataSource: Bool, animated: Bool,
        show: @escaping (DiffableDataSourceSnapshot<Section, Item>) -> Void,
        prepare: @escaping (BatchUpdate) -> Void = { _ in },
        completion: (() -> Void)?
    ) {
        let changeset = view != nil && isDataSource ? snapshot.changeset(from: current) : nil
        applyDiffable(snapshot, changeset: changeset, in: view, animated: animated, show: show, prepare: prepare, completion: completion)
    }

    /// `applyDiffable(_:over:in:isDataSource:animated:show:prepare:completion:)` with the difference
    /// already taken (by inlinable code, specialised in the caller's module); `nil` when the view is
    /// gone or has another data source, so the snapshot is only shown.
    @usableFromInline
    static func applyDiffable<Section: Hashable, Item: Hashable>(
        _ snapshot: DiffableDataSourceSnapshot<Section, Item>, changeset: SnapshotChangeset<Section, Item>?,
        in view: CollectionViewBase?, animated: Bool,
        show: @escaping (DiffableDataSourceSnapshot<Section, Item>) -> Void,
        prepare: @escaping (BatchUpdate) -> Void = { _ in },
        completion: (() -> Void)?
    ) {
        view?.reportSnapshotProblems(snapshot.problems)
        let target = snapshot.applied
        guard let view, let changeset, !changeset.isEmpty else {
            show(target)
            completion?()
            return
        }
        view.performStages(of: changeset, animated: animated, show: show, prepare: prepare, completion: completion)
        show(target)
    }

    /// Reports the problems a snapshot or section snapshot recorded (UIKit raises when the operation
    /// happens; the operation was ignored).
    @usableFromInline func reportSnapshotProblems(_ problems: [SnapshotError]) {
        for problem in problems {
            report(.snapshot, problem.description, recovery: "the operation was ignored")
        }
    }

    /// Reports that a diffable data source's cell provider returned `nil`; an empty cell is shown.
    func reportMissingCell(at indexPath: IndexPath) {
        report(.dataSource, "the cell provider returned nil for the \(frontEnd.vocabulary.item) at \(indexPath.collectionDescription)",
               recovery: "an empty cell is shown")
    }

    /// Performs a changeset's stages as consecutive batch updates, calling `show` with each stage's
    /// snapshot inside its batch (so the data source answers with it) and `completion` when the last
    /// stage has finished; `prepare` sees each stage's batch first (a table records row animations).
    /// Without animation the stages still run as batches, only without animating.
    private func performStages<Section: Hashable, Item: Hashable>(
        of changeset: SnapshotChangeset<Section, Item>, animated: Bool,
        show: @escaping (DiffableDataSourceSnapshot<Section, Item>) -> Void,
        prepare: @escaping (BatchUpdate) -> Void = { _ in },
        completion: (() -> Void)?
    ) {
        let perform = {
            var remaining = changeset.stages.count
            for stage in changeset.stages {
                self.performBatchUpdates({
                    show(stage.snapshot.applied)
                    prepare(stage.update)
                    self.batches.batch.merge(stage.update)
                }, completion: { _ in
                    remaining -= 1
                    if remaining == 0 { completion?() }
                })
            }
        }
        if animated { perform() } else { View.performWithoutAnimation(perform) }
    }
}
