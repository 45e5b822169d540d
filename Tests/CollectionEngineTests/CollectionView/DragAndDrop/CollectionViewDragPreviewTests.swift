import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import TestSupport
import ViewSystem
import ViewTestSupport

@Suite("Drag and drop previews: the delegates' preview parameters and drops to a target")
@MainActor
struct CollectionViewDragPreviewTests {
    func stage() -> (UpdateStage, DragDropLog) {
        let stage = UpdateStage(items: [["A", "B", "C", "D", "E"]])
        let delegates = DragDropLog()
        stage.collectionView.dragDelegate = delegates
        stage.collectionView.dropDelegate = delegates
        stage.collectionView.dragInteractionEnabled = true
        return (stage, delegates)
    }

    func rounded(_ radius: CGFloat) -> DragPreviewParameters {
        let parameters = DragPreviewParameters()
        parameters.visiblePath = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 320, height: 50), cornerRadius: radius)
        return parameters
    }

    func holdAndDrag(_ stage: UpdateStage, from y: CGFloat, through path: [CGFloat]) {
        stage.holdAndDrag(from: y, through: path)
    }

    @Test("when the drag delegate gives preview parameters with a rounded visible path, then the lifted cell is cut to it while dragged and put back as it was after the drop")
    func dragPreviewParameters() throws {
        let (stage, delegates) = stage()
        let shadow = BezierPath(rect: CGRect(x: 4, y: 4, width: 312, height: 42))
        delegates.dragParameters = { [self] _ in
            let parameters = rounded(12)
            parameters.shadowPath = shadow
            return parameters
        }
        let cell = try #require(stage.cell(0))
        cell.layer.cornerRadius = 3
        holdAndDrag(stage, from: 25, through: [60])
        #expect(delegates.log.prefix(3) == ["itemsForBeginning 0", "dragPreviewParameters 0", "dragSessionWillBegin"])
        #expect(cell.layer.cornerRadius == 12)
        #expect(cell.layer.masksToBounds)
        #expect(cell.layer.shadowPath == shadow.cgPath)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 60)))
        stage.clock.advance(by: 0.5)
        #expect(cell.layer.cornerRadius == 3, "the layer's own corner radius is back")
        #expect(!cell.layer.masksToBounds)
        #expect(cell.layer.shadowPath == nil)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the drag delegate gives no parameters, then the lifted cell keeps its look")
    func noDragPreviewParameters() throws {
        let (stage, _) = stage()
        let cell = try #require(stage.cell(0))
        holdAndDrag(stage, from: 25, through: [60])
        #expect(cell.layer.cornerRadius == 0 && !cell.layer.masksToBounds)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 60)))
        stage.clock.advance(by: 0.5)
        #expect(cell.layer.cornerRadius == 0 && !cell.layer.masksToBounds)
    }

    @Test("when the drop delegate drops an item to an index path, then it is asked for that item's drop preview parameters and the cell there wears them until the drop animation ends")
    func dropPreviewParameters() throws {
        let (stage, delegates) = stage()
        let source = UnmovableSource(["A", "B", "C", "D", "E"])
        stage.collectionView.dataSource = source
        stage.clock.advanceFrames(1)
        delegates.dropParameters = { [self] _ in rounded(20) }
        delegates.perform = { collectionView, coordinator in
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                  let from = item.sourceIndexPath else { return }
            collectionView.performBatchUpdates {
                source.items.insert(source.items.remove(at: from.item), at: destination.item)
                collectionView.moveItem(at: from, to: destination)
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
        holdAndDrag(stage, from: 25, through: [130, 180])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advanceFrames(1)
        #expect(delegates.log.contains("dropPreviewParameters 3"))
        let dropped = try #require(stage.cell(3))
        #expect(dropped.layer.cornerRadius == 20 && dropped.layer.masksToBounds, "drawn with the drop's parameters while it settles")
        stage.clock.advance(by: 0.5)
        #expect(dropped.layer.cornerRadius == 0 && !dropped.layer.masksToBounds, "put back when the animation ended")
        #expect(source.items == ["B", "C", "D", "A", "E"])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the drop delegate drops an item to a target in another view, then a snapshot of the dragged cell flies there above everything and goes when the animation ends")
    func dropToTarget() throws {
        let (stage, delegates) = stage()
        let bin = View(frame: CGRect(x: 200, y: 250, width: 100, height: 40))
        stage.window.addSubview(bin)
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        var completed = false
        delegates.perform = { _, coordinator in
            guard let item = coordinator.items.first else { return }
            let animator = coordinator.drop(item.dragItem, to: DragPreviewTarget(container: bin, center: CGPoint(x: 50, y: 20),
                                                                                 transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
            animator.addCompletion { _ in completed = true }
        }
        let before = stage.window.subviews.count
        holdAndDrag(stage, from: 25, through: [120, 175])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 175)))
        stage.clock.advanceFrames(1)
        let preview = try #require(stage.window.subviews.count == before + 1 ? stage.window.subviews.last : nil)
        #expect(preview.center == CGPoint(x: 250, y: 270), "the model value is the target's centre in the window")
        #expect(preview.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        let shown = try #require(stage.window.animator.presentation(of: preview, at: stage.clock.now)).frame
        #expect(shown.midY < 250, "it is on its way from where the user let go (\(shown))")
        stage.clock.advance(by: 0.5)
        #expect(preview.superview == nil)
        #expect(stage.window.subviews.count == before)
        #expect(completed)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the drop target's container is not in the window, then it is reported and nothing flies")
    func dropToTargetOutsideTheWindow() throws {
        let (stage, delegates) = stage()
        let detached = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        delegates.perform = { _, coordinator in
            guard let item = coordinator.items.first else { return }
            coordinator.drop(item.dragItem, to: DragPreviewTarget(container: detached, center: .zero))
        }
        let before = stage.window.subviews.count
        holdAndDrag(stage, from: 25, through: [120, 175])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 175)))
        stage.clock.advance(by: 0.5)
        #expect(stage.window.subviews.count == before)
        #expect(stage.diagnostics.messages.contains { $0.contains("not in the collection view's window") })
    }
}
