import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("Compositional layout: list configurations")
@MainActor
struct ListConfigurationTests {
    @Test("when a plain list has supplementary headers, then rows are full width at 44 and headers pin")
    func plain() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let host = install(layout, counts: [2, 1])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(frame(layout, 0, section: 1)!.minY == CGFloat(28 + 88 + 28))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 480)), "pinned headers follow scrolling")
        #expect(configuration.resolvedBackgroundColor == .systemBackground)
        withExtendedLifetime(host) {}
    }

    @Test("when a list is inset-grouped, then rows are inset by 20 and each header has its top padding")
    func insetGrouped() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        _ = install(layout, counts: [1])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 20, y: 17, width: 280, height: 38))
        #expect(frame(layout, 0) == CGRect(x: 20, y: 55, width: 280, height: 44))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?.frame.minY == 99)
        #expect(configuration.resolvedBackgroundColor == .systemGroupedBackground)
    }

    @Test("when an inset-grouped list's layout margins are smaller than 20, then rows keep 20; when larger, rows follow the margins")
    func insetGroupedFollowsMargins() {
        let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        for (margin, expectedInset) in [(CGFloat(8), CGFloat(20)), (CGFloat(32), CGFloat(32))] {
            let layout = CollectionViewCompositionalLayout.list(using: configuration)
            let host = install(layout, counts: [1]) { $0.layoutMargins = EdgeInsets(top: 0, left: margin, bottom: 0, right: margin) }
            #expect(frame(layout, 0) == CGRect(x: expectedInset, y: 35, width: 320 - 2 * expectedInset, height: 44), "margin \(margin)")
            withExtendedLifetime(host) {}
        }
    }

    @Test("when a grouped list has no headers, then each section starts 35 points down")
    func groupedWithoutHeaders() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .grouped))
        _ = install(layout, counts: [1, 1])
        #expect(frame(layout, 0)!.minY == 35 && frame(layout, 0, section: 1)!.minY == CGFloat(35 + 44 + 35))
    }
}

@Suite("Compositional layout: bad input is reported and replaced, never fatal (B2)")
@MainActor
struct CompositionalBadInputTests {
    @Test("when dimensions are negative, NaN, infinite or above 1e9, then 0 is used and the problem reported once")
    func badDimensions() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(-10), .absolute(.nan)))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(.infinity)), subitem: item, count: 2)))
        let host = install(layout, counts: [4])
        #expect(everything(layout).allSatisfy { $0.frame.isUsableFrame })
        #expect(frame(layout, 0)!.height == 0)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.contains("UICollectionViewCompositionalLayout: the dimension absolute(-10) is negative, NaN, infinite or above 1e9; 0 is used"))
        #expect(messages.contains("UICollectionViewCompositionalLayout: the dimension absolute(nan) is negative, NaN, infinite or above 1e9; 0 is used"))
        #expect(messages.contains("UICollectionViewCompositionalLayout: the dimension absolute(inf) is negative, NaN, infinite or above 1e9; 0 is used"))
    }

    @Test("when a repeating group's items have no extent, then one round is laid out instead of looping forever")
    func zeroSizeRepetition() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(0), .absolute(10)))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item, item])))
        let host = install(layout, counts: [7])
        #expect(frame(layout, 6)!.minY == 30, "two items per group")
        #expect(host.diagnostics.contains { $0.message.contains("repeats subitems of zero extent") })
    }

    @Test("when a custom group returns no frames or absurd ones, then its items are not laid out or sit at zero, and it is reported")
    func customGroups() {
        let empty = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in [] }))
        let emptyHost = install(empty, counts: [3])
        #expect(frame(empty, 0) == nil && empty.collectionViewContentSize.height == 0)
        #expect(emptyHost.diagnostics.contains { $0.message.contains("holds no items; the section's last 3 items are not laid out") })
        let absurd = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
            [CollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
             CollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 0, width: -5, height: 10))]
        }))
        let absurdHost = install(absurd, counts: [2])
        #expect(frame(absurd, 0) == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(absurdHost.diagnostics.filter { $0.message.contains("item provider returned an invalid frame") }.count == 2)
    }

    @Test("when the section provider returns nil, then that section lays out nothing and the others are unaffected")
    func nilSection() {
        let layout = CollectionViewCompositionalLayout { index, _ in index == 1 ? nil : listSection() }
        let host = install(layout, counts: [1, 5, 1])
        #expect(frame(layout, 0, section: 1) == nil)
        #expect(frame(layout, 0, section: 2)!.minY == 44)
        #expect(host.diagnostics.map(\.message).contains("UICollectionViewCompositionalLayout: the section provider returned nil for section 1; its 5 items are not laid out"))
    }

    @Test("when there are no items or no sections, then the layout is empty and queries answer nothing")
    func empty() {
        let layout = CollectionViewCompositionalLayout(section: listSection())
        _ = install(layout, counts: [])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0) && everything(layout).isEmpty)
        let zero = CollectionViewCompositionalLayout(section: gridSection(columns: 3))
        _ = install(zero, counts: [0, 0])
        #expect(everything(zero).isEmpty)
        #expect(zero.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(zero.layoutAttributesForSupplementaryView(ofKind: "x", at: IndexPath(item: 0, section: 5)) == nil)
        #expect(zero.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))?.isEmpty == true)
    }

    @Test("when a count-based group asks for zero items, NaN offsets or bad insets are given, then safe values are used and reported")
    func otherBadValues() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: -3, leading: 0, bottom: 0, trailing: 0)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 0)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = .nan
        let layout = CollectionViewCompositionalLayout(section: section)
        let host = install(layout, counts: [2])
        #expect(frame(layout, 1) == CGRect(x: 0, y: 40, width: 320, height: 40))
        #expect(host.diagnostics.count >= 3)
        layout.setOrthogonalScrollOffset(.nan, forSection: 0)
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 0)
        #expect(layout.restingOrthogonalScrollOffset(forSection: 0, currentOffset: 0, proposedOffset: 12, velocity: 0) == 12, "not orthogonal: unchanged")
    }
}
