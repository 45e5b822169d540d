import CollectionGeometry

/// The traits a view overrides through `traitOverrides` — its own and its view controller's — and
/// the view's trait change registrations: kept apart from the view's stored state, which most views
/// never need.
@MainActor
final class TraitOverrideState {
    /// The view's `traitOverrides`.
    var own = TraitOverrides()
    /// Its view controller's `traitOverrides` (applied first: the view's own win).
    var controller = TraitOverrides()
    /// The view's `minimumContentSizeCategory` and `maximumContentSizeCategory`.
    var minimumContentSizeCategory: ContentSizeCategory?
    var maximumContentSizeCategory: ContentSizeCategory?
    /// The view's registrations.
    let registry = TraitChangeRegistry()

    /// Whether either set of overrides holds a trait, or the text size is limited.
    var overridesTraits: Bool {
        !own.isEmpty || !controller.isEmpty || minimumContentSizeCategory != nil || maximumContentSizeCategory != nil
    }

    /// `traits` with the controller's overrides, then the view's, applied, and the text size kept
    /// within the limits (the maximum wins over a larger minimum); an unspecified size stays so.
    func applied(to traits: TraitCollection) -> TraitCollection {
        var result = own.applied(to: controller.applied(to: traits))
        let category = result.preferredContentSizeCategory
        guard category != .unspecified else { return result }
        if let minimum = minimumContentSizeCategory, minimum != .unspecified, category < minimum { result.preferredContentSizeCategory = minimum }
        if let maximum = maximumContentSizeCategory, maximum != .unspecified, result.preferredContentSizeCategory > maximum {
            result.preferredContentSizeCategory = maximum
        }
        return result
    }
}
