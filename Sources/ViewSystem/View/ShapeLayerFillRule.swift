import Foundation

/// A shape layer's fill rule (Core Animation's `CAShapeLayerFillRule`).
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inside where the path winds round a non-zero number of times (the default).
    public static let nonZero = ShapeLayerFillRule(rawValue: "non-zero")

    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = ShapeLayerFillRule(rawValue: "even-odd")
}
