import CollectionWeb
import Foundation
import OpenCollectionView

/// Pull to refresh (F19): pull the list down past the trigger distance (drag, or the wheel at the
/// top); the refresh control's action loads three new rows after a second and ends refreshing.
@MainActor
final class RefreshScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "refresh", title: "Pull to refresh", group: GalleryGroup.whatsNew2016,
        summary: "Drag the list down past its top, or press beginRefreshing()",
        actions: [.init(name: "refresh", title: "beginRefreshing()")]
    )) { size in RefreshScreen(size: size) }

    nonisolated static let loadDuration: Duration = .seconds(1)
    private(set) var rows: [String] = (1...40).map { "Message \($0)" }
    private var refreshes = 0
    private let refreshControl = RefreshControl()
    private let registration = CellRegistration<CollectionViewCell, String> { cell, _, text in
        var content = ListContentConfiguration.subtitleCell()
        content.text = text
        content.secondaryText = "Pull down to load newer messages"
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
    }

    init(size: CGSize) {
        super.init(size: size, layout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.dataSource = self
        refreshControl.title = "Loading newer messages…"
        refreshControl.addAction(Action { [weak self] _ in self?.refreshStarted() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: rows[indexPath.item])
    }

    private func refreshStarted() {
        post("Refresh control: valueChanged")
        Task { [weak self] in
            try? await Task.sleep(for: Self.loadDuration)
            self?.refreshFinished()
        }
    }

    private func refreshFinished() {
        refreshes += 1
        let new = (1...3).map { "New message \(refreshes).\($0)" }
        collectionView.performBatchUpdates({ [self] in
            rows.insert(contentsOf: new, at: 0)
            collectionView.insertItems(at: (0..<new.count).map { IndexPath(item: $0, section: 0) })
        })
        refreshControl.endRefreshing()
        post("Loaded \(new.count) new rows; endRefreshing()")
    }

    override func perform(action name: String) -> Bool {
        guard name == "refresh", !refreshControl.isRefreshing else { return name == "refresh" }
        refreshControl.beginRefreshing()
        refreshStarted()
        return true
    }
}
