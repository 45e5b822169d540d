import CollectionWeb
import OpenCollectionView

/// The news feed (F16, F17, F31, F33, F35): self-sizing Auto Layout article cells in a collection view
/// controller, with generated pictures, headlines and summaries that follow Dynamic Type.
@MainActor
final class NewsFeedScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "news-feed", title: "News feed", group: GalleryGroup.views,
        summary: "Self-sizing Auto Layout cells: change Text size or the window's width and every story re-fits; pull down for new ones",
        actions: [.init(name: "refresh", title: "Load newer stories")]
    )) { _ in NewsFeedScreen() }

    let feed = NewsFeedViewController()

    init() {
        super.init(root: feed)
    }

    override func perform(action name: String) -> Bool {
        guard name == "refresh" else { return false }
        feed.loadNewerStories()
        return true
    }
}
