import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

/// Descriptions a fuzzer (or an attacker) writes: the layout stays bounded in time and memory, answers
/// consistently, and reports what it changed (B2).
@Suite("Compositional layout: hostile descriptions stay bounded and consistent (B2)")
@MainActor
struct CompositionalHostileInputTests {
    /// A group of `outer` vertical repetitions of a group of `inner` horizontal repetitions of an item.
    func nestedRepetition(outer: Int, inner: Int) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: inner)
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: row, count: outer)
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: column))
    }

    @Test("when nested repeatingSubitem counts multiply to 10 000 × 10 000 slots and the section has one item, then only that item is laid out and the description is clamped and reported")
    func nestedRepetitionIsBounded() {
        let layout = nestedRepetition(outer: 10_000, inner: 10_000)
        let host = install(layout, counts: [1])
        #expect(everything(layout).map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(host.diagnostics.map(\.message).contains(
            "UICollectionViewCompositionalLayout: a group repeats its subitem 10000 times, which with its nested groups makes more than 1048576 item slots; 104 is used"))
    }

    @Test("when nested repeatingSubitem counts stay under the bound, then every slot is available and nothing is reported")
    func nestedRepetitionUnderTheBound() {
        let layout = nestedRepetition(outer: 3, inner: 4)
        let host = install(layout, counts: [13])
        // 12 items per group instance (3 rows of 4), the 13th starts the next instance 100 points down.
        #expect(frame(layout, 11) == CGRect(x: 30, y: 20, width: 10, height: 10))
        #expect(frame(layout, 12) == CGRect(x: 0, y: 100, width: 10, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("when a repeating group lists its subitems, then it lists the subitem count times, as UIKit does")
    func repeatingGroupListsItsSubitems() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: 3)
        #expect(group.subitems.count == 3 && group.subitems.allSatisfy { $0 === item })
        #expect(group.visualDescription().contains("repeating 3 times"))
    }

    @Test("when a counted group holds empty nested groups, then it stops instead of repeating them without end")
    func countedGroupOfEmptyGroups() {
        let empty = CollectionLayoutGroup.custom(layoutSize: size(.absolute(10), .absolute(10))) { _ in [] }
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: empty, count: 1_000_000)))
        let host = install(layout, counts: [2])
        #expect(everything(layout).isEmpty)
        #expect(host.diagnostics.contains { $0.message.contains("holds no items") })
    }
}

@Suite("Compositional layout: rect queries equal filtering every element, hostile descriptions included (F8, B2)")
@MainActor
struct CompositionalRectQueryFuzzTests {
    @Test("when hostile random descriptions are queried with random rects, then each answer equals filtering every element asked one by one, and every frame is finite")
    func hostileRectQueries() {
        for seed in TestSeeds.seeds(count: 400, base: 0x4057_11E) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let description = RandomCompositional.hostileDescription(using: &rng)
            let (layout, _) = CompositionalPropertyTests.layout(description)
            for section in description.counts.indices where layout.orthogonalScrollingGeometry(forSection: section) != nil {
                layout.setOrthogonalScrollOffset(CGFloat(Int.random(in: 0...300, using: &rng)), forSection: section)
            }
            let all = LayoutOracle.allCompositionalElements(of: layout, counts: description.counts)
            let content = layout.collectionViewContentSize
            #expect(content.width.isFinite && content.height.isFinite && content.width < 1e10 && content.height < 1e10, "seed \(seed): \(content)")
            #expect(all.allSatisfy { $0.frame.origin.isFinitePoint && $0.frame.width.isFinite && $0.frame.height.isFinite }, "seed \(seed)")
            #expect(everything(layout) == all, "seed \(seed): the whole content's answer differs from asking each element")
            for _ in 0..<25 {
                let rect = LayoutOracle.randomRect(in: content, using: &rng)
                let expected = LayoutOracle.filter(all, intersecting: rect).sorted()
                let answer = LayoutOracle.query(layout, in: rect)
                #expect(answer == expected, "seed \(seed), rect \(rect): missing \(Set(expected).subtracting(answer).prefix(2)), extra \(Set(answer).subtracting(expected).prefix(2))")
            }
        }
    }

    @Test("when an element touches the far edge of the query, or has zero size on it, then it is returned")
    func touchingEdgesCount() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(0.1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(0.1)), subitems: [item]))
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(0)), elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [footer]
        let layout = CollectionViewCompositionalLayout(section: section)
        let counts = [7, 3, 5]
        _ = install(layout, counts: counts)
        let all = LayoutOracle.allCompositionalElements(of: layout, counts: counts)
        // Every element's own edges as query edges: the element touching a query edge is returned.
        for element in all {
            // Rects built without arithmetic on the edge, so they touch it exactly.
            for rect in [CGRect(x: 0, y: element.frame.maxY, width: 320, height: 5),
                         CGRect(x: 0, y: element.frame.maxY, width: 320, height: 0),
                         CGRect(x: 0, y: element.frame.minY, width: 0, height: 0)] {
                #expect(LayoutOracle.query(layout, in: rect).contains(element), "\(element) not returned for \(rect)")
            }
        }
    }

    @Test("when a trailing boundary item is taller than its section, then queries below the section still return it")
    func tallSideItem() {
        let section = listSection()
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(30), .absolute(500)), elementKind: "side", alignment: .trailing)]
        let layout = CollectionViewCompositionalLayout(section: section)
        _ = install(layout, counts: [1, 1, 1])
        let side = layout.layoutAttributesForSupplementaryView(ofKind: "side", at: IndexPath(item: 0, section: 0))!.frame
        #expect(side == CGRect(x: 290, y: 0, width: 30, height: 500))
        let kinds = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 400, width: 320, height: 10))!.map { $0.representedElementKind }
        #expect(kinds.contains("side"))
    }

    @Test("when a header is far longer than its horizontal section, then queries past the section still return it")
    func longHeader() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(50), .fractionalHeight(1)), subitems: [item]))
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(2000), .absolute(30)), elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = install(layout, counts: [1, 1])
        let frame = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))!.frame
        let query = CGRect(x: frame.maxX - 10, y: 0, width: 5, height: 480)
        #expect(layout.layoutAttributesForElements(in: query)!.contains { $0.representedElementKind == "header" && $0.indexPath.section == 0 })
    }

    @Test("when self-sized cells grow taller than their fixed-height group in an orthogonal section, then queries return them where they reach")
    func orthogonalCellsTallerThanTheirGroup() throws {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(80), .estimated(40)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(80), .absolute(40)), subitems: [item])
        let strip = CollectionLayoutSection(group: group)
        strip.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? strip : listSection() }
        let host = install(layout, counts: [5, 20])
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let preferred = original.copy() as! CollectionViewLayoutAttributes
        preferred.size = CGSize(width: 80, height: 300)
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        _ = host.prepare()
        let grown = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(grown.height == 300)
        let query = CGRect(x: 0, y: grown.maxY - 5, width: 320, height: 2)
        #expect(layout.layoutAttributesForElements(in: query)!.contains { $0.indexPath == IndexPath(item: 1, section: 0) && $0.representedElementCategory == .cell })
    }
}

