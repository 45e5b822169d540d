import EngineTestSupport
import LayoutTestSupport
import TestSupport
import OpenCollectionView
import Samples
import Testing

/// Every screen of the 2019 session, shown by a real `CollectionView` 320 × 480 points, left to right
/// and right to left. Frames are worked out by hand from the rules in `Guides/CompositionalLayout.md`;
/// right to left, a frame's x is 320 − (its left-to-right maxX) because the layout flips.
@Suite("CompositionalCatalog: the 2019 session's screens, left to right and right to left (F20–F29)")
@MainActor
struct CompositionalCatalogTests {
    /// A collection view showing `screen`, laid out once.
    @MainActor
    struct Shown {
        let collectionView: CollectionView
        let dataSource: RecordingDataSource
        let diagnostics: DiagnosticsRecorder

        func item(_ item: Int, _ section: Int = 0) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        func supplementary(_ kind: String, _ item: Int, _ section: Int = 0) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
        }

        var layout: CollectionViewCompositionalLayout { collectionView.collectionViewLayout as! CollectionViewCompositionalLayout }
    }

    func show(_ screen: CompositionalCatalog.Screen, _ direction: UserInterfaceLayoutDirection, width: CGFloat = 320) -> Shown {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 480),
                                            collectionViewLayout: CompositionalCatalog.layout(for: screen))
        collectionView.overrideTraitCollection = TraitCollection(layoutDirection: direction)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let dataSource = RecordingDataSource(counts: screen.itemCounts)
        dataSource.attach(to: collectionView)
        collectionView.register(RecordingSupplementaryView.self, forSupplementaryViewOfKind: CompositionalCatalog.badgeKind,
                                withReuseIdentifier: RecordingDataSource.supplementaryIdentifier)
        collectionView.layoutIfNeeded()
        return Shown(collectionView: collectionView, dataSource: dataSource, diagnostics: diagnostics)
    }

    /// `ltr` as given left to right, mirrored in `width` right to left.
    func expected(_ ltr: CGRect, _ direction: UserInterfaceLayoutDirection, width: CGFloat = 320) -> CGRect {
        direction == .leftToRight ? ltr : CGRect(x: width - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height)
    }

    nonisolated static let directions: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

    @Test("every screen shows without a diagnostic and with cells on screen", arguments: CompositionalCatalog.Screen.allCases)
    func everyScreenShows(_ screen: CompositionalCatalog.Screen) {
        for direction in Self.directions {
            let shown = show(screen, direction)
            #expect(shown.diagnostics.messages.isEmpty, "\(screen) \(direction)")
            #expect(!shown.collectionView.visibleCells.isEmpty)
            #expect(shown.collectionView.visibleCells.allSatisfy { $0.frame.overlapsStrictly(shown.collectionView.bounds) })
            #expect(!screen.title.isEmpty)
        }
    }

    @Test("list: full-width rows 44 high, the same both ways", arguments: directions)
    func list(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.list, direction)
        #expect(shown.item(1) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(shown.collectionView.indexPathsForVisibleItems.count == 11, "480 / 44 → rows 0–10")
    }

    @Test("grid: 64-point squares, five to a row, starting at the leading edge", arguments: directions)
    func grid(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.grid, direction)
        #expect(shown.item(0) == expected(CGRect(x: 0, y: 0, width: 64, height: 64), direction))
        #expect(shown.item(6) == expected(CGRect(x: 64, y: 64, width: 64, height: 64), direction))
        #expect(direction == .leftToRight || shown.item(6)?.minX == 192)
    }

    @Test("inset items grid: each square inset by 5 inside its cell", arguments: directions)
    func insetItemsGrid(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.insetItemsGrid, direction)
        #expect(shown.item(6) == expected(CGRect(x: 69, y: 69, width: 54, height: 54), direction))
        #expect(direction == .leftToRight || shown.item(6)?.minX == 197)
    }

    @Test("two-column grid: (300 − 10) / 2 = 145 points per item inside 10-point insets", arguments: directions)
    func twoColumnGrid(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.twoColumnGrid, direction)
        #expect(shown.item(2) == expected(CGRect(x: 10, y: 64, width: 145, height: 44), direction))
        #expect(shown.item(3) == expected(CGRect(x: 165, y: 64, width: 145, height: 44), direction))
        #expect(direction == .leftToRight || shown.item(3)?.minX == 10)
    }

    @Test("distinct sections: a list, then five and three columns, each section inset by 20", arguments: directions)
    func distinctSections(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.distinctSections, direction)
        // Section 0: 20 + 10 × 44 + 20 = 480 high; rows inset by 2 inside 280 points.
        #expect(shown.item(1, 0) == expected(CGRect(x: 22, y: 66, width: 276, height: 40), direction))
        // Section 1 starts at 480: 56-point cells (280 / 5), item 6 in row 1, column 1.
        #expect(shown.item(6, 1) == expected(CGRect(x: 78, y: 558, width: 52, height: 52), direction))
        #expect(direction == .leftToRight || shown.item(6, 1)?.minX == 190)
    }

    @Test("adaptive sections: twice the columns once the container is wider than 800, re-flowed when the view is resized", arguments: directions)
    func adaptiveSections(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.adaptiveSections, direction)
        #expect(shown.item(1, 0) == expected(CGRect(x: 22, y: 66, width: 276, height: 40), direction))
        shown.collectionView.frame = CGRect(x: 0, y: 0, width: 1000, height: 480)
        shown.collectionView.layoutIfNeeded()
        // 960 points inside the insets: two 480-point columns in section 0.
        #expect(shown.item(1, 0) == expected(CGRect(x: 502, y: 22, width: 476, height: 40), direction, width: 1000))
        #expect(direction == .leftToRight || shown.item(1, 0)?.minX == 22)
        #expect(shown.diagnostics.messages.isEmpty)
    }

    @Test("item badges: a 20-point badge on each item's top-trailing corner, pushed 30 % of its size outward", arguments: directions)
    func itemBadges(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.itemBadges, direction)
        // Item 1: cell 90–160 × 20–90, inset by 5. Its top-trailing corner (155, 25) + (6, −6) is the badge's.
        #expect(shown.item(1) == expected(CGRect(x: 95, y: 25, width: 60, height: 60), direction))
        #expect(shown.supplementary(CompositionalCatalog.badgeKind, 1) == expected(CGRect(x: 141, y: 19, width: 20, height: 20), direction))
        // Right to left the trailing corner is the top-left one: 165 − 6 = 159.
        #expect(direction == .leftToRight || shown.supplementary(CompositionalCatalog.badgeKind, 1)?.minX == 159)
        #expect(shown.collectionView.supplementaryView(forElementKind: CompositionalCatalog.badgeKind, at: IndexPath(item: 1, section: 0)) != nil)
    }

    @Test("pinned section headers: the header stays at the top while its rows show, then is pushed off", arguments: directions)
    func pinnedSectionHeaders(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.pinnedSectionHeaders, direction)
        let header = CollectionView.elementKindSectionHeader, footer = CollectionView.elementKindSectionFooter
        // Header 0–44, rows at 44 + 49 k, footer 284–328, section 1 from 328.
        #expect(shown.supplementary(header, 0) == CGRect(x: 10, y: 0, width: 300, height: 44))
        #expect(shown.item(4) == CGRect(x: 10, y: 240, width: 300, height: 44))
        #expect(shown.supplementary(footer, 0) == CGRect(x: 10, y: 284, width: 300, height: 44))
        shown.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        shown.collectionView.layoutIfNeeded()
        #expect(shown.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        shown.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        shown.collectionView.layoutIfNeeded()
        #expect(shown.supplementary(header, 0)?.minY == 284, "no lower than the end of its section, its footer included")
        #expect(shown.supplementary(header, 0, 1)?.minY == 328)
    }

    @Test("section background: each 260-point section on a background inset by 5, below its rows", arguments: directions)
    func sectionBackground(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.sectionBackground, direction)
        #expect(shown.item(0, 1) == CGRect(x: 10, y: 270, width: 300, height: 44))
        let backgrounds = shown.collectionView.visibleDecorationViews
        #expect(backgrounds.map(\.frame) == [CGRect(x: 5, y: 5, width: 310, height: 250), CGRect(x: 5, y: 265, width: 310, height: 250)])
        #expect(backgrounds.allSatisfy { $0.appliedLayoutAttributes?.zIndex == 0 })
    }

    @Test("nested groups: a 0.7-wide item beside a pair stacked in the remaining 0.3, each inset by 10", arguments: directions)
    func nestedGroups(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.nestedGroups, direction)
        // The group is 0.4 of the 480-point visible height: 192.
        #expect(shown.item(0) == expected(CGRect(x: 10, y: 10, width: 204, height: 172), direction))
        #expect(shown.item(1) == expected(CGRect(x: 234, y: 10, width: 76, height: 76), direction))
        #expect(shown.item(2) == expected(CGRect(x: 234, y: 106, width: 76, height: 76), direction))
        #expect(shown.item(3)?.minY == 202)
        #expect(direction == .leftToRight || (shown.item(0)?.minX == 106 && shown.item(1)?.minX == 10))
    }

    @Test("orthogonal sections: the strip starts at the leading edge and scrolls toward it", arguments: directions)
    func orthogonalSections(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.orthogonalSections, direction)
        #expect(shown.item(0) == expected(CGRect(x: 16, y: 10, width: 100, height: 100), direction))
        #expect(shown.item(1) == expected(CGRect(x: 126, y: 10, width: 100, height: 100), direction))
        #expect(shown.item(0, 1) == CGRect(x: 0, y: 120, width: 320, height: 44), "the strip is 10 + 100 + 10 high")
        #expect(shown.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        shown.layout.setOrthogonalScrollOffset(150, forSection: 0)
        shown.collectionView.setNeedsLayout()
        shown.collectionView.layoutIfNeeded()
        // Scrolled by 150: item 1 at −24 left to right, at 244 right to left (content moved toward the leading edge).
        #expect(shown.item(1) == expected(CGRect(x: -24, y: 10, width: 100, height: 100), direction))
        #expect(direction == .leftToRight || shown.item(1)?.minX == 244)
        #expect(shown.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3, 4])
    }

    @Test("orthogonal behaviours: five strips of 255-point groups, each resting its own way", arguments: directions)
    func orthogonalBehaviors(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.orthogonalBehaviors, direction)
        let layout = shown.layout
        #expect(shown.supplementary(CollectionView.elementKindSectionHeader, 0, 0) == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(shown.item(1, 0) == expected(CGRect(x: 275, y: 30, width: 255, height: 150), direction))
        #expect(shown.item(0, 1)?.minY == 230, "each section is 30 + 150 + 20 high")
        // The paging strip's cards start where the other strips' do, 10 points apart.
        let third: CGFloat = 320 / 3
        for card in 0..<3 {
            let frame = shown.item(card, 2) ?? .null
            let want = expected(CGRect(x: CGFloat(card) * third + 10, y: 430, width: third - 10, height: 150), direction)
            #expect(abs(frame.minX - want.minX) < 0.5 && abs(frame.width - want.width) < 0.5 && frame.minY == want.minY, "card \(card): \(frame)")
        }
        #expect((0..<5).map { layout.orthogonalScrollingBehavior(forSection: $0) }
            == [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
        // 10 + 12 × 255 + 11 × 10 + 10 = 3190 long, so offsets run 0…2870; groups start 265 apart.
        #expect(layout.orthogonalScrollingGeometry(forSection: 0)?.maximumOffset == 2870)
        func rest(_ section: Int, from current: CGFloat, to proposed: CGFloat, velocity: CGFloat) -> CGFloat {
            layout.restingOrthogonalScrollOffset(forSection: section, currentOffset: current, proposedOffset: proposed, velocity: velocity)
        }
        #expect(rest(0, from: 0, to: 123, velocity: 1) == 123)
        #expect(rest(1, from: 0, to: 200, velocity: 1) == 265)
        #expect(rest(2, from: 0, to: 500, velocity: 1) == 320, "a flick moves one page")
        #expect(rest(2, from: 0, to: 500, velocity: 0.01) == 640, "a slow release rests on the nearest page")
        #expect(rest(3, from: 0, to: 900, velocity: 1) == 265 && rest(3, from: 530, to: 0, velocity: -1) == 265)
        #expect(rest(4, from: -22.5, to: 600, velocity: 1) == 242.5, "group 1 centred: 275 + 127.5 − 160")
    }

    @Test("App Store: a group-paging strip of 0.9-wide features above centred-paging columns of three", arguments: directions)
    func appStore(_ direction: UserInterfaceLayoutDirection) {
        let shown = show(.appStore, direction)
        // Features: 0.9 × 288 = 259.2 wide; item 1 starts at 16 + 259.2 + 10.
        let feature = shown.item(1, 0)!
        let featureX = direction == .leftToRight ? 285.2 : 320 - 544.4
        #expect(abs(feature.minX - featureX) < 0.001 && feature.minY == 0 && abs(feature.width - 259.2) < 0.001)
        // Columns: 0.9 × 320 = 288 wide, three 70-point items each; section 1 starts at 250 + 20. The
        // centred-paging strip starts with its first column centred: (320 − 288) / 2 = 16, both ways.
        #expect(shown.item(0, 1) == expected(CGRect(x: 16, y: 270, width: 288, height: 70), direction))
        #expect(shown.item(3, 1) == expected(CGRect(x: 314, y: 270, width: 288, height: 70), direction))
        #expect(shown.item(0, 1)?.minX == 16)
    }
}
