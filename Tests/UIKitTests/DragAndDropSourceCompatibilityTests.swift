import Foundation
import Testing
import UIKit

/// Drag and drop as iOS apps write it since iOS 11 — a collection view reordered through its drop
/// delegate (the data source cannot move items), and a table whose rows move by `moveRowAt` or are
/// dropped into a folder row — compiles unchanged and behaves as on iOS (a touch held 0.5 s lifts).
@Suite("UIKit spellings of drag and drop in collection and table views")
@MainActor
struct DragAndDropSourceCompatibilityTests {
    class FruitBasketViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        var collectionView: UICollectionView!
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 50)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "fruit")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            collectionView.dragInteractionEnabled = true
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruits.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = fruits[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            let fruit = fruits[indexPath.item]
            let item = UIDragItem(itemProvider: NSItemProvider(object: fruit as NSString))
            item.localObject = fruit
            return [item]
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
            events.append("began")
        }

        func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            let parameters = UIDragPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 10)
            parameters.backgroundColor = .clear
            events.append("preview \(fruits[indexPath.item]) \(cell.layer.cornerRadius)")
            return parameters
        }

        func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
            nil
        }

        func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: NSString.self)
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            guard collectionView.hasActiveDrag else { return UICollectionViewDropProposal(operation: .forbidden) }
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
            guard let destinationIndexPath = coordinator.destinationIndexPath else { return }
            for item in coordinator.items {
                guard let sourceIndexPath = item.sourceIndexPath, let fruit = item.dragItem.localObject as? String else { continue }
                collectionView.performBatchUpdates({
                    self.fruits.remove(at: sourceIndexPath.item)
                    self.fruits.insert(fruit, at: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                }, completion: nil)
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath).addCompletion { position in
                    if position == .end { self.events.append("dropped \(fruit)") }
                }
            }
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {
            events.append("drop ended")
        }
    }

    /// A basket whose drops copy the fruit through a placeholder while its "download" finishes.
    final class PantryViewController: FruitBasketViewController {
        var pending: [UICollectionViewDropPlaceholderContext] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "placeholder")
        }

        override func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                                     withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: fruits.count, section: 0)
            for item in coordinator.items {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
                placeholder.cellUpdateHandler = { cell in
                    var content = UIListContentConfiguration.cell()
                    content.text = "Loading…"
                    cell.contentConfiguration = content
                }
                placeholder.previewParametersProvider = { cell in
                    let parameters = UIDragPreviewParameters()
                    parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 8)
                    return parameters
                }
                pending.append(coordinator.drop(item.dragItem, to: placeholder))
            }
        }

        /// The "download" finished: each placeholder becomes a copy of its fruit.
        func finishLoading() {
            for context in pending {
                let name = (context.dragItem.localObject as? String) ?? "?"
                context.commitInsertion { indexPath in
                    self.fruits.insert(name + " (copy)", at: indexPath.item)
                }
            }
            pending.removeAll()
        }
    }

    final class FolderCell: UITableViewCell {
        var states: [UITableViewCell.DragState] = []
        override func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
            super.dragStateDidChange(dragState)
            states.append(dragState)
        }
    }

    final class NotesViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
        var notes = ["Groceries", "Ideas", "Recipes", "Travel"]
        var filed: [String: [String]] = [:]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(FolderCell.self, forCellReuseIdentifier: "note")
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            tableView.dragInteractionEnabled = true
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            notes.insert(notes.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: notes[indexPath.row] as NSString))]
        }

        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .move, intent: .automatic)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            guard let folder = coordinator.destinationIndexPath, coordinator.proposal.intent == .automatic else { return }
            coordinator.session.loadObjects(ofClass: NSString.self) { objects in
                for case let note as NSString in objects {
                    let title = note as String
                    guard let row = self.notes.firstIndex(of: title) else { continue }
                    self.filed[self.notes[folder.row], default: []].append(title)
                    self.notes.remove(at: row)
                    tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
                }
            }
        }
    }

    func window(_ root: UIViewController, clock: ManualFrameClock) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = root
        clock.advanceFrames(2)
        return window
    }

    func drag(in window: UIWindow, clock: ManualFrameClock, from start: CGPoint, to end: CGPoint) {
        window.send(PointerEvent(.down, at: start))
        clock.advance(by: 0.6)
        window.send(PointerEvent(.moved, at: CGPoint(x: end.x, y: (start.y + end.y) / 2)))
        clock.advanceFrames(1)
        window.send(PointerEvent(.moved, at: end))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: end))
        clock.advance(by: 0.5)
    }

    @Test("when a fruit is held and dragged two rows down, then the drop delegate moves it and its drop completion runs")
    func collectionViewReorderByDrop() {
        let clock = ManualFrameClock()
        let basket = FruitBasketViewController()
        let window = window(basket, clock: clock)
        drag(in: window, clock: clock, from: CGPoint(x: 100, y: 25), to: CGPoint(x: 100, y: 125))
        #expect(basket.fruits == ["Banana", "Cherry", "Apple", "Date", "Elderberry"])
        #expect(basket.events == ["preview Apple 0.0", "began", "dropped Apple", "drop ended"])
        #expect(!basket.collectionView.hasActiveDrag && !basket.collectionView.hasActiveDrop)
    }

    @Test("when a drop goes to a placeholder, then a loading cell shows until the app commits the copy in its place")
    func dropThroughAPlaceholder() {
        let clock = ManualFrameClock()
        let pantry = PantryViewController()
        let window = window(pantry, clock: clock)
        drag(in: window, clock: clock, from: CGPoint(x: 100, y: 25), to: CGPoint(x: 100, y: 125))
        #expect(pantry.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(pantry.collectionView.hasUncommittedUpdates)
        #expect(pantry.fruits.count == 5)
        pantry.finishLoading()
        clock.advance(by: 0.5)
        #expect(pantry.fruits == ["Apple", "Banana", "Apple (copy)", "Cherry", "Date", "Elderberry"])
        #expect(!pantry.collectionView.hasUncommittedUpdates)
    }

    @Test("when an item provider is asked for a representation it does not have, then the error is in Foundation's item provider domain")
    func itemProviderErrorDomain() throws {
        let provider = NSItemProvider(object: "Groceries" as NSString)
        var received: NSError?
        provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { _, error in
            MainActor.assumeIsolated { received = error as NSError? }
        }
        let error = try #require(received)
        #expect(error.domain == NSItemProviderErrorDomain)
        #expect(error.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test("when a note is dragged to the edge of another row, then moveRowAt moves it; over the middle of a row, the drop files it there")
    func tableMoveAndFile() throws {
        let clock = ManualFrameClock()
        let notes = NotesViewController(style: .plain)
        let window = window(notes, clock: clock)
        let lifted = try #require(notes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FolderCell)
        drag(in: window, clock: clock, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 44 * 2 + 40))
        #expect(notes.notes == ["Ideas", "Recipes", "Groceries", "Travel"])
        #expect(lifted.states == [.lifting, .dragging, .none])
        #expect(!lifted.userInteractionEnabledWhileDragging)
        drag(in: window, clock: clock, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 44 * 3 + 22))
        #expect(notes.filed == ["Travel": ["Ideas"]])
        #expect(notes.notes == ["Recipes", "Groceries", "Travel"])
    }
}
