import Foundation

/// How a gradient layer's colours vary (Core Animation's `CAGradientLayerType`).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point; every line across it has one colour.
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Outwards from the start point, over an ellipse whose radii reach the end point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Clockwise about the start point, from the line towards the end point.
    public static let conic = GradientLayerType(rawValue: "conic")
}
