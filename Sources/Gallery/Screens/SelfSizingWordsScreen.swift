import CollectionWeb
import OpenCollectionView

/// The 2014/2018 self-sizing demo (F17): one cell per word of a paragraph in a flow layout, either at a
/// fixed estimate (every word in the same box) or `automaticSize`, where the browser measures each
/// word and the layout re-flows around the answers without visible jumps.
@MainActor
final class SelfSizingWordsScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "self-sizing", title: "Self-sizing words", group: GalleryGroup.whatsNew2016,
        summary: "Cells sized by their text as the browser measures it: change the text size",
        settings: [
            .toggle(name: "automaticSize", title: "automaticSize (measure each word)", isOn: true),
            .init(name: "textSize", title: "Word size", minimum: 11, maximum: 40, step: 1, value: 17),
        ]
    )) { size in SelfSizingWordsScreen(size: size) }

    static let paragraph = """
        Collection views present an ordered set of data items using customizable layouts. The simplest \
        form of a collection view displays items in a grid, but collection views can have multiple \
        sections, and you can customize the layout to show items in any arrangement you like. Self-sizing \
        cells let the content decide how big each item is: the layout starts from an estimate, asks every \
        cell for its preferred attributes, and invalidates only what changed, keeping what you look at \
        where it was. Everything here runs in Swift on the server; the browser only draws and measures.
        """

    private let words: [String] = (0..<4).flatMap { _ in SelfSizingWordsScreen.paragraph.split(separator: " ").map(String.init) }
    private let layout = CollectionViewFlowLayout.gallery(itemSize: CGSize(width: 90, height: 36), spacing: 6, inset: 12)
    private var textSize: CGFloat = 17
    private lazy var registration = makeRegistration()

    init(size: CGSize) {
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        super.init(size: size, layout: layout)
        collectionView.dataSource = self
    }

    private func makeRegistration() -> CellRegistration<CollectionViewCell, String> {
        CellRegistration { [weak self] cell, _, word in
            let size = self?.textSize ?? 17
            cell.contentConfiguration = CustomContentConfiguration(.text(word, font: .systemFont(ofSize: size), color: .label),
                                                                   margins: DirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
            cell.backgroundConfiguration = Palette.background(.secondarySystemBackground, radius: 8)
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: words[indexPath.item])
    }

    override func apply(setting name: String, value: Double) -> Bool {
        switch name {
        case "automaticSize":
            layout.estimatedItemSize = value != 0 ? CollectionViewFlowLayout.automaticSize : .zero
        case "textSize":
            textSize = CGFloat(min(max(value, 8), 64))
            collectionView.reloadData()
        default: return false
        }
        return true
    }
}
