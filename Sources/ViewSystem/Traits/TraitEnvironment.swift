import CollectionGeometry

/// An object with traits that hears when they change (`UITraitEnvironment`): views and view
/// controllers.
@MainActor
public protocol TraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: TraitCollection { get }
    /// Called when the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
