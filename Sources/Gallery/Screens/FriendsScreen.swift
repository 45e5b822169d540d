import CollectionWeb
import OpenCollectionView
import Samples

/// The 2018 session's friends list (F6, F35): a collection view controller whose `ColumnFlowLayout`
/// adds columns as the window widens, its cells list cells configured by a registration.
@MainActor
final class FriendsScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(id: "friends", title: "Friends (column flow)", group: GalleryGroup.tour2018,
        summary: "A custom flow layout whose columns follow the width: resize the window and watch them reflow")) { _ in
        FriendsScreen()
    }

    let friends = FriendsViewController()

    init() {
        super.init(root: friends)
    }

    /// The friends' collection view.
    var collectionView: CollectionView { friends.collectionView }
}

/// The friends list as the session's sample writes it: a collection view controller with the
/// column flow layout, a cell registration configuring each cell with list content (name, mutual friends, a round avatar).
@MainActor
final class FriendsViewController: CollectionViewController {
    /// A friend: a name and how many friends you share.
    struct Friend: Hashable {
        let name: String
        let mutualFriends: Int
    }

    let people: [Friend] = Names.generate(count: 500, seed: 2018).enumerated().map { Friend(name: $1, mutualFriends: ($0 * 7) % 40 + 1) }
    private let registration = CellRegistration<CollectionViewCell, Friend> { cell, _, friend in
        var content = ListContentConfiguration.subtitleCell()
        content.text = friend.name
        content.secondaryText = friend.mutualFriends == 1 ? "1 mutual friend" : "\(friend.mutualFriends) mutual friends"
        content.image = Image(named: friend.name, size: CGSize(width: 44, height: 44))
        content.imageProperties.cornerRadius = 22
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
    }

    init() {
        super.init(collectionViewLayout: ColumnFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Friends"
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { people.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: people[indexPath.item])
    }
}
