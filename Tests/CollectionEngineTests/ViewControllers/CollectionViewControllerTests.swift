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

    @Test("when a collection view controller with layout-to-layout transitions is pushed on another, then it shares the collection view, which animates to its layout and back on pop")
    func layoutToLayoutNavigation() throws {
        let (window, clock) = window()
        let root = NumbersViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        let big = CollectionViewFlowLayout()
        big.itemSize = CGSize(width: 150, height: 150)
        let detail = CollectionViewController(collectionViewLayout: big)
        detail.useLayoutToLayoutNavigationTransitions = true
        let shared = try #require(root.collectionView)
        let before = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0)))
        navigation.pushViewController(detail, animated: true)
        #expect(detail.collectionView === shared, "the pushed controller's collection view is the one below's")
        #expect(shared.collectionViewLayout === big)
        #expect(shared.dataSource === root, "the data source and delegate stay the controller below")
        #expect(shared.superview != nil && shared.window === window)
        clock.advanceFrames(2)
        let moving = window.animator.presentation(of: before, at: clock.now)?.frame.width ?? before.frame.width
        #expect(moving > 100 && moving < 150, "the cells grow towards the new layout (\(moving))")
        clock.advance(by: 1)
        #expect(before.frame.size == CGSize(width: 150, height: 150))
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(shared.collectionViewLayout === root.collectionViewLayout)
        #expect(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 100, height: 50))
        #expect(shared.superview != nil, "the shared view stays on screen")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("when a collection view controller without layout-to-layout transitions is pushed, then it has its own collection view")
    func ordinaryPush() throws {
        let (window, clock) = window()
        let root = NumbersViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        let detail = NumbersViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(detail.collectionView !== root.collectionView)
        #expect(root.collectionView.collectionViewLayout !== detail.collectionView.collectionViewLayout)
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
