@testable import CollectionGeometry
import Foundation
import Testing

@Suite("Visual effects (kept, not drawn)")
struct VisualEffectTests {
    @Test("when vibrancy is made from a blur alone, then its style is .label; styles keep UIKit's raw values and unknown ones give nil")
    func vibrancy() {
        let blur = BlurEffect(style: .systemMaterial)
        let vibrancy = VibrancyEffect(blurEffect: blur)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .label)
        #expect(VibrancyEffect(blurEffect: blur, style: .separator).style.rawValue == 7)
        #expect(VibrancyEffect.Style(rawValue: 8) == nil && VibrancyEffect.Style(rawValue: -1) == nil)
    }

    @Test("when two effects are made alike, then they are still different effects, as UIKit compares them")
    func identity() {
        let blur = BlurEffect(style: .light)
        let a = VibrancyEffect(blurEffect: blur), b = VibrancyEffect(blurEffect: blur)
        #expect(a != b && a == a)
    }
}
