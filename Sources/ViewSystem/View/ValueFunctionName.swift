import Foundation

/// The name of a value function (Core Animation's `CAValueFunctionName`).
public struct ValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation about the x axis by one value, in radians.
    public static let rotateX = ValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis by one value, in radians.
    public static let rotateY = ValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis by one value, in radians.
    public static let rotateZ = ValueFunctionName(rawValue: "rotateZ")
    /// A scale along the three axes by three values.
    public static let scale = ValueFunctionName(rawValue: "scale")
    /// A scale along the x axis by one value.
    public static let scaleX = ValueFunctionName(rawValue: "scaleX")
    /// A scale along the y axis by one value.
    public static let scaleY = ValueFunctionName(rawValue: "scaleY")
    /// A scale along the z axis by one value.
    public static let scaleZ = ValueFunctionName(rawValue: "scaleZ")
    /// A translation along the three axes by three values.
    public static let translate = ValueFunctionName(rawValue: "translate")
    /// A translation along the x axis by one value.
    public static let translateX = ValueFunctionName(rawValue: "translateX")
    /// A translation along the y axis by one value.
    public static let translateY = ValueFunctionName(rawValue: "translateY")
    /// A translation along the z axis by one value.
    public static let translateZ = ValueFunctionName(rawValue: "translateZ")
}