@Suite("Compositional layout: absurdly large values (B2)")
@MainActor
struct CompositionalHugeValueTests {
    @Test("when interSectionSpacing, an inset or interGroupSpacing is .greatestFiniteMagnitude, then each is reported, 0 is used and every frame is finite")
    func greatestFiniteMagnitude() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = .greatestFiniteMagnitude
        let section = listSection()
        section.contentInsets.top = .greatestFiniteMagnitude
        section.interGroupSpacing = .greatestFiniteMagnitude
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let host = install(layout, counts: [2, 2])
        let all = LayoutOracle.allCompositionalElements(of: layout, counts: [2, 2])
        #expect(all.map(\.frame.minY) == [0, 44, 88, 132])
        #expect(layout.collectionViewContentSize.height == 176)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("interSectionSpacing") && $0.contains("above 1e9") })
        #expect(messages.contains { $0.contains("section contentInsets") && $0.contains("above 1e9") })
        #expect(messages.contains { $0.contains("interGroupSpacing") && $0.contains("above 1e9") })
    }
}

@Suite("Compositional layout: one element per kind and index path (B2)")
@MainActor
struct CompositionalSupplementaryKindTests {
    func badge(_ edges: DirectionalRectEdge) -> CollectionLayoutSupplementaryItem {
        CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                          containerAnchor: CollectionLayoutAnchor(edges: edges))
    }

    @Test("when an item has two supplementary items of the same kind, then only the first is laid out, the query and the single lookup agree, and it is reported")
    func twoBadgesOfOneKind() throws {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)), supplementaryItems: [badge([.top, .leading]), badge([.bottom, .trailing])])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])))
        let host = install(layout, counts: [1])
        let badges = everything(layout).filter { $0.kind == "badge" }
        #expect(badges.count == 1)
        let single = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(badges.first?.frame == single.frame)
        #expect(single.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.diagnostics.map(\.message).contains(
            "UICollectionViewCompositionalLayout: an item has two supplementary items of kind badge (on itself or on a group holding it), which would share one index path; only the first is laid out"))
    }

    @Test("when sibling items carry the same kind, then each item has its own and nothing is reported")
    func siblingsShareAKind() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)), supplementaryItems: [badge([.top, .leading])])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item, item])))
        let host = install(layout, counts: [4])
        #expect(everything(layout).filter { $0.kind == "badge" }.count == 4)
        #expect(host.diagnostics.isEmpty)
    }
}
