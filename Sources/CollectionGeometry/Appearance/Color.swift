import Foundation

/// A colour in sRGB with opacity (UIKit's `UIColor`, as a value).
///
/// `UIKitNames` adds the `UIColor` spelling.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    /// Creates a colour from components between 0 and 1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let systemBackground = Color(white: 1)
    public static let secondarySystemBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let systemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let secondarySystemGroupedBackground = Color(white: 1)
    public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    public static let label = Color(white: 0)
    public static let secondaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    public static let systemBlue = Color(red: 0, green: 0.478, blue: 1)
    public static let systemRed = Color(red: 1, green: 0.231, blue: 0.188)
    public static let systemGreen = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let systemOrange = Color(red: 1, green: 0.584, blue: 0)
    public static let systemGray = Color(red: 0.557, green: 0.557, blue: 0.576)

    /// CSS form: `rgba(r, g, b, a)` with 0–255 channels.
    public var description: String {
        func channel(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha.compactDescription))"
    }
}
