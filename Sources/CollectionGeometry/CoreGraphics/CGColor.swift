import Foundation

#if !canImport(CoreGraphics)
/// A colour as Core Graphics keeps it: sRGB components and alpha, where Core Graphics is missing (F32).
///
/// What `layer.borderColor` and `layer.shadowColor` hold; `Color.cgColor` and `Color(cgColor:)`
/// convert.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue, alpha (sRGB), or white, alpha for a grey.
    public let components: [CGFloat]?

    /// A colour from sRGB components (clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
        components = [clamp(red), clamp(green), clamp(blue), clamp(alpha)]
    }

    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
        components = [clamp(gray), clamp(alpha)]
    }

    /// The number of components.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return values.count == 2 ? CGColor(gray: values[0], alpha: alpha) : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\((components ?? []).map { $0.compactDescription }.joined(separator: ", ")))" }
}
#endif
