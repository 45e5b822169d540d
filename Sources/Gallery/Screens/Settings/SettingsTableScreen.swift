import CollectionWeb
import OpenCollectionView

/// A settings app (F15, F35, F36): table view controllers in a navigation controller — the grouped
/// first page, and a page of choices pushed from each row with a disclosure indicator.
@MainActor
final class SettingsTableScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "settings-table", title: "Settings", group: GalleryGroup.lists,
        summary: "Table view controllers: tap a preview choice to move its checkmark, or Wi-Fi to push its networks"
    )) { _ in SettingsTableScreen() }

    let settings = SettingsViewController()

    init() {
        super.init(root: settings)
    }
}
