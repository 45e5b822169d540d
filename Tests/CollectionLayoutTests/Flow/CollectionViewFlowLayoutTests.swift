import CollectionGeometry
import CollectionData
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("CollectionViewFlowLayout: lines (F5, worked by hand)")
@MainActor
struct CollectionViewFlowLayoutLineTests {
    @Test("when a flow layout is created, then it has UIKit's defaults")
    func defaults() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero && layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.sectionInset == .zero && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(CollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
        #expect(ObjectIdentifier(CollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(CollectionViewFlowLayoutInvalidationContext.self))
        let context = CollectionViewFlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutAttributes && context.invalidateFlowLayoutDelegateMetrics)
    }

    @Test("when 12 items of 50 fill a 320-point width, then full lines are justified and the last line keeps the minimum spacing")
    func justifiedLines() {
        // 5 items fit (5·50 + 4·10 = 290 ≤ 320; 6 would need 350). The 30 left over widen the 4 gaps to 17.5.
        let (layout, _) = makeFlow(counts: [12])
        let frames = itemFrames(layout, count: 12)
        #expect(frames[0...4].map(\.minX) == [0, 67.5, 135, 202.5, 270])
        #expect(frames[5...9].map(\.minX) == [0, 67.5, 135, 202.5, 270])
        #expect(frames[10...11].map(\.minX) == [0, 60])
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 0, 60, 60, 60, 60, 60, 120, 120])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test("when a line holds one item, then the item is centred, also when it is the only item")
    func singleItemLines() {
        let (single, _) = makeFlow(counts: [1])
        #expect(itemFrames(single, count: 1) == [rect(135, 0, 50, 50)])

        let sizes = [CGSize(width: 200, height: 50), CGSize(width: 200, height: 50), CGSize(width: 50, height: 50)]
        let (layout, _) = makeFlow(counts: [3]) { _, host in
            let metrics = TestFlowMetrics()
            metrics.size = { sizes[$0.item] }
            host.flowLayoutMetricsProvider = metrics
        }
        // 200 + 10 + 200 > 320: the first item is alone on its line and centred at (320 − 200) / 2.
        #expect(itemFrames(layout, count: 3) == [rect(60, 0, 200, 50), rect(0, 60, 200, 50), rect(210, 60, 50, 50)])
    }

    @Test("when items on a line have different heights, then the shorter ones are centred across the line")
    func centredAcrossLine() {
        let heights: [CGFloat] = [20, 60, 40]
        let (layout, _) = makeFlow(counts: [3]) { _, host in
            let metrics = TestFlowMetrics()
            metrics.size = { CGSize(width: 50, height: heights[$0.item]) }
            host.flowLayoutMetricsProvider = metrics
        }
        #expect(itemFrames(layout, count: 3) == [rect(0, 20, 50, 20), rect(60, 0, 50, 60), rect(120, 10, 50, 40)])
        #expect(layout.collectionViewContentSize.height == 60)
    }

    @Test("when sections have headers, footers and insets, then headers and footers span the full width and insets apply inside")
    func headersFootersInsets() {
        let (layout, _) = makeFlow(counts: [3, 3]) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 999, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 11, right: 13)
        }
        let header = CollectionElementKind.sectionHeader, footer = CollectionElementKind.sectionFooter
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 320, 30))
        #expect(itemFrames(layout, section: 0, count: 3) == [rect(7, 35, 50, 50), rect(67, 35, 50, 50), rect(127, 35, 50, 50)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 96, 320, 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame == rect(0, 116, 320, 30))
        #expect(itemFrames(layout, section: 1, count: 3).map(\.minY) == [151, 151, 151])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame == rect(0, 212, 320, 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 232))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 2)) == nil)
    }

    @Test("when a section is empty, then its header, insets and footer still take their space")
    func emptySection() {
        let (layout, _) = makeFlow(counts: [0]) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 6, right: 0)
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 41, 320, 20))
        #expect(layout.collectionViewContentSize.height == 61)
    }

    @Test("when the collection view has a content inset, then lines fill the width inside it")
    func contentInset() {
        let (layout, _) = makeFlow(counts: [5]) { _, host in
            host.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        }
        // Content width 280: four items (230) fit, five (290) do not; the fifth is alone and centred.
        let frames = itemFrames(layout, count: 5)
        #expect(layout.collectionViewContentSize == CGSize(width: 280, height: 110))
        #expect(frames[0].minX == 0 && frames[3].maxX == 280)
        #expect(frames[4] == rect(115, 60, 50, 50))
    }

    @Test("when section insets are measured from the safe area or the layout margins, then lines start at that reference",
          arguments: [CollectionViewFlowLayout.SectionInsetReference.fromSafeArea, .fromLayoutMargins])
    func insetReference(reference: CollectionViewFlowLayout.SectionInsetReference) {
        let (layout, _) = makeFlow(counts: [5]) { layout, host in
            layout.sectionInsetReference = reference
            host.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
            host.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
        let frames = itemFrames(layout, count: 5)
        if reference == .fromSafeArea {
            // 232 available: four items fit, justified from 44 to 276; the fifth is centred.
            #expect(frames[0].minX == 44 && abs(frames[3].maxX - 276) < 1e-9)
            #expect(frames[4].minX == CGFloat(44 + (232 - 50) / 2))
        } else {
            // 288 available: four items fit (290 would not).
            #expect(frames[0].minX == 16 && abs(frames[3].maxX - 304) < 1e-9 && frames[4].minY == 60)
        }
        #expect(layout.collectionViewContentSize.width == 320, "the reference moves lines, not the content")
    }

    @Test("when the adjusted content inset already covers part of the safe area, then only the rest is added")
    func referenceBeyondAdjustedInset() {
        let (layout, _) = makeFlow(counts: [1]) { layout, host in
            layout.sectionInsetReference = .fromSafeArea
            host.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
            host.adjustedContentInsetOverride = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        }
        // Content width 300; lines start 24 in (44 − 20); one item is centred in the 276 left.
        #expect(itemFrames(layout, count: 1) == [rect(24 + (276 - 50) / 2, 0, 50, 50)])
    }

    @Test("when scrolling horizontally, then items fill columns top to bottom and headers span the height")
    func horizontal() {
        let (layout, _) = makeFlow(width: 320, height: 200, counts: [7]) { layout, _ in
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = CGSize(width: 30, height: 999)
        }
        // Three items per column (170 ≤ 200); full columns justified (gaps 25); the last item alone, centred.
        let frames = itemFrames(layout, count: 7)
        #expect(frames.map(\.minY) == [0, 75, 150, 0, 75, 150, 75])
        #expect(frames.map(\.minX) == [30, 30, 30, 90, 90, 90, 150])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 30, 200))
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 200))
    }

    @Test("when the delegate answers, then every answer overrides the matching property")
    func delegateOverrides() {
        let (layout, host) = makeFlow(counts: [2, 2]) { layout, host in
            layout.headerReferenceSize = CGSize(width: 0, height: 99)
            let metrics = TestFlowMetrics()
            metrics.size = { CGSize(width: 100, height: CGFloat(10 * ($0.section + 1))) }
            metrics.inset = { EdgeInsets(top: CGFloat($0), left: 0, bottom: 0, right: 0) }
            metrics.lineSpacing = { _ in 3 }
            metrics.interitemSpacing = { _ in 120 }
            metrics.header = { CGSize(width: 0, height: CGFloat(5 * $0)) }
            metrics.footer = { _ in CGSize(width: 0, height: 7) }
            host.flowLayoutMetricsProvider = metrics
        }
        // Section 0: no header (0), inset 0; two items 100 wide with interitem 120 → 320 exactly: one justified line.
        #expect(itemFrames(layout, section: 0, count: 2) == [rect(0, 0, 100, 10), rect(220, 0, 100, 10)])
        // Footer of section 0 at 10, 7 high. Section 1 at 17: header 5, inset top 1.
        #expect(itemFrames(layout, section: 1, count: 2).map(\.minY) == [23, 23])
        #expect(layout.collectionViewContentSize.height == CGFloat(17 + 5 + 1 + 20 + 7))
        #expect(host.diagnostics.isEmpty)
    }
}

