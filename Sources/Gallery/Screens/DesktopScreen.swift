import CollectionWeb
import OpenCollectionView

/// Desktop-style interaction (F30): click to select, shift-click and shift-arrows to extend, command
/// (or control) to toggle, arrow keys to move, a rubber band dragged from empty space, and a sweep
/// dragged from a file (the multiple-selection interaction).
@MainActor
final class DesktopScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "desktop", title: "Desktop-style selection", group: GalleryGroup.views,
        summary: "Click, Shift- or Cmd-click, arrow keys, a rubber band or a drag across files, as on a Mac",
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

    /// A file's tile on a wide stage, with the spacing and the inset around the grid.
    static let tile = CGSize(width: 120, height: 90), spacing: CGFloat = 12, inset: CGFloat = 20

    init(size: CGSize) {
        super.init(size: size, layout: CollectionViewFlowLayout.gallery(itemSize: Self.tile, spacing: Self.spacing, inset: Self.inset))
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = true
    }

    /// Three tiles across a stage too narrow for three desktop tiles (a phone), instead of two far
    /// apart (the flow layout spreads a row's spare width between its items); desktop tiles otherwise.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - 2 * Self.inset
        guard available < 3 * Self.tile.width + 2 * Self.spacing else { return Self.tile }
        return CGSize(width: Swift.max(60, ((available - 2 * Self.spacing) / 3).rounded(.down)), height: Self.tile.height)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        post("didSelectItemAt (\(indexPath.section) - \(indexPath.item)) \(File(indexPath.item).name); \(collectionView.indexPathsForSelectedItems?.count ?? 0) selected")
    }

    /// A drag from a file sweeps a selection across the files between (UIKit's two-finger pan).
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        post("didBeginMultipleSelectionInteractionAt (\(indexPath.section) - \(indexPath.item))")
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {
        post("didEndMultipleSelectionInteraction")
    }

    override func perform(action name: String) -> Bool {
        guard name == "selectNone" else { return false }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: false)
        }
        return true
    }
}
