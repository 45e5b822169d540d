import CollectionGeometry
import Foundation

extension ScrollView {
    /// How far past an edge content is drawn when pulled `distance` points past it, in a view
    /// `dimension` points long: UIKit's rubber band, `(1 − 1 / (distance · 0.55 / dimension + 1)) · dimension`.
    public static func rubberBandDistance(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0, distance.isFinite, dimension.isFinite else { return 0 }
        return (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
    }

    /// How fast the content moves on its own at `time` (points per millisecond; zero while dragged or still).
    package func momentumVelocity(at time: TimeInterval) -> CGPoint {
        switch motion {
        case .decelerating(let deceleration):
            return CGPoint(x: deceleration.x.velocity(at: time), y: deceleration.y.velocity(at: time))
        case .animating(let animation):
            let duration = animation.duration * 1000
            guard duration > 0 else { return .zero }
            return CGPoint(x: (animation.to.x - animation.from.x) / CGFloat(duration), y: (animation.to.y - animation.from.y) / CGFloat(duration))
        case .idle, .dragging:
            return .zero
        }
    }

    /// The content offset where the drag (or the run of wheel turns) in progress started, if one is.
    package var dragStartOffset: CGPoint? {
        if case .dragging(let drag) = motion { return drag.startOffset }
        return wheelGesture?.startOffset
    }

    /// How long without a wheel turn ends a wheel gesture (a trackpad's momentum turns come closer).
    static let wheelGestureEndDelay: TimeInterval = 0.12

    /// The frame interval assumed for the first turns of a gesture (60 Hz), in milliseconds.
    private static let assumedFrameMilliseconds: CGFloat = 1000 / 60

    /// Step 2 for wheel turns: measures their velocity, and once they pause, rests on the page or
    /// boundary the layout chooses (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    func advanceWheelGesture(to time: TimeInterval) {
        guard var gesture = wheelGesture else { return }
        if gesture.pendingDelta != .zero {
            let milliseconds = gesture.lastTurnTime.map { Swift.max(1, CGFloat((time - $0) * 1000)) } ?? Self.assumedFrameMilliseconds
            let velocity = CGPoint(x: gesture.pendingDelta.x / milliseconds, y: gesture.pendingDelta.y / milliseconds)
            gesture.velocity = gesture.lastTurnTime == nil ? velocity
                : CGPoint(x: velocity.x * 0.6 + gesture.velocity.x * 0.4, y: velocity.y * 0.6 + gesture.velocity.y * 0.4)
            gesture.pendingDelta = .zero
            gesture.lastTurnTime = time
            wheelGesture = gesture
            return
        }
        guard let last = gesture.lastTurnTime, time - last >= Self.wheelGestureEndDelay else { return }
        let offset = contentOffset
        var proposed = isPagingEnabled ? pagingTarget(from: gesture.startOffset, offset: offset, velocity: gesture.velocity) : offset
        proposed = targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: gesture.velocity)
        wheelGesture = nil
        let target = proposed.isFinitePoint ? clampedContentOffset(proposed) : offset
        if abs(target.x - offset.x) >= AxisMotion.restThreshold || abs(target.y - offset.y) >= AxisMotion.restThreshold {
            setContentOffset(target, animated: true)
        }
    }

    /// The velocity below which a paging drag stays on the nearest page (points per millisecond).
    static let pagingFlickVelocity: CGFloat = 0.05

    // MARK: Pan

    package func panBegan(time: TimeInterval) {
        stopMotion()
        isTracking = true
        isDragging = true
        motion = .dragging(ScrollMotion.Drag(startOffset: contentOffset))
        if keyboardDismissMode != .none { window?.endEditing(true) }
        delegate?.scrollViewWillBeginDragging(self)
    }

    package func panChanged(translation fingerTranslation: CGPoint, time: TimeInterval) {
        guard case .dragging(var drag) = motion else { return }
        if isDirectionalLockEnabled, drag.lock == nil, fingerTranslation != .zero {
            drag.lock = ScrollMotion.DirectionalLock(firstMovement: fingerTranslation)
            motion = .dragging(drag)
        }
        let translation = Self.locked(fingerTranslation, by: drag.lock)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func follow(_ start: CGFloat, _ moved: CGFloat, _ low: CGFloat, _ high: CGFloat, _ scrolls: Bool, _ dimension: CGFloat) -> CGFloat {
            guard scrolls else { return start }
            let raw = start - moved
            if raw < low { return bounces ? low - Self.rubberBandDistance(low - raw, dimension: dimension) : low }
            if raw > high { return bounces ? high + Self.rubberBandDistance(raw - high, dimension: dimension) : high }
            return raw
        }
        let offset = CGPoint(x: follow(drag.startOffset.x, translation.x, minimum.x, maximum.x, scrollsHorizontally, bounds.width),
                             y: follow(drag.startOffset.y, translation.y, minimum.y, maximum.y, scrollsVertically, bounds.height))
        if offset != contentOffset { contentOffset = offset }
        refreshControl?.dragged(overscroll: minimumContentOffset.y - contentOffset.y)
    }

    /// `translation` (or a velocity) with the movement across a drag's lock taken out.
    private static func locked(_ translation: CGPoint, by lock: ScrollMotion.DirectionalLock?) -> CGPoint {
        switch lock {
        case .horizontal: CGPoint(x: translation.x, y: 0)
        case .vertical: CGPoint(x: 0, y: translation.y)
        case .free, nil: translation
        }
    }

    package func panEnded(velocity unlockedVelocity: CGPoint, time: TimeInterval) {
        guard case .dragging(let drag) = motion else { return }
        let fingerVelocity = Self.locked(unlockedVelocity, by: drag.lock)
        isTracking = false
        let velocity = CGPoint(x: scrollsHorizontally && fingerVelocity.x.isFinite ? -fingerVelocity.x : 0,
                               y: scrollsVertically && fingerVelocity.y.isFinite ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let natural = CGPoint(x: offset.x + decelerationRate.restingDistance(forVelocity: velocity.x),
                              y: offset.y + decelerationRate.restingDistance(forVelocity: velocity.y))
        var proposed = isPagingEnabled ? pagingTarget(from: drag.startOffset, offset: offset, velocity: velocity) : clampedContentOffset(natural)
        proposed = targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        let proposedBeforeDelegate = proposed
        withUnsafeMutablePointer(to: &proposed) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        let target = proposed.isFinitePoint ? proposed : proposedBeforeDelegate
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let snapped = isPagingEnabled || target != clampedContentOffset(natural)
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        func axis(_ position: CGFloat, _ speed: CGFloat, _ naturalRest: CGFloat, _ goal: CGFloat, _ low: CGFloat, _ high: CGFloat) -> AxisMotion {
            if position < low - AxisMotion.restThreshold || position > high + AxisMotion.restThreshold {
                // Let go past an edge: spring back to it (or to the target, when that is inside).
                let rest = snapped ? Swift.min(high, Swift.max(low, goal)) : (position < low ? low : high)
                return AxisMotion.spring(from: position, velocity: speed, to: rest, at: time)
            }
            if snapped {
                return abs(goal - position) < AxisMotion.restThreshold ? .rest
                    : .glide(start: position, target: goal, startTime: time, rate: rate, minimum: low, maximum: high, bounces: false)
            }
            let glideTarget = bounces ? naturalRest : Swift.min(high, Swift.max(low, naturalRest))
            guard abs(glideTarget - position) >= AxisMotion.restThreshold else { return .rest }
            return .glide(start: position, target: glideTarget, startTime: time, rate: rate, minimum: low, maximum: high, bounces: bounces)
        }
        let deceleration = ScrollMotion.Deceleration(
            x: axis(offset.x, velocity.x, natural.x, target.x, minimum.x, maximum.x),
            y: axis(offset.y, velocity.y, natural.y, target.y, minimum.y, maximum.y))
        let willDecelerate = deceleration.x != .rest || deceleration.y != .rest
        motion = .idle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        guard willDecelerate else { return }
        isDecelerating = true
        motion = .decelerating(deceleration)
        delegate?.scrollViewWillBeginDecelerating(self)
        if frameWindow == nil { finishMotionAtOnce() }
    }

    /// The page a paging drag ends on: the nearest page, or the next one in the direction of a flick,
    /// at most one page from where the drag started.
    private func pagingTarget(from start: CGPoint, offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ start: CGFloat, _ position: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard size > 0 else { return position }
            let startPage = ((start - low) / size).rounded()
            let exact = (position - low) / size
            var target: CGFloat
            if speed > Self.pagingFlickVelocity { target = exact.rounded(.up) } else if speed < -Self.pagingFlickVelocity { target = exact.rounded(.down) } else { target = exact.rounded() }
            target = Swift.min(startPage + 1, Swift.max(startPage - 1, target))
            return Swift.min(high, Swift.max(low, low + target * size))
        }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: page(start.x, offset.x, velocity.x, bounds.width, minimum.x, maximum.x),
                       y: page(start.y, offset.y, velocity.y, bounds.height, minimum.y, maximum.y))
    }

    // MARK: Frames

    /// Moves the content for the frame at `time` (deceleration, springs, scrolling animations).
    func advanceScrolling(to time: TimeInterval) {
        switch motion {
        case .idle, .dragging:
            return
        case .animating(let animation):
            contentOffset = animation.offset(at: time)
            guard animation.isFinished(at: time) else { return }
            contentOffset = animation.to
            motion = .idle
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .decelerating(var deceleration):
            let x = deceleration.x.advanced(to: time, from: contentOffset.x)
            let y = deceleration.y.advanced(to: time, from: contentOffset.y)
            deceleration.x = x.next
            deceleration.y = y.next
            let offset = CGPoint(x: x.position, y: y.position)
            if offset != contentOffset { contentOffset = offset }
            if deceleration.x == .rest, deceleration.y == .rest {
                motion = .idle
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            } else {
                motion = .decelerating(deceleration)
            }
        }
    }

    /// Ends any deceleration or scrolling animation where it is, without delegate calls.
    func stopMotion() {
        if case .dragging = motion { return }
        motion = .idle
        isDecelerating = false
    }

    /// Without a clock: jumps to where the motion would end and sends its end event.
    private func finishMotionAtOnce() {
        guard case .decelerating(let deceleration) = motion else { return }
        let offset = CGPoint(x: deceleration.x.finalPosition ?? contentOffset.x, y: deceleration.y.finalPosition ?? contentOffset.y)
        motion = .idle
        contentOffset = offset
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