@Suite("CollectionViewFlowLayout: queries, pinning, invalidation")
@MainActor
struct CollectionViewFlowLayoutBehaviourTests {
    @Test("when a rect is queried, then exactly the elements intersecting it come back (edges included)")
    func rectQuery() {
        let (layout, _) = makeFlow(counts: [12]) { layout, _ in layout.headerReferenceSize = CGSize(width: 0, height: 20) }
        // Items start at y = 20; the second line is at 80–130.
        let hits = LayoutOracle.query(layout, in: rect(0, 130, 1, 0))
        #expect(hits.map(\.indexPath) == [5].map { IndexPath(item: $0, section: 0) })
        #expect(LayoutOracle.query(layout, in: rect(0, 0, 320, 10)).map(\.kind) == [CollectionElementKind.sectionHeader])
        #expect(layout.layoutAttributesForElements(in: rect(0, CGFloat.nan, 10, 10))?.isEmpty == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(index: 3)) == nil)
    }

    @Test("when headers are pinned and the content scrolls, then each header stays at the top until its section's end pushes it off")
    func pinnedHeaders() {
        // Two sections of 10 items (2 lines each) under a 30-point header: each section is 140 high.
        let (layout, host) = makeFlow(height: 200, counts: [10, 10]) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        func headerY(_ section: Int) -> CGFloat? {
            layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        #expect(headerY(0) == 0 && headerY(1) == 140)
        let scrolled = rect(0, 50, 320, 200)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        let context = layout.invalidationContext(forBoundsChange: scrolled) as? CollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutAttributes == false && context?.invalidateFlowLayoutDelegateMetrics == false)
        #expect(context?.invalidatedSupplementaryIndexPaths?[CollectionElementKind.sectionHeader] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        host.setBounds(scrolled)
        #expect(headerY(0) == 50)
        host.setBounds(rect(0, 125, 320, 200))
        #expect(headerY(0) == 110, "pushed off by the end of section 0 (140 − 30)")
        #expect(headerY(1) == 140)
        host.setBounds(rect(0, 200, 320, 200))
        #expect(headerY(1) == 200)
        let visible = LayoutOracle.query(layout, in: host.bounds).filter { $0.category == .supplementaryView }
        #expect(visible.map(\.indexPath) == [IndexPath(item: 0, section: 1)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.zIndex == CollectionViewFlowLayout.pinnedSupplementaryZIndex)
        host.adjustedContentInsetOverride = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(headerY(1) == 220, "pinned below the adjusted content inset")
    }

