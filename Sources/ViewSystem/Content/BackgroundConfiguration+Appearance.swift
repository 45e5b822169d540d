import CollectionGeometry

extension BackgroundConfiguration {
    /// The background with its fill, selected fill and stroke resolved for `traits`.
    package func resolvingColors(with traits: TraitCollection) -> BackgroundConfiguration {
        var resolved = self
        resolved.backgroundColor = backgroundColor?.resolvedColor(with: traits)
        resolved.selectedBackgroundColor = selectedBackgroundColor?.resolvedColor(with: traits)
        resolved.strokeColor = strokeColor?.resolvedColor(with: traits)
        return resolved
    }
}
