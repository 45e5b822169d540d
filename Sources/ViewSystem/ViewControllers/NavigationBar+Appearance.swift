import CollectionGeometry
import Foundation

extension NavigationBar: BarPositioning {
    /// Where the bar sits: a navigation controller's bar is attached to the top of the screen
    /// (`.topAttached`); a bar on its own is where its delegate's `position(for:)` says, `.top` when it
    /// says `.any` or there is no delegate. Legacy background images are looked up with it.
    ///
    /// Differences from UIKit: a `.topAttached` bar on its own does not extend its background above
    /// itself (its superview places it).
    public var barPosition: BarPosition {
        if isManagedByNavigationController { return .topAttached }
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .top : asked
    }

    /// The appearance in effect: the top item's, else the bar's, for the bar's height (compact or
    /// regular) and for whether content is scrolled under it — at the scroll edge (a navigation
    /// controller's bar only) the scroll-edge appearance, else the standard one with a transparent
    /// background, as UIKit documents.
    var resolvedAppearance: NavigationBarAppearance {
        let item = self.item
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = item?.standardAppearance ?? standardAppearance
        let shown = compact ? (item?.compactAppearance ?? compactAppearance ?? standard) : standard
        guard isManagedByNavigationController, !isContentScrolledUnder else { return shown }
        var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if compact { edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? edge }
        return edge ?? shown.transparentCopy()
    }

    /// `appearance` with the legacy properties filled in where it leaves a value unset — a copy when
    /// any applies, as UIKit carries them into its appearance objects: the titles' attributes; and,
    /// unless the appearance is transparent (a scroll edge without its own appearance stays so), the
    /// background image for the bar's metrics and position (which replaces the blur and brings the
    /// legacy shadow image, drawn as it is), `barTintColor` as the background colour, and an opaque
    /// background when `isTranslucent` is `false`; the title's vertical adjustment for the metrics
    /// (compact falling back to default) when the appearance does not move the title.
    func withLegacyCustomizations(_ appearance: NavigationBarAppearance) -> NavigationBarAppearance {
        let isTransparent = appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.backgroundImage == nil
        let title = appearance.titleTextAttributes.isEmpty ? titleTextAttributes : nil
        let largeTitle = appearance.largeTitleTextAttributes.isEmpty ? largeTitleTextAttributes : nil
        let metrics = currentMetrics
        let image = isTransparent || appearance.backgroundImage != nil ? nil : legacyBackgroundImage(for: barPosition, metrics: metrics)
        let tint = isTransparent || appearance.backgroundColor != nil || image != nil ? nil : barTintColor
        let opaque = !isTransparent && !isTranslucent
        let ownLift = titleVerticalPositionAdjustment(for: metrics)
        let lift = appearance.titlePositionAdjustment != .zero ? 0 : ownLift != 0 ? ownLift : titleVerticalPositionAdjustment(for: .default)
        guard title != nil || largeTitle != nil || image != nil || tint != nil || opaque || lift != 0 else { return appearance }
        let filled = appearance.copy()
        if let title { filled.titleTextAttributes = title }
        if let largeTitle { filled.largeTitleTextAttributes = largeTitle }
        if let image {
            filled.backgroundImage = image
            filled.backgroundEffect = nil
            if let shadowImage { filled.shadowImage = shadowImage.withRenderingMode(.alwaysOriginal) }
        }
        if let tint { filled.backgroundColor = tint }
        if lift != 0 { filled.titlePositionAdjustment = Offset(horizontal: 0, vertical: lift) }
        if opaque {
            filled.backgroundEffect = nil
            filled.backgroundColor = filled.backgroundColor?.withAlphaComponent(1) ?? (barStyle == .black ? .black : .systemBackground)
        }
        return filled
    }

    /// The metrics legacy customisations are looked up with: compact in a compact height.
    var currentMetrics: BarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }

    /// Draws the appearance in effect: the background (blur as its material's colour, then the
    /// colour, then the image), the shadow, the titles' attributes and the buttons' appearances. The
    /// legacy properties fill what it leaves unset, except at a transparent scroll edge.
    func applyAppearance() {
        let appearance = withLegacyCustomizations(resolvedAppearance)
        appliedAppearance = appearance
        backgroundColor = background(of: appearance)
        if let image = appearance.backgroundImage {
            backgroundImageView.image = image
            backgroundImageView.contentMode = appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
            if backgroundImageView.superview !== self { insertSubview(backgroundImageView, at: 0) }
        } else if backgroundImageView.superview != nil {
            backgroundImageView.image = nil
            backgroundImageView.removeFromSuperview()
        }
        applyShadow(of: appearance)
        let title = appearance.titleTextAttributes
        titleLabel.font = title[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = title[.foregroundColor] as? Color ?? .label
        largeTitleLabel.textColor = appearance.largeTitleTextAttributes[.foregroundColor] as? Color ?? .label
        for button in buttons.leading + buttons.trailing + backButtons {
            button.itemAppearance = backButtons.contains { $0 === button } ? appearance.backButtonAppearance
                : button.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        setNeedsLayout()
    }

    /// One colour for the background's layers: the colour over the blur's material (or over what is
    /// behind the bar — the content's background — when there is no blur), as the page draws no blur.
    private func background(of appearance: NavigationBarAppearance) -> Color {
        let base = appearance.backgroundEffect.map(Self.material) ?? scrollEdgeBackground
        guard let color = appearance.backgroundColor else { return base }
        return Self.composite(color, over: base)
    }

    /// The hairline in the shadow colour, or the appearance's shadow image in its place (tinted with
    /// the colour when it is a template); no shadow when the colour is `nil` or clear, except a shadow
    /// image that is not a template, which shows as it is.
    private func applyShadow(of appearance: NavigationBarAppearance) {
        let color = appearance.shadowColor.flatMap { $0.alpha > 0 || $0.isDynamic ? $0 : nil }
        var image = appearance.shadowImage
        if image?.isTemplate == true, color == nil { image = nil }
        hairline.isHidden = image != nil || color == nil
        if let color { hairline.backgroundColor = color }
        if let image {
            shadowImageView.image = image
            shadowImageView.tintColor = color
            if shadowImageView.superview !== self { insertSubview(shadowImageView, aboveSubview: hairline) }
        } else if shadowImageView.superview != nil {
            shadowImageView.image = nil
            shadowImageView.removeFromSuperview()
        }
    }

    /// The average colour of a blur's material: the chrome material's, light or dark as the style
    /// names, else as the traits say.
    private static func material(of effect: BlurEffect) -> Color {
        switch effect.style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            materialColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            materialColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
             .systemChromeMaterial:
            materialColor
        }
    }

    /// `top` drawn over `base` (source-over), per trait collection when either is dynamic.
    static func composite(_ top: Color, over base: Color) -> Color {
        // An opaque colour hides what is under it (system colours are opaque in every variant).
        if top.alpha >= 1 { return top }
        @Sendable func blend(_ top: Color, _ base: Color) -> Color {
            let alpha = top.alpha + base.alpha * (1 - top.alpha)
            guard alpha > 0 else { return Color(white: 0, alpha: 0) }
            func channel(_ t: CGFloat, _ b: CGFloat) -> CGFloat { (t * top.alpha + b * base.alpha * (1 - top.alpha)) / alpha }
            return Color(red: channel(top.red, base.red), green: channel(top.green, base.green),
                         blue: channel(top.blue, base.blue), alpha: alpha)
        }
        guard top.isDynamic || base.isDynamic else { return blend(top, base) }
        return Color(dynamicProvider: { traits in blend(top.resolvedColor(with: traits), base.resolvedColor(with: traits)) })
    }
}
