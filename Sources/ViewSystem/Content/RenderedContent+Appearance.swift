import CollectionGeometry

extension RenderedContent {
    /// The content with its dynamic colours (system colours, `Color(dynamicProvider:)`) resolved for
    /// `traits`: a list configuration's texts and image tint, a custom configuration's texts and
    /// swatches. Labels, image views and text fields resolve their own colours when they make their
    /// content, so theirs is returned as it is.
    /// A template image (a symbol) with no tint of its own is drawn in `viewTint` (the view's
    /// `tintColor`), resolved too — otherwise a renderer would draw its own default, the light system blue.
    /// - Complexity: O(parts) for custom content.
    package func resolvingColors(with traits: TraitCollection, viewTint: Color) -> RenderedContent {
        switch self {
        case .list(var list):
            list.textProperties.color = list.textProperties.color.resolvedColor(with: traits)
            list.secondaryTextProperties.color = list.secondaryTextProperties.color.resolvedColor(with: traits)
            list.imageProperties.tintColor = list.imageProperties.tintColor?.resolvedColor(with: traits)
            if let image = list.image, let tint = image.tintColor, tint.isDynamic {
                list.image = image.withTintColor(tint.resolvedColor(with: traits), renderingMode: image.renderingMode)
            } else if let image = list.image, image.tintColor == nil, image.isTemplate, list.imageProperties.tintColor == nil {
                list.imageProperties.tintColor = viewTint.resolvedColor(with: traits)
            }
            return .list(list)
        case .custom(var custom):
            custom.root = Self.resolvingColors(in: custom.root, with: traits, viewTint: viewTint)
            return .custom(custom)
        case .text, .image, .textField:
            return self
        }
    }

    private static func resolvingColors(in part: CustomContentConfiguration.Part, with traits: TraitCollection,
                                        viewTint: Color) -> CustomContentConfiguration.Part {
        switch part {
        case .text(let text, let font, let color): .text(text, font: font, color: color.resolvedColor(with: traits))
        case .swatch(let color, let width, let height): .swatch(color.resolvedColor(with: traits), width: width, height: height)
        case .image(let image):
            if let tint = image.tintColor, tint.isDynamic {
                .image(image.withTintColor(tint.resolvedColor(with: traits), renderingMode: image.renderingMode))
            } else if image.tintColor == nil, image.isTemplate {
                .image(image.withTintColor(viewTint.resolvedColor(with: traits), renderingMode: image.renderingMode))
            } else {
                part
            }
        case .vertical(let parts, let spacing): .vertical(parts.map { resolvingColors(in: $0, with: traits, viewTint: viewTint) }, spacing: spacing)
        case .horizontal(let parts, let spacing): .horizontal(parts.map { resolvingColors(in: $0, with: traits, viewTint: viewTint) }, spacing: spacing)
        case .styled(let inner, let classNames): .styled(resolvingColors(in: inner, with: traits, viewTint: viewTint), classNames: classNames)
        }
    }
}
