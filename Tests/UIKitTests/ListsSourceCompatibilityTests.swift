import Testing
import UIKit

// A sidebar outline and a mail-style list written as iOS 14+ UIKit code writes them: list cells with
// accessories, a hierarchical section snapshot, swipe actions from the list configuration. That this
// file compiles in Swift 5 and Swift 6 modes is half the test.

@MainActor
final class SidebarOutline {
    enum Section { case main }
    struct Item: Hashable {
        let title: String
        let hasChildren: Bool
    }

    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var deleted: [String] = []

    init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))

        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "3")]
            // iOS 18: a background that adopts the list's style (here the sidebar's rounded selection).
            cell.backgroundConfiguration = UIBackgroundConfiguration.listCell()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            item.hasChildren
                ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        var outline = NSDiffableDataSourceSectionSnapshot<Item>()
        let library = Item(title: "Library", hasChildren: true)
        outline.append([library])
        outline.append([Item(title: "Recents", hasChildren: false), Item(title: "Favorites", hasChildren: false)], to: library)
        dataSource.apply(outline, to: .main, animatingDifferences: false)
    }
}

@MainActor
final class MailList {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var archived: [String] = []

    init(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
                self.archived.append(item)
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            archive.backgroundColor = .systemIndigo
            archive.image = UIImage(systemName: "archivebox")
            return UISwipeActionsConfiguration(actions: [archive])
        }
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            separator.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separator
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = "Re: \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.checkmark(displayed: .whenNotEditing), .delete(), .reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Lunch", "Invoice", "Trip"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A contacts screen as UIKit code writes it: an inset-grouped table controller with a section index.
@MainActor
final class ContactsController: UITableViewController {
    let letters = ["A", "B", "C", "D"]
    var names: [[String]] { letters.map { letter in (0..<8).map { "\(letter)name \($0)" } } }

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names[section].count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        letters.firstIndex(of: title) ?? index
    }
}

/// A contacts list as iOS 14+ code writes it: a diffable data source subclass gives the list's index.
@MainActor
final class ContactsListDataSource: UICollectionViewDiffableDataSource<String, String> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 1, section: snapshot().indexOfSection(title) ?? index)
    }
}

@Suite("UIKit list and outline code compiles and behaves (F36, F37)")
@MainActor
struct ListsSourceCompatibilityTests {
    @Test("when Apple-style sidebar code builds an outline, then only the header shows until its header-style disclosure row is tapped")
    func sidebar() {
        let sidebar = SidebarOutline(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let clock = ManualFrameClock()
        let window = UIWindow(frame: sidebar.collectionView.frame, clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.addSubview(sidebar.collectionView)
        clock.advanceFrames(2)
        #expect(sidebar.collectionView.numberOfItems(inSection: 0) == 1)
        let header = sidebar.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(header is UICollectionViewListCell)
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: header.map { $0.frame.midY } ?? 0)))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: header.map { $0.frame.midY } ?? 0)))
        clock.advanceFrames(1)
        clock.advance(by: 1)
        #expect(sidebar.collectionView.numberOfItems(inSection: 0) == 3)
        #expect((sidebar.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 1)
        // The child's listCell() background took the sidebar's style: tinted when selected.
        sidebar.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        clock.advanceFrames(1)
        let child = sidebar.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(child?.configurationState.traitCollection.listEnvironment == .sidebar)
        #expect(child?.renderedBackground?.backgroundColor == .systemBlue)
    }

    @Test("when a mail-style row is swiped fully, then its Archive action removes it through the data source")
    func mail() {
        let mail = MailList(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let clock = ManualFrameClock()
        let window = UIWindow(frame: mail.collectionView.frame, clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.addSubview(mail.collectionView)
        clock.advanceFrames(2)
        let y = mail.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)).map { $0.frame.midY } ?? 0
        window.send(PointerEvent(.down, at: CGPoint(x: 290, y: y)))
        clock.advanceFrames(1)
        for x in stride(from: 250.0, through: 30.0, by: -40.0) {
            window.send(PointerEvent(.moved, at: CGPoint(x: x, y: y)))
            clock.advanceFrames(1)
        }
        window.send(PointerEvent(.up, at: CGPoint(x: 30, y: y)))
        clock.advanceFrames(1)
        clock.advance(by: 1)
        #expect(mail.archived == ["Invoice"])
        #expect(mail.dataSource.snapshot().itemIdentifiers == ["Lunch", "Trip"])
    }

    @Test("when a contacts table controller's section index is tapped, then the letter's section scrolls to the top of its inset-grouped, rounded rows")
    func contactsIndex() {
        let contacts = ContactsController()
        contacts.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        contacts.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        let clock = ManualFrameClock()
        let window = UIWindow(frame: contacts.tableView.frame, clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = contacts
        clock.advanceFrames(2)
        let table = contacts.tableView!
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.layer.cornerRadius == 10)
        // Four titles on 16-point lines, centred in the 500-point strip at the trailing edge: C at 250 + 8.
        window.send(PointerEvent(.down, at: CGPoint(x: 382, y: 258)))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: CGPoint(x: 382, y: 258)))
        clock.advanceFrames(1)
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 2).minY - table.adjustedContentInset.top)
    }

    @Test("when a contacts list's diffable data source overrides the index methods, then tapping a letter scrolls its item to the top")
    func contactsListIndex() {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = ContactsListDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for letter in ["A", "B", "C", "D"] {
            snapshot.appendSections([letter])
            snapshot.appendItems((0..<8).map { "\(letter)name \($0)" }, toSection: letter)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        clock.advanceFrames(2)
        // Four titles on 16-point lines, centred in the 500-point strip at the trailing edge: C at 250 + 8.
        window.send(PointerEvent(.down, at: CGPoint(x: 382, y: 258)))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: CGPoint(x: 382, y: 258)))
        clock.advanceFrames(1)
        let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame.minY ?? -1
        #expect(abs(collectionView.contentOffset.y - (item - collectionView.adjustedContentInset.top)) < 0.5, "\(collectionView.contentOffset.y) for \(item)")
    }

    @Test("when settings code builds a pop-up menu accessory from UIMenu and UIActions, then it compiles unchanged and the menu reports its checked action")
    func popUpMenuAccessory() {
        var chosen: String?
        let options = ["Never", "Every Day", "Every Week"]
        let menu = UIMenu(title: "Repeat", options: .singleSelection, children: options.map { title in
            UIAction(title: title, state: title == "Never" ? .on : .off) { action in chosen = action.title }
        })
        var cellAccessories: [UICellAccessory] = [.popUpMenu(menu, displayed: .always, options: UICellAccessory.PopUpMenuOptions(tintColor: .secondaryLabel)) { menu in
            chosen = (menu.selectedElements.first as? UIAction)?.title
        }]
        cellAccessories.append(.disclosureIndicator(displayed: .whenEditing))
        #expect(cellAccessories.count == 2 && chosen == nil)
        #expect(menu.selectedElements.map(\.title) == ["Never"])
        #expect(cellAccessories[0].menu === menu && cellAccessories[0].accessoryType == .popUpMenu)
    }
}
