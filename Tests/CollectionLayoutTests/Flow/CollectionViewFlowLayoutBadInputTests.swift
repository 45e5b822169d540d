import CollectionGeometry
import CollectionData
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("CollectionViewFlowLayout: bad input is reported and replaced, never fatal (B2)")
@MainActor
struct CollectionViewFlowLayoutBadInputTests {
    @Test("when itemSize is negative or NaN, then items get 0 for the bad dimension and the problem is reported once")
    func badItemSize() {
        let (layout, host) = makeFlow(counts: [100]) { layout, _ in layout.itemSize = CGSize(width: -10, height: CGFloat.nan) }
        #expect(itemFrames(layout, count: 2).allSatisfy { $0.size == .zero })
        #expect(host.diagnostics.map(\.message) == ["UICollectionViewFlowLayout: itemSize {-10, nan} is negative, NaN, infinite or above 1e9; used {0, 0}"])
        #expect(host.diagnostics.first?.source == .layout)
    }

    @Test("when spacings and insets are negative or NaN, then 0 is used for them and each is reported")
    func badSpacingsAndInsets() {
        let (layout, host) = makeFlow(counts: [6]) { layout, _ in
            layout.minimumLineSpacing = -5
            layout.minimumInteritemSpacing = CGFloat.nan
            layout.sectionInset = EdgeInsets(top: CGFloat.nan, left: -3, bottom: 0, right: 0)
            layout.headerReferenceSize = CGSize(width: 0, height: CGFloat.infinity)
        }
        // Six 50-point items with no spacing fit one 320-point line (300); it is the last line, so no gaps.
        let frames = itemFrames(layout, count: 6)
        #expect(frames.map(\.minY) == Array(repeating: 0, count: 6))
        #expect(frames.map(\.minX) == [0, 50, 100, 150, 200, 250])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.count == 4)
        #expect(messages.contains("UICollectionViewFlowLayout: minimumLineSpacing -5.0 of section 0 is negative, NaN, infinite or above 1e9; used 0"))
        #expect(messages.contains("UICollectionViewFlowLayout: minimumInteritemSpacing nan of section 0 is negative, NaN, infinite or above 1e9; used 0"))
        #expect(messages.contains("UICollectionViewFlowLayout: section inset {nan, -3, 0, 0} of section 0 has a negative, NaN, infinite or above 1e9 edge; used 0 for it"))
        #expect(messages.contains("UICollectionViewFlowLayout: header size {0, inf} of section 0 is negative, NaN, infinite or above 1e9; the header is omitted"))
    }

    @Test("when the delegate returns NaN sizes for many items, then one message names the first ones")
    func badDelegateSizes() {
        let (layout, host) = makeFlow(counts: [1000]) { _, host in
            let metrics = TestFlowMetrics()
            metrics.size = { $0.item % 2 == 0 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: 10, height: 10) }
            host.flowLayoutMetricsProvider = metrics
        }
        #expect(itemFrames(layout, count: 1)[0].size == CGSize(width: 0, height: 10))
        #expect(host.diagnostics.map(\.message) == ["UICollectionViewFlowLayout: collectionView(_:layout:sizeForItemAt:) returned a negative, NaN, infinite or above 1e9 size for the item at index path (0 - 0), (0 - 2), (0 - 4); used 0 for the bad dimension"])
    }

    @Test("when an item is wider than the line can be, then UIKit's warning is reported and the item starts at the leading edge")
    func oversizedItem() {
        let (layout, host) = makeFlow(counts: [2]) { layout, _ in
            layout.itemSize = CGSize(width: 400, height: 50)
            layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        #expect(itemFrames(layout, count: 2) == [rect(10, 0, 400, 50), rect(10, 60, 400, 50)])
        #expect(host.diagnostics.map(\.message) == ["The behavior of the UICollectionViewFlowLayout is not defined because:\nthe item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."])
        let (horizontal, horizontalHost) = makeFlow(height: 100, counts: [1]) { layout, _ in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 10, height: 400)
        }
        _ = horizontal.collectionViewContentSize
        #expect(horizontalHost.diagnostics.first?.message.hasSuffix("the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.") == true)
    }

    @Test("when the collection view has no width yet, then nothing is reported for items that cannot fit")
    func zeroWidthIsQuiet() {
        let (layout, host) = makeFlow(width: 0, counts: [3])
        _ = layout.collectionViewContentSize
        #expect(host.diagnostics.isEmpty)
    }

    @Test("when the host's insets are NaN or the estimate is NaN, then 0 is used and reported")
    func badHostInsetsAndEstimate() {
        let (layout, host) = makeFlow(counts: [1]) { layout, host in
            host.adjustedContentInsetOverride = EdgeInsets(top: 0, left: CGFloat.nan, bottom: 0, right: 0)
            layout.estimatedItemSize = CGSize(width: CGFloat.nan, height: 40)
        }
        #expect(itemFrames(layout, count: 1)[0].size == CGSize(width: 0, height: 40))
        let messages = host.diagnostics.map(\.message)
        #expect(messages.contains("UICollectionViewFlowLayout: the collection view's adjustedContentInset {0, nan, 0, 0} has a negative, NaN, infinite or above 1e9 edge; used 0 for it"))
        #expect(messages.contains("UICollectionViewFlowLayout: estimatedItemSize {nan, 40} is negative, NaN, infinite or above 1e9; used {0, 40}"))
    }

    @Test("when a layout has no host, then it answers empty rather than failing")
    func noHost() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: .infinite)?.isEmpty == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
    }
}
