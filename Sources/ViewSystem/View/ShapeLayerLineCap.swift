import Foundation

/// A shape layer's line cap (Core Animation's `CAShapeLayerLineCap`).
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The line stops at its end point (the default).
    public static let butt = ShapeLayerLineCap(rawValue: "butt")

    /// A half circle of the line's width ends the line.
    public static let round = ShapeLayerLineCap(rawValue: "round")

    /// A half square of the line's width ends the line.
    public static let square = ShapeLayerLineCap(rawValue: "square")
}
