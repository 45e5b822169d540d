import CollectionWeb
import OpenCollectionView
import Samples

/// The 2018 session's friends list: `ColumnFlowLayout` adds columns as the window widens (F6).
@MainActor
final class FriendsScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(id: "friends", title: "Friends (column flow)", group: GalleryGroup.tour2018,
        summary: "A custom flow layout whose columns follow the width: resize the window and watch them reflow")) { size in
        FriendsScreen(size: size)
    }

    private let friends: [(name: String, mutual: Int)]
    private let registration = CellRegistration<CollectionViewCell, (name: String, mutual: Int)> { cell, _, friend in
        var content = ListContentConfiguration.subtitleCell()
        content.text = friend.name
        content.secondaryText = friend.mutual == 1 ? "1 mutual friend" : "\(friend.mutual) mutual friends"
        content.image = Image(named: friend.name, size: CGSize(width: 44, height: 44))
        content.imageProperties.cornerRadius = 22
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
    }

    init(size: CGSize) {
        friends = Names.generate(count: 500, seed: 2018).enumerated().map { ($1, ($0 * 7) % 40 + 1) }
        let layout = ColumnFlowLayout()
        super.init(size: size, layout: layout)
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { friends.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: friends[indexPath.item])
    }
}
