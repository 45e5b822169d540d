import CollectionGeometry
import Foundation

extension Layer {
    /// Core Animation's hints to its renderer about how to draw a layer. They are kept so that code
    /// setting them compiles and reads back what it set; the browser and the SVG renderer composite
    /// layers themselves and do not use them.
    struct RenderingHints {
        var isOpaque = false
        var contentsScale: CGFloat = 1
        var rasterizationScale: CGFloat = 1
        var shouldRasterize = false
        var allowsGroupOpacity = true
        var allowsEdgeAntialiasing = false
        var drawsAsynchronously = false
        var needsDisplayOnBoundsChange = false
    }

    /// Whether the layer promises to fill its bounds with opaque content (default `false`). Kept; not
    /// used here.
    public var isOpaque: Bool {
        get { hints.isOpaque }
        set { hints.isOpaque = newValue }
    }
    /// The scale of the layer's contents (default 1; UIKit sets a view's layer to the screen's).
    /// Kept; values that are not positive and finite are ignored.
    public var contentsScale: CGFloat {
        get { hints.contentsScale }
        set { if newValue.isFinite, newValue > 0 { hints.contentsScale = newValue } }
    }
    /// The scale a rasterized layer is drawn at (default 1). Kept; values that are not positive and
    /// finite are ignored.
    public var rasterizationScale: CGFloat {
        get { hints.rasterizationScale }
        set { if newValue.isFinite, newValue > 0 { hints.rasterizationScale = newValue } }
    }
    /// Whether Core Animation caches the layer as a bitmap (default `false`). Kept; the browser
    /// decides its own caching.
    public var shouldRasterize: Bool {
        get { hints.shouldRasterize }
        set { hints.shouldRasterize = newValue }
    }
    /// Whether the layer's opacity applies to it and its sublayers as one group (default `true`).
    /// Kept; the renderers always composite a layer with its sublayers as a group.
    public var allowsGroupOpacity: Bool {
        get { hints.allowsGroupOpacity }
        set { hints.allowsGroupOpacity = newValue }
    }
    /// Whether transformed edges are antialiased (default `false`). Kept; browsers always antialias.
    public var allowsEdgeAntialiasing: Bool {
        get { hints.allowsEdgeAntialiasing }
        set { hints.allowsEdgeAntialiasing = newValue }
    }
    /// Whether drawing is queued to a background thread (default `false`). Kept; not used here.
    public var drawsAsynchronously: Bool {
        get { hints.drawsAsynchronously }
        set { hints.drawsAsynchronously = newValue }
    }
    /// Whether a change of bounds redraws the contents (default `false`). Kept; layers here have no
    /// drawn contents, and a change of bounds always redraws what they show.
    public var needsDisplayOnBoundsChange: Bool {
        get { hints.needsDisplayOnBoundsChange }
        set { hints.needsDisplayOnBoundsChange = newValue }
    }

    /// The part of the layer that is visible: its bounds (no scrolling layers here).
    public var visibleRect: CGRect { bounds }
}
