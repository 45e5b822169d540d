import Foundation

/// Vibrancy: content drawn over a blur takes on its colours (`UIVibrancyEffect`). Kept, not drawn
/// (see `VisualEffect`).
open class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// How strongly content shows through (`UIVibrancyEffectStyle`, with its raw values).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
        case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
    }

    /// The blur the vibrancy goes with (UIKit does not expose it).
    let blurEffect: BlurEffect
    /// The style, `.label` for `init(blurEffect:)` (UIKit does not expose it).
    package let style: Style

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for labels over `blurEffect`.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}
