import CollectionEngine
import CollectionGeometry
import Foundation
import ViewSystem

extension TestHost {
    /// How long a finger stays down for a long press: longer than UIKit's 0.5 s touch-and-hold that
    /// starts reordering and context menus.
    public static let longPressDuration: TimeInterval = 0.6

    /// A finger down and up at `point` (window coordinates), a frame apart.
    ///
    /// Throws, sending nothing, for a point that is not finite or lies outside the window.
    public func tap(at point: CGPoint) throws(TestingFailure) {
        try requireInside(point, action: "tap")
        window.send(PointerEvent(.down, at: point))
        runFrames(1)
        window.send(PointerEvent(.up, at: point))
        runFrames(1)
    }

    /// Taps the middle of the part of `view` that is on screen (a button, a cell, a switch).
    ///
    /// Throws for a view that is not in the window, is hidden, or has no part on screen.
    public func tap(_ view: View) throws(TestingFailure) {
        try tap(at: visibleCenter(of: view, action: "tap"))
    }

    /// Taps the item at `indexPath` — selecting it and telling the delegate, as a finger does.
    ///
    /// Throws for an index path the collection view does not have, or an item that is not on screen
    /// (scroll to it first: a finger cannot touch what is not shown).
    public func tapItem(at indexPath: IndexPath, in collectionView: CollectionViewBase) throws(TestingFailure) {
        try tap(at: itemCenter(indexPath, in: collectionView, action: "tap"))
    }

    /// A finger held at `point` for `duration` seconds, then lifted: the touch-and-hold that shows a
    /// context menu or starts reordering.
    ///
    /// Throws for a point outside the window, or a duration that is not finite or negative.
    public func longPress(at point: CGPoint, duration: TimeInterval = TestHost.longPressDuration) throws(TestingFailure) {
        try requireInside(point, action: "long-press")
        guard duration.isFinite, duration >= 0 else {
            throw TestingFailure("cannot long-press for \(duration) s: the duration must be finite and not negative")
        }
        window.send(PointerEvent(.down, at: point))
        advance(by: duration)
        window.send(PointerEvent(.up, at: point))
        runFrames(1)
    }

    /// Long-presses the item at `indexPath` (see `longPress(at:duration:)`).
    public func longPressItem(at indexPath: IndexPath, in collectionView: CollectionViewBase,
                              duration: TimeInterval = TestHost.longPressDuration) throws(TestingFailure) {
        try longPress(at: itemCenter(indexPath, in: collectionView, action: "long-press"), duration: duration)
    }

    /// A finger down at `start`, moved in `steps` even steps a frame apart to `end`, and lifted; then
    /// frames run until everything settles. Dragging a scroll view's content scrolls it (and a quick
    /// last step flings it).
    ///
    /// Throws, sending nothing, when either point is not finite or outside the window.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) throws(TestingFailure) {
        try requireInside(start, action: "drag from")
        try requireInside(end, action: "drag to")
        press(at: start, holding: 0)
        move(from: start, to: end, steps: steps)
        window.send(PointerEvent(.up, at: end))
        runFrames(1)
        try settle()
    }

    /// Reorders by touch: holds the item at `source` until it lifts, drags it over the item now at
    /// `destination`, and lets go — the standard gesture of a collection view whose data source can
    /// move items (`installsStandardGestureForInteractiveMovement`). Runs until the drop settles.
    ///
    /// Throws for an index path that does not exist or an item that is not on screen.
    public func dragItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionViewBase) throws(TestingFailure) {
        let start = try itemCenter(source, in: collectionView, action: "drag")
        let end = try itemCenter(destination, in: collectionView, action: "drop on")
        press(at: start, holding: TestHost.longPressDuration)
        move(from: start, to: end, steps: 10)
        runFrames(2)
        window.send(PointerEvent(.up, at: end))
        runFrames(1)
        try settle()
    }

    private func press(at point: CGPoint, holding duration: TimeInterval) {
        window.send(PointerEvent(.down, at: point))
        runFrames(1)
        if duration > 0 { advance(by: duration) }
    }

    private func move(from start: CGPoint, to end: CGPoint, steps: Int) {
        let steps = Swift.max(1, steps)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            window.send(PointerEvent(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
            runFrames(1)
        }
    }

    /// Throws unless `point` is finite and inside the window.
    func requireInside(_ point: CGPoint, action: String) throws(TestingFailure) {
        guard point.x.isFinite, point.y.isFinite, window.bounds.contains(point) else {
            throw TestingFailure("cannot \(action) \(TextDump.describe(point)): outside the window \(TextDump.describe(window.bounds))")
        }
    }

    /// The middle of the part of `view` on screen, in window coordinates.
    func visibleCenter(of view: View, action: String) throws(TestingFailure) -> CGPoint {
        try requireInWindow(view)
        var visible = view.convert(view.bounds, to: window).intersection(window.bounds)
        var cursor: View? = view
        while let current = cursor {
            if current.isHidden || current.alpha <= 0 {
                throw TestingFailure("cannot \(action) \(TextDump.name(of: view)): \(current === view ? "it" : TextDump.name(of: current)) is hidden")
            }
            if let parent = current.superview, parent.clipsToBounds {
                visible = visible.intersection(parent.convert(parent.bounds, to: window))
            }
            cursor = current.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            throw TestingFailure("cannot \(action) \(TextDump.name(of: view)): no part of it is on screen")
        }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// The middle of the on-screen part of the cell at `indexPath`, in window coordinates.
    func itemCenter(_ indexPath: IndexPath, in collectionView: CollectionViewBase, action: String) throws(TestingFailure) -> CGPoint {
        try requireInWindow(collectionView)
        try requireItem(indexPath, in: collectionView, action: action)
        guard let cell = collectionView.cellForItem(at: indexPath) else {
            throw TestingFailure("cannot \(action) the item at \(TextDump.describe(indexPath)): it is not on screen (visible: \(collectionView.indexPathsForVisibleItems.sorted().map(TextDump.describe).joined(separator: " ")))")
        }
        return try visibleCenter(of: cell, action: action)
    }
}
