import CollectionGeometry
import Foundation
import Testing
import TestSupport

@Suite("Color: UIKit's palette, initialisers and conversions (F32)")
struct ColorTests {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    /// 0–255 channels and alpha of a colour, for comparing with Apple's published values.
    static func channels(_ color: Color) -> [CGFloat] {
        [color.red * 255, color.green * 255, color.blue * 255].map { $0.rounded() } + [color.alpha]
    }

    @Test("when system colours are resolved, then light and dark give Apple's published values")
    func palette() {
        let expected: [(Color, [CGFloat], [CGFloat])] = [
            (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.label, [0, 0, 0, 1], [255, 255, 255, 1]),
            (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
            (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
        ]
        for (color, light, dark) in expected {
            #expect(color.isDynamic)
            #expect(Self.channels(color.resolvedColor(with: Self.light)) == light, "\(color)")
            #expect(Self.channels(color.resolvedColor(with: Self.dark)) == dark, "\(color)")
            #expect(Self.channels(color.resolvedColor(with: TraitCollection())) == light, "unspecified is light")
            #expect(!color.resolvedColor(with: Self.dark).isDynamic, "a resolved colour is fixed")
        }
        #expect(Color.lightGray == Color(white: 2.0 / 3.0) && Color.darkGray == Color(white: 1.0 / 3.0) && !Color.lightGray.isDynamic)
        #expect(Color.clear.alpha == 0 && Color.tintColor == Color.systemBlue)
    }

    @Test("when a colour is made from hue, saturation and brightness, then reading them back gives the same values (seeded)")
    func hueRoundTrip() {
        for seed in TestSeeds.seeds(count: 500, base: 0xC0_102) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let hue = CGFloat.random(in: 0..<1, using: &random), saturation = CGFloat.random(in: 0.05...1, using: &random)
            let brightness = CGFloat.random(in: 0.05...1, using: &random), alpha = CGFloat.random(in: 0...1, using: &random)
            let color = Color(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
            var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
            #expect(abs(h - hue) < 1e-9 || abs(abs(h - hue) - 1) < 1e-9, "seed \(seed): hue \(hue) → \(h)")
            #expect(abs(s - saturation) < 1e-9 && abs(b - brightness) < 1e-9 && a == alpha, "seed \(seed)")
        }
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        #expect(red == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3.0, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
    }

    @Test("when components are read, then getRed gives them all and getWhite answers only for greys")
    func components() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.2, 0.4, 0.6, 0.8])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(Color(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.5)
        white = -1
        #expect(!Color.systemRed.getWhite(&white, alpha: nil) && white == -1, "a colour that is not grey leaves the pointers alone")
        #expect(Color.red.getRed(nil, green: nil, blue: nil, alpha: nil), "nil pointers are allowed")
    }

    @Test("when Display P3 components are given, then greys stay put and out-of-gamut colours clamp to sRGB")
    func displayP3() {
        #expect(Color(displayP3Red: 0.5, green: 0.5, blue: 0.5) .isNear(Color(white: 0.5)))
        #expect(Color(displayP3Red: 1, green: 0, blue: 0).isNear(Color(red: 1, green: 0, blue: 0)), "P3 red is beyond sRGB red")
        // A colour inside both gamuts: sRGB (0.8, 0.4, 0.2) is P3 ≈ (0.7485, 0.4216, 0.2481) (CSS Color 4 matrices).
        #expect(Color(displayP3Red: 0.7485, green: 0.4216, blue: 0.2481).isNear(Color(red: 0.8, green: 0.4, blue: 0.2), tolerance: 2e-3))
    }

