import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import CollectionTestSupport
import Foundation
import Testing

/// A cell that always sizes itself to 40 × 30, smaller than any estimate below.
@MainActor
final class SmallCell: CollectionViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 30) }
}

@MainActor
final class CountSource: CollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "small", for: indexPath)
    }
}

@Suite("Findings of the outside fuzz campaign, each a regression test (SPEC B2)")
@MainActor
struct FuzzFindingsTests {
    @Test("when estimated items in a fixed-length group size themselves smaller and the view scrolls forward and back, then nothing traps", arguments: [true, false])
    func estimatedItemsInFixedGroupShrink(horizontal: Bool) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: horizontal ? 1199 : 77, height: horizontal ? 77 : 1199),
                            clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        let item = CollectionLayoutItem(layoutSize: horizontal
            ? CollectionLayoutSize(widthDimension: .estimated(181), heightDimension: .estimated(166))
            : CollectionLayoutSize(widthDimension: .estimated(166), heightDimension: .estimated(181)))
        let group = horizontal
            ? CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(296), heightDimension: .estimated(100)), subitems: [item])
            : CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(296)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(SmallCell.self, forCellWithReuseIdentifier: "small")
        let source = CountSource(counts: [35])
        collectionView.dataSource = source
        window.addSubview(collectionView)
        for offset: CGFloat in [0, 6000, 4000, 0, 9000, 100] {
            if horizontal { collectionView.contentOffset.x = offset } else { collectionView.contentOffset.y = offset }
            collectionView.layoutIfNeeded()
            clock.advanceFrames(2)
        }
        let visible = collectionView.indexPathsForVisibleItems
        #expect(!visible.isEmpty)
        for indexPath in visible {
            #expect(collectionView.layoutAttributesForItem(at: indexPath)?.size == CGSize(width: 40, height: 30))
        }
    }
}

