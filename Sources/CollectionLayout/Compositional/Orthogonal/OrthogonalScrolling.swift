import Foundation

/// Where an orthogonally scrolling section comes to rest (F29). Pure functions of the section's
/// geometry, the offset where the drag started, the offset deceleration would reach and the velocity.
///
/// Offsets are measured from the section's leading edge (positive = content moved toward leading),
/// in points; velocities in points per millisecond. The engine mirrors both for right-to-left.
public enum OrthogonalScrolling {
    /// The geometry of a scrolling strip.
    public struct Geometry: Hashable, Sendable {
        /// The visible length of the strip (the section's width in a vertical layout).
        public var viewportLength: CGFloat
        /// The strip's whole length, content insets included.
        public var contentLength: CGFloat
        /// The leading content inset (groups start there).
        public var leadingInset: CGFloat
        /// Where each group starts along the strip (leading inset included) and how long it is.
        public var groupStarts: [CGFloat]
        public var groupLengths: [CGFloat]

        /// Creates a strip geometry.
        public init(viewportLength: CGFloat, contentLength: CGFloat, leadingInset: CGFloat, groupStarts: [CGFloat], groupLengths: [CGFloat]) {
            self.viewportLength = viewportLength
            self.contentLength = contentLength
            self.leadingInset = leadingInset
            self.groupStarts = groupStarts
            self.groupLengths = groupLengths
        }

        /// The largest offset that still shows content (0 when everything fits).
        public var maximumOffset: CGFloat { Swift.max(0, contentLength - viewportLength) }
    }

    /// Below this speed (points per millisecond) a release counts as a stop, not a flick.
    public static let flickThreshold: CGFloat = 0.05

    /// The offset the strip rests at.
    ///
    /// - `.none`, `.continuous`: where deceleration ends, kept inside the content.
    /// - `.continuousGroupLeadingBoundary`: the group leading edge nearest to where deceleration ends.
    /// - `.paging`: whole viewport lengths; a flick moves one page from where the drag ended, a stop
    ///   rests on the nearest page.
    /// - `.groupPaging`: group leading edges; a flick moves to the next (or previous) one from where the
    ///   drag ended, a stop rests on the nearest.
    /// - `.groupPagingCentered`: like `.groupPaging`, with groups centred in the viewport.
    public static func restingOffset(for behavior: OrthogonalScrollingBehavior, geometry: Geometry,
                                     currentOffset: CGFloat, proposedOffset: CGFloat, velocity: CGFloat) -> CGFloat {
        let current = currentOffset.isFinite ? currentOffset : 0
        let proposed = proposedOffset.isFinite ? proposedOffset : current
        let speed = velocity.isFinite ? velocity : 0
        let maximum = geometry.maximumOffset
        func clamp(_ value: CGFloat, lower: CGFloat = 0, upper: CGFloat? = nil) -> CGFloat {
            Swift.min(Swift.max(value, lower), upper ?? maximum)
        }
        switch behavior {
        case .none, .continuous:
            return clamp(proposed)
        case .continuousGroupLeadingBoundary:
            let boundaries = geometry.groupStarts.map { clamp($0 - geometry.leadingInset) }
            return nearest(to: proposed, in: boundaries) ?? clamp(proposed)
        case .paging:
            let page = geometry.viewportLength
            guard page > 0 else { return clamp(proposed) }
            if Swift.abs(speed) > flickThreshold {
                let from = (current / page).rounded()
                return clamp((from + (speed > 0 ? 1 : -1)) * page)
            }
            return clamp((proposed / page).rounded() * page)
        case .groupPaging:
            let boundaries = Array(Set(geometry.groupStarts.map { clamp($0 - geometry.leadingInset) })).sorted()
            return page(boundaries, current: current, proposed: proposed, speed: speed) ?? clamp(proposed)
        case .groupPagingCentered:
            let centres = zip(geometry.groupStarts, geometry.groupLengths).map {
                centredOffset(groupStart: $0, groupLength: $1, viewportLength: geometry.viewportLength)
            }
            let lower = Swift.min(0, centres.first ?? 0), upper = Swift.max(maximum, centres.last ?? 0)
            let boundaries = Array(Set(centres.map { clamp($0, lower: lower, upper: upper) })).sorted()
            return page(boundaries, current: current, proposed: proposed, speed: speed) ?? clamp(proposed, lower: lower, upper: upper)
        }
    }

    /// The offset a strip shows before the user scrolls it: 0 (the first group at the leading inset),
    /// except for `.groupPagingCentered`, whose first group starts centred in the viewport, as UIKit
    /// shows it (the offset is then negative when the group is narrower than the viewport).
    public static func initialOffset(for behavior: OrthogonalScrollingBehavior, geometry: Geometry) -> CGFloat {
        guard behavior == .groupPagingCentered, let start = geometry.groupStarts.first, let length = geometry.groupLengths.first else { return 0 }
        return centredOffset(groupStart: start, groupLength: length, viewportLength: geometry.viewportLength)
    }

    /// The offset that centres a group starting at `groupStart` in the viewport.
    static func centredOffset(groupStart: CGFloat, groupLength: CGFloat, viewportLength: CGFloat) -> CGFloat {
        groupStart + groupLength / 2 - viewportLength / 2
    }

    private static func nearest(to value: CGFloat, in candidates: [CGFloat]) -> CGFloat? {
        candidates.min { Swift.abs($0 - value) < Swift.abs($1 - value) }
    }

    /// One boundary forward or back from `current` for a flick, the nearest to `proposed` otherwise.
    private static func page(_ boundaries: [CGFloat], current: CGFloat, proposed: CGFloat, speed: CGFloat) -> CGFloat? {
        guard !boundaries.isEmpty else { return nil }
        if Swift.abs(speed) <= flickThreshold { return nearest(to: proposed, in: boundaries) }
        let origin = nearest(to: current, in: boundaries) ?? current
        if speed > 0 {
            return boundaries.first { $0 > origin + 0.5 } ?? boundaries.last
        }
        return boundaries.last { $0 < origin - 0.5 } ?? boundaries.first
    }
}
