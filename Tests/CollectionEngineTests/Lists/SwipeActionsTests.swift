import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Swipe actions: UIContextualAction and UISwipeActionsConfiguration on list cells and table rows (F36)")
@MainActor
struct SwipeActionsTests {
    /// A plain list whose rows offer "Flag" on the leading edge and "Delete", "Archive" on the trailing edge.
    func stage(log: @escaping (String) -> Void, completes: Bool = true, fullSwipe: Bool = true) -> ListStage {
        var list = CollectionLayoutListConfiguration(appearance: .plain)
        list.leadingSwipeActionsConfigurationProvider = { indexPath in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Flag") { _, _, done in
                log("flag \(indexPath.item)")
                done(true)
            }])
        }
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log("delete \(indexPath.item)")
                if completes { done(true) }
            }
            let archive = ContextualAction(style: .normal, title: "Archive") { _, _, done in
                log("archive \(indexPath.item)")
                done(false)
            }
            archive.backgroundColor = .systemIndigo
            let configuration = SwipeActionsConfiguration(actions: [delete, archive])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        return ListStage(list, sections: [(0..<6).map { "row \($0)" }])
    }

    func buttons(_ cell: CollectionViewCell) -> [View] {
        (cell.subviews.first { $0 is SwipeActionsView }?.subviews ?? []).sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test("when a list row is swiped left past 40 points, then its trailing actions stay open at their natural width, the first at the edge; tapping one runs its handler and closes the row")
    func trailingActions() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        let cell = try #require(stage.cell(1))
        let y = stage.middle(of: cell).y
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 230, y: y))
        #expect(cell.isSwiped && cell.configurationState.isSwiped)
        let open = buttons(cell)
        #expect(open.count == 2 && open.allSatisfy { $0.frame.width >= 80 }, "each at least 80 points wide")
        #expect(cell.subviews.first { $0 is SwipeActionsView }?.frame.maxX == cell.bounds.width)
        #expect(open.last?.renderedBackground?.backgroundColor == .systemRed, "the first action sits at the trailing edge")
        #expect(open.first?.renderedBackground?.backgroundColor == .systemIndigo)
        #expect(stage.collectionView.contentOffset.y == 0, "a horizontal swipe does not scroll")
        stage.tap(try #require(open.first))
        #expect(log == ["archive 1"])
        #expect(!cell.isSwiped && buttons(cell).isEmpty)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a row is swiped open, then its content and accessories slide aside by the strip's width and the row clips; a tap on its content closes it without selecting it, and both come back; in right to left the trailing strip is at the left and the content moves right")
    func contentSlidesAside() throws {
        for rightToLeft in [false, true] {
            let stage = stage(log: { _ in })
            if rightToLeft { stage.collectionView.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
            stage.collectionView.layoutIfNeeded()
            let cell = try #require(stage.cell(1))
            cell.accessories = [.disclosureIndicator()]
            cell.layoutIfNeeded()
            let contentBefore = cell.currentContentView.frame
            let clippedBefore = cell.clipsToBounds
            guard case .list(let drawnBefore)? = cell.renderedContent else { Issue.record("list content"); return }
            let y = stage.middle(of: cell).y
            // Toward the trailing edge's opposite: left in left to right, right in right to left.
            let (start, end) = rightToLeft ? (CGPoint(x: 20, y: y), CGPoint(x: 90, y: y)) : (CGPoint(x: 300, y: y), CGPoint(x: 230, y: y))
            stage.drag(from: start, to: end)
            let strip = try #require(cell.subviews.first { $0 is SwipeActionsView })
            let shift = rightToLeft ? strip.frame.width : -strip.frame.width
            #expect(strip.frame.width >= 160, "both trailing actions at their natural widths (rightToLeft \(rightToLeft))")
            #expect(rightToLeft ? strip.frame.minX == 0 : strip.frame.maxX == cell.bounds.width)
            for view in cell.subviews where view !== strip {
                #expect(view.transform == CGAffineTransform(translationX: shift, y: 0), "\(type(of: view)) slides with the content (rightToLeft \(rightToLeft))")
            }
            #expect(cell.currentContentView.frame == contentBefore.offsetBy(dx: shift, dy: 0), "the content's frame follows its transform")
            guard case .list(let drawn)? = cell.renderedContent else { Issue.record("list content"); return }
            #expect(drawn.directionalLayoutMargins.leading == drawnBefore.directionalLayoutMargins.leading - strip.frame.width
                    && drawn.directionalLayoutMargins.trailing == drawnBefore.directionalLayoutMargins.trailing + strip.frame.width,
                    "the drawn text moves away from the strip too (rightToLeft \(rightToLeft))")
            #expect(cell.clipsToBounds)
            // A tap on the row's own content, away from its actions, only closes it.
            let content = rightToLeft ? CGPoint(x: 300, y: y) : CGPoint(x: 60, y: y)
            stage.tap(content)
            #expect(!cell.isSwiped)
            #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the closing tap does not select the row")
            #expect(cell.subviews.allSatisfy { $0.transform == .identity })
            #expect(cell.currentContentView.frame == contentBefore && cell.clipsToBounds == clippedBefore)
            #expect(cell.renderedContent == .list(drawnBefore))
        }
    }

    @Test("when a row is swiped right, then its leading action shows; a short swipe springs back; a full swipe performs the first action")
    func leadingAndFullSwipe() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        let cell = try #require(stage.cell(0))
        let y = stage.middle(of: cell).y
        stage.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 90, y: y))
        #expect(buttons(cell).count == 1 && buttons(cell)[0].frame.minX == 0)
        stage.tap(CGPoint(x: 200, y: stage.middle(of: try #require(stage.cell(3))).y))
        #expect(!cell.isSwiped, "a tap elsewhere closes the row")
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 285, y: y))
        #expect(!cell.isSwiped, "a short swipe springs back")
        stage.drag(from: CGPoint(x: 310, y: y), to: CGPoint(x: 40, y: y))
        #expect(log == ["delete 0"], "past 60 % of the row the first action runs")
        #expect(!cell.isSwiped)
    }

    @Test("when full swipes are off, then a long swipe only opens the actions")
    func fullSwipeOff() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) }, fullSwipe: false)
        let cell = try #require(stage.cell(2))
        let y = stage.middle(of: cell).y
        stage.drag(from: CGPoint(x: 310, y: y), to: CGPoint(x: 20, y: y))
        #expect(log.isEmpty && cell.isSwiped)
    }

    @Test("when an action's handler never calls its completion handler, then the row stays open until closed, and closing it is reported")
    func handlerWithoutCompletion() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) }, completes: false)
        let cell = try #require(stage.cell(1))
        let y = stage.middle(of: cell).y
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y))
        stage.tap(try #require(buttons(cell).last))
        #expect(log == ["delete 1"] && cell.isSwiped, "still open: the action has not finished")
        #expect(stage.diagnostics.messages.isEmpty)
        stage.tap(CGPoint(x: 100, y: stage.middle(of: try #require(stage.cell(4))).y))
        #expect(!cell.isSwiped)
        #expect(stage.diagnostics.messages.contains { $0.contains("\"Delete\"") && $0.contains("did not call its completion handler") })
    }

    @Test("when the collection view is editing, then rows do not swipe; a delete accessory opens the trailing actions instead")
    func editingDeleteAccessory() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        stage.configureCell = { cell, _, _ in cell.accessories = [.delete()] }
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.collectionView.isEditing = true
        stage.settle()
        let cell = try #require(stage.cell(1))
        let y = stage.middle(of: cell).y
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y))
        #expect(!cell.isSwiped)
        let control = try #require(cell.subviews.first { $0 is AccessoryView && !$0.isHidden })
        stage.tap(control)
        #expect(cell.isSwiped && buttons(cell).count == 2)
    }

    @Test("when a table's delegate gives leading and trailing actions, then they replace the built-in delete button")
    func tableActions() throws {
        final class Delegate: NSObject, TableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
                SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in
                    self.log.append("pin \(indexPath.row)")
                    done(true)
                }])
            }
            func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
                indexPath.row == 2 ? SwipeActionsConfiguration(actions: []) : nil
            }
        }
        let delegate = Delegate()
        let stage = TableStage(rows: 4)
        stage.tableView.delegate = delegate
        stage.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 280, y: 22))
        #expect(delegate.log == ["pin 0"], "a full leading swipe performs Pin")
        stage.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 220, y: 66))
        #expect(try #require(stage.cell(1)).showingDeleteConfirmation, "no trailing configuration: the default delete")
        stage.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
        #expect(try #require(stage.cell(2)).showingDeleteConfirmation == false, "an empty configuration shows nothing")
    }

    @Test("when an assistive technology asks a list row for its actions, then they are its swipe actions, trailing then leading; performing one runs its handler without opening the row; actions the app sets win; editing offers none")
    func swipeActionsAsCustomActions() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        let cell = try #require(stage.cell(2))
        let actions = try #require(cell.accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Delete", "Archive", "Flag"])
        #expect(cell.renderedAccessibility?.actions == ["Delete", "Archive", "Flag"])
        #expect(actions[2].perform())
        #expect(actions[0].perform())
        #expect(log == ["flag 2", "delete 2"])
        #expect(!cell.isSwiped && stage.diagnostics.messages.isEmpty)

        let custom = AccessibilityCustomAction(name: "Reply") { _ in true }
        cell.accessibilityCustomActions = [custom]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Reply"])
        cell.accessibilityCustomActions = nil
        #expect(cell.accessibilityCustomActions?.count == 3, "nil restores the swipe actions")

        stage.collectionView.isEditing = true
        stage.settle()
        #expect(try #require(stage.cell(2)).accessibilityCustomActions == nil, "editing rows do not swipe")
    }

    @Test("when a custom action outlives its row's item (the cell shows another), then performing it does nothing and returns false")
    func staleCustomAction() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        let action = try #require(stage.cell(0)?.accessibilityCustomActions?.first)
        var snapshot = stage.dataSource.snapshot()
        snapshot.deleteItems(["row 0"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.settle()
        #expect(action.perform() == false)
        #expect(log.isEmpty)
    }

    @Test("when a table row is deletable, then its built-in delete is its custom action and performing it deletes the row")
    func tableDeleteAsCustomAction() throws {
        let stage = TableStage(rows: 4)
        let cell = try #require(stage.cell(1))
        let delete = try #require(cell.accessibilityCustomActions?.first)
        #expect(cell.accessibilityCustomActions?.count == 1 && delete.name == "Delete")
        #expect(delete.perform())
        #expect(stage.source.log.contains("commit delete (0 - 1)"))
    }

    @Test("when an assistive technology asks a list row for its accessories' actions, then a delete accessory offers its handler as Delete or else the trailing swipe actions (while editing too), insert and detail accessories their handlers, a custom button its label; others offer none")
    func accessoriesAsCustomActions() throws {
        var log: [String] = []
        let stage = stage(log: { log.append($0) })
        let more = Button(type: .system)
        more.setTitle("Share", for: .normal)
        more.addAction(Action { _ in log.append("share") }, for: .touchUpInside)
        stage.configureCell = { cell, indexPath, _ in
            switch indexPath.item {
            case 0: cell.accessories = [.delete(displayed: .always) { log.append("delete handler") }, .disclosureIndicator(), .checkmark()]
            case 1: cell.accessories = [.delete(), .reorder(), .multiselect()]
            case 2: cell.accessories = [.insert(displayed: .always) { log.append("insert") }, .detail { log.append("detail") }]
            case 3: cell.accessories = [.customView(configuration: .init(customView: more, placement: .trailing()))]
            case 4: cell.accessories = [.insert(displayed: .always), .detail()]
            default: cell.accessories = []
            }
        }
        stage.collectionView.reloadData()
        stage.settle()
        let names = { (item: Int) in stage.cell(item)?.accessibilityCustomActions?.map(\.name) ?? [] }
        #expect(names(0) == ["Delete", "Archive", "Flag", "Delete"], "the swipe actions, then the accessory's handler")
        #expect(names(1) == ["Delete", "Archive", "Flag"], "a delete accessory shown only when editing adds nothing yet")
        #expect(names(2) == ["Delete", "Archive", "Flag", "Insert", "More Info"])
        #expect(names(3) == ["Delete", "Archive", "Flag", "Share"])
        #expect(names(4) == ["Delete", "Archive", "Flag"], "accessories without handlers do nothing, so offer nothing")
        for (item, name) in [(0, "Delete"), (2, "Insert"), (2, "More Info"), (3, "Share")] {
            #expect(try #require(stage.cell(item)?.accessibilityCustomActions?.last { $0.name == name }).perform())
        }
        #expect(log == ["delete handler", "insert", "detail", "share"])

        log = []
        stage.collectionView.isEditing = true
        stage.settle()
        #expect(names(1) == ["Delete", "Archive"], "editing: the delete accessory offers the trailing actions it reveals")
        #expect(try #require(stage.cell(1)?.accessibilityCustomActions?.first).perform())
        #expect(log == ["delete 1"])
        #expect(names(5) == [], "editing rows do not swipe")
    }
}
