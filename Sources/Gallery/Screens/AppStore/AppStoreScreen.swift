import CollectionWeb
import OpenCollectionView

/// The App Store (F28 with F34, F35): generated apps on shelves that scroll sideways, built from
/// view controllers, cells of image views, labels, stacks and buttons, and a diffable data source.
@MainActor
final class AppStoreScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "app-store", title: "App Store", group: GalleryGroup.compositional2019,
        summary: "Shelves that scroll sideways: drag one left, press GET, or See All to push the shelf as a list"
    )) { _ in AppStoreScreen() }

    let store = AppStoreViewController()

    init() {
        super.init(root: store)
    }
}
