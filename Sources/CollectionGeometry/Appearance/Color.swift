import Foundation

/// A colour: sRGB components with opacity, or a dynamic colour that resolves by traits — UIKit's
/// `UIColor` (F32), as a value. `UIKitNames` adds the `UIColor` spelling.
///
/// System colours (`systemBlue`, `label`, `systemBackground` …) carry UIKit's light and dark values
/// and resolve with the trait collection's `userInterfaceStyle` (the accent and grey colours also with
/// its `accessibilityContrast`); `Color(dynamicProvider:)` asks its
/// closure. Renderers draw `resolvedColor(with:)` for the view's traits. Components outside 0…1 are
/// clamped (UIKit keeps extended-range values; nothing here draws them).
///
/// Differences from UIKit: a value, not a class (identity comparisons of colours do not exist);
/// `red`, `green`, `blue` and `alpha` of a dynamic colour read its light variant, as UIKit's
/// `cgColor` does outside a trait context.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The resolved components (the light variant of a dynamic colour).
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// What varies with the traits (a system colour's other variants, a dynamic provider); `nil` for a
    /// fixed colour.
    private let variants: Variants?

    private struct Components: Hashable, Sendable {
        var red, green, blue, alpha: CGFloat
        func with(alpha: CGFloat) -> Components { Components(red: red, green: green, blue: blue, alpha: alpha) }
    }

    /// A system colour's dark and increased-contrast variants, or the closure of
    /// `init(dynamicProvider:)` (compared by identity) — one reference, so a colour stays small.
    private final class Variants: Hashable, Sendable {
        let dark: Components?
        let highContrast: Components?
        let highContrastDark: Components?
        let provider: (@Sendable (TraitCollection) -> Color)?

        init(dark: Components?, highContrast: Components?, highContrastDark: Components?, provider: (@Sendable (TraitCollection) -> Color)?) {
            self.dark = dark
            self.highContrast = highContrast
            self.highContrastDark = highContrastDark
            self.provider = provider
        }

        static func == (lhs: Variants, rhs: Variants) -> Bool {
            if lhs === rhs { return true }
            guard lhs.provider == nil, rhs.provider == nil else { return false }
            return lhs.dark == rhs.dark && lhs.highContrast == rhs.highContrast && lhs.highContrastDark == rhs.highContrastDark
        }

        func hash(into hasher: inout Hasher) {
            if provider != nil { return hasher.combine(ObjectIdentifier(self)) }
            hasher.combine(dark)
            hasher.combine(highContrast)
            hasher.combine(highContrastDark)
        }

        /// The variant for `traits`, when one differs from the light one.
        func components(for traits: TraitCollection) -> Components? {
            let isDark = traits.userInterfaceStyle == .dark
            if traits.accessibilityContrast == .high, let high = isDark ? highContrastDark : highContrast { return high }
            return isDark ? dark : nil
        }
    }

    private init(_ light: Components, variants: Variants?) {
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        self.variants = variants
    }

    private static func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }

    // MARK: Creating

    /// A colour from components between 0 and 1 (values outside are clamped; NaN is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(Components(red: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue), alpha: Self.clamp(alpha)),
                  variants: nil)
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each between 0 and 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let h = (Self.clamp(hue) * 6).truncatingRemainder(dividingBy: 6), s = Self.clamp(saturation), v = Self.clamp(brightness)
        let sector = Int(h), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components, converted to sRGB (out-of-gamut values are clamped).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func linear(_ value: CGFloat) -> CGFloat {
            let v = Self.clamp(value)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: CGFloat) -> CGFloat {
            let v = Self.clamp(value)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        // Display P3 → linear sRGB (both D65).
        self.init(red: encoded(1.2249 * r - 0.2247 * g - 0.0002 * b),
                  green: encoded(-0.0420 * r + 1.0419 * g + 0.0001 * b),
                  blue: encoded(-0.0197 * r - 0.0786 * g + 1.0983 * b), alpha: alpha)
    }

    /// A colour that asks `dynamicProvider` for its value in each trait collection.
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        let light = dynamicProvider(TraitCollection()).resolvedColor(with: TraitCollection())
        self.init(Components(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha),
                  variants: Variants(dark: nil, highContrast: nil, highContrastDark: nil, provider: dynamicProvider))
    }

    /// A colour from a `CGColor` (its first four components; a grey from two).
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        if components.count >= 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else if components.count == 2 {
            self.init(white: components[0], alpha: components[1])
        } else {
            self.init(white: 0, alpha: 0)
        }
    }

    /// A system colour: 0–255 channels in light and dark appearance, and with increased contrast
    /// when it has such variants.
    private init(light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat),
                 highContrast: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil, highContrastDark: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil) {
        func components(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Components {
            Components(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: c.3)
        }
        self.init(components(light), variants: Variants(dark: components(dark), highContrast: highContrast.map(components),
                                                        highContrastDark: highContrastDark.map(components), provider: nil))
    }

    // MARK: Resolving and deriving

    /// Whether the colour differs between appearances (a system colour or a dynamic provider).
    public var isDynamic: Bool { variants != nil }

    /// The colour for `traitCollection`: the dark variant in `.dark`, the increased-contrast variant
    /// when `accessibilityContrast` is `.high` (system colours that have one), the provider's answer.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let variants else { return self }
        if let provider = variants.provider { return provider(traitCollection).resolvedColor(with: traitCollection) }
        let chosen = variants.components(for: traitCollection) ?? Components(red: red, green: green, blue: blue, alpha: alpha)
        return Color(chosen, variants: nil)
    }

    /// The same colour (in every appearance) with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        if let provider = variants?.provider {
            return Color(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        let a = Self.clamp(alpha)
        return Color(Components(red: red, green: green, blue: blue, alpha: a),
                     variants: variants.map { Variants(dark: $0.dark?.with(alpha: a), highContrast: $0.highContrast?.with(alpha: a),
                                                       highContrastDark: $0.highContrastDark?.with(alpha: a), provider: nil) })
    }

    /// The sRGB components, as UIKit's `getRed(_:green:blue:alpha:)`; `true` (every colour here converts).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The grey level and opacity of a grey (equal components, as `init(white:alpha:)` makes);
    /// `false` with the pointers untouched for any other colour, as UIKit answers for a colour it
    /// cannot convert to greyscale.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation, brightness and opacity; `true`.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = Swift.max(red, green, blue), minimum = Swift.min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as a `CGColor` (the light variant of a dynamic colour; resolve it first for another).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// CSS form: `rgba(r, g, b, a)` with 0–255 channels (the light variant).
    public var description: String {
        func channel(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha.compactDescription))"
    }
}

