import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The scroll view of one orthogonally scrolling section of a compositional layout (F29).
///
/// Not in the view hierarchy: cells stay subviews of the collection view and the layout reports them
/// where the section's offset puts them. Its `contentOffset` along the strip is the layout's offset
/// from the section's leading edge (so it does not change sign in right-to-left); it scrolls with the
/// same physics as any scroll view, comes to rest where the section's behaviour says, and sends its
/// scroll events to the collection view's delegate.
@MainActor
final class OrthogonalSectionScrollView: ScrollView {
    let section: Int
    weak var collectionView: CollectionViewBase?
    /// Whether the strip scrolls vertically (a horizontally scrolling layout).
    let isVertical: Bool

    init(section: Int, collectionView: CollectionViewBase, isVertical: Bool) {
        self.section = section
        self.collectionView = collectionView
        self.isVertical = isVertical
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        behavior = self
    }

    required init?(coder: NSCoder) {
        section = 0
        isVertical = false
        super.init(coder: coder)
        behavior = self
    }

    convenience init() {
        fatalError("OrthogonalSectionScrollView is created by the collection view only")
    }

    /// The offset along the strip.
    var stripOffset: CGFloat {
        get { isVertical ? contentOffset.y : contentOffset.x }
        set { contentOffset = isVertical ? CGPoint(x: 0, y: newValue) : CGPoint(x: newValue, y: 0) }
    }
}

extension OrthogonalSectionScrollView: ScrollViewBehavior {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        collectionView?.orthogonalSection(section, didScrollTo: stripOffset)
    }

    func scrollView(_ scrollView: ScrollView, targetContentOffsetForProposedContentOffset proposed: CGPoint,
                    withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let layout = collectionView?.collectionViewLayout as? CollectionViewCompositionalLayout else { return proposed }
        let along = isVertical ? proposed.y : proposed.x
        let speed = isVertical ? velocity.y : velocity.x
        let start = dragStartOffset.map { isVertical ? $0.y : $0.x } ?? stripOffset
        let resting = layout.restingOrthogonalScrollOffset(forSection: section, currentOffset: start, proposedOffset: along, velocity: speed)
        return isVertical ? CGPoint(x: 0, y: resting) : CGPoint(x: resting, y: 0)
    }

    /// The section's behaviour decides where turns rest (`.continuous`: where they left the strip).
    func scrollViewRestsWheelTurnsOnBoundaries(_ scrollView: ScrollView) -> Bool? { true }

    func scrollView(_ scrollView: ScrollView, canScrollForDrag translation: CGPoint) -> Bool? {
        guard isScrollEnabled else { return false }
        return isVertical ? scrollsVertically : scrollsHorizontally
    }

}

/// Hands drags and wheel turns to an orthogonal section, mirrored across in right-to-left (where a
/// finger moving right moves the content toward the leading edge, increasing the offset).
@MainActor
final class OrthogonalPanAdapter: PanScrollable, WheelScrollable {
    let scrollView: OrthogonalSectionScrollView
    let mirrorsHorizontally: Bool

    init(scrollView: OrthogonalSectionScrollView, mirrorsHorizontally: Bool) {
        self.scrollView = scrollView
        self.mirrorsHorizontally = mirrorsHorizontally
    }

    private func mirrored(_ point: CGPoint) -> CGPoint {
        mirrorsHorizontally ? CGPoint(x: -point.x, y: point.y) : point
    }

    func canScroll(forDrag translation: CGPoint) -> Bool { scrollView.canScroll(forDrag: mirrored(translation)) }
    func panBegan(time: TimeInterval) { scrollView.panBegan(time: time) }
    func panChanged(translation: CGPoint, time: TimeInterval) { scrollView.panChanged(translation: mirrored(translation), time: time) }
    func panEnded(velocity: CGPoint, time: TimeInterval) { scrollView.panEnded(velocity: mirrored(velocity), time: time) }
    func scrollWheel(deltaX: CGFloat, deltaY: CGFloat) {
        scrollView.scrollWheel(deltaX: mirrorsHorizontally ? -deltaX : deltaX, deltaY: deltaY)
    }
}
