import CollectionData
import CollectionLayout
import Foundation
import ViewSystem

/// Every view the collection view holds, by the element it shows, and the reuse queues (F13, F14).
///
/// A view is in at most one of: `visible` (on screen, `willDisplay` sent), `retained` (left the
/// screen, kept configured near it), `prepared` (configured ahead of display by prefetching),
/// `disappearing` (animating away after an update) — or in a reuse queue. The store only keeps
/// them; the layout pass decides what moves where and sends the display callbacks.
///
/// Its tables are read by everyone and written only here: callers move a view through the
/// lifecycle with the transitions below (display, retain, prepare, take, recycle, remap).
@MainActor
final class ElementStore {
    /// The views on screen, by element.
    private(set) var visible: [ElementKey: CollectionReusableView] = [:]
    /// Views that left the screen but are kept configured while they stay near it.
    private(set) var retained: [ElementKey: CollectionReusableView] = [:]
    /// Cells configured ahead of display by cell prefetching.
    private(set) var prepared: [ElementKey: CollectionViewCell] = [:]
    /// Views animating away after an update: removed when their animation ends.
    private(set) var disappearing: [DisappearingView] = []
    /// Registered classes and queued views.
    var pool = ReusePool()

    /// Whether `view` already shows an element (on screen, kept or prepared).
    ///
    /// - Complexity: O(visible + retained + prepared).
    func isInUse(_ view: CollectionReusableView) -> Bool {
        // Loops, not `contains(where:)`: a closure formed in main-actor code checks its executor on
        // every call, and this runs for every cell a frame makes.
        for shown in visible.values where shown === view { return true }
        for kept in retained.values where kept === view { return true }
        for ready in prepared.values where ready === view { return true }
        return false
    }

    /// Puts `view` on screen for `key` (the caller adds it to the hierarchy and sends `willDisplay`).
    func display(_ view: CollectionReusableView, at key: ElementKey) {
        visible[key] = view
    }

    /// Takes the view on screen for `key` out of the visible table; the caller decides where it goes
    /// next (kept, prepared, queued or animating away).
    @discardableResult
    func takeVisible(_ key: ElementKey) -> CollectionReusableView? {
        visible.removeValue(forKey: key)
    }

    /// Keeps a view that left the screen configured near it.
    func retain(_ view: CollectionReusableView, at key: ElementKey) {
        retained[key] = view
    }

    /// Keeps a cell configured ahead of display.
    func prepare(_ cell: CollectionViewCell, at key: ElementKey) {
        prepared[key] = cell
    }

    /// Takes the view kept for `key` off screen — retained first, then (for cells) prepared — to show it.
    func takeOffscreen(_ key: ElementKey) -> CollectionReusableView? {
        retained.removeValue(forKey: key) ?? (key.category == .cell ? prepared.removeValue(forKey: key) : nil)
    }

    /// Replaces the cell kept off screen for `key` (retained or prepared) by `cell`, which the data
    /// source returned when it configured the item again.
    func replaceOffscreen(at key: ElementKey, with cell: CollectionViewCell) {
        if retained[key] != nil {
            retained[key] = cell
        } else {
            prepared[key] = cell
        }
    }

    /// The cell kept off screen for `key`, retained or prepared.
    func offscreenCell(for key: ElementKey) -> CollectionViewCell? {
        (retained[key] as? CollectionViewCell) ?? prepared[key]
    }

    /// Notes views that slide away after an update (removed when their animation ends).
    func addDisappearing(_ views: some Sequence<DisappearingView>) {
        disappearing.append(contentsOf: views)
    }

    /// Forgets the views animating away that `isDone` says have left.
    func removeDisappearing(where isDone: (DisappearingView) -> Bool) {
        disappearing.removeAll(where: isDone)
    }

    /// Takes every view animating away (a new update or a reload ends their animations).
    func takeDisappearing() -> [DisappearingView] {
        defer { disappearing = [] }
        return disappearing
    }

