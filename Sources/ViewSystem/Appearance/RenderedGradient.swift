import CollectionGeometry
import Foundation

/// A gradient as renderers draw it over a layer's background (Core Animation's `CAGradientLayer`):
/// colours already resolved, one location per colour, and the start and end points in the unit
/// coordinates of the layer's bounds ((0, 0) top-left, (1, 1) bottom-right).
///
/// An axial gradient runs from `start` to `end` and extends its end colours beyond them. A radial
/// one is an ellipse centred on `start` whose radii reach `end` along each axis. A conic one turns
/// clockwise about `start`, beginning on the line towards `end`.
public struct RenderedGradient: Hashable, Sendable, CustomStringConvertible {
    /// How colours vary over the layer.
    public enum Kind: String, Hashable, Sendable {
        case axial, radial, conic
    }

    public var kind: Kind
    /// The colours, at least two.
    public var colors: [Color]
    /// Where each colour is, 0 to 1 along the gradient, ascending; as many as `colors`.
    public var locations: [CGFloat]
    public var start: CGPoint
    public var end: CGPoint

    /// Creates a gradient.
    public init(kind: Kind, colors: [Color], locations: [CGFloat], start: CGPoint, end: CGPoint) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }

    public var description: String {
        let stops = zip(colors, locations).map { "\($0.0) \($0.1.compactDescription)" }.joined(separator: "; ")
        return "\(kind.rawValue) gradient \(start.compactDescription)→\(end.compactDescription) [\(stops)]"
    }
}
