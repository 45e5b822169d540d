import CollectionGeometry
import CollectionData
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("CollectionViewFlowLayout: oracle and property tests on seeded random configurations")
@MainActor
struct CollectionViewFlowLayoutPropertyTests {
    /// A random flow layout whose items always fit their lines.
    static func randomFlow(_ rng: inout SeededRandomNumberGenerator, direction: CollectionViewScrollDirection) -> (CollectionViewFlowLayout, TestLayoutHost) {
        let cross = CGFloat(Int.random(in: 200...700, using: &rng))
        let main = CGFloat(Int.random(in: 100...900, using: &rng))
        let bounds = direction == .vertical ? CGRect(x: 0, y: 0, width: cross, height: main) : CGRect(x: 0, y: 0, width: main, height: cross)
        let counts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
        let host = TestLayoutHost(bounds: bounds, counts: counts)
        func small() -> CGFloat { CGFloat(Int.random(in: 0...15, using: &rng)) }
        host.contentInset = EdgeInsets(top: small(), left: small() / 2, bottom: small(), right: small() / 2)
        host.safeAreaInsets = EdgeInsets(top: small(), left: small(), bottom: small(), right: small())
        host.layoutMargins = EdgeInsets(top: 8, left: small(), bottom: 8, right: small())
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.minimumLineSpacing = CGFloat(Int.random(in: 0...20, using: &rng))
        layout.minimumInteritemSpacing = CGFloat(Int.random(in: 0...20, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
        layout.sectionInset = EdgeInsets(top: small(), left: small(), bottom: small(), right: small())
        layout.sectionInsetReference = CollectionViewFlowLayout.SectionInsetReference.allCases.randomElement(using: &rng)!
        if Bool.random(using: &rng) { layout.headerReferenceSize = CGSize(width: CGFloat(Int.random(in: 0...40, using: &rng)), height: CGFloat(Int.random(in: 0...40, using: &rng))) }
        if Bool.random(using: &rng) { layout.footerReferenceSize = CGSize(width: CGFloat(Int.random(in: 0...40, using: &rng)), height: CGFloat(Int.random(in: 0...40, using: &rng))) }
        layout.sectionHeadersPinToVisibleBounds = Int.random(in: 0..<4, using: &rng) == 0
        layout.sectionFootersPinToVisibleBounds = Int.random(in: 0..<4, using: &rng) == 0
        if Bool.random(using: &rng) {
            var sizes: [IndexPath: CGSize] = [:]
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    sizes[IndexPath(item: item, section: section)] = CGSize(width: CGFloat.random(in: 1...60, using: &rng).rounded(),
                                                                             height: CGFloat.random(in: 1...60, using: &rng))
                }
            }
            let metrics = TestFlowMetrics()
            metrics.size = { sizes[$0] ?? .zero }
            host.flowLayoutMetricsProvider = metrics
        } else {
            layout.itemSize = CGSize(width: CGFloat(Int.random(in: 1...60, using: &rng)), height: CGFloat(Int.random(in: 1...60, using: &rng)))
        }
        host.install(layout)
        let content = layout.collectionViewContentSize
        let offset = CGPoint(x: direction == .horizontal ? CGFloat.random(in: 0...max(1, content.width), using: &rng) : 0,
                             y: direction == .vertical ? CGFloat.random(in: 0...max(1, content.height), using: &rng) : 0)
        host.setBounds(CGRect(origin: offset, size: bounds.size))
        return (layout, host)
    }

