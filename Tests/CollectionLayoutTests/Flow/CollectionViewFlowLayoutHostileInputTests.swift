import CollectionData
import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("CollectionViewFlowLayout: edges, huge values and fractional frames (F8, B2)")
@MainActor
struct CollectionViewFlowLayoutHostileInputTests {
    @Test("when a query's edge is exactly an element's edge, or a zero-size rect sits on it, then the element is returned",
          arguments: CollectionViewScrollDirection.allCases)
    func touchingEdgesCount(direction: CollectionViewScrollDirection) {
        for seed in TestSeeds.seeds(count: 30, base: 0xED6E) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let (layout, host) = CollectionViewFlowLayoutPropertyTests.randomFlow(&rng, direction: direction)
            layout.footerReferenceSize = Bool.random(using: &rng) ? .zero : CGSize(width: 0.1, height: 0.1)
            _ = host.prepare()
            let all = LayoutOracle.allElements(of: layout, counts: host.counts)
            for element in all {
                let frame = element.frame
                for query in [CGRect(x: frame.maxX, y: frame.maxY, width: 0, height: 0), CGRect(x: frame.minX, y: frame.minY, width: 0, height: 0),
                              CGRect(x: frame.maxX, y: frame.minY, width: 30, height: 30), CGRect(x: frame.minX, y: frame.maxY, width: 30, height: 30)] {
                    #expect(LayoutOracle.query(layout, in: query).contains(element), "seed \(seed): \(element) not returned for \(query)")
                }
            }
        }
    }

    @Test("when items have fractional sizes that do not add up exactly, then queries on their edges still return them")
    func fractionalFrames() {
        let (layout, host) = makeFlow(counts: [40, 40, 40]) { layout, _ in
            layout.itemSize = CGSize(width: 320, height: 0.1)
            layout.minimumLineSpacing = 0
            layout.footerReferenceSize = CGSize(width: 320, height: 0)
            layout.sectionInset = EdgeInsets(top: 0.3, left: 0, bottom: 0.7, right: 0)
        }
        let all = LayoutOracle.allElements(of: layout, counts: host.counts)
        for element in all {
            let query = CGRect(x: 0, y: element.frame.maxY, width: 320, height: 0)
            #expect(LayoutOracle.query(layout, in: query).contains(element), "\(element)")
        }
    }

    @Test("when an inset or a spacing is .greatestFiniteMagnitude, then it is reported and 0 is used, so every frame stays finite")
    func greatestFiniteMagnitude() {
        let (layout, host) = makeFlow(counts: [3, 3]) { layout, _ in
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.sectionInset = EdgeInsets(top: .greatestFiniteMagnitude, left: 0, bottom: 0, right: 0)
            layout.minimumLineSpacing = .greatestFiniteMagnitude
        }
        let all = LayoutOracle.allElements(of: layout, counts: host.counts)
        #expect(all.count == 6)
        #expect(all.allSatisfy { $0.frame.isUsableFrame }, "\(all)")
        #expect(layout.collectionViewContentSize.height.isFinite && layout.collectionViewContentSize.height < 1e9)
        #expect(host.diagnostics.contains { $0.message.contains("above 1e9") }, "\(host.diagnostics.map(\.message))")
    }
}
