import Foundation

/// A blur (`UIBlurEffect`). Kept, not drawn (see `VisualEffect`).
open class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The material the blur imitates (`UIBlurEffect.Style`, with its raw values).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
        case systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The material.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
