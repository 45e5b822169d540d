import CollectionGeometry
import Foundation

/// Identifies a view to renderers, for as long as the view exists (stable across removal and reuse).
public typealias ViewIdentifier = Int

/// Everything a renderer must do to show one frame of the engine (Guides/Engine.md, "A frame",
/// step 6).
///
/// Views are identified by `ViewIdentifier`s the window assigns. A view that leaves the hierarchy
/// (a cell going back to its reuse queue) is `removed`; when the same view comes back it is inserted
/// again with `isReused` set, so a renderer can keep the element it drew and only update it.
public struct RenderTransaction: Hashable, Sendable {
    /// A view entering the hierarchy.
    public struct Insertion: Hashable, Sendable {
        /// The view.
        public var view: ViewIdentifier
        /// Its superview.
        public var parent: ViewIdentifier
        /// Its place among the superview's subviews, back to front.
        public var index: Int
        /// The view's class name (renderers may style by it).
        public var kind: String
        /// Whether this view was inserted before and removed since (a reused cell).
        public var isReused: Bool
        /// How it looks.
        public var properties: RenderedProperties
        /// Its content, if any.
        public var content: RenderedContent?
        /// Its background, if any.
        public var background: BackgroundConfiguration?
        /// What assistive technologies learn of it, if anything.
        public var accessibility: RenderedAccessibility?
    }

    /// A view whose place in the hierarchy changed (new superview or order).
    public struct Move: Hashable, Sendable {
        public var view: ViewIdentifier
        public var parent: ViewIdentifier
        public var index: Int
    }

    /// A view whose properties changed.
    public struct Update: Hashable, Sendable {
        public var view: ViewIdentifier
        public var properties: RenderedProperties
    }

    /// A view whose content, background or accessibility changed.
    public struct ContentChange: Hashable, Sendable {
        public var view: ViewIdentifier
        public var content: RenderedContent?
        public var background: BackgroundConfiguration?
        public var accessibility: RenderedAccessibility?
    }

    /// An animation of a view's properties; the view's `Update` (or `Insertion`) already carries `to`.
    public struct Animation: Hashable, Sendable {
        public var view: ViewIdentifier
        public var from: RenderedProperties
        public var to: RenderedProperties
        /// When the animation starts, on the frame clock (seconds).
        public var startTime: TimeInterval
        /// Its duration in seconds.
        public var duration: TimeInterval
        /// How progress follows time.
        public var curve: AnimationCurve
    }

    /// The frame's number on the clock.
    public var frameNumber: Int
    /// The frame's time on the clock, in seconds.
    public var time: TimeInterval
    /// The root of the hierarchy (the window).
    public var root: ViewIdentifier
    /// Views removed from the hierarchy (children before parents).
    public var removed: [ViewIdentifier] = []
    /// Views inserted (parents before children).
    public var inserted: [Insertion] = []
    /// Views moved in the hierarchy.
    public var moved: [Move] = []
    /// Views whose properties changed.
    public var updated: [Update] = []
    /// Views whose content changed.
    public var contentChanged: [ContentChange] = []
    /// Animations started this frame.
    public var animations: [Animation] = []
    /// Measurements the engine asks for (self-sizing); answers go to `Window.deliver(_:)`.
    public var measurements: [MeasurementRequest] = []
    /// Texts assistive technologies speak, in order (`Accessibility.post(notification:argument:)`).
    public var announcements: [String] = []
    /// The view the assistive focus moves to (posted with `.screenChanged` or `.layoutChanged`).
    public var accessibilityFocus: ViewIdentifier?

    /// Whether the frame changes nothing on screen and asks for nothing.
    public var isEmpty: Bool {
        removed.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty && contentChanged.isEmpty
            && animations.isEmpty && measurements.isEmpty && announcements.isEmpty && accessibilityFocus == nil
    }
}
