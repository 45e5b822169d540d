import CollectionData
import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

@Suite("CollectionView: visible cells equal what the layout says, on seeded random layouts and scrolls")
@MainActor
struct CollectionViewPropertyTests {
    @Test("when a random flow layout scrolls to random offsets, then the visible items are exactly those overlapping the bounds",
          arguments: UserInterfaceLayoutDirection.allCases)
    func visibleEqualsOracle(direction: UserInterfaceLayoutDirection) {
        for seed in TestSeeds.seeds(count: 25) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...80, using: &rng) }
            let horizontal = Bool.random(using: &rng)
            let (collectionView, dataSource, diagnostics) = makeCollectionView(
                width: CGFloat(Int.random(in: 150...500, using: &rng)), height: CGFloat(Int.random(in: 100...400, using: &rng)),
                counts: counts) { layout in
                layout.scrollDirection = horizontal ? .horizontal : .vertical
                layout.itemSize = CGSize(width: CGFloat(Int.random(in: 10...90, using: &rng)), height: CGFloat(Int.random(in: 10...90, using: &rng)))
                layout.headerReferenceSize = CGSize(width: 20, height: 20)
                layout.sectionInset = EdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
            }
            collectionView.overrideTraitCollection = TraitCollection(layoutDirection: direction)
            for step in 0..<15 {
                let content = collectionView.contentSize
                let offset = horizontal
                    ? CGPoint(x: CGFloat.random(in: -50...max(0, content.width), using: &rng), y: 0)
                    : CGPoint(x: 0, y: CGFloat.random(in: -50...max(0, content.height), using: &rng))
                collectionView.contentOffset = offset
                collectionView.layoutIfNeeded()
                let expected = counts.enumerated().flatMap { section, count in
                    (0..<count).map { IndexPath(item: $0, section: section) }
                }.filter { collectionView.layoutAttributesForItem(at: $0)!.frame.overlapsStrictly(collectionView.bounds) }
                #expect(collectionView.indexPathsForVisibleItems == expected,
                        "seed \(seed) step \(step): \(collectionView.indexPathsForVisibleItems.count) visible, \(expected.count) expected")
                for cell in collectionView.visibleCells {
                    let path = collectionView.indexPath(for: cell)!
                    #expect(cell.frame == collectionView.layoutAttributesForItem(at: path)!.frame, "seed \(seed) step \(step)")
                    #expect((cell as? RecordingCell)?.configuredIndexPath == path, "seed \(seed): a cell shows its own item")
                }
            }
            #expect(diagnostics.diagnostics.isEmpty, "seed \(seed)")
            // Every willDisplay is balanced by a didEndDisplaying or a cell still on screen.
            let shown = dataSource.log.filter { $0.hasPrefix("willDisplay ") }.count
            let ended = dataSource.log.filter { $0.hasPrefix("didEndDisplaying ") }.count
            #expect(shown - ended == collectionView.visibleCells.count, "seed \(seed)")
        }
    }

    @Test("when the same layout is shown right to left, then every frame is the left-to-right frame mirrored in the content width")
    func mirrorProperty() {
        for seed in TestSeeds.seeds(count: 20) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let counts = [Int.random(in: 0...40, using: &rng), Int.random(in: 0...40, using: &rng)]
            let width = CGFloat(Int.random(in: 150...500, using: &rng))
            let size = CGSize(width: CGFloat(Int.random(in: 10...90, using: &rng)), height: 30)
            let horizontal = Bool.random(using: &rng)
            func frames(_ direction: UserInterfaceLayoutDirection) -> ([CGRect], CGFloat) {
                let (collectionView, _, _) = makeCollectionView(width: width, height: 300, counts: counts) { layout in
                    layout.itemSize = size
                    layout.scrollDirection = horizontal ? .horizontal : .vertical
                    layout.sectionInset = EdgeInsets(top: 0, left: 7, bottom: 0, right: 19)
                }
                collectionView.overrideTraitCollection = TraitCollection(layoutDirection: direction)
                collectionView.layoutIfNeeded()
                let all = counts.enumerated().flatMap { section, count in
                    (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
                }
                return (all, collectionView.contentSize.width)
            }
            let (ltr, contentWidth) = frames(.leftToRight)
            let (rtl, _) = frames(.rightToLeft)
            let mirrored = ltr.map { $0.mirroredHorizontally(inWidth: contentWidth) }
            let mismatches = zip(rtl, mirrored).filter { $0 != $1 }.count
            #expect(rtl.count == ltr.count && mismatches == 0, "seed \(seed): \(mismatches) frames differ")
        }
    }
}
