import CollectionWeb
import DeterministicRandom
import OpenCollectionView

/// Cards built the way UIKit code builds them (F32, F33): each cell's content is plain views placed by
/// Auto Layout constraints, drawn by their layers — background colours, rounded and continuous
/// corners, a corner mask, a border, a shadow and a clipped circle — in a compositional layout with
/// heights uniform across each row's siblings, so a row is as tall as its tallest card's constraints
/// fit at the column's width.
@MainActor
final class ConstraintCardsScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "constraint-cards", title: "Constraints & layers", group: GalleryGroup.views,
        summary: "Cards of plain views, constraints and layers only — corners, borders, shadows; bars of set widths stand where a card would have text",
        settings: [
            .init(name: "columns", title: "Columns", minimum: 1, maximum: 4, step: 1, value: 2),
            .init(name: "cornerRadius", title: "Corner radius", minimum: 0, maximum: 28, step: 1, value: 16),
            .toggle(name: "continuous", title: "Continuous corners", isOn: true),
            .toggle(name: "shadow", title: "Shadow", isOn: true),
        ]
    )) { size in ConstraintCardsScreen(size: size) }

    /// What one card shows: its colour and the relative widths of its bars (one bar per line of "text").
    struct Card {
        let hue: Int
        let bars: [CGFloat]
        let isNew: Bool
    }

    let cards: [Card]
    private var style = CardCell.Style(cornerRadius: 16, isContinuous: true, hasShadow: true)
    private var columns = 2

    init(size: CGSize) {
        var random = SplitMix64(seed: 17)
        cards = (0..<240).map { index in
            let count = Int(random.next() % 5) + 1
            let bars = (0..<count).map { _ in CGFloat(40 + random.next() % 61) / 100 }
            return Card(hue: index, bars: bars, isNew: random.next() % 4 == 0)
        }
        super.init(size: size, layout: Self.layout(columns: 2))
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
    }

    /// The narrowest card whose constraints can all be satisfied (its symbol, its title and the two
    /// skeleton bars side by side with their margins).
    static let minimumCardWidth: CGFloat = 150

    /// Up to `columns` cards per row — fewer when the width cannot hold that many cards of
    /// `minimumCardWidth` — each row as tall as its tallest card's constraints fit (estimated at 96
    /// points; the siblings take the tallest height, as `uniformAcrossSiblings` asks).
    static func layout(columns: Int) -> CollectionViewLayout {
        let insets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let spacing: CGFloat = 14
        return CollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width - insets.leading - insets.trailing
            let cardWidth = minimumCardWidth * environment.textScale
            let fitting = Swift.max(1, Int(((width + spacing) / (cardWidth + spacing)).rounded(.down)))
            return .uniformColumns(Swift.min(columns, fitting), estimatedHeight: 96, spacing: spacing, insets: insets)
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { cards.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        (cell as? CardCell)?.configure(with: cards[indexPath.item], style: style)
        return cell
    }

    override func apply(setting name: String, value: Double) -> Bool {
        switch name {
        case "columns":
            let count = Int(min(max(value, 1), 4))
            guard count != columns else { return true }
            columns = count
            collectionView.setCollectionViewLayout(Self.layout(columns: count), animated: false)
        case "cornerRadius":
            style.cornerRadius = CGFloat(min(max(value, 0), 28))
            restyleVisibleCards()
        case "continuous":
            style.isContinuous = value != 0
            restyleVisibleCards()
        case "shadow":
            style.hasShadow = value != 0
            restyleVisibleCards()
        default: return false
        }
        return true
    }

    /// A style change touches only layers, never sizes: the visible cards are restyled in place and the
    /// others pick the style up when they are next configured.
    private func restyleVisibleCards() {
        for case let cell as CardCell in collectionView.visibleCells { cell.apply(style) }
    }
}
