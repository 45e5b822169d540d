import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

@Suite("CollectionView: orthogonal sections scroll on their own, with their behaviour's resting rules (F29)")
@MainActor
struct CollectionViewOrthogonalScrollingTests {
    /// A window with a 320 × 480 collection view whose section 0 is a strip of 0.85-wide groups
    /// (255 points, 10 apart, inset 10) scrolling with `behavior`, above a list section.
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let window: Window
        let collectionView: CollectionView
        let dataSource = RecordingDataSource(counts: [12, 20])
        let log = ScrollEventLog()

        init(behavior: OrthogonalScrollingBehavior, direction: UserInterfaceLayoutDirection = .leftToRight) {
            let layout = CollectionViewCompositionalLayout { index, _ in
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                if index == 0 {
                    let group = CollectionLayoutGroup.horizontal(
                        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(150)), subitems: [item])
                    let section = CollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = behavior
                    section.interGroupSpacing = 10
                    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                    return section
                }
                return CollectionLayoutSection(group: .horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
            }
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: nil, timeSource: ManualTimeSource())
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.overrideTraitCollection = TraitCollection(layoutDirection: direction)
            dataSource.attach(to: collectionView)
            collectionView.delegate = log
            window.addSubview(collectionView)
            clock.advanceFrames(1)
        }

        var strip: ScrollView { collectionView.orthogonalScrollView(forSection: 0)! }

        func cellMinX(_ item: Int) -> CGFloat? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.minX
        }

        /// A finger drag across the strip: `steps` frames of `dx` points each, then lift, then 5 s to
        /// settle (a glide at 0.998 per millisecond needs about 4 s to come within half a point).
        func swipe(dx: CGFloat, steps: Int, at y: CGFloat = 75, from x: CGFloat = 160) {
            window.send(PointerEvent(.down, at: CGPoint(x: x, y: y)))
            for step in 1...steps {
                window.send(PointerEvent(.moved, at: CGPoint(x: x + dx * CGFloat(step), y: y)))
                clock.advanceFrames(1)
            }
            window.send(PointerEvent(.up, at: CGPoint(x: x + dx * CGFloat(steps), y: y)))
            clock.advance(by: 5)
        }
    }

    @Test("when a group-paging strip is swiped left, then it rests on the next group's leading edge and the cells follow")
    func groupPaging() {
        let stage = Stage(behavior: .groupPaging)
        let stripLength: CGFloat = 10 + 12 * 255 + 11 * 10 + 10
        #expect(stage.strip.contentSize.width == stripLength)
        stage.swipe(dx: -30, steps: 3)
        // Group 1 starts at 10 + 255 + 10 = 275; its leading edge rests at the content inset: offset 265.
        #expect(stage.strip.contentOffset.x == 265)
        #expect(stage.cellMinX(1) == 10)
        #expect(stage.collectionView.contentOffset.y == 0, "the collection view itself did not move")
        #expect(stage.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2], "item 0 ends at x = 0")
    }

    @Test("when each behaviour is swiped the same way, then each rests by its own rule", arguments: [
        (OrthogonalScrollingBehavior.continuous, nil as CGFloat?),
        (.continuousGroupLeadingBoundary, 265), (.paging, 320), (.groupPaging, 265), (.groupPagingCentered, 242.5),
    ])
    func behaviours(_ behavior: OrthogonalScrollingBehavior, expected: CGFloat?) {
        let stage = Stage(behavior: behavior)
        stage.swipe(dx: -40, steps: 3)
        let offset = stage.strip.contentOffset.x
        if let expected {
            #expect(abs(offset - expected) < 0.001, "\(behavior): \(offset)")
        } else {
            // 40 points per frame: the content leaves at 2.4 pt/ms and glides 499.5 × 2.4 = 1199 points.
            #expect(abs(offset - (120 + 1198.8)) < 2, "continuous: \(offset)")
        }
    }

    // The turns carry no momentum of their own (the browser sends a trackpad's momentum as more turns), so the
    // proposal is where the turns left the strip: the leading-boundary rule picks the boundary nearest to it,
    // the paging rules use the turns' velocity to go on to the next page or group.
    @Test("when wheel turns scroll a strip and pause, then it rests by its behaviour's rule", arguments: [
        (OrthogonalScrollingBehavior.continuous, 120 as CGFloat), (.continuousGroupLeadingBoundary, 0), (.paging, 320),
        (.groupPaging, 265), (.groupPagingCentered, 242.5),
    ])
    func wheelTurnsRest(_ behavior: OrthogonalScrollingBehavior, expected: CGFloat) {
        let stage = Stage(behavior: behavior)
        // A centred-paging strip starts with its first group centred (−22.5), the others at 0.
        let start = stage.strip.contentOffset.x
        #expect(start == (behavior == .groupPagingCentered ? -22.5 : 0))
        for _ in 0..<3 {
            stage.window.send(ScrollWheelEvent(at: CGPoint(x: 160, y: 75), deltaX: 40, deltaY: 0))
            stage.clock.advanceFrames(1)
        }
        #expect(stage.strip.contentOffset.x == start + 120, "the turns move the strip directly")
        stage.clock.advance(by: 1)
        #expect(abs(stage.strip.contentOffset.x - expected) < 0.001, "\(behavior): \(stage.strip.contentOffset.x)")
        #expect(stage.collectionView.contentOffset.y == 0)
    }

    @Test("when a single slow wheel turn moves a group-paging strip less than half a group, then it returns to the group it left")
    func slowWheelTurnReturns() {
        let stage = Stage(behavior: .groupPaging)
        stage.window.send(ScrollWheelEvent(at: CGPoint(x: 160, y: 75), deltaX: 0.5, deltaY: 0))
        stage.clock.advanceFrames(1)
        stage.clock.advance(by: 1)
        #expect(stage.strip.contentOffset.x == 0)
    }

    @Test("when the strip scrolls, then the collection view's delegate gets the strip's own scroll events")
    func delegateEvents() {
        let stage = Stage(behavior: .groupPaging)
        stage.swipe(dx: -30, steps: 3)
        #expect(stage.log.events.first == "willBeginDragging")
        #expect(stage.log.events.last == "didEndDecelerating")
        #expect(stage.log.scrolls > 3)
    }

    @Test("when the drag goes along the main axis inside the strip, then the collection view scrolls instead")
    func verticalDragScrollsTheCollectionView() {
        let stage = Stage(behavior: .groupPaging)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 160, y: 120)))
        for step in 1...4 {
            stage.window.send(PointerEvent(.moved, at: CGPoint(x: 160, y: 120 - CGFloat(step) * 15)))
            stage.clock.advanceFrames(1)
        }
        #expect(stage.collectionView.contentOffset.y == 60 && stage.strip.contentOffset.x == 0)
    }

    @Test("when right to left, then the strip starts at the right and a finger moving right pages forward")
    func rightToLeft() {
        let stage = Stage(behavior: .groupPaging, direction: .rightToLeft)
        #expect(stage.cellMinX(0) == CGFloat(320 - 10 - 255))
        stage.swipe(dx: 30, steps: 3)
        #expect(stage.strip.contentOffset.x == 265)
        // Item 1 sits at the leading (right) content inset: 320 − 10 − 255.
        #expect(stage.cellMinX(1) == 55)
    }

    @Test("when the strip is scrolled from code, then the layout follows; sections that do not scroll have no scroll view")
    func programmatic() {
        let stage = Stage(behavior: .continuous)
        stage.strip.setContentOffset(CGPoint(x: 100, y: 0), animated: true)
        stage.clock.advance(by: 0.4)
        #expect(stage.cellMinX(0) == -90)
        #expect(stage.log.events.last == "didEndScrollingAnimation")
        #expect(stage.collectionView.orthogonalScrollView(forSection: 1) == nil)
        #expect(stage.collectionView.orthogonalScrollView(forSection: 7) == nil)
    }
}

