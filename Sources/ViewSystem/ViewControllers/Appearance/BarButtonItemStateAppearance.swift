import CollectionGeometry
import Foundation

/// How a bar's buttons of one style look in one state (`UIBarButtonItemStateAppearance`): obtained
/// from a `BarButtonItemAppearance`'s `normal`, `highlighted`, `disabled` or `focused`.
///
/// Differences from UIKit: `backgroundImage` and `backgroundImagePositionAdjustment` are kept and
/// copied but not drawn (a bar button draws its title or image on the bar's background).
@MainActor
public final class BarButtonItemStateAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are drawn; empty for the bar's defaults
    /// (17-point text, semibold for a done button, in the tint colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the bar puts it (positive: right and down).
    public var titlePositionAdjustment: Offset = .zero
    /// An image behind the button (kept, not drawn).
    public var backgroundImage: Image?
    /// How far the background image moves (kept, not drawn).
    public var backgroundImagePositionAdjustment: Offset = .zero

    init() {}

    /// A copy of `other`'s values.
    init(copying other: BarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// Whether nothing was set: a state left so takes another's look (see `BarButtonItemAppearance`).
    var isDefault: Bool {
        titleTextAttributes.isEmpty && titlePositionAdjustment == .zero && backgroundImage == nil
            && backgroundImagePositionAdjustment == .zero
    }
}
