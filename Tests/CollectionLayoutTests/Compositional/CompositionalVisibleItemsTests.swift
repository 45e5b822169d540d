import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

/// What one call of a `visibleItemsInvalidationHandler` saw.
private struct HandlerCall: Equatable {
    var indexPaths: [IndexPath]
    var offset: CGPoint
}

@Suite("Compositional layout: visibleItemsInvalidationHandler (F29)")
@MainActor
struct CompositionalVisibleItemsTests {
    /// A layout whose only section is 100 rows of 50 points with a handler that records each call and
    /// halves the alpha of every element it is given; `solves` counts calls of the section provider.
    private final class Recorder {
        var calls: [HandlerCall] = []
        var solves = 0
    }

    private func listWithHandler(_ recorder: Recorder) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, _ in
            recorder.solves += 1
            let section = listSection(height: 50)
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                recorder.calls.append(HandlerCall(indexPaths: items.map(\.indexPath), offset: offset))
                for item in items { item.alpha = 0.5 }
            }
            return section
        }
    }

    @Test("when the layout is queried, then the handler gets exactly the section's visible elements and its changes reach the returned attributes")
    func visibleElementsOnly() {
        let recorder = Recorder()
        let layout = listWithHandler(recorder)
        let host = install(layout, counts: [100])
        // A query larger than the bounds (as a prefetching pass makes): rows 0–20 come back (queries
        // include elements touching their edge, like row 20 at 1000), rows 0–9 are visible (row 9
        // spans 450–500 and overlaps the 480-point bounds).
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1000)) ?? []
        #expect(recorder.calls == [HandlerCall(indexPaths: (0..<10).map { IndexPath(item: $0, section: 0) }, offset: .zero)])
        #expect(attributes.map(\.indexPath.item) == Array(0...20))
        #expect(attributes.filter { $0.alpha == 0.5 }.map(\.indexPath.item) == Array(0..<10))
        #expect(attributes.filter { $0.alpha == 1 }.map(\.indexPath.item) == Array(10...20))
        withExtendedLifetime(host) {}
    }

    @Test("when the collection view scrolls, then the handler runs again with the new offset and nothing is solved again")
    func everyScrollWithoutResolving() {
        let recorder = Recorder()
        let layout = listWithHandler(recorder)
        let host = install(layout, counts: [100])
        _ = layout.layoutAttributesForElements(in: host.bounds)
        for y in [CGFloat(1000), 1025, 4520] {
            host.setBounds(CGRect(x: 0, y: y, width: 320, height: 480))
            _ = layout.layoutAttributesForElements(in: host.bounds)
        }
        let firstRows = recorder.calls.map { $0.indexPaths.first?.item }
        let lastRows = recorder.calls.map { $0.indexPaths.last?.item }
        #expect(recorder.calls.map(\.offset) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1000), CGPoint(x: 0, y: 1025), CGPoint(x: 0, y: 4520)])
        #expect(firstRows == [0, 20, 20, 90] && lastRows == [9, 29, 30, 99])
        #expect(recorder.solves == 1, "a handler never forces the section provider to run again")
        // The solved geometry is untouched: an item query still answers with the solved attributes.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 95, section: 0))?.alpha == 1)
    }

    @Test("when an orthogonal section is scrolled, then the handler gets the section's offset and unscrolled frames, so the session's carousel scaling works unchanged")
    func orthogonalCarousel() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var offsets: [CGPoint] = []
        var seenFrames: [Int: CGRect] = [:]
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            let width = environment.container.contentSize.width
            for item in items {
                seenFrames[item.indexPath.item] = item.frame
                let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2)
                let scale = max(1 - distanceFromCenter / width, 0.8)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let host = install(layout, counts: [10])
        layout.setOrthogonalScrollOffset(100, forSection: 0)
        let attributes = layout.layoutAttributesForElements(in: host.bounds) ?? []
        // Groups are 256 wide. Scrolled by 100: item 0 shows at −100…156, item 1 at 156…412, item 2
        // (412…) is off screen.
        #expect(attributes.map(\.frame) == [CGRect(x: -100, y: 0, width: 256, height: 200), CGRect(x: 156, y: 0, width: 256, height: 200)])
        #expect(offsets == [CGPoint(x: 100, y: 0)])
        #expect(seenFrames == [0: CGRect(x: 0, y: 0, width: 256, height: 200), 1: CGRect(x: 256, y: 0, width: 256, height: 200)])
        // Item 0's centre is at 28 on screen, 132 from the middle: scale 1 − 132/320 < 0.8 → 0.8.
        // Item 1's centre is at 284, 124 from the middle: scale 1 − 124/320 = 0.6125 → 0.8 as well;
        // scrolled by 256 instead, item 1 sits at 0…256 → centre 128, 32 from the middle: 0.9.
        #expect(attributes.map(\.transform.a) == [0.8, 0.8])
        layout.setOrthogonalScrollOffset(256 - 32, forSection: 0)
        let centred = layout.layoutAttributesForElements(in: host.bounds) ?? []
        #expect(centred.first { $0.indexPath.item == 1 }?.transform.a == 1)
        #expect(centred.first { $0.indexPath.item == 1 }?.frame.midX == 160)
    }

    @Test("when the handler moves an element's centre, then the attributes move by the same amount where the section is scrolled to; unusable values are ignored or clamped")
    func centreChanges() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                item.center = CGPoint(x: item.center.x, y: item.center.y + 10)
                item.center = CGPoint(x: CGFloat.nan, y: 0)       // ignored: not a usable point
                item.alpha = 7                              // clamped to 1
            }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let host = install(layout, counts: [3])
        layout.setOrthogonalScrollOffset(50, forSection: 0)
        let attributes = layout.layoutAttributesForElements(in: host.bounds) ?? []
        #expect(attributes.allSatisfy { $0.alpha == 1 })
        #expect(attributes.map(\.frame) == [CGRect(x: -50, y: 10, width: 100, height: 100), CGRect(x: 50, y: 10, width: 100, height: 100),
                           CGRect(x: 150, y: 10, width: 100, height: 100)])
    }
}
