import CollectionGeometry
import Foundation
import Testing

@Suite("Color: WCAG's relative luminance and contrast ratio")
struct ColorContrastTests {
    @Test("when black meets white, then the ratio is 21:1; a colour with itself is 1:1; the order of the two does not matter")
    func ratios() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(Color(red: 0.3, green: 0.6, blue: 0.2).contrastRatio(with: Color(red: 0.3, green: 0.6, blue: 0.2)) == 1)
        let (a, b) = (Color(red: 0.85, green: 0.8, blue: 0.38), Color(red: 0.11, green: 0.11, blue: 0.12))
        #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    }

    @Test("when a colour's luminance is read, then it follows WCAG's sRGB formula: the linear segment near black, green weighing most")
    func luminance() {
        #expect(Color.white.relativeLuminance == 1 && Color.black.relativeLuminance == 0)
        #expect(abs(Color(red: 0.04, green: 0.04, blue: 0.04).relativeLuminance - 0.04 / 12.92) < 1e-12)
        #expect(Color(red: 0, green: 1, blue: 0).relativeLuminance > Color(red: 1, green: 0, blue: 0).relativeLuminance)
        // iOS's secondary label grey on white measures 3.4:1 (Guides/Accessibility.md).
        let grey = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)
        let onWhite = Color(red: 1 - 0.6 * (1 - grey.red), green: 1 - 0.6 * (1 - grey.green), blue: 1 - 0.6 * (1 - grey.blue))
        #expect((onWhite.contrastRatio(with: .white) * 10).rounded(.down) == 34)
    }
}
