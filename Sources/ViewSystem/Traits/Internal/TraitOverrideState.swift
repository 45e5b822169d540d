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
    /// The view's registrations.
    let registry = TraitChangeRegistry()

    /// Whether either set of overrides holds a trait.
    var overridesTraits: Bool { !own.isEmpty || !controller.isEmpty }

    /// `traits` with the controller's overrides, then the view's, applied.
    func applied(to traits: TraitCollection) -> TraitCollection {
        own.applied(to: controller.applied(to: traits))
    }
}
