import CollectionWeb
import OpenCollectionView

/// Reminders (F38): rows made by a custom content configuration and its content view, following a
/// custom state key the cell adds (done or not) and the selection, in an inset-grouped list of
/// self-sizing rows. Tapping a reminder marks it done or not done.
@MainActor
final class RemindersScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(id: "reminders", title: "Reminders (custom content view)", group: GalleryGroup.lists,
        summary: "Rows drawn by a custom UIContentConfiguration and its view: tap one to mark it done")) { _ in
        RemindersScreen()
    }

    let reminders = RemindersViewController()

    init() {
        super.init(root: reminders)
    }

    var collectionView: CollectionView { reminders.collectionView }
}

/// The reminders, by list, in a diffable data source of reminder ids.
@MainActor
final class RemindersViewController: CollectionViewController {
    private(set) var items: [Int: Reminder] = Dictionary(uniqueKeysWithValues: Reminder.samples.map { ($0.id, $0) })
    private var dataSource: CollectionViewDiffableDataSource<Reminder.List, Int>!

    init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        super.init(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        let row = CellRegistration<ReminderCell, Int> { [weak self] cell, _, id in
            cell.reminder = self?.items[id]
        }
        let header = SupplementaryRegistration<ContentReusableView>(elementKind: CollectionView.elementKindSectionHeader) { [weak self] view, _, indexPath in
            guard let list = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = ListContentConfiguration.groupedHeader()
            content.text = list.rawValue
            content.textProperties.color = list.color
            // Large and bold, as Reminders titles its lists — and large text needs 3:1, which the
            // lists' colours keep on the grouped background with increased contrast.
            content.textProperties.font = .preferredFont(forTextStyle: .title3)
            content.textProperties.font.weight = .bold
            view.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Reminder.List, Int>()
        snapshot.appendSections(Reminder.List.allCases)
        for list in Reminder.List.allCases {
            snapshot.appendItems(Reminder.samples.filter { $0.list == list }.map(\.id), toSection: list)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Marks the reminder done or not done; the row follows through its state key.
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath), var reminder = items[id] else { return }
        reminder.isCompleted.toggle()
        items[id] = reminder
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
