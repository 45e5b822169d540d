import CollectionWeb
import OpenCollectionView

/// Desktop-style interaction (F30): click to select, shift-click and shift-arrows to extend, command
/// (or control) to toggle, arrow keys to move, and a rubber band dragged from empty space.
@MainActor
final class DesktopScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDelegate {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "desktop", title: "Desktop-style selection", group: GalleryGroup.views,
        summary: "Click, Shift-click, Cmd-click, arrow keys and a rubber band, as on a Mac",
        actions: [.init(name: "selectNone", title: "Deselect all")]
    )) { size in DesktopScreen(size: size) }

    private let registration = CellRegistration<CollectionViewCell, Int> { cell, _, number in
        cell.configurationUpdateHandler = { cell, state in
            let selected = state.isSelected
            let color = selected ? Color.systemBlue : Palette.color(number, saturation: 0.25, brightness: 0.95)
            cell.contentConfiguration = CustomContentConfiguration(.styled(
                .text("File \(number)", font: .systemFont(ofSize: 13, weight: selected ? .semibold : .regular), color: selected ? .white : .label),
                classNames: ["centered"]))
            var background = Palette.background(color, radius: 8)
            if state.isHighlighted || state.isFocused {
                background.strokeColor = .systemBlue
                background.strokeWidth = 2
            }
            cell.backgroundConfiguration = background
        }
    }

    init(size: CGSize) {
        super.init(size: size, layout: CollectionViewFlowLayout.gallery(itemSize: CGSize(width: 120, height: 90), spacing: 12, inset: 20))
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = true
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        post("didSelectItemAt (\(indexPath.section) - \(indexPath.item)); \(collectionView.indexPathsForSelectedItems?.count ?? 0) selected")
    }

    override func perform(action name: String) -> Bool {
        guard name == "selectNone" else { return false }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: false)
        }
        return true
    }
}
