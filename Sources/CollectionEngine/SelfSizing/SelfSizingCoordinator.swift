import CollectionLayout
import Foundation
import ViewSystem

/// Remembers which element each self-sizing view was last measured for (F17, F27), so that a
/// renderer's answer arriving a frame later sizes that element — even when the view has been
/// recycled since, unless index paths changed meanwhile or the view was measured for another element.
///
/// The views carry nothing back to the collection view: answers flow renderer → window (stored on the
/// view that asked) → the window's frame participants → here.
struct SelfSizingCoordinator {
    private struct Entry {
        weak var view: CollectionReusableView?
        var key: ElementKey
        var generation: Int
    }

    /// By view identity; entries of views that are gone are dropped as the table grows.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneThreshold = 256
    /// Views on screen that asked to be measured again (`selfSizingInvalidation`), in request order;
    /// a few at a time, so a list searched by identity.
    private var requested: [CollectionReusableView] = []

    /// Whether a view on screen waits to be measured again.
    var hasRequestedMeasurements: Bool { !requested.isEmpty }

    /// `view` asks to be measured again in the next layout pass (once, however often it asks).
    /// - Complexity: O(requests).
    mutating func requestMeasurement(of view: CollectionReusableView) {
        for waiting in requested where waiting === view { return }
        requested.append(view)
    }

    /// The views that asked to be measured again, in request order; the requests are cleared.
    mutating func takeRequestedMeasurements() -> [CollectionReusableView] {
        defer { requested = [] }
        return requested
    }

    /// `view` was just measured: a request to measure it again, made before or by the measurement
    /// itself (a fitting that builds constraints), is answered.
    /// - Complexity: O(requests).
    mutating func measured(_ view: CollectionReusableView) {
        guard !requested.isEmpty else { return }
        requested.removeAll { $0 === view }
    }

    /// `view` is being measured for `key` while index paths are at `generation`.
    mutating func noteMeasuring(_ view: CollectionReusableView, for key: ElementKey, generation: Int) {
        entries[ObjectIdentifier(view)] = Entry(view: view, key: key, generation: generation)
        if entries.count > pruneThreshold {
            entries = entries.filter { $0.value.view != nil }
            pruneThreshold = Swift.max(256, entries.count * 2)
        }
    }

    /// The element `view` was last measured for, if index paths are still at that `generation`.
    ///
    /// - Complexity: O(1).
    func element(measuredBy view: View, generation: Int) -> (view: CollectionReusableView, key: ElementKey)? {
        guard let entry = entries[ObjectIdentifier(view)], let measured = entry.view, measured === view,
              entry.generation == generation else { return nil }
        return (measured, entry.key)
    }
}

extension SelfSizingCoordinator {
    /// The views (and their elements) that renderer answers for `views` size: each measured view once,
    /// found from the view that asked or one of its superviews (a label inside a cell), while index
    /// paths are still at `generation` — even when the view has since been recycled (it is not reused
    /// until it is dequeued, and a dequeue asks a new question).
    ///
    /// - Complexity: O(views × depth).
    @MainActor
    func elements(measuredBy views: [View], generation: Int) -> [(view: CollectionReusableView, key: ElementKey)] {
        var sized = Set<ObjectIdentifier>(), result: [(view: CollectionReusableView, key: ElementKey)] = []
        for view in views {
            var current: View? = view
            while let candidate = current {
                if let measured = element(measuredBy: candidate, generation: generation) {
                    if sized.insert(ObjectIdentifier(measured.view)).inserted { result.append(measured) }
                    break
                }
                current = candidate.superview
            }
        }
        return result
    }
}
