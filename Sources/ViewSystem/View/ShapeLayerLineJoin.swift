import Foundation

/// A shape layer's line join (Core Animation's `CAShapeLayerLineJoin`).
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Lines meet in a sharp point, bevelled where it would reach beyond the miter limit (the default).
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")

    /// Lines meet in a rounded corner.
    public static let round = ShapeLayerLineJoin(rawValue: "round")

    /// Lines meet in a flat corner.
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")
}
