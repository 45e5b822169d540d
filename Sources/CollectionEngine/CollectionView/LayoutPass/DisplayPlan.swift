import CollectionGeometry
import CollectionLayout
import Foundation

/// What one layout pass decided, as a value (`DisplayPlanner.plan`): which elements are on screen,
/// in the layout's order and with which attributes; where each view that leaves goes; what was wrong
/// with the layout's answers; and how far the content may move before the next pass has work.
///
/// Applying it (`CollectionViewBase.apply(_:mode:relayout:budget:)`) is the only place views move.
/// Whether a new cell is made now or in a later frame is decided there, against the frame's budget,
/// since it depends on how long the cells before it took.
///
/// Not `Sendable`: it holds `CollectionViewLayoutAttributes`, objects as in UIKit.
struct DisplayPlan {
    /// An element on screen after the pass.
    struct Entry {
        let key: ElementKey
        /// Its attributes in displayed coordinates (mirrored when the layout is flipped).
        var attributes: CollectionViewLayoutAttributes
        /// Its attributes in the layout's coordinates (the same object as `attributes` unless flipped),
        /// which self-sizing works in; `nil` for a mirrored lifted item the layout did not answer for.
        var layoutAttributes: CollectionViewLayoutAttributes?
        /// Whether its view is displayed already (kept, moved to `attributes`); otherwise it is
        /// inserted — from the views kept off screen, or made.
        var isDisplayed: Bool
    }

    /// Where a displayed view that the pass no longer wants goes.
    enum Departure: Equatable {
        /// It slides to its new place with the update, then leaves (handed back to the updater).
        case slideOut
        /// It stays configured off screen, within the retention distance.
        case retain
        /// It goes back to its reuse queue.
        case recycle
    }

    /// Something wrong in the layout's answers; the element is not shown.
    enum Problem: Equatable {
        /// Attributes with a frame that is not a frame (NaN, infinite, negative size).
        case unusableFrame(CGRect, IndexPath)
        /// Attributes for an element the loaded counts do not have.
        case nonexistentElement(ElementKey)
    }

    /// The elements on screen, in the layout's order.
    var entries: [Entry] = []
    /// The displayed elements that leave, sorted by key, and where each goes.
    var departures: [(key: ElementKey, departure: Departure)] = []
    /// Problems found in the layout's answers, in the order found.
    var problems: [Problem] = []
    /// Whether every view kept off screen goes back to its queue (after a reload).
    var discardsOffscreen = false
    /// How far the content may move before anything enters or leaves; `nil` when the pass does not
    /// track it. Recorded only if no cell is left for a later frame.
    var stableWindow: StableWindow?
    /// Views retained outside it are recycled after the pass.
    var retentionRect: CGRect = .zero
    /// Prepared cells outside it are recycled after the pass.
    var preparedRect: CGRect = .zero
}