    @Test("when a dynamic provider or a system colour gets another alpha, then every appearance keeps it")
    func dynamicColours() {
        let provider = Color { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(provider.isDynamic && provider.resolvedColor(with: Self.dark) == .white && provider.resolvedColor(with: Self.light) == .black)
        let faded = provider.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: Self.dark) == Color(white: 1, alpha: 0.5) && faded.resolvedColor(with: Self.light) == Color(white: 0, alpha: 0.5))
        let label = Color.label.withAlphaComponent(0.25)
        #expect(label.isDynamic && label.resolvedColor(with: Self.dark) == Color(white: 1, alpha: 0.25))
        #expect(Color.red.withAlphaComponent(0.3).alpha == 0.3 && !Color.red.withAlphaComponent(0.3).isDynamic)
        #expect(provider != Color { $0.userInterfaceStyle == .dark ? .white : .black }, "providers compare by identity, as UIKit's objects")
        #expect(provider == provider)
    }

    @Test("when a colour goes to CGColor and back, then nothing is lost")
    func cgColorRoundTrip() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(Color(cgColor: color.cgColor) == color)
        #expect(color.cgColor.components == [0.1, 0.2, 0.3, 0.4] && color.cgColor.alpha == 0.4)
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 1)) == Color(white: 0.5))
        #expect(Color.label.cgColor.components == [0, 0, 0, 1], "a dynamic colour's cgColor is its light variant")
        #expect(Color.systemBlue.resolvedColor(with: Self.dark).cgColor == CGColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        #expect(CGColor(gray: 0.2, alpha: 1).copy(alpha: 0.5)?.components == [0.2, 0.5])
    }

    @Test("when components are NaN, infinite or out of range, then they clamp to 0…1 and nothing traps")
    func badComponents() {
        let color = Color(red: .nan, green: 2, blue: -1, alpha: .infinity)
        #expect([color.red, color.green, color.blue, color.alpha] == [0, 1, 0, 0])
        #expect(Color(white: .nan).red == 0 && Color(hue: .nan, saturation: 5, brightness: -3) == Color(white: 0))
        #expect(Color(displayP3Red: .infinity, green: .nan, blue: -.infinity).alpha == 1)
        #expect(Color.red.withAlphaComponent(.nan).alpha == 0 && Color.red.withAlphaComponent(7).alpha == 1)
        #expect(CGColor(red: .nan, green: 3, blue: 0, alpha: -2).components == [0, 1, 0, 0])
    }

    @Test("when increased contrast is asked for, then accent and grey system colours resolve to the guidelines' higher-contrast values, label, link and separator colours to the project's, other colours keep theirs, and another alpha keeps every variant")
    func increasedContrast() {
        let high = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
        let highDark = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
        #expect(Color.systemBlue.resolvedColor(with: high).description == "rgba(0, 64, 221, 1)")
        #expect(Color.systemBlue.resolvedColor(with: highDark).description == "rgba(64, 156, 255, 1)")
        #expect(Color.systemRed.resolvedColor(with: high).description == "rgba(215, 0, 21, 1)")
        #expect(Color.systemGray6.resolvedColor(with: highDark).description == "rgba(36, 36, 38, 1)")
        #expect(Color.tintColor.resolvedColor(with: high) == Color.systemBlue.resolvedColor(with: high))
        #expect(Color.systemBlue.resolvedColor(with: TraitCollection(accessibilityContrast: .normal)).description == "rgba(0, 122, 255, 1)")
        #expect(Color.label.resolvedColor(with: highDark) == Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)))
        #expect(Color.secondaryLabel.resolvedColor(with: high).description == "rgba(60, 60, 67, 0.76)")
        #expect(Color.secondaryLabel.resolvedColor(with: highDark).description == "rgba(235, 235, 245, 0.7)")
        #expect(Color.link.resolvedColor(with: high) == Color.systemBlue.resolvedColor(with: high))
        #expect(Color.separator.resolvedColor(with: high).description == "rgba(60, 60, 67, 0.5)")
        #expect(Color.systemBackground.resolvedColor(with: highDark) == Color.systemBackground.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)))
        #expect(Color.red.resolvedColor(with: high) == Color.red)
        let faded = Color.systemBlue.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: high).description == "rgba(0, 64, 221, 0.5)")
        #expect(faded.resolvedColor(with: highDark).description == "rgba(64, 156, 255, 0.5)")
        #expect(faded == Color.systemBlue.withAlphaComponent(0.5) && faded.hashValue == Color.systemBlue.withAlphaComponent(0.5).hashValue)
        #expect(faded != Color.systemBlue && Color.systemBlue != Color.link, "same light value, other variants")
        let provider = Color(dynamicProvider: { $0.accessibilityContrast == .high ? .black : .gray })
        let other = Color(dynamicProvider: { _ in .gray })
        #expect(provider.resolvedColor(with: high) == .black && provider == provider && provider != other)
    }
}

extension Color {
    func isNear(_ other: Color, tolerance: CGFloat = 1e-6) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }

}
