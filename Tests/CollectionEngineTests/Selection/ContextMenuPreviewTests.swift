import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// Context menu previews: the lifted item or a preview view controller, the delegate's preview
/// methods, the commit animator and the view's context menu interaction.
@Suite("Context menu previews and the context menu interaction")
@MainActor
struct ContextMenuPreviewTests {
    @MainActor
    final class PreviewDelegate: CollectionViewDelegate {
        var events: [String] = []
        var previewController: ViewController?
        var actions = true
        var highlight: ((CollectionView, IndexPath) -> TargetedPreview?)?
        var onCommit: ((any ContextMenuInteractionCommitAnimating) -> Void)?

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> ContextMenuConfiguration? {
            let controller = previewController
            let actions = self.actions
            return ContextMenuConfiguration(identifier: NSString(string: "item \(indexPaths[0].item)"),
                                            previewProvider: controller.map { c in { c } }) { _ in
                actions ? Menu(children: [Action(title: "Share") { _ in }, Action(title: "Delete") { _ in }]) : nil
            }
        }
        func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                            highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
            events.append("highlight \(indexPath.item)")
            return highlight?(collectionView, indexPath)
        }
        func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                            dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
            events.append("dismissal \(indexPath.item)")
            return nil
        }
        func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                            animator: any ContextMenuInteractionCommitAnimating) {
            events.append("commit \(configuration.identifier) \(animator.preferredCommitStyle)")
            onCommit?(animator)
        }
        func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                            animator: (any ContextMenuInteractionAnimating)?) {
            events.append("end \(configuration.identifier)")
        }
    }

    /// A list of three rows whose delegate is `delegate`, with the menu of row `row` opened by a secondary click.
    func openedMenu(_ delegate: PreviewDelegate, row: Int = 1) throws -> (ListStage, MenuBackdrop, CGPoint) {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        stage.collectionView.delegate = delegate
        let point = stage.middle(of: try #require(stage.cell(row)))
        stage.window.send(PointerEvent(.down, at: point, kind: .mouse, buttonMask: .secondary))
        stage.window.send(PointerEvent(.up, at: point, kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        let backdrop = try #require(stage.window.subviews.last as? MenuBackdrop)
        return (stage, backdrop, point)
    }

    func tap(_ view: View, in stage: ListStage) {
        stage.window.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: stage.window), clock: stage.clock)
    }

    @Test("when a menu opens without a preview controller, then the item's cell is lifted where it is and the list sits beside it")
    func cellIsLifted() throws {
        let delegate = PreviewDelegate()
        let (stage, backdrop, _) = try openedMenu(delegate)
        let cell = try #require(stage.cell(1))
        let lift = try #require(backdrop.previewView)
        #expect(lift.frame == cell.convert(cell.bounds, to: stage.window))
        #expect(!backdrop.list.frame.intersects(lift.frame), "the list does not cover the lifted item")
        #expect(delegate.events == ["highlight 1"])
    }

    @Test("when the lifted preview is tapped, then the delegate hears the commit with a pop animator, the menu closes, and the animator's completion runs after it")
    func tappingThePreviewCommits() throws {
        let delegate = PreviewDelegate()
        var completedWhileShown: Bool?
        let (stage, backdrop, _) = try openedMenu(delegate)
        delegate.onCommit = { animator in
            #expect(animator.previewViewController == nil)
            animator.addCompletion { completedWhileShown = backdrop.window != nil }
        }
        tap(try #require(backdrop.previewView), in: stage)
        #expect(delegate.events == ["highlight 1", "commit item 1 pop", "end item 1", "dismissal 1"])
        #expect(completedWhileShown == false, "the completion ran once the menu had closed")
        #expect(stage.window.subviews.last === stage.collectionView)
    }

    @Test("when the configuration has a preview view controller, then its view shows on a platter of its preferred size and the animator hands it to the app after the animations")
    func previewViewController() throws {
        let delegate = PreviewDelegate()
        let controller = ViewController()
        controller.preferredContentSize = CGSize(width: 200, height: 150)
        delegate.previewController = controller
        let (stage, backdrop, _) = try openedMenu(delegate)
        let platter = try #require(backdrop.previewView)
        #expect(platter.frame.size == CGSize(width: 200, height: 150))
        #expect(controller.view.superview === platter && controller.view.frame == platter.bounds)
        #expect(!delegate.events.contains("highlight 1"), "no lift is asked for when a controller previews")
        var handedOver: ViewController?
        var animated = false
        delegate.onCommit = { animator in
            animator.addAnimations { animated = true }
            animator.addCompletion { handedOver = animator.previewViewController }
        }
        tap(platter, in: stage)
        #expect(animated)
        stage.clock.advance(by: 0.3)
        #expect(handedOver === controller, "the completion follows the animations")
    }

    @Test("when a configuration has a preview view controller and no actions, then the preview shows alone")
    func previewWithoutActions() throws {
        let delegate = PreviewDelegate()
        delegate.previewController = ViewController()
        delegate.actions = false
        let (_, backdrop, _) = try openedMenu(delegate)
        #expect(backdrop.previewView != nil)
        #expect(backdrop.list.isHidden && backdrop.list.subviews.isEmpty)
    }

    @Test("when the delegate names a view to lift with a visible path, then the lift covers that part of the view, rounded as the path is")
    func highlightPreviewWithVisiblePath() throws {
        let delegate = PreviewDelegate()
        delegate.highlight = { collectionView, indexPath in
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            let parameters = PreviewParameters()
            parameters.visiblePath = BezierPath(roundedRect: CGRect(x: 10, y: 4, width: 60, height: 20), cornerRadius: 6)
            return TargetedPreview(view: cell.contentView, parameters: parameters)
        }
        let (stage, backdrop, _) = try openedMenu(delegate)
        let content = try #require(stage.cell(1)?.contentView)
        let origin = content.convert(CGPoint.zero, to: stage.window)
        #expect(backdrop.previewView?.frame == CGRect(x: origin.x + 10, y: origin.y + 4, width: 60, height: 20))
        #expect(backdrop.previewView?.layer.cornerRadius == 6)
    }

    @Test("when the delegate names a view in no window and gives no target, then it is reported and the cell is lifted instead")
    func highlightPreviewOutsideTheWindow() throws {
        let delegate = PreviewDelegate()
        let stray = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        delegate.highlight = { _, _ in TargetedPreview(view: stray) }
        let (stage, backdrop, _) = try openedMenu(delegate)
        let cell = try #require(stage.cell(1))
        #expect(backdrop.previewView?.frame == cell.convert(cell.bounds, to: stage.window))
        #expect(stage.window.printedLayoutDiagnostics.contains { $0.contains("UITargetedPreview's view View is not in the menu's window") })
    }

    @Test("when a view in no window is given a target, then the lift is centred on the target's centre with the view's size")
    func retargetedPreview() throws {
        let delegate = PreviewDelegate()
        let stray = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        delegate.highlight = { collectionView, _ in
            TargetedPreview(view: stray).retargetedPreview(with: PreviewTarget(container: collectionView, center: CGPoint(x: 100, y: 100)))
        }
        let (stage, backdrop, _) = try openedMenu(delegate)
        let center = stage.collectionView.convert(CGPoint(x: 100, y: 100), to: stage.window)
        #expect(backdrop.previewView?.frame == CGRect(x: center.x - 20, y: center.y - 10, width: 40, height: 20))
    }

    @Test("when a menu with a lifted preview closes, then nothing keeps it alive")
    func closedMenuIsReleased() throws {
        let delegate = PreviewDelegate()
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        stage.collectionView.delegate = delegate
        let point = stage.middle(of: try #require(stage.cell(0)))
        stage.window.send(PointerEvent(.down, at: point, kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        weak var shown = stage.window.subviews.last as? MenuBackdrop
        #expect(shown != nil)
        stage.window.send(KeyEvent(.escape))
        stage.clock.advanceFrames(2)
        #expect(shown == nil, "the preview's tap handler does not hold the menu")
    }

    @Test("when a menu shows, then the context menu interaction knows where and how; it updates the menu shown and closes it as a tap outside would")
    func interaction() throws {
        let delegate = PreviewDelegate()
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b", "c"]])
        let interaction = try #require(stage.collectionView.contextMenuInteraction)
        #expect(interaction.menuAppearance == .unknown && interaction.view === stage.collectionView)
        interaction.dismissMenu()
        interaction.updateVisibleMenu { _ in Menu(children: []) }
        stage.collectionView.delegate = delegate
        let point = stage.middle(of: try #require(stage.cell(2)))
        stage.window.send(PointerEvent(.down, at: point, kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        let backdrop = try #require(stage.window.subviews.last as? MenuBackdrop)
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: stage.collectionView) == stage.collectionView.convert(point, from: stage.window))
        #expect(interaction.location(in: nil) == point)
        interaction.updateVisibleMenu { menu in Menu(children: menu.children + [Action(title: "Pin") { _ in }]) }
        #expect(backdrop.list.subviews.count == 3 && backdrop.menu?.actions.last?.title == "Pin")
        interaction.dismissMenu()
        stage.clock.advanceFrames(1)
        #expect(delegate.events.suffix(2) == ["end item 2", "dismissal 2"])
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test("when a table row's menu opens and its preview is tapped, then the table delegate's preview methods are asked and told")
    func tablePreviews() throws {
        @MainActor final class TableDelegate: TableViewDataSource, TableViewDelegate {
            var events: [String] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
            }
            func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(actionProvider: { _ in Menu(children: [Action(title: "Copy") { _ in }]) })
            }
            func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
                events.append("highlight")
                return nil
            }
            func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
                events.append("dismissal")
                return nil
            }
            func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                           animator: any ContextMenuInteractionCommitAnimating) {
                animator.preferredCommitStyle = .dismiss
                events.append("commit \(animator.preferredCommitStyle)")
            }
        }
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let table = TableView(frame: window.bounds, style: .plain)
        let delegate = TableDelegate()
        table.dataSource = delegate
        table.delegate = delegate
        window.addSubview(table)
        clock.advanceFrames(1)
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 66), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        let backdrop = try #require(window.subviews.last as? MenuBackdrop)
        let lift = try #require(backdrop.previewView)
        #expect(lift.frame == CGRect(x: 0, y: 44, width: 320, height: 44), "the row's cell is lifted")
        window.tap(CGPoint(x: lift.frame.midX, y: lift.frame.midY), clock: clock)
        #expect(delegate.events == ["highlight", "commit dismiss", "dismissal"])
        #expect(window.subviews.last === table)
    }
}
