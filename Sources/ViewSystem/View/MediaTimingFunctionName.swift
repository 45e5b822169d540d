import Foundation

/// The name of a predefined timing function (Core Animation's `CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: the Bézier curve (0, 0) (1, 1).
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0) (1, 1).
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) (0.58, 1).
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve Core Animation's implicit animations use: (0.25, 0.1) (0.25, 1).
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}
