import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing

/// A card whose label wraps, pinned to its content view by constraints.
@MainActor
final class WrappingLabelCell: CollectionViewCell {
    let label = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class WrappingTextSource: CollectionViewDataSource {
    let texts: [String]
    let registration = CellRegistration<WrappingLabelCell, String> { cell, _, text in cell.label.text = text }
    init(texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
    }
}

@Suite("Self-sizing cells whose labels wrap, across a resize, with the page's late answers (F17)")
@MainActor
struct WrappingLabelResizeTests {
    static let text = String(repeating: "trail ", count: 9)

    /// A list of cards as wide as the collection view less 32 points, as tall as their text.
    static func layout(columns: Int = 1) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width - 32
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute((width - CGFloat(columns - 1) * 12) / CGFloat(columns)), heightDimension: .estimated(60)))
            let size = CollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .estimated(60))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(12)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
    }

    func settle(_ window: Window, _ renderer: RecordingRenderer, _ clock: ManualFrameClock) {
        for _ in 0..<6 {
            clock.advanceFrames(1)
            renderer.answerMeasurements(in: window)
        }
        clock.advanceFrames(1)
    }

    @Test("when the collection view narrows so that a label wraps, then its cell grows to the wrapped height, also with a hidden copy of the same text elsewhere in the window, or two columns", arguments: [(false, 1), (true, 1), (false, 2), (true, 2)])
    func narrowingWraps(hiddenCopy: Bool, columns: Int) throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let source = WrappingTextSource(texts: [Self.text, "Short", "Short"])
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: Self.layout(columns: columns))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = source
        window.addSubview(collectionView)
        var copy: CollectionView?
        if hiddenCopy {
            let other = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: Self.layout(columns: columns))
            other.dataSource = source
            window.addSubview(other)
            copy = other
        }
        settle(window, renderer, clock)
        let wide = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
        let short = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height)
        #expect(wide == short, "one line at 1248 points: \(wide) against \(short)")
        copy?.isHidden = true
        window.transition(to: CGSize(width: 390, height: 800))
        settle(window, renderer, clock)
        let narrow = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
        #expect(narrow > wide + 10, "wrapped at 358 points: \(narrow), one line \(wide)")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WrappingLabelCell)
        #expect(cell.frame.height == narrow && cell.label.frame.height > cell.label.font.lineHeight * 1.5, "the cell shown is the wrapped height: \(cell.frame), label \(cell.label.frame)")
    }
}
