import CollectionGeometry
import Foundation

/// A layer that draws a path over its background (Core Animation's `CAShapeLayer`): filled, then
/// stroked, in the layer's own coordinates — a progress ring, a check mark, a dashed outline.
///
/// Use it as a sublayer (`view.layer.addSublayer(shape)`, its `frame` and `path` set in
/// `layoutSubviews()`) or as a view's own layer (`override class var layerClass: AnyClass`).
///
/// Bad input is drawn as Core Animation draws it and, where Core Animation would draw nothing
/// useful, reported: widths and limits that are negative or not finite become the defaults' kind,
/// `strokeStart` and `strokeEnd` are clamped to 0…1, a dash pattern with a negative or non-finite
/// length draws a solid line (reported), an unknown fill rule, line cap or line join draws the
/// default (reported). Differences from Core Animation: the path is not clipped to the bounds
/// unless `masksToBounds`, as in Core Animation, but a stroke trimmed with `strokeStart` or
/// `strokeEnd` is drawn solid (its dash pattern is not drawn); the properties do not animate on
/// their own.
open class ShapeLayer: Layer {
    /// The path, in the layer's coordinates (default `nil`: nothing drawn). A mutable path is copied
    /// when set, so changing it later changes nothing until it is set again (Core Animation keeps the
    /// path itself; changing it after setting it is not supported there).
    open var path: CGPath? {
        didSet {
            if let path, path is CGMutablePath { self.path = path.copy() }
            changed()
        }
    }
    /// The fill colour (default opaque black; `nil` fills nothing).
    open var fillColor: CGColor? = CGColor.black { didSet { changed() } }
    /// How the inside of overlapping subpaths is decided (default `.nonZero`).
    open var fillRule: ShapeLayerFillRule = .nonZero {
        didSet {
            if fillRule != .nonZero, fillRule != .evenOdd {
                report("CAShapeLayer.fillRule \"\(fillRule.rawValue)\" is not non-zero or even-odd; the path is filled non-zero.")
            }
            changed()
        }
    }
    /// The stroke colour (default `nil`: no stroke).
    open var strokeColor: CGColor? { didSet { changed() } }
    /// Where the stroke begins, 0 to 1 of the path's length (default 0). Clamped; NaN is 0.
    open var strokeStart: CGFloat = 0 {
        didSet { strokeStart = strokeStart.isNaN ? 0 : Swift.min(1, Swift.max(0, strokeStart)); changed() }
    }
    /// Where the stroke ends, 0 to 1 of the path's length (default 1). Clamped; NaN is 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { strokeEnd = strokeEnd.isNaN ? 1 : Swift.min(1, Swift.max(0, strokeEnd)); changed() }
    }
    /// The stroke's width, centred on the path (default 1). Negative or non-finite widths are 0.
    open var lineWidth: CGFloat = 1 { didSet { lineWidth = Self.length(lineWidth); changed() } }
    /// How far a mitered corner may reach, in line widths, before it is bevelled (default 10).
    /// Values below 1 or not finite are 10.
    open var miterLimit: CGFloat = 10 {
        didSet { if !miterLimit.isFinite || miterLimit < 1 { miterLimit = 10 }; changed() }
    }
    /// How stroked lines end (default `.butt`).
    open var lineCap: ShapeLayerLineCap = .butt {
        didSet {
            if RenderedShape.LineCap(rawValue: lineCap.rawValue) == nil {
                report("CAShapeLayer.lineCap \"\(lineCap.rawValue)\" is not butt, round or square; lines end butt.")
            }
            changed()
        }
    }
    /// How stroked lines meet (default `.miter`).
    open var lineJoin: ShapeLayerLineJoin = .miter {
        didSet {
            if RenderedShape.LineJoin(rawValue: lineJoin.rawValue) == nil {
                report("CAShapeLayer.lineJoin \"\(lineJoin.rawValue)\" is not miter, round or bevel; lines meet mitered.")
            }
            changed()
        }
    }
    /// How far into the dash pattern the stroke begins (default 0). Non-finite values are 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if !lineDashPhase.isFinite { lineDashPhase = 0 }; changed() }
    }
    /// Dash and gap lengths, alternating (default `nil`: a solid line).
    open var lineDashPattern: [NSNumber]? {
        didSet {
            if let lineDashPattern, lineDashPattern.contains(where: { !$0.doubleValue.isFinite || $0.doubleValue < 0 }) {
                report("CAShapeLayer.lineDashPattern holds a length that is negative or not finite; the line is drawn solid.")
            }
            changed()
        }
    }

    /// Creates a shape layer with no path.
    public required init() {
        super.init()
    }

    /// Creates a shape layer with `layer`'s geometry, appearance and, for a shape layer, its path and
    /// how it is drawn.
    /// Creates a shape layer as `init()` does; the coder is ignored (no archiving here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyState(from source: Layer) {
        super.copyState(from: source)
        guard let source = source as? ShapeLayer else { return }
        path = source.path
        fillColor = source.fillColor
        fillRule = source.fillRule
        strokeColor = source.strokeColor
        strokeStart = source.strokeStart
        strokeEnd = source.strokeEnd
        lineWidth = source.lineWidth
        miterLimit = source.miterLimit
        lineCap = source.lineCap
        lineJoin = source.lineJoin
        lineDashPhase = source.lineDashPhase
        lineDashPattern = source.lineDashPattern
    }

    /// The path and how it is drawn, for renderers; `nil` when there is no path or nothing to draw.
    /// - Complexity: O(path elements).
    override func renderedShape() -> RenderedShape? {
        guard let path, !path.isEmpty else { return nil }
        var shape = RenderedShape(elements: path.elements, fillColor: fillColor.map(Color.init(cgColor:)))
        if shape.fillColor?.alpha == 0 { shape.fillColor = nil }
        shape.evenOdd = fillRule == .evenOdd
        shape.strokeColor = strokeColor.map(Color.init(cgColor:))
        shape.lineWidth = lineWidth
        shape.strokeStart = strokeStart
        shape.strokeEnd = strokeEnd
        shape.miterLimit = miterLimit
        shape.lineCap = RenderedShape.LineCap(rawValue: lineCap.rawValue) ?? .butt
        shape.lineJoin = RenderedShape.LineJoin(rawValue: lineJoin.rawValue) ?? .miter
        let lengths = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        if lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) {
            shape.dashPattern = lengths
            shape.dashPhase = lineDashPhase
        }
        guard shape.fillColor != nil || shape.isStroked else { return nil }
        if !shape.isStroked { shape.strokeColor = nil }
        return shape
    }
}
