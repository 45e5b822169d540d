import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import TestSupport
import ViewSystem
import ViewTestSupport

/// A cell a placeholder shows, recording what its update handler wrote.
@MainActor
final class LoadingCell: CollectionViewCell {
    var status = ""
}

@Suite("Drop placeholders in a collection view: inserted without the data source, committed, deleted, moved by updates")
@MainActor
struct CollectionViewDropPlaceholderTests {
    /// A stage whose drop delegate copies the dragged item to a placeholder at the destination;
    /// `context` holds the placeholder's context after the drop.
    @MainActor
    final class Stage {
        let stage = UpdateStage(items: [[]])
        let delegates = DragDropLog()
        let source = UnmovableSource(["A", "B", "C", "D", "E"])
        var context: (any CollectionViewDropPlaceholderContext)?
        var updates = 0
        var insertionIndexPath: (IndexPath) -> IndexPath = { $0 }

        init() {
            let collectionView = stage.collectionView
            collectionView.register(LoadingCell.self, forCellWithReuseIdentifier: "loading")
            collectionView.dataSource = source
            collectionView.dragDelegate = delegates
            collectionView.dropDelegate = delegates
            collectionView.dragInteractionEnabled = true
            delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
            delegates.perform = { [unowned self] _, coordinator in
                guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
                let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: insertionIndexPath(destination), reuseIdentifier: "loading")
                placeholder.cellUpdateHandler = { [unowned self] cell in
                    updates += 1
                    (cell as? LoadingCell)?.status = "loading \(updates)"
                }
                context = coordinator.drop(item.dragItem, to: placeholder)
            }
            stage.clock.advanceFrames(1)
        }

        var collectionView: CollectionView { stage.collectionView }

