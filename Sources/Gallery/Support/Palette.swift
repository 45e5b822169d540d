import OpenCollectionView

/// Deterministic colours for generated content (photos, tiles), so every run looks the same.
enum Palette {
    /// A colour for `index`, spread around the hue circle.
    static func color(_ index: Int, saturation: CGFloat = 0.55, brightness: CGFloat = 0.85) -> Color {
        let hue = CGFloat((index &* 47) % 360) / 360
        return hsb(hue: hue, saturation: saturation, brightness: brightness)
    }

    /// Converts hue, saturation and brightness (0…1) to a colour.
    static func hsb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> Color {
        let (r, g, b) = rgb(hue: hue, saturation: saturation, brightness: brightness)
        return Color(red: r, green: g, blue: b)
    }

    /// The red, green and blue (0…1) of a hue, saturation and brightness (0…1; the hue wraps).
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    /// A tile: a coloured swatch filling the cell with a caption, in the page's `card` style.
    static func tile(_ caption: String, color: Color) -> CustomContentConfiguration {
        let captionColor = captionColor(on: color)
        // A white caption keeps the page's soft shadow under it; a dark one needs none.
        return CustomContentConfiguration(.styled(.text(caption, font: .systemFont(ofSize: 13, weight: .semibold), color: captionColor),
                                                  classNames: captionColor == .white ? ["centered", "heavy"] : ["centered"]))
    }

    /// The caption colour for a swatch of `color`: white, as on most tiles, unless white contrasts
    /// less than 3:1 with it (a pale yellow or lime), then near-black (WCAG's relative luminance).
    static func captionColor(on color: Color) -> Color {
        Color.white.contrastRatio(with: color) >= 3 ? .white : Color(red: 0.11, green: 0.11, blue: 0.12)
    }

    /// A rounded background of `color`.
    static func background(_ color: Color, radius: CGFloat = 8) -> BackgroundConfiguration {
        var background = BackgroundConfiguration.clear()
        background.backgroundColor = color
        background.cornerRadius = radius
        return background
    }
}
