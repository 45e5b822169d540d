import CollectionGeometry
import Foundation

/// What a view draws besides its content — the subset of Core Animation's `CALayer` that cells and
/// their views use (F32): rounded corners, border, shadow, clipping, background, opacity, and a tree
/// of sublayers with their own frames (a gradient behind a card, a hairline, a badge).
///
/// Every view has one (`View.layer`, of the view's `layerClass`). A view's layer reads and writes
/// the view's own state: `frame`, `bounds`, `position`, `masksToBounds`, `backgroundColor`, `opacity`
/// and `isHidden` are the view's `frame`, `bounds`, `center`, `clipsToBounds`, `backgroundColor`,
/// `alpha` and `isHidden`. A layer made with `init()` keeps its own and is drawn once it is in a
/// view's layer tree (`addSublayer(_:)`). Bad values (NaN, negative radii and widths) are replaced by
/// the defaults' kind (0), as views do.
///
/// Explicit animations (`add(_:forKey:)` with a `BasicAnimation`, `KeyframeAnimation`,
/// `SpringAnimation` or `AnimationGroup`) run on the window's frame clock
/// and draw the layer's `presentation()`; a view's properties also animate with `View.animate`.
///
/// Differences from Core Animation: sublayers draw above the layer's content and below the view's
/// subviews (Core Animation orders them among the subviews' layers); no contents or masks; no
/// implicit animations (a layer of its own changes at once); a view's layer keeps its
/// anchor point at its centre, and `shadowPath` is kept, not drawn; a sublayer's transform is drawn
/// but not taken into account by `convert` and `hitTest`. Like Core Animation the class is not main-actor isolated: a
/// layer of its own can be made and set up anywhere, but a layer in a view's layer tree reads and
/// writes its view, which must happen on the main actor (UIKit's thread checker flags it; here it
/// traps).
open class Layer {
    /// The view the layer draws; `nil` for a layer made with `init()`.
    public private(set) weak var delegate: View?

    /// The geometry and appearance a layer without a view keeps itself.
    var own = OwnState()

    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: Layer?
    /// The sublayers, back to front.
    var children: [Layer] = []

    /// A name to find the layer by (not drawn).
    public var name: String?

    /// Core Animation's rendering hints (`shouldRasterize`, `contentsScale`, …), kept, not used.
    var hints = RenderingHints()

    /// The animations added to the layer, in the order added (`add(_:forKey:)`).
    var addedAnimations: [AddedAnimation] = []
    /// For a presentation copy, the layer it was made from.
    weak var modelLayer: Layer?

    /// Creates a layer of its own: zero bounds at the origin, no background, opaque, shown.
    ///
    /// Difference from Core Animation: `required`, because a view makes its `layerClass` from the
    /// metatype (Objective-C's dynamic dispatch does it on iOS); a subclass overriding it writes
    /// `required init()` for `override init()`.
    public required init() {}

    /// Creates a layer of its own, as `init()` does; the coder is ignored (no archiving here).
    /// Required, as Core Animation's is.
    public required init?(coder: NSCoder) {}

