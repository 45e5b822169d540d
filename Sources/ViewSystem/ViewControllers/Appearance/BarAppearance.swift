import CollectionGeometry
import Foundation

/// What a bar looks like behind its content: a background (blur, colour, image, in that order from
/// the bottom) and the shadow along its edge (`UIBarAppearance`).
///
/// Give a bar a subclass's object — `NavigationBarAppearance` for a navigation bar — as its
/// `standardAppearance`, `scrollEdgeAppearance` and the compact variants. Bars keep a copy of what
/// they are given (`@NSCopying` in UIKit): change an appearance after assigning it and assign it
/// again.
///
/// Differences from UIKit: the page draws no blur, so `backgroundEffect` shows as the average colour
/// of its material (the chrome material's, light or dark as the style or the bar's traits say);
/// archives are not read (`init(coder:)` returns `nil`); `idiom` is the idiom asked for, as every
/// idiom can be shown.
@MainActor
open class BarAppearance {
    /// The idiom the appearance was made for (`init()` takes the device's).
    public let idiom: UserInterfaceIdiom
    /// The blur at the bottom of the background; `nil` for none.
    open var backgroundEffect: BlurEffect?
    /// The colour over the blur; `nil` for none.
    open var backgroundColor: Color?
    /// The image over the colour, sized by `backgroundImageContentMode`; `nil` for none.
    open var backgroundImage: Image?
    /// How `backgroundImage` fills the bar (default `.scaleToFill`; `.redraw` is read as `.scaleToFill`).
    open var backgroundImageContentMode: View.ContentMode = .scaleToFill
    /// The colour of the shadow along the bar's edge: the hairline's, or a template `shadowImage`'s;
    /// `nil` or a clear colour shows no shadow.
    open var shadowColor: Color?
    /// An image drawn as the shadow instead of the hairline: tinted with `shadowColor` when it is a
    /// template, drawn as it is otherwise.
    open var shadowImage: Image?

    /// An appearance for `idiom` with the default background (`configureWithDefaultBackground()`).
    public required init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom
        setDefaultBackground()
    }

    /// An appearance for the device's idiom with the default background.
    public convenience init() {
        self.init(idiom: Device.current.userInterfaceIdiom)
    }

    /// An appearance with what `barAppearance` has of this class's properties (a navigation bar's
    /// from a toolbar's takes the background and the shadow).
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Archives are not read here; returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// An independent copy of the same class.
    public func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's background and shadow: the chrome material's blur, no colour or image, and a
    /// hairline (black at 30 %). Replaces the background and shadow set before.
    open func configureWithDefaultBackground() {
        setDefaultBackground()
    }

    /// An opaque background in the system background colour (`.systemBackground`, light or dark) and
    /// the hairline. Replaces the background and shadow set before.
    open func configureWithOpaqueBackground() {
        resetBackground()
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow: what is behind the bar shows. Replaces the background and shadow
    /// set before.
    open func configureWithTransparentBackground() {
        resetBackground()
    }

    /// The hairline's colour in the default and opaque configurations (UIKit's bar shadow).
    public static let defaultShadowColor = Color(white: 0, alpha: 0.3)

    private func setDefaultBackground() {
        resetBackground()
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.defaultShadowColor
    }

    private func resetBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }
}
