import Foundation

extension Color {
    /// WCAG's relative luminance of the colour's sRGB components (alpha ignored), 0 for black to 1
    /// for white. Not in UIKit.
    package var relativeLuminance: CGFloat {
        func linear(_ value: CGFloat) -> CGFloat { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio of this colour and `other`, both read as opaque: 1 to 21. Not in UIKit.
    package func contrastRatio(with other: Color) -> CGFloat {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }
}
