import CollectionGeometry
import Foundation

/// A layer that draws a colour gradient over its background (Core Animation's `CAGradientLayer`):
/// axial, radial or conic, between `startPoint` and `endPoint` in the unit coordinates of its bounds.
///
/// Use it as a sublayer (`view.layer.insertSublayer(gradient, at: 0)`, its `frame` set in
/// `layoutSubviews()`) or as a view's own layer (`override class var layerClass: AnyClass`).
///
/// Bad input is drawn as Core Animation draws it: `colors` entries that are not `CGColor` (a
/// `UIColor` rather than its `cgColor`) draw nothing and are reported; `locations` that are not
/// finite (reported) or whose count differs from the colours' are replaced by evenly spread ones. Differences from
/// Core Animation: the properties do not animate on their own.
open class GradientLayer: Layer {
    /// The colours, as `CGColor` values (default `nil`: nothing drawn). A gradient needs at least
    /// two; one colour fills the layer.
    open var colors: [Any]? {
        didSet {
            if let colors, colors.contains(where: { !($0 is CGColor) }) {
                report("CAGradientLayer.colors holds a value that is not a CGColor; the gradient draws nothing. Pass `color.cgColor`.")
            }
            changed()
        }
    }
    /// Where each colour is, 0 to 1 along the gradient, ascending (default `nil`: evenly spread).
    open var locations: [NSNumber]? {
        didSet {
            if let locations, locations.contains(where: { !$0.doubleValue.isFinite }) {
                report("CAGradientLayer.locations holds a value that is not finite; the colours are spread evenly.")
            }
            changed()
        }
    }
    /// Where the gradient starts, in the unit coordinates of the bounds (default (0.5, 0): the top
    /// middle). Non-finite values are ignored.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if !startPoint.x.isFinite || !startPoint.y.isFinite { startPoint = oldValue }; changed() }
    }
    /// Where the gradient ends, in the unit coordinates of the bounds (default (0.5, 1): the bottom
    /// middle). Non-finite values are ignored.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if !endPoint.x.isFinite || !endPoint.y.isFinite { endPoint = oldValue }; changed() }
    }
    /// How the colours vary (default `.axial`). An unknown raw value draws as `.axial` and is reported.
    open var type: GradientLayerType = .axial {
        didSet {
            if RenderedGradient.Kind(rawValue: type.rawValue) == nil {
                report("CAGradientLayer.type \"\(type.rawValue)\" is not axial, radial or conic; the gradient is drawn axial.")
            }
            changed()
        }
    }

    /// Creates a gradient layer with no colours.
    public required init() {
        super.init()
    }

    /// Creates a gradient layer with `layer`'s geometry, appearance and, for a gradient layer, its gradient.
    /// Creates a gradient layer as `init()` does; the coder is ignored (no archiving here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyState(from source: Layer) {
        super.copyState(from: source)
        guard let source = source as? GradientLayer else { return }
        colors = source.colors
        locations = source.locations
        startPoint = source.startPoint
        endPoint = source.endPoint
        type = source.type
    }

    override func renderedGradient() -> RenderedGradient? {
        guard let colors, !colors.isEmpty else { return nil }
        var resolved: [Color] = []
        for value in colors {
            guard let color = value as? CGColor else { return nil }
            resolved.append(Color(cgColor: color))
        }
        if resolved.count == 1 { resolved.append(resolved[0]) }
        let spread = resolved.indices.map { CGFloat($0) / CGFloat(resolved.count - 1) }
        var stops = spread
        if let locations, locations.count == resolved.count, locations.allSatisfy({ $0.doubleValue.isFinite }) {
            // Ascending, as Core Animation reads them: a location before the previous one sits on it.
            var previous = -CGFloat.infinity
            stops = locations.map { number in
                previous = Swift.max(previous, CGFloat(number.doubleValue))
                return previous
            }
        }
        return RenderedGradient(kind: RenderedGradient.Kind(rawValue: type.rawValue) ?? .axial, colors: resolved,
                                locations: stops, start: startPoint, end: endPoint)
    }
}