// MARK: Fixed colours

extension Color {
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let lightText = Color(white: 1, alpha: 0.6)
    public static let darkText = Color(white: 0)
}

// MARK: System colours (UIKit's light and dark values)

// The accent and grey colours carry their increased-contrast variants from Apple's Human Interface
// Guidelines (Color, "Specifications"). Apple publishes none for the label, link and separator colours;
// theirs are the project's (Guides/Accessibility.md): secondary text reaches WCAG AA (4.5:1) on the
// plain and grouped backgrounds, tertiary and placeholder text 3:1, separators darken, and a link takes
// the blue's variant. The fill and background colours keep their values.

extension Color {
    public static let systemRed = Color(light: (255, 59, 48, 1), dark: (255, 69, 58, 1),
                                        highContrast: (215, 0, 21, 1), highContrastDark: (255, 105, 97, 1))
    public static let systemOrange = Color(light: (255, 149, 0, 1), dark: (255, 159, 10, 1),
                                           highContrast: (201, 52, 0, 1), highContrastDark: (255, 179, 64, 1))
    public static let systemYellow = Color(light: (255, 204, 0, 1), dark: (255, 214, 10, 1),
                                           highContrast: (178, 80, 0, 1), highContrastDark: (255, 212, 38, 1))
    public static let systemGreen = Color(light: (52, 199, 89, 1), dark: (48, 209, 88, 1),
                                          highContrast: (36, 138, 61, 1), highContrastDark: (48, 219, 91, 1))
    public static let systemMint = Color(light: (0, 199, 190, 1), dark: (102, 212, 207, 1),
                                         highContrast: (12, 129, 123, 1), highContrastDark: (102, 212, 207, 1))
    public static let systemTeal = Color(light: (48, 176, 199, 1), dark: (64, 200, 224, 1),
                                         highContrast: (0, 130, 153, 1), highContrastDark: (93, 230, 255, 1))
    public static let systemCyan = Color(light: (50, 173, 230, 1), dark: (100, 210, 255, 1),
                                         highContrast: (0, 113, 164, 1), highContrastDark: (112, 215, 255, 1))
    public static let systemBlue = Color(light: (0, 122, 255, 1), dark: (10, 132, 255, 1),
                                         highContrast: (0, 64, 221, 1), highContrastDark: (64, 156, 255, 1))
    public static let systemIndigo = Color(light: (88, 86, 214, 1), dark: (94, 92, 230, 1),
                                           highContrast: (54, 52, 163, 1), highContrastDark: (125, 122, 255, 1))
    public static let systemPurple = Color(light: (175, 82, 222, 1), dark: (191, 90, 242, 1),
                                           highContrast: (137, 68, 171, 1), highContrastDark: (218, 143, 255, 1))
    public static let systemPink = Color(light: (255, 45, 85, 1), dark: (255, 55, 95, 1),
                                         highContrast: (211, 15, 69, 1), highContrastDark: (255, 100, 130, 1))
    public static let systemBrown = Color(light: (162, 132, 94, 1), dark: (172, 142, 104, 1),
                                          highContrast: (127, 101, 69, 1), highContrastDark: (181, 148, 105, 1))
    public static let systemGray = Color(light: (142, 142, 147, 1), dark: (142, 142, 147, 1),
                                         highContrast: (108, 108, 112, 1), highContrastDark: (174, 174, 178, 1))
    public static let systemGray2 = Color(light: (174, 174, 178, 1), dark: (99, 99, 102, 1),
                                          highContrast: (142, 142, 147, 1), highContrastDark: (124, 124, 128, 1))
    public static let systemGray3 = Color(light: (199, 199, 204, 1), dark: (72, 72, 74, 1),
                                          highContrast: (174, 174, 178, 1), highContrastDark: (84, 84, 86, 1))
    public static let systemGray4 = Color(light: (209, 209, 214, 1), dark: (58, 58, 60, 1),
                                          highContrast: (188, 188, 192, 1), highContrastDark: (68, 68, 70, 1))
    public static let systemGray5 = Color(light: (229, 229, 234, 1), dark: (44, 44, 46, 1),
                                          highContrast: (216, 216, 220, 1), highContrastDark: (54, 54, 56, 1))
    public static let systemGray6 = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1),
                                          highContrast: (235, 235, 240, 1), highContrastDark: (36, 36, 38, 1))
    /// The app's tint (`UIColor.tintColor`): the system blue unless a view says otherwise.
    public static let tintColor = systemBlue

    public static let label = Color(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    public static let secondaryLabel = Color(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6),
                                             highContrast: (60, 60, 67, 0.76), highContrastDark: (235, 235, 245, 0.7))
    public static let tertiaryLabel = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3),
                                            highContrast: (60, 60, 67, 0.6), highContrastDark: (235, 235, 245, 0.45))
    public static let quaternaryLabel = Color(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16),
                                              highContrast: (60, 60, 67, 0.3), highContrastDark: (235, 235, 245, 0.3))
    public static let placeholderText = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3),
                                              highContrast: (60, 60, 67, 0.6), highContrastDark: (235, 235, 245, 0.45))
    public static let link = Color(light: (0, 122, 255, 1), dark: (9, 132, 255, 1),
                                   highContrast: (0, 64, 221, 1), highContrastDark: (64, 156, 255, 1))
    public static let separator = Color(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6),
                                        highContrast: (60, 60, 67, 0.5), highContrastDark: (84, 84, 88, 0.9))
    public static let opaqueSeparator = Color(light: (198, 198, 200, 1), dark: (56, 56, 58, 1),
                                              highContrast: (160, 160, 164, 1), highContrastDark: (84, 84, 88, 1))

    public static let systemBackground = Color(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemBackground = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemBackground = Color(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    public static let systemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = Color(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    public static let systemFill = Color(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    public static let secondarySystemFill = Color(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    public static let tertiarySystemFill = Color(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    public static let quaternarySystemFill = Color(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