    /// The default value of the property named `key` (`"opacity"`: 1, `"cornerRadius"`: 0,
    /// `"shadowRadius"`: 3, …), or `nil` for a key that is not a layer property.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "opacity": return Float(1)
        case "shadowOpacity": return Float(0)
        case "cornerRadius", "borderWidth", "zPosition": return CGFloat(0)
        case "shadowRadius": return CGFloat(3)
        case "shadowOffset": return CGSize(width: 0, height: -3)
        case "anchorPoint": return CGPoint(x: 0.5, y: 0.5)
        case "position": return CGPoint.zero
        case "bounds", "frame": return CGRect.zero
        case "transform": return Transform3D.identity
        case "hidden", "isHidden", "masksToBounds": return false
        case "borderColor", "shadowColor": return CGColor.black
        default: return nil
        }
    }

    /// Whether changing the property named `key` redraws the layer's contents: `false` — layers
    /// here draw no contents of their own, and every property change redraws what they draw.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether the value of `key` would be archived: always `true` (Core Animation's default).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Creates a layer with `layer`'s geometry and appearance (not its sublayers, view or
    /// animations) when it is a layer; Core Animation makes presentation copies this way, and
    /// subclasses copy their own properties in their override.
    public init(layer: Any) {
        guard let source = layer as? Layer else { return }
        copyState(from: source)
    }

    /// Copies `source`'s geometry and appearance (for a view's layer, its view's) into this layer's
    /// own; the classes here copy what they add in their override.
    func copyState(from source: Layer) {
        own = OwnState(bounds: source.bounds, position: source.position, backgroundColor: source.backgroundColor,
                       opacity: source.opacity, isHidden: source.isHidden, masksToBounds: source.masksToBounds,
                       anchorPoint: source.anchorPoint, transform: source.transform)
        name = source.name
        zPosition = source.zPosition
        shadowPath = source.shadowPath
        hints = source.hints
        cornerRadius = source.cornerRadius
        cornerCurve = source.cornerCurve
        maskedCorners = source.maskedCorners
        borderWidth = source.borderWidth
        borderColor = source.borderColor
        shadowColor = source.shadowColor
        shadowOpacity = source.shadowOpacity
        shadowRadius = source.shadowRadius
        shadowOffset = source.shadowOffset
    }

    /// Makes the layer `view`'s.
    func attach(to view: View) {
        delegate = view
    }

    /// Tells the view whose layer tree holds this layer to draw again.
    func changed() {
        guard let view = root.delegate else { return }
        MainActor.assumeIsolated { view.layerDidChange() }
    }

    /// `body` run with the layer's view on the main actor; `nil` for a layer without a view.
    private func withView<T: Sendable>(_ body: @MainActor (View) -> T) -> T? {
        guard let delegate else { return nil }
        return MainActor.assumeIsolated { body(delegate) }
    }

    static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? Swift.min(value, 1e9) : 0 }

    // MARK: Corners, border and shadow

    /// The radius of the rounded corners (default 0).
    public var cornerRadius: CGFloat = 0 { didSet { cornerRadius = Self.length(cornerRadius); changed() } }
    /// How the corners are drawn (default `.circular`).
    public var cornerCurve: LayerCornerCurve = .circular { didSet { changed() } }

    /// How many radii along each edge a corner drawn with `curve` reaches: 1 for `.circular`, 1.528
    /// for `.continuous` (the curve bends further out so that it looks as round as its radius says).
    /// Renderers draw continuous corners with this reach. Unlike Core Animation's class method, a
    /// subclass cannot override it.
    public static func cornerCurveExpansionFactor(_ curve: LayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528 : 1
    }
    /// Which corners are rounded (default all).
    public var maskedCorners: CornerMask = .all { didSet { changed() } }
    /// The width of the border, drawn inside the bounds above the content and the sublayers (default 0).
    public var borderWidth: CGFloat = 0 { didSet { borderWidth = Self.length(borderWidth); changed() } }
    /// The colour of the border (default opaque black).
    public var borderColor: CGColor? = CGColor.black { didSet { changed() } }
    /// The shadow's colour (default opaque black).
    public var shadowColor: CGColor? = CGColor.black { didSet { changed() } }
    /// The shadow's opacity, 0 to 1 (default 0: no shadow).
    public var shadowOpacity: Float = 0 { didSet { shadowOpacity = shadowOpacity.isFinite ? Swift.min(1, Swift.max(0, shadowOpacity)) : 0; changed() } }
    /// The shadow's blur radius (default 3).
    public var shadowRadius: CGFloat = 3 { didSet { shadowRadius = Self.length(shadowRadius); changed() } }
    /// The shadow's offset (default (0, −3), as Core Animation's).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !shadowOffset.width.isFinite || !shadowOffset.height.isFinite { shadowOffset = CGSize(width: 0, height: -3) }
            changed()
        }
    }

    // MARK: The view's state, or the layer's own

    /// Whether sublayers are clipped to the bounds (and its corners): a view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { withView { $0.clipsToBounds } ?? own.masksToBounds }
        set {
            if withView({ $0.clipsToBounds = newValue }) == nil { own.masksToBounds = newValue; changed() }
        }
    }
    /// The background: a view's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get { withView { $0.backgroundColor?.cgColor } ?? own.backgroundColor }
        set {
            if withView({ $0.backgroundColor = newValue.map(Color.init(cgColor:)) }) == nil { own.backgroundColor = newValue; changed() }
        }
    }
    /// The opacity, 0 to 1 (default 1): a view's `alpha`. Out-of-range values are clamped, NaN is 1.
    public var opacity: Float {
        get { withView { Float($0.alpha) } ?? own.opacity }
        set {
            let value = newValue.isNaN ? 1 : Swift.min(1, Swift.max(0, newValue))
            if withView({ $0.alpha = CGFloat(value) }) == nil { own.opacity = value; changed() }
        }
    }
    /// Whether the layer is hidden: a view's `isHidden`.
    public var isHidden: Bool {
        get { withView { $0.isHidden } ?? own.isHidden }
        set {
            if withView({ $0.isHidden = newValue }) == nil { own.isHidden = newValue; changed() }
        }
    }
    /// The bounds (origin: what the top-left corner shows of the sublayers): a view's `bounds`.
    /// Non-finite or negative sizes are replaced by zero.
    public var bounds: CGRect {
        get { withView { $0.bounds } ?? own.bounds }
        set {
            let value = Self.sanitized(newValue)
            if withView({ $0.bounds = value }) == nil { own.bounds = value; changed() }
        }
    }
    /// Where the layer's centre is in its superlayer: a view's `center`. Non-finite values are ignored.
    public var position: CGPoint {
        get { withView { $0.center } ?? own.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if withView({ $0.center = newValue }) == nil { own.position = newValue; changed() }
        }
    }
    /// The frame in the superlayer: a view's `frame`; for a layer of its own, its bounds' size about
    /// its `position`. Non-finite values are replaced as `bounds` and `position` replace them.
    public var frame: CGRect {
        get {
            if let frame = withView({ $0.frame }) { return frame }
            return CGRect(x: own.position.x - own.bounds.width * own.anchorPoint.x, y: own.position.y - own.bounds.height * own.anchorPoint.y,
                          width: own.bounds.width, height: own.bounds.height)
        }
        set {
            let value = Self.sanitized(newValue)
            if withView({ $0.frame = value }) != nil { return }
            own.bounds.size = value.size
            own.position = CGPoint(x: value.minX + value.width * own.anchorPoint.x, y: value.minY + value.height * own.anchorPoint.y)
            changed()
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at `position` (default (0.5, 0.5):
    /// the centre). A layer of its own keeps its `position` when it changes, so its frame moves, as
    /// in Core Animation. Non-finite values are ignored. Difference from Core Animation: a view's
    /// layer keeps the centre — another anchor point is reported and ignored (the view's geometry
    /// and transforms are about its centre here).
    public var anchorPoint: CGPoint {
        get { delegate == nil ? own.anchorPoint : CGPoint(x: 0.5, y: 0.5) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if delegate != nil {
                if newValue != CGPoint(x: 0.5, y: 0.5) {
                    report("anchorPoint of a view's layer is always its centre here; \(newValue) was ignored.")
                }
                return
            }
            own.anchorPoint = newValue
            changed()
        }
    }

    /// The transform, about the anchor point: a view's `transform3D`. For a layer of its own it is
    /// drawn about its anchor point; `frame` stays the untransformed one (Core Animation's is the
    /// transformed bounds' box), and `convert` and `hitTest` ignore it. A transform with a value that
    /// is not finite is ignored.
    public var transform: Transform3D {
        get { withView { $0.transform3D } ?? own.transform }
        set {
            let t = newValue
            let values = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            guard values.allSatisfy(\.isFinite) else { return }
            if withView({ $0.transform3D = newValue }) == nil { own.transform = newValue; changed() }
        }
    }

    /// The transform's affine part (Core Animation's `affineTransform()`).
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }

    /// Sets the transform to `m` (Core Animation's `setAffineTransform(_:)`).
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }

    /// Where the layer sits front to back among its sibling layers (default 0): a layer of its own is
    /// drawn, and hit-tested, above siblings of a lower value, in order among equal ones. A view's
    /// layer's `zPosition`, rounded, is added to the view's place among its siblings (a cell's
    /// `zIndex`). Non-finite values are 0. Difference from Core Animation: no perspective depth.
    public var zPosition: CGFloat = 0 { didSet { if !zPosition.isFinite { zPosition = 0 }; changed() } }

    /// A path that, in Core Animation, gives the shadow its shape and spares it from being computed.
    /// Kept, not drawn: the shadow here always follows the bounds and their rounded corners, which is
    /// what a shadow path is almost always set to.
    public var shadowPath: CGPath?

    // MARK: Layout

    /// Whether `layoutSublayers()` runs at the next layout: a view's layer asks its view; a layer of
    /// its own has its own flag.
    var ownNeedsLayout = false

    /// Marks the layer as needing `layoutSublayers()`: a view's layer marks its view
    /// (`setNeedsLayout()`); a layer of its own is laid out with the view whose tree holds it, at
    /// that view's next layout, without running the view's `layoutSubviews()`.
    open func setNeedsLayout() {
        if withView({ $0.setNeedsLayout() }) != nil { return }
        ownNeedsLayout = true
        guard let view = root.delegate else { return }
        MainActor.assumeIsolated { view.noteLayerNeedsLayout() }
    }

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool {
        withView { $0.needsLayout } ?? ownNeedsLayout
    }

    /// Lays the layer out now if it needs it, then its sublayers of their own: a view's layer lays its
    /// view out (`layoutIfNeeded()`).
    open func layoutIfNeeded() {
        if withView({ $0.layoutIfNeeded() }) != nil { return }
        layOutOwnTreeIfNeeded()
    }

    /// Lays out the sublayers: override it to frame them (a layer class's counterpart of
    /// `layoutSubviews()`). The default does nothing; a view's layer is asked after the view's
    /// `layoutSubviews()`. Difference from Core Animation: a view makes its layer on first use of
    /// `layer`, and a layer not yet made is not asked (code that gives a view a layer class sets
    /// the layer up in the view's initialiser, which makes it).
    open func layoutSublayers() {}

    /// The size the layer would like: its bounds' size, as Core Animation's default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `point`, in the layer's coordinates, is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    private static func sanitized(_ rect: CGRect) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(rect.origin.x), y: finite(rect.origin.y),
                      width: Swift.max(0, finite(rect.size.width)), height: Swift.max(0, finite(rect.size.height)))
    }

    /// Draws the layer again; the layer draws no contents of its own, so this only marks its view.
    open func setNeedsDisplay() { changed() }

    /// Draws the layer again (all of it: the renderers draw whole layers).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// What the layer's class draws over its background (a gradient layer's gradient); a plain layer
    /// draws nothing.
    func renderedGradient() -> RenderedGradient? { nil }

    /// The path the layer's class draws over its background and gradient (a shape layer's); a plain
    /// layer draws none.
    func renderedShape() -> RenderedShape? { nil }
}

extension Layer {
    /// The top of the layer's tree (a view's layer, for a layer drawn in a view).
    var root: Layer {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root
    }

    /// A layer's own geometry and appearance when it has no view.
    struct OwnState {
        var bounds: CGRect = .zero
        var position: CGPoint = .zero
        var backgroundColor: CGColor?
        var opacity: Float = 1
        var isHidden = false
        var masksToBounds = false
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform = Transform3D.identity
    }
}
