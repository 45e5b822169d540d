import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("Compositional layout: oracle and property tests on seeded random descriptions")
@MainActor
struct CompositionalPropertyTests {
    static func layout(_ description: RandomCompositional.Description) -> (CollectionViewCompositionalLayout, TestLayoutHost) {
        let sections = description.sections
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index] }, configuration: description.configuration)
        let host = TestLayoutHost(bounds: CGRect(origin: .zero, size: description.bounds), counts: description.counts)
        host.install(layout)
        return (layout, host)
    }

    /// The naive solver for the same description.
    static func reference(_ description: RandomCompositional.Description) -> ReferenceCompositionalSolver {
        ReferenceCompositionalSolver(bounds: description.bounds, counts: description.counts, configuration: description.configuration,
                                     sectionProvider: { index, _ in description.sections[index] })
    }

    /// The element pairs whose identity or frame (beyond 1e-6) differ, described.
    static func differences(_ a: [ElementSignature], _ b: [ElementSignature]) -> [String] {
        guard a.count == b.count else { return ["\(a.count) elements vs \(b.count)"] }
        return zip(a, b).compactMap { x, y in
            let close = abs(x.frame.minX - y.frame.minX) < 1e-6 && abs(x.frame.minY - y.frame.minY) < 1e-6
                && abs(x.frame.width - y.frame.width) < 1e-6 && abs(x.frame.height - y.frame.height) < 1e-6
            return x.category == y.category && x.kind == y.kind && x.indexPath == y.indexPath && close ? nil : "\(x) vs \(y)"
        }
    }

    @Test("when a random description is laid out, then the optimised solver equals the naive reference solver")
    func equalsReference() {
        for seed in TestSeeds.seeds(count: 300) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let description = RandomCompositional.description(using: &rng)
            let (layout, _) = Self.layout(description)
            var reference = Self.reference(description)
            let problems = Self.differences(everything(layout), reference.elements())
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        }
    }

    @Test("when random items are measured, then the layout equals the naive solver given the same sizes, solved in place and from scratch")
    func measuredEqualsReference() {
        for seed in TestSeeds.seeds(count: 200) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let description = RandomCompositional.description(using: &rng)
            let (layout, host) = Self.layout(description)
            var reference = Self.reference(description)
            // Measure a random third of the items (some sections not at all, so estimate templates meet
            // measured instances), each through the public self-sizing round trip.
            for (section, count) in description.counts.enumerated() where count > 0 && Bool.random(using: &rng) {
                for item in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
                    let indexPath = IndexPath(item: item, section: section)
                    guard let original = layout.layoutAttributesForItem(at: indexPath) else { continue }
                    let preferred = original.copy() as! CollectionViewLayoutAttributes
                    preferred.size = CGSize(width: CGFloat(Int.random(in: 4...140, using: &rng)), height: CGFloat(Int.random(in: 4...140, using: &rng)))
                    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                    // The layout keeps the size on its estimated axes only; so does the reference.
                    reference.measuredItems[indexPath] = preferred.size
                }
            }
            let inPlace = Self.differences(everything(layout), reference.elements())
            #expect(inPlace.isEmpty, "seed \(seed), solved in place: \(inPlace.prefix(3))")
            layout.invalidateLayout()
            host.prepare()
            let scratch = Self.differences(everything(layout), reference.elements())
            #expect(scratch.isEmpty, "seed \(seed), solved from scratch: \(scratch.prefix(3))")
        }
    }

    @Test("when random rects are queried, then the answer equals filtering every element")
    func rectQueries() {
        for seed in TestSeeds.seeds(count: 150) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let description = RandomCompositional.description(using: &rng)
            let (layout, host) = Self.layout(description)
            for section in description.counts.indices where layout.orthogonalScrollingGeometry(forSection: section) != nil {
                layout.setOrthogonalScrollOffset(CGFloat(Int.random(in: 0...300, using: &rng)), forSection: section)
            }
            let all = everything(layout)
            for _ in 0..<20 {
                let rect = LayoutOracle.randomRect(in: layout.collectionViewContentSize, using: &rng)
                #expect(LayoutOracle.query(layout, in: rect) == LayoutOracle.filter(all, intersecting: rect).sorted(), "seed \(seed), rect \(rect)")
            }
            // Single-element queries agree with the full answer.
            for element in all where element.category == .cell {
                #expect(layout.layoutAttributesForItem(at: element.indexPath)?.frame == element.frame, "seed \(seed)")
            }
            _ = host
        }
    }

    @Test("when random descriptions are laid out, then frames are valid and inside the content (orthogonal strips aside)")
    func invariants() {
        for seed in TestSeeds.seeds(count: 200) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let description = RandomCompositional.description(using: &rng)
            let (layout, host) = Self.layout(description)
            let all = everything(layout)
            #expect(LayoutInvariants.invalidFrames(all).isEmpty, "seed \(seed)")
            let content = layout.collectionViewContentSize
            let horizontal = description.configuration.scrollDirection == .horizontal
            // Along the scroll axis nothing but badges (which stick out by design) leaves the content.
            let outside = all.filter { element in
                guard element.kind != "badge", element.category != .decorationView else { return false }
                return horizontal ? (element.frame.minX < -1e-6 || element.frame.maxX > content.width + 1e-6)
                    : (element.frame.minY < -1e-6 || element.frame.maxY > content.height + 1e-6)
            }
            #expect(outside.isEmpty, "seed \(seed): \(outside.prefix(2))")
            #expect(all.filter { $0.category == .cell }.count <= description.counts.reduce(0, +), "seed \(seed)")
            #expect(!host.diagnostics.contains { $0.message.contains("NaN") }, "seed \(seed)")
        }
    }
}
