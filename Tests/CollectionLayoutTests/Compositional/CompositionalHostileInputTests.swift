import CollectionGeometry
import CollectionLayout
import CollectionTestSupport
import Foundation
import Testing

/// Descriptions a fuzzer (or an attacker) writes: the layout stays bounded in time and memory, answers
/// consistently, and reports what it changed (SPEC B2, issue 15).
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