    @Test("when footers are pinned, then each footer stays at the bottom of the visible bounds while its section shows")
    func pinnedFooters() {
        let (layout, host) = makeFlow(height: 100, counts: [10, 10]) { layout, _ in
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionFootersPinToVisibleBounds = true
        }
        func footerY(_ section: Int) -> CGFloat? {
            layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        // Section 0: lines at 0 and 60, items end at 110; the footer's natural place is 110.
        #expect(footerY(0) == 80)
        host.setBounds(rect(0, 20, 320, 100))
        #expect(footerY(0) == 100)
        host.setBounds(rect(0, 60, 320, 100))
        #expect(footerY(0) == 110, "never below its natural place")
        #expect(footerY(1) == 140, "section 1 starts at 130; its footer can rise to its items' start")
    }

    @Test("when only the origin changes and nothing is pinned, then the layout is not invalidated; a size change is")
    func boundsChange() {
        let (layout, host) = makeFlow(counts: [3])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 320, 480)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 400, 480)))
        let context = layout.invalidationContext(forBoundsChange: rect(0, 0, 400, 480)) as? CollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutAttributes == true)
        host.setBounds(rect(0, 0, 600, 480))
        #expect(layout.collectionViewContentSize.width == 600)
    }

    @Test("when a property changes, then the layout is invalidated; setting the same value does nothing")
    func propertyInvalidation() {
        let (layout, host) = makeFlow(counts: [3])
        #expect(!layout.invalidation.needsPrepare)
        layout.itemSize = CGSize(width: 50, height: 50)
        #expect(!layout.invalidation.needsPrepare)
        layout.itemSize = CGSize(width: 100, height: 20)
        #expect(layout.invalidation.needsPrepare && layout.invalidation.everything)
        host.prepare()
        #expect(itemFrames(layout, count: 1) == [rect(0, 0, 100, 20)])
        for change in [{ layout.minimumLineSpacing = 1 }, { layout.minimumInteritemSpacing = 1 }, { layout.scrollDirection = .horizontal },
                       { layout.headerReferenceSize = CGSize(width: 1, height: 1) }, { layout.footerReferenceSize = CGSize(width: 1, height: 1) },
                       { layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0) }, { layout.sectionInsetReference = .fromSafeArea },
                       { layout.sectionHeadersPinToVisibleBounds = true }, { layout.sectionFootersPinToVisibleBounds = true },
                       { layout.estimatedItemSize = CGSize(width: 10, height: 10) }] {
            host.prepare()
            change()
            #expect(layout.invalidation.needsPrepare)
        }
    }

    @Test("when the attributes class is a subclass, then the flow layout creates it for items and headers")
    func customAttributesClass() {
        final class BadgeFlow: CollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }
        }
        let host = TestLayoutHost(counts: [2])
        let layout = BadgeFlow()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        host.install(layout)
        #expect(layout.layoutAttributesForElements(in: .infinite)?.allSatisfy { $0 is BadgeAttributes } == true)
    }
}
