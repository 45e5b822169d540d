import CollectionGeometry
import Foundation
import Testing
@testable import Gallery

@Suite("The gallery's tiles")
struct PaletteTests {
    /// WCAG's contrast ratio of two colours.
    private func contrast(_ a: Color, _ b: Color) -> CGFloat {
        func luminance(_ color: Color) -> CGFloat {
            func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("when a tile of any palette colour is captioned, then its caption contrasts at least 3:1 with it, dark on the pale ones")
    func captionsContrast() {
        var worst: CGFloat = .infinity
        for index in 0..<360 {
            let tile = Palette.color(index)
            worst = min(worst, contrast(Palette.captionColor(on: tile), tile))
        }
        #expect(worst >= 3, "the worst caption contrast is \(worst):1")
        #expect(Palette.captionColor(on: Color(red: 0.85, green: 0.8, blue: 0.38)) != .white, "a pale yellow tile gets a dark caption")
        #expect(Palette.captionColor(on: Color(red: 0.38, green: 0.45, blue: 0.85)) == .white)
    }
}
