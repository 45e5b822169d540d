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

    /// A file of the generated folder: its name and the symbol its kind shows.
    struct File {
        let name: String
        let symbol: String
        let tint: Color

        private static let stems = ["Budget", "Trip Photos", "Keynote Draft", "Invoices", "Reading List", "Garden Plan", "Recipes",
                                    "Interview Notes", "Moodboard", "Tax Return", "Wedding", "Backups", "Sketches", "Podcast"]
        private static let kinds: [(suffix: String, symbol: String, tint: Color)] = [
            ("", "folder.fill", .systemBlue), (".png", "photo", .systemOrange), (".zip", "archivebox", .systemBrown),
            (".eml", "envelope", .systemTeal), (".pdf", "doc.richtext", .systemRed), (".key", "play.square.fill", .systemIndigo),
        ]

        /// File `number`: a stem, a year for the later copies, and a kind.
        init(_ number: Int) {
            let stem = Self.stems[number % Self.stems.count]
            let round = number / Self.stems.count
            let kind = Self.kinds[(number * 5 + round) % Self.kinds.count]
            name = (round == 0 ? stem : "\(stem) \(2026 - round)") + kind.suffix
            symbol = kind.symbol
            tint = kind.tint
        }
    }

    private let registration = CellRegistration<DesktopFileCell, Int> { cell, _, number in
        let file = File(number)
        cell.configurationUpdateHandler = { cell, state in
            let selected = state.isSelected
            (cell as? DesktopFileCell)?.configure(with: file, selected: selected)
            let color = selected ? Color.systemBlue : Color.secondarySystemBackground
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
        post("didSelectItemAt (\(indexPath.section) - \(indexPath.item)) \(File(indexPath.item).name); \(collectionView.indexPathsForSelectedItems?.count ?? 0) selected")
    }

    override func perform(action name: String) -> Bool {
        guard name == "selectNone" else { return false }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: false)
        }
        return true
    }
}
