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
    /// A message in the inbox: who sent it, its subject and when.
    struct Message: Hashable, Sendable {
        let sender: String
        let subject: String
        let time: String
        let isUnread: Bool
    }

    private static let subjects = ["Lunch on Thursday?", "Slides for the review", "Your order has shipped", "Re: weekend hike",
                                   "Photos from the trip", "Build is green again", "Invoice for November", "Book club: next title",
                                   "Quick question about the layout", "Flight moved to 9:40", "Welcome to the team!", "Re: Re: the diff"]
    /// `count` messages, newest first, from 9:41 back in steps of a few minutes.
    static func messages(count: Int, seed: UInt64, startingAt minutes: Int) -> [Message] {
        Names.generate(count: count, seed: seed).enumerated().map { index, name in
            let minute = minutes - index * 7
            let time = minute >= 0 ? String(format: "%d:%02d", minute / 60 % 24, minute % 60) : "Yesterday"
            return Message(sender: name, subject: subjects[(index * 5 + Int(seed)) % subjects.count], time: time, isUnread: index % 3 == 0)
        }
    }

    private(set) var rows: [Message] = RefreshScreen.messages(count: 40, seed: 19, startingAt: 9 * 60 + 41)
    private var refreshes = 0
    private let refreshControl = RefreshControl()
    /// A list cell (so the list draws its separators): sender, subject, the time as an accessory, and
    /// a blue dot for unread mail.
    private let registration = CellRegistration<CollectionViewListCell, Message> { cell, _, message in
        var content = ListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.textProperties.font = .systemFont(ofSize: 17, weight: message.isUnread ? .semibold : .regular)
        content.secondaryText = message.subject
        content.image = Image(systemName: message.isUnread ? "circle.fill" : "circle", size: CGSize(width: 10, height: 10))
        content.imageProperties.tintColor = message.isUnread ? .systemBlue : .clear
        cell.contentConfiguration = content
        cell.accessories = [.label(text: message.time, options: .init(font: .preferredFont(forTextStyle: .subheadline))), .disclosureIndicator()]
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
        let new = Self.messages(count: 3, seed: 100 + UInt64(refreshes), startingAt: 9 * 60 + 41 + refreshes * 30)
        collectionView.performBatchUpdates({ [self] in
            rows.insert(contentsOf: new, at: 0)
            collectionView.insertItems(at: (0..<new.count).map { IndexPath(item: $0, section: 0) })
        })
        refreshControl.endRefreshing()
        post("Loaded \(new.count) new rows (newest from \(new[0].sender)); endRefreshing()")
    }

    override func perform(action name: String) -> Bool {
        guard name == "refresh", !refreshControl.isRefreshing else { return name == "refresh" }
        refreshControl.beginRefreshing()
        refreshStarted()
        return true
    }
}