        /// Holds the first item and drops a copy at the item at `y`; lets the drop settle when `settling`.
        func dropCopy(at y: CGFloat, settling: Bool = true) {
            stage.holdAndDrag(from: 25, through: [(25 + y) / 2, y])
            stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: y)))
            if settling { stage.clock.advance(by: 0.5) } else { stage.clock.advanceFrames(1) }
        }

        /// What each visible item shows, in order: the data source's item, or the placeholder's status.
        var shown: [String] {
            collectionView.indexPathsForVisibleItems.sorted().map { indexPath in
                let cell = collectionView.cellForItem(at: indexPath)
                if let loading = cell as? LoadingCell { return loading.status }
                return (cell as? RecordingCell)?.configuredItem ?? "?"
            }
        }
    }

    @Test("when the drop delegate drops to a placeholder, then its cell shows at the insertion index path and the data source is asked only about its own items")
    func placeholderInserted() throws {
        let stage = Stage()
        stage.dropCopy(at: 130)
        let context = try #require(stage.context)
        #expect(stage.shown == ["A", "B", "loading 1", "C", "D", "E"])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(stage.collectionView.hasUncommittedUpdates)
        #expect(stage.delegates.log.contains("performDrop [0] -> 2"))
        _ = context
        #expect(stage.source.items == ["A", "B", "C", "D", "E"], "the data source knows nothing of it")
        #expect(stage.stage.diagnostics.messages.isEmpty)
    }

    @Test("when the context commits, then the app inserts at the index path it is handed and the data source's cell replaces the placeholder; committing again answers false")
    func commit() throws {
        let stage = Stage()
        stage.dropCopy(at: 130)
        let context = try #require(stage.context)
        context.setNeedsCellUpdate()
        #expect(stage.shown == ["A", "B", "loading 2", "C", "D", "E"], "the update handler ran again on the cell")
        var handed: IndexPath?
        let committed = context.commitInsertion { indexPath in
            handed = indexPath
            stage.source.items.insert("A copy", at: indexPath.item)
        }
        stage.stage.clock.advance(by: 0.5)
        #expect(committed)
        #expect(handed == IndexPath(item: 2, section: 0))
        #expect(stage.shown == ["A", "B", "A copy", "C", "D", "E"])
        #expect(!stage.collectionView.hasUncommittedUpdates)
        #expect(!context.commitInsertion { _ in Issue.record("a committed placeholder runs no updates") })
        #expect(!context.deletePlaceholder())
        #expect(stage.stage.diagnostics.messages.isEmpty)
    }

    @Test("when the context deletes the placeholder, then it goes and the items close up; deleting again answers false")
    func delete() throws {
        let stage = Stage()
        stage.dropCopy(at: 130)
        let context = try #require(stage.context)
        #expect(context.deletePlaceholder())
        stage.stage.clock.advance(by: 0.5)
        #expect(stage.shown == ["A", "B", "C", "D", "E"])
        #expect(!stage.collectionView.hasUncommittedUpdates)
        #expect(!context.deletePlaceholder())
        #expect(stage.stage.diagnostics.messages.isEmpty)
    }

    @Test("when the app inserts and deletes items before the placeholder, then it moves with them and the commit is handed its new place")
    func followsUpdates() throws {
        let stage = Stage()
        stage.dropCopy(at: 130)
        let context = try #require(stage.context)
        stage.collectionView.performBatchUpdates {
            stage.source.items.insert("Z", at: 0)
            stage.source.items.remove(at: 4)   // "D", which is the view's item 4 before the update
            stage.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            stage.collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
        }
        stage.stage.clock.advance(by: 0.5)
        #expect(stage.shown == ["Z", "A", "B", "loading 1", "C", "E"])
        var handed: IndexPath?
        context.commitInsertion { indexPath in
            handed = indexPath
            stage.source.items.insert("A copy", at: indexPath.item)
        }
        stage.stage.clock.advance(by: 0.5)
        #expect(handed == IndexPath(item: 3, section: 0))
        #expect(stage.shown == ["Z", "A", "B", "A copy", "C", "E"])
        #expect(stage.stage.diagnostics.messages.isEmpty)
    }

    @Test("when the collection view reloads its data, then the placeholder is dropped and its context answers false without running the updates")
    func reloadDropsPlaceholders() throws {
        let stage = Stage()
        stage.dropCopy(at: 130)
        let context = try #require(stage.context)
        stage.collectionView.reloadData()
        stage.stage.clock.advanceFrames(1)
        #expect(stage.shown == ["A", "B", "C", "D", "E"])
        #expect(!stage.collectionView.hasUncommittedUpdates)
        #expect(!context.commitInsertion { _ in Issue.record("a dropped placeholder runs no updates") })
        #expect(!context.deletePlaceholder())
    }

    @Test("when the placeholder's insertion index path is past the end or in no section, then it is reported, nothing is inserted and the context answers false")
    func badInsertionIndexPath() throws {
        for bad in [IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 3), IndexPath(item: -1, section: 0)] {
            let stage = Stage()
            stage.insertionIndexPath = { _ in bad }
            stage.dropCopy(at: 130)
            let context = try #require(stage.context)
            #expect(stage.shown == ["A", "B", "C", "D", "E"])
            #expect(stage.stage.diagnostics.messages.contains { $0.contains("insertion index path") }, "\(bad)")
            #expect(!stage.collectionView.hasUncommittedUpdates)
            #expect(!context.commitInsertion { _ in Issue.record("no placeholder, no updates") })
        }
    }

    @Test("when the drop's placeholder gives preview parameters, then its cell wears them while the drop settles")
    func placeholderPreviewParameters() throws {
        let stage = Stage()
        stage.delegates.perform = { [unowned stage] _, coordinator in
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "loading")
            placeholder.previewParametersProvider = { cell in
                let parameters = DragPreviewParameters()
                parameters.visiblePath = BezierPath(roundedRect: cell.bounds, cornerRadius: 8)
                return parameters
            }
            stage.context = coordinator.drop(item.dragItem, to: placeholder)
        }
        stage.dropCopy(at: 130, settling: false)
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? LoadingCell)
        #expect(cell.layer.cornerRadius == 8)
        stage.stage.clock.advance(by: 0.5)
        #expect(cell.layer.cornerRadius == 0)
    }
}