    @Test("when random rects are queried, then the answer equals filtering every element one by one",
          arguments: CollectionViewScrollDirection.allCases)
    func rectQueryOracle(direction: CollectionViewScrollDirection) {
        for seed in TestSeeds.seeds(count: 60) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let (layout, host) = Self.randomFlow(&rng, direction: direction)
            let all = LayoutOracle.allElements(of: layout, counts: host.counts)
            for _ in 0..<25 {
                let query = LayoutOracle.randomRect(in: layout.collectionViewContentSize, using: &rng)
                let expected = LayoutOracle.filter(all, intersecting: query).sorted()
                #expect(LayoutOracle.query(layout, in: query) == expected, "seed \(seed), rect \(query)")
            }
            #expect(host.diagnostics.isEmpty, "seed \(seed): \(host.diagnostics)")
        }
    }

    @Test("when random layouts are computed, then frames are valid, inside the content, and cells never overlap",
          arguments: CollectionViewScrollDirection.allCases)
    func invariants(direction: CollectionViewScrollDirection) {
        for seed in TestSeeds.seeds(count: 60) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let (layout, host) = Self.randomFlow(&rng, direction: direction)
            let all = LayoutOracle.allElements(of: layout, counts: host.counts)
            #expect(LayoutInvariants.invalidFrames(all).isEmpty, "seed \(seed)")
            #expect(LayoutInvariants.framesOutsideContent(all, contentSize: layout.collectionViewContentSize).isEmpty, "seed \(seed)")
            #expect(LayoutInvariants.overlappingCells(all).isEmpty, "seed \(seed)")
            #expect(all.filter { $0.category == .cell }.count == host.counts.reduce(0, +), "seed \(seed)")
        }
    }

    @Test("when the same content scrolls the other way, then the horizontal layout is the transpose of the vertical one")
    func horizontalIsTranspose() {
        for seed in TestSeeds.seeds(count: 30) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) }
            let widths = counts.map { (0..<$0).map { _ in CGFloat(Int.random(in: 5...80, using: &rng)) } }
            let heights = counts.map { (0..<$0).map { _ in CGFloat(Int.random(in: 5...80, using: &rng)) } }
            let insets = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
            func make(_ direction: CollectionViewScrollDirection) -> [ElementSignature] {
                let host = TestLayoutHost(bounds: direction == .vertical ? rect(0, 0, 300, 500) : rect(0, 0, 500, 300), counts: counts)
                let metrics = TestFlowMetrics()
                metrics.size = { direction == .vertical
                    ? CGSize(width: widths[$0.section][$0.item], height: heights[$0.section][$0.item])
                    : CGSize(width: heights[$0.section][$0.item], height: widths[$0.section][$0.item]) }
                host.flowLayoutMetricsProvider = metrics
                let layout = CollectionViewFlowLayout()
                layout.scrollDirection = direction
                layout.sectionInset = direction == .vertical ? insets : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
                layout.headerReferenceSize = direction == .vertical ? CGSize(width: 0, height: 12) : CGSize(width: 12, height: 0)
                host.install(layout)
                return LayoutOracle.allElements(of: layout, counts: counts)
            }
            let vertical = make(.vertical)
            let transposed = make(.horizontal).map { element -> ElementSignature in
                var copy = element
                copy.frame = CGRect(x: element.frame.minY, y: element.frame.minX, width: element.frame.height, height: element.frame.width)
                return copy
            }
            #expect(vertical == transposed, "seed \(seed)")
        }
    }

    @Test("when a mixed layout is dumped, then it matches the reviewed golden text", arguments: CollectionViewScrollDirection.allCases)
    func golden(direction: CollectionViewScrollDirection) {
        let sizes: [CGSize] = [CGSize(width: 80, height: 30), CGSize(width: 120, height: 50), CGSize(width: 60, height: 40),
                               CGSize(width: 200, height: 30), CGSize(width: 40, height: 40)]
        let host = TestLayoutHost(bounds: direction == .vertical ? rect(0, 0, 300, 400) : rect(0, 0, 400, 300), counts: [5, 2])
        let metrics = TestFlowMetrics()
        metrics.size = { direction == .vertical ? sizes[$0.item] : CGSize(width: sizes[$0.item].height, height: sizes[$0.item].width) }
        host.flowLayoutMetricsProvider = metrics
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.headerReferenceSize = CGSize(width: 25, height: 25)
        layout.footerReferenceSize = CGSize(width: 10, height: 10)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        host.install(layout)
        let dump = LayoutDump.dump(LayoutOracle.allElements(of: layout, counts: host.counts), contentSize: layout.collectionViewContentSize)
        let difference = LayoutDump.compare(dump, toGolden: "flow-\(direction).txt")
        #expect(difference == nil, "\(difference ?? "")\n\(dump)")
    }
}