    /// Removes a view from the hierarchy and queues it for reuse (views without an identifier are dropped).
    func enqueue(_ view: CollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        (view as? CollectionViewCell)?.needsReconfiguration = false
        guard let identifier = view.reuseIdentifier else { return }
        let poolKind = key.category == .cell ? CollectionElementKind.cell : key.kind
        pool.enqueue(view, for: ReusePool.Key(category: key.category, kind: poolKind, identifier: identifier))
    }

    /// Sends every kept and prepared view back to its queue (their frames are about to be stale).
    func discardOffscreen() {
        for (key, view) in retained { enqueue(view, key: key) }
        retained.removeAll()
        for (key, cell) in prepared { enqueue(cell, key: key) }
        prepared.removeAll()
    }

    /// Sends kept views that drifted out of `rect` and prepared cells out of `preparedRect` back to their queues.
    ///
    /// - Complexity: O(retained + prepared).
    func recycle(retainedOutside rect: CGRect, preparedOutside preparedRect: CGRect) {
        // Keys first: removing while iterating would copy the dictionary every frame.
        var drifted: [ElementKey] = []
        for (key, view) in retained where !view.frame.overlapsStrictly(rect) { drifted.append(key) }
        for key in drifted {
            if let view = retained.removeValue(forKey: key) { enqueue(view, key: key) }
        }
        var stale: [ElementKey] = []
        for (key, cell) in prepared where !cell.frame.overlapsStrictly(preparedRect) { stale.append(key) }
        for key in stale {
            if let cell = prepared.removeValue(forKey: key) { enqueue(cell, key: key) }
        }
    }

    /// Moves the visible views to their elements' keys after an update; views whose elements were
    /// deleted or reloaded (or that would land on a key already taken) are returned with their old keys.
    func remapVisible(through mapping: BatchUpdateMapping) -> [(oldKey: ElementKey, view: CollectionReusableView)] {
        var remapped: [ElementKey: CollectionReusableView] = [:]
        var gone: [(oldKey: ElementKey, view: CollectionReusableView)] = []
        for key in visible.keys.sorted() {
            guard let view = visible[key] else { continue }
            if let newKey = key.mapped(through: mapping), remapped[newKey] == nil {
                remapped[newKey] = view
            } else {
                gone.append((key, view))
            }
        }
        visible = remapped
        return gone
    }

    /// Moves kept and prepared views to their elements' keys after an update, as `remapVisible` does
    /// for the views on screen; views whose elements were deleted or reloaded (or whose new key is
    /// taken) go back to their queues. UIKit keeps prefetched cells through an update too: they are
    /// the cells `reconfigureItems(at:)` configures again.
    ///
    /// - Complexity: O(retained + prepared), each key mapped in O(log c) for c changes.
    func remapOffscreen(through mapping: BatchUpdateMapping) {
        var kept: [ElementKey: CollectionReusableView] = [:]
        for key in retained.keys.sorted() {
            guard let view = retained[key] else { continue }
            if let newKey = key.mapped(through: mapping), visible[newKey] == nil, kept[newKey] == nil {
                kept[newKey] = view
            } else {
                enqueue(view, key: key)
            }
        }
        retained = kept
        var ready: [ElementKey: CollectionViewCell] = [:]
        for key in prepared.keys.sorted() {
            guard let cell = prepared[key] else { continue }
            if let newKey = key.mapped(through: mapping), visible[newKey] == nil, retained[newKey] == nil, ready[newKey] == nil {
                ready[newKey] = cell
            } else {
                enqueue(cell, key: key)
            }
        }
        prepared = ready
    }

    /// The view showing `key` on screen or kept near it, when it is current for its element: a cell
    /// whose item was reconfigured since it was configured is out of reach until it is configured again.
    func reachableView(for key: ElementKey) -> CollectionReusableView? {
        guard let view = visible[key] ?? retained[key] else { return nil }
        return (view as? CollectionViewCell)?.needsReconfiguration == true ? nil : view
    }
}

/// A view animating away after an update, and the element it showed (for `didEndDisplaying`).
struct DisappearingView {
    let view: CollectionReusableView
    let key: ElementKey
}
