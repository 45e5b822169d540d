import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

@MainActor
final class NumbersViewController: CollectionViewController {
    var selected: [IndexPath] = []
    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Reports items but never makes cells.
@MainActor
final class ForgetfulViewController: CollectionViewController {
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
}

@MainActor
final class RowsViewController: TableViewController {
    var selected: [IndexPath] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.tag = 100 + indexPath.row
        return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Rows" }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("Collection and table view controllers: the view is theirs, they are its data source and delegate (F35)")
@MainActor
struct CollectionViewControllerTests {
    func window() -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        return (Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource()), clock)
    }

    @Test("when a collection view controller is shown, then its overrides make the cells and hear selections, which clear on appearance")
    func collectionViewController() throws {
        let (window, clock) = window()
        let controller = NumbersViewController()
        window.rootViewController = controller
        clock.advanceFrames(1)
        #expect(controller.collectionView.frame == window.bounds)
        #expect(controller.collectionView.visibleCells.map(\.tag).sorted() == Array(0..<12))
        controller.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        (controller.collectionView.delegate as? any CollectionViewDelegate)?.collectionView(controller.collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
        #expect(controller.selected == [IndexPath(item: 4, section: 0)], "the override is reached through the protocol")
        window.rootViewController = nil
        window.rootViewController = controller
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "clearsSelectionOnViewWillAppear")
    }

    @Test("when a subclass reports items without making cells, then it is reported and empty cells are shown")
    func missingCells() {
        let (window, clock) = window()
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        let controller = ForgetfulViewController(collectionViewLayout: CollectionViewFlowLayout())
        window.rootViewController = controller
        clock.advanceFrames(1)
        #expect(controller.collectionView.visibleCells.count == 2)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("does not override collectionView(_:cellForItemAt:)") }, "\(messages)")
    }

    @Test("when a table view controller is shown, then its overrides make the rows, the header title and hear selections")
    func tableViewController() {
        let (window, clock) = window()
        let controller = RowsViewController(style: .insetGrouped)
        window.rootViewController = controller
        clock.advanceFrames(1)
        #expect(controller.tableView.style == .insetGrouped && controller.tableView.frame == window.bounds)
        #expect(controller.tableView.visibleCells.map(\.tag).sorted() == [100, 101, 102, 103, 104])
        (controller.tableView.delegate as? any TableViewDelegate)?.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(controller.selected == [IndexPath(row: 2, section: 0)])
        #expect(controller.tableView.dataSource?.tableView(controller.tableView, titleForHeaderInSection: 0) == "Rows")
    }

    @Test("when a collection or table view controller enters editing mode, then its view does too, and leaves it with it")
    func editingReachesTheView() {
        let collection = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
        collection.setEditing(true, animated: true)
        #expect(collection.isEditing && collection.collectionView.isEditing)
        collection.isEditing = false
        #expect(!collection.collectionView.isEditing)
        let table = TableViewController(style: .plain)
        table.editButtonItem.primaryAction.map { $0.handler($0) }
        #expect(table.isEditing && table.tableView.isEditing)
        table.setEditing(false, animated: false)
        #expect(!table.tableView.isEditing)
    }
}