@Suite("CollectionView: the layout decides where a drag rests")
@MainActor
struct CollectionViewTargetContentOffsetTests {
    final class SnappingLayout: CollectionViewFlowLayout {
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
            CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
        }
    }

    @Test("when the layout snaps to multiples of 100, then a fling rests on one")
    func snapping() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let dataSource = RecordingDataSource(counts: [500])
        dataSource.attach(to: collectionView)
        window.addSubview(collectionView)
        clock.advanceFrames(1)
        collectionView.panBegan(time: clock.now)
        collectionView.panChanged(translation: CGPoint(x: 0, y: -37), time: clock.now)
        collectionView.panEnded(velocity: CGPoint(x: 0, y: -1.3), time: clock.now)
        clock.advance(by: 5)
        #expect(collectionView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
        let expected: CGFloat = ((37 + 649.35) / 100).rounded() * 100
        #expect(collectionView.contentOffset.y == expected)
    }
}

extension CollectionViewOrthogonalScrollingTests {
    @Test("when scrolling to an item of a strip, then the strip places it by the horizontal position, as seen in either direction")
    func scrollToItemInStrip() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let stage = Stage(behavior: .continuous, direction: direction)
            // Groups are 255 wide, 10 apart, after a 10-point inset: item 3 starts 10 + 3 × 265 = 805 from the leading edge.
            stage.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
            let frame = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
            #expect(frame.minX == 0, "\(direction): the item's left edge at the strip's left edge")
            stage.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
            #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame.midX == 160, "\(direction)")
            // The last item, against the trailing edge as seen (right in left-to-right, left in right-to-left).
            stage.collectionView.scrollToItem(at: IndexPath(item: 11, section: 0), at: direction == .leftToRight ? .right : .left, animated: true)
            stage.clock.advance(by: 0.5)
            let last = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))!.frame
            #expect(direction == .leftToRight ? last.maxX == 320 : last.minX == 0, "\(direction): the last item against the trailing edge: \(last)")
            stage.collectionView.scrollToItem(at: IndexPath(item: 11, section: 0), at: direction == .leftToRight ? .left : .right, animated: false)
            let clamped = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))!.frame
            #expect(direction == .leftToRight ? clamped.maxX == 310 : clamped.minX == 10, "\(direction): no further than the strip's content (its inset shows)")
            #expect(stage.collectionView.contentOffset.y == 0, "the collection view did not scroll")
        }
    }
}
