import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("Compositional layout: the 2019 session's sample screens, worked by hand (F20–F29)")
@MainActor
struct CompositionalSessionSamplesTests {
    @Test("when items are full-width rows in a list, then they stack 44 points apart")
    func list() {
        let layout = CollectionViewCompositionalLayout(section: listSection())
        _ = install(layout, counts: [3])
        #expect((0..<3).map { frame(layout, $0) } == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44), CGRect(x: 0, y: 88, width: 320, height: 44)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 132))
    }

    @Test("when items are a fifth of the width in a full-width group, then the group repeats them into a 5-column square grid")
    func grid() {
        let layout = CollectionViewCompositionalLayout(section: gridSection(columns: 5))
        _ = install(layout, counts: [7])
        #expect((0..<7).map { frame(layout, $0)!.origin } == [
            CGPoint(x: 0, y: 0), CGPoint(x: 64, y: 0), CGPoint(x: 128, y: 0), CGPoint(x: 192, y: 0), CGPoint(x: 256, y: 0),
            CGPoint(x: 0, y: 64), CGPoint(x: 64, y: 64)])
        #expect(frame(layout, 0)!.size == CGSize(width: 64, height: 64))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 128))
    }

    @Test("when grid items have 5-point content insets, then they shrink inside their cells after sizing")
    func insetGrid() {
        let layout = CollectionViewCompositionalLayout(section: gridSection(columns: 5, itemInsets: DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)))
        _ = install(layout, counts: [6])
        #expect(frame(layout, 0) == CGRect(x: 5, y: 5, width: 54, height: 54))
        #expect(frame(layout, 5) == CGRect(x: 5, y: 69, width: 54, height: 54))
    }

    @Test("when a group holds 2 items with 10 points between them and the section is inset by 10, then the items share what is left")
    func twoColumns() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = CollectionViewCompositionalLayout(section: section)
        _ = install(layout, counts: [4])
        // (300 − 10) / 2 = 145 points each.
        #expect((0..<4).map { frame(layout, $0) } == [
            CGRect(x: 10, y: 10, width: 145, height: 44), CGRect(x: 165, y: 10, width: 145, height: 44),
            CGRect(x: 10, y: 54, width: 145, height: 44), CGRect(x: 165, y: 54, width: 145, height: 44)])
        #expect(layout.collectionViewContentSize.height == 108)
    }

    @Test("when a section provider returns distinct sections, then each section has its own arrangement")
    func distinctSections() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            [listSection(), gridSection(columns: 5), gridSection(columns: 3)][index]
        }
        _ = install(layout, counts: [2, 5, 3])
        #expect(frame(layout, 1, section: 0) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(frame(layout, 4, section: 1) == CGRect(x: 256, y: 88, width: 64, height: 64))
        let third = frame(layout, 2, section: 2)!
        #expect(abs(third.minX - 213.333) < 0.001 && third.minY == 152 && abs(third.width - 106.667) < 0.001)
    }

    @Test("when the container is wider than 800 points, then the adaptive sections double their columns (2 / 10 / 6)")
    func adaptiveSections() {
        func provider(_ index: Int, _ environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection? {
            let wide = environment.container.effectiveContentSize.width > 800
            let columns = [1, 5, 3][index] * (wide ? 2 : 1)
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
            let height: CollectionLayoutDimension = index == 0 ? .absolute(44) : .fractionalWidth(1 / CGFloat(columns))
            return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item]))
        }
        let narrow = CollectionViewCompositionalLayout(sectionProvider: provider)
        _ = install(narrow, width: 320, counts: [2, 10, 6])
        #expect(frame(narrow, 1, section: 0)!.minY == 44 && frame(narrow, 5, section: 1)!.minX == 0)
        let wide = CollectionViewCompositionalLayout(sectionProvider: provider)
        _ = install(wide, width: 1000, counts: [2, 10, 6])
        #expect(frame(wide, 1, section: 0) == CGRect(x: 500, y: 0, width: 500, height: 44))
        #expect(frame(wide, 9, section: 1) == CGRect(x: 900, y: 44, width: 100, height: 100))
        let last = frame(wide, 5, section: 2)!
        #expect(abs(last.minX - 833.333) < 0.001 && last.minY == 144)
    }

    @Test("when items carry a badge anchored top-trailing 30 % outside, then the badge sits on the item's corner pushed out")
    func badges() {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])))
        _ = install(layout, counts: [2])
        // Item 1: cell 80–160 inset to 85–155; its top-trailing corner (155, 5) minus the badge's (20, 0) plus (6, −6).
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 141, y: -1, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.zIndex == 1)
        let anchored = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "dot",
                                                         containerAnchor: CollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 2)),
                                                         itemAnchor: CollectionLayoutAnchor(edges: [.top]))
        let dotted = CollectionLayoutItem(layoutSize: size(.absolute(40), .absolute(40)), supplementaryItems: [anchored])
        let dotLayout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(40), .absolute(40)), subitems: [dotted])))
        _ = install(dotLayout, counts: [1])
        // The dot's top-centre on the item's bottom-centre, 2 points lower.
        #expect(dotLayout.layoutAttributesForSupplementaryView(ofKind: "dot", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 15, y: 42, width: 10, height: 10))
    }

    @Test("when headers and footers pin, then they stay in the visible bounds while their section shows, pushed off by its end")
    func pinnedHeaderAndFooter() {
        let section = listSection()
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        let layout = CollectionViewCompositionalLayout(section: section)
        let host = install(layout, height: 200, counts: [10, 10])
        func y(_ kind: String, _ section: Int) -> CGFloat? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        // Section 0: header 0–44, rows 44–484, footer 484–528; section 1 starts at 528.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(y("header", 1) == 528)
        #expect(y("footer", 0) == 156, "pinned to the bottom of the 200-point bounds")
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 200)))
        host.setBounds(CGRect(x: 0, y: 100, width: 320, height: 200))
        #expect(y("header", 0) == 100 && y("footer", 0) == 256)
        host.setBounds(CGRect(x: 0, y: 460, width: 320, height: 200))
        #expect(y("header", 0) == 460, "pinned until the section's end, its footer included (the section's boundary)")
        #expect(y("footer", 0) == 484, "never below its place")
        #expect(y("header", 1) == 528)
    }

    @Test("when a section has a background decoration, then it covers the section inset by its own insets, below the cells")
    func sectionBackground() {
        let section = gridSection(columns: 2)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        _ = install(layout, counts: [2, 2])
        // Each section: 10 + 150 + 10 = 170 high.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 5, y: 175, width: 310, height: 160))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.zIndex == 0)
        #expect(everything(layout).filter { $0.category == .decorationView }.count == 2)
    }

    @Test("when groups nest (a big leading item beside a vertical pair), then every level lays out inside its parent")
    func nestedGroups() {
        let leading = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let pairItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: pairItem, count: 2)
        let nested = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [leading, pair])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: nested))
        _ = install(layout, counts: [6])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 224, height: 200))
        #expect(frame(layout, 1) == CGRect(x: 224, y: 0, width: 96, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 224, y: 100, width: 96, height: 100))
        #expect(frame(layout, 3)!.minY == 200 && frame(layout, 5) == CGRect(x: 224, y: 300, width: 96, height: 100))
        #expect(nested.visualDescription().hasPrefix("horizontal group {fractionalWidth(1), absolute(200)}\n  item"))
    }

    @Test("when a section scrolls orthogonally, then its groups run across in a strip that moves with its own offset")
    func orthogonalStrip() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? section : listSection() }
        _ = install(layout, counts: [5, 2])
        #expect((0..<5).map { frame(layout, $0)!.minX } == [16, 126, 236, 346, 456])
        #expect(frame(layout, 0, section: 1)!.minY == 100, "the strip is as tall as its tallest group")
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 188))
        let geometry = layout.orthogonalScrollingGeometry(forSection: 0)
        #expect(geometry?.contentLength == 556 && geometry?.maximumOffset == 236 && geometry?.groupStarts == [16, 126, 236, 346, 456])
        #expect(layout.orthogonalScrollingFrame(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(layout.orthogonalScrollingGeometry(forSection: 1) == nil)
        layout.setOrthogonalScrollOffset(150, forSection: 0)
        #expect(frame(layout, 1) == CGRect(x: -24, y: 0, width: 100, height: 100))
        let visible = LayoutOracle.query(layout, in: CGRect(x: 0, y: 0, width: 320, height: 100)).filter { $0.indexPath.section == 0 }.map(\.indexPath.item)
        #expect(visible == [1, 2, 3, 4])
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 150)
    }

    @Test("when the layout scrolls horizontally, then groups run left to right, fractions of the height refer to the inset height, and leading insets act on x")
    func horizontalScrollDirection() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = CollectionLayoutSection(group: column)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 0)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = install(layout, counts: [6])
        // The column is the 460 points below the top inset; four 115-point items fill it.
        #expect((0..<6).map { frame(layout, $0) } == [
            CGRect(x: 10, y: 20, width: 100, height: 115), CGRect(x: 10, y: 135, width: 100, height: 115),
            CGRect(x: 10, y: 250, width: 100, height: 115), CGRect(x: 10, y: 365, width: 100, height: 115),
            CGRect(x: 115, y: 20, width: 100, height: 115), CGRect(x: 115, y: 135, width: 100, height: 115)])
        #expect(layout.collectionViewContentSize == CGSize(width: 215, height: 480))
    }

    @Test("when an App Store-like page mixes paging strips and lists, then each section lays out its own way")
    func appStorePage() {
        let layout = CollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(250)), subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                return section
            default:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1 / 3)))
                let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.9), .absolute(210)), subitem: item, count: 3)
                let section = CollectionLayoutSection(group: column)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 10
                return section
            }
        }
        _ = install(layout, counts: [3, 9])
        // Groups are 90 % of the content width (320 − 32 = 288): 259.2 points.
        #expect(abs(frame(layout, 1)!.minX - (16 + 259.2 + 10)) < 0.001)
        #expect(frame(layout, 0, section: 1)!.minY == 270)
        // The centred-paging strip starts with its first 288-point group centred: shifted by 16.
        #expect(frame(layout, 3, section: 1)!.minY == 270 && abs(frame(layout, 3, section: 1)!.minX - 314) < 0.001)
        let resting = layout.restingOrthogonalScrollOffset(forSection: 0, currentOffset: 0, proposedOffset: 30, velocity: 1)
        #expect(abs(resting - 269.2) < 0.001, "one group further, its leading edge at the content inset")
    }
}
