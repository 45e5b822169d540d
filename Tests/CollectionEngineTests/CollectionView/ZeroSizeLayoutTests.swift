import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// A cell whose constraints need some width: a 60-point badge and a label beside it.
@MainActor
final class BadgeCell: CollectionViewCell {
    let badge = View()
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        label.text = "Badge"
        // Below required, as UIKit advises for a cell laid out at its estimate before it is measured.
        let bottom = badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        bottom.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 30),
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bottom,
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@Suite("A collection view without a size yet: no layout, nothing reported, until it has one")
@MainActor
struct ZeroSizeLayoutTests {
    @Test("when data is applied before the view has a size, then no layout pass runs at zero width and nothing is reported; once sized, the layout is right and still nothing is reported",
          arguments: [false, true])
    func dataBeforeSize(estimated: Bool) throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: estimated ? .estimated(40) : .absolute(46)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(40) : .absolute(46)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let cells = CellRegistration<BadgeCell, Int> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        clock.advanceFrames(1)
        #expect(collectionView.visibleCells.isEmpty, "nothing to show in an empty rectangle")
        collectionView.frame = window.bounds
        clock.advanceFrames(3)
        #expect(collectionView.visibleCells.count > 10)
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(first.frame.minX - 320.0 / 3) < 0.001)
        #expect(diagnostics.messages.isEmpty, "\(diagnostics.messages)")
    }
}
