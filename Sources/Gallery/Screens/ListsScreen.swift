import CollectionWeb
import Foundation
import OpenCollectionView

/// Lists and outlines (F36, F37): a sidebar outline whose folders expand and collapse through their
/// disclosure, above a mailbox in an inset-grouped list whose rows swipe — Unread on the leading edge,
/// Delete and Flag on the trailing edge (a full swipe deletes) — with accessories that change in
/// editing mode, a first row whose pop-up menu sorts the messages, and a context menu on each message
/// (a long press or a right click).
@MainActor
final class ListsScreen: GalleryScreen, CollectionViewDelegate {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "lists", title: "Outline & swipe actions", group: GalleryGroup.lists,
        summary: "Expand a folder, swipe a message left or right, right-click one, or press Edit",
        actions: [.init(name: "edit", title: "Edit / Done"), .init(name: "expand", title: "Expand all"), .init(name: "collapse", title: "Collapse all")]
    )) { size in ListsScreen(size: size) }

    enum Section: Int, Hashable { case library, mailbox }
    /// A folder or message; folders have a symbol. The mailbox's first row chooses its order.
    struct Item: Hashable {
        let title: String
        var symbol: String?
        var detail: String?
        var isSortRow = false
    }

    /// The mailbox's orders, chosen from the sort row's pop-up menu.
    enum MailSort: String, CaseIterable {
        case newest = "Newest first"
        case oldest = "Oldest first"
        case title = "Title A–Z"
    }

    static let sortRow = Item(title: "Sort by", isSortRow: true)
    private(set) var sort = MailSort.newest

    private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    private(set) var unread: Set<String> = ["Lunch on Friday", "Invoice 2041"]
    private(set) var flagged: Set<String> = []

    static let folders: [(String, String, [String])] = [
        ("Mail", "envelope", ["Inbox", "Drafts", "Sent"]),
        ("Photos", "photo", ["Recents", "Favorites", "Trips"]),
        ("Documents", "folder", ["Invoices", "Contracts"]),
    ]
    /// Who sent each message and when, newest first.
    static let senders = Names.generate(count: 8, seed: 36)
    static let times = ["9:41", "9:12", "8:30", "Yesterday", "Yesterday", "Monday", "Sunday", "Nov 19"]
    static let messages = ["Lunch on Friday", "Invoice 2041", "Trip to Lisbon", "Quarterly report", "Team offsite", "New design review",
                           "Library renewal", "Flight check-in"]

    init(size: CGSize) {
        super.init(size: size, layout: CollectionViewCompositionalLayout { _, _ in nil })
        let layout = CollectionViewCompositionalLayout { [weak self] index, environment in
            index == Section.library.rawValue
                ? CollectionLayoutSection.list(using: Self.libraryConfiguration(), layoutEnvironment: environment)
                : CollectionLayoutSection.list(using: self?.mailboxConfiguration() ?? CollectionLayoutListConfiguration(appearance: .insetGrouped),
                                               layoutEnvironment: environment)
        }
        collectionView.setCollectionViewLayout(layout, animated: false)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        let folder = CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = ListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = item.symbol.flatMap { Image(systemName: $0) }
            cell.contentConfiguration = content
            // A folder has no destination of its own: a tap anywhere on it expands or collapses it,
            // as the sidebars of Apple's apps do (the header style).
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let leaf = CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = ListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = Image(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "\(item.title.count)")]
        }
        let message = CellRegistration<CollectionViewListCell, Item> { [weak self] cell, _, item in
            if item.isSortRow, let self {
                var content = ListContentConfiguration.valueCell()
                content.text = item.title
                content.secondaryText = self.sort.rawValue
                cell.contentConfiguration = content
                cell.accessories = [.popUpMenu(self.sortMenu()) { [weak self] menu in
                    self?.post("selectedElements: \(menu.selectedElements.map(\.title))")
                }]
                return
            }
            var content = ListContentConfiguration.subtitleCell()
            content.text = item.title
            content.secondaryText = item.detail
            let isUnread = self?.unread.contains(item.title) == true, isFlagged = self?.flagged.contains(item.title) == true
            // As Mail marks a message: a small blue dot when unread, an orange flag when flagged, else
            // the dot in clear — the gutter keeps every title at the same place.
            content.image = isFlagged ? Image(systemName: "flag.fill", size: CGSize(width: 13, height: 13))
                : Image(systemName: "circle.fill", size: CGSize(width: 10, height: 10))
            content.imageProperties.reservedLayoutSize = CGSize(width: 14, height: 14)
            content.imageProperties.tintColor = isFlagged ? .systemOrange : isUnread ? .systemBlue : .clear
            content.textProperties.font = .preferredFont(forTextStyle: isUnread ? .headline : .body)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing), .delete(), .reorder()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if indexPath.section == Section.mailbox.rawValue {
                return collectionView.dequeueConfiguredReusableCell(using: message, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: item.symbol == nil ? leaf : folder, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.post("willExpandItem \(item.title)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.post("willCollapseItem \(item.title)") }
        dataSource.reorderingHandlers.canReorderItem = { !$0.isSortRow }

        var library = DiffableDataSourceSectionSnapshot<Item>()
        for (title, symbol, children) in Self.folders {
            let parent = Item(title: title, symbol: symbol)
            library.append([parent])
            library.append(children.map { Item(title: $0) }, to: parent)
        }
        library.expand([Item(title: "Mail", symbol: "envelope")])
        dataSource.apply(library, to: .library, animatingDifferences: false)
        applyMailbox(animated: false)
    }

    /// The sort row's menu: one action per order, the current one checked.
    private func sortMenu() -> Menu {
        Menu(title: "Sort by", options: .singleSelection, children: MailSort.allCases.map { order in
            Action(title: order.rawValue, state: order == sort ? .on : .off) { [weak self] _ in self?.sortMail(order) }
        })
    }

    private func sortMail(_ order: MailSort) {
        sort = order
        applyMailbox(animated: true)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([Self.sortRow])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The sort row, then the messages still in the mailbox in the chosen order.
    private func applyMailbox(animated: Bool) {
        let all = Self.messages.enumerated().map { Item(title: $0.element, detail: Self.senders[$0.offset % Self.senders.count] + " · " + Self.times[$0.offset % Self.times.count]) }
        let present = dataSource.snapshot().indexOfSection(.mailbox) == nil ? all : all.filter { dataSource.snapshot().indexOfItem($0) != nil }
        let ordered: [Item] = switch sort {
        case .newest: present
        case .oldest: present.reversed()
        case .title: present.sorted { $0.title < $1.title }
        }
        var mailbox = DiffableDataSourceSectionSnapshot<Item>()
        mailbox.append([Self.sortRow] + ordered)
        dataSource.apply(mailbox, to: .mailbox, animatingDifferences: animated)
    }

    static func libraryConfiguration() -> CollectionLayoutListConfiguration {
        CollectionLayoutListConfiguration(appearance: .sidebar)
    }

    func mailboxConfiguration() -> CollectionLayoutListConfiguration {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath), !item.isSortRow else { return nil }
            let isUnread = self.unread.contains(item.title)
            let toggle = ContextualAction(style: .normal, title: isUnread ? "Read" : "Unread") { [weak self] _, _, completion in
                guard let self else { return completion(false) }
                if isUnread { self.unread.remove(item.title) } else { self.unread.insert(item.title) }
                self.reconfigure(item)
                self.post("\(isUnread ? "Read" : "Unread"): \(item.title)")
                completion(true)
            }
            toggle.backgroundColor = .systemBlue
            toggle.image = Image(systemName: isUnread ? "envelope" : "envelope.fill")
            return SwipeActionsConfiguration(actions: [toggle])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath), !item.isSortRow else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                guard let self else { return completion(false) }
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                self.post("Deleted: \(item.title)")
                // What VoiceOver says on iOS after a row is deleted this way.
                Accessibility.post(notification: .announcement, argument: "Deleted \(item.title)")
                completion(true)
            }
            delete.image = Image(systemName: "trash")
            let flag = ContextualAction(style: .normal, title: self.flagged.contains(item.title) ? "Unflag" : "Flag") { [weak self] _, _, completion in
                guard let self else { return completion(false) }
                if self.flagged.remove(item.title) == nil { self.flagged.insert(item.title) }
                self.reconfigure(item)
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            flag.image = Image(systemName: "flag")
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        return configuration
    }

    /// A tap on the lifted message while its menu shows opens it (here: says so), as Mail does.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: any ContextMenuInteractionCommitAnimating) {
        let title = "\(configuration.identifier)"
        animator.addCompletion { [weak self] in self?.post("Opened from its preview: \(title)") }
    }

    /// A message's context menu: mark it read or unread and flag or unflag it (side by side, as Mail
    /// shows them), or delete it.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        guard let indexPath = indexPaths.first, indexPath.section == Section.mailbox.rawValue,
              let item = dataSource.itemIdentifier(for: indexPath), !item.isSortRow else { return nil }
        return ContextMenuConfiguration(identifier: item.title as NSString, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let isUnread = self.unread.contains(item.title), isFlagged = self.flagged.contains(item.title)
            let marks = Menu(title: "", options: .displayInline, preferredElementSize: .medium, children: [
                Action(title: isUnread ? "Mark as Read" : "Mark as Unread", image: Image(systemName: isUnread ? "envelope" : "envelope.fill")) { [weak self] _ in
                    guard let self else { return }
                    if isUnread { self.unread.remove(item.title) } else { self.unread.insert(item.title) }
                    self.reconfigure(item)
                },
                Action(title: isFlagged ? "Unflag" : "Flag", image: Image(systemName: "flag")) { [weak self] _ in
                    guard let self else { return }
                    if isFlagged { self.flagged.remove(item.title) } else { self.flagged.insert(item.title) }
                    self.reconfigure(item)
                    self.post("\(isFlagged ? "Unflagged" : "Flagged"): \(item.title)")
                },
            ])
            return Menu(children: [
                marks,
                Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                    guard let self else { return }
                    var snapshot = self.dataSource.snapshot()
                    snapshot.deleteItems([item])
                    self.dataSource.apply(snapshot)
                    self.post("Deleted: \(item.title)")
                },
            ])
        }
    }

    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: (any ContextMenuInteractionAnimating)?) {
        post("willDisplayContextMenu \(configuration.identifier)")
    }

    private func reconfigure(_ item: Item) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([item])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func perform(action name: String) -> Bool {
        switch name {
        case "edit":
            collectionView.isEditing.toggle()
            post(collectionView.isEditing ? "isEditing = true: delete and reorder accessories" : "isEditing = false")
        case "expand", "collapse":
            var library = dataSource.snapshot(for: .library)
            let parents = library.rootItems
            if name == "expand" { library.expand(parents) } else { library.collapse(parents) }
            dataSource.apply(library, to: .library)
        default:
            return false
        }
        return true
    }
}
