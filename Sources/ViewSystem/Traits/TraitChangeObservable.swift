import CollectionGeometry

/// An object that runs your code when chosen traits change (`UITraitChangeObservable`, iOS 17):
/// views and view controllers.
///
/// A registration's handler runs after `traitCollectionDidChange(_:)`, when one of its traits has a
/// value other than the one before, with the object and the traits before the change.
///
/// Differences from UIKit: the `Selector` forms (`registerForTraitChanges(_:target:action:)`,
/// `registerForTraitChanges(_:action:)`) need the Objective-C runtime; register a closure. Changes
/// are delivered as they happen, not gathered until the next layout pass.
@MainActor
public protocol TraitChangeObservable {
    /// The closure a registration runs: the object whose traits changed (cast to the type the
    /// closure names), and its traits before the change.
    typealias TraitChangeHandler<Environment: TraitEnvironment> = (Environment, TraitCollection) -> Void

    /// Runs `handler` whenever one of `traits` changes value; the returned token stops it.
    @discardableResult
    func registerForTraitChanges<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping TraitChangeHandler<Environment>) -> any TraitChangeRegistration

    /// Stops the registration `registration` (one this object returned; others are ignored).
    func unregisterForTraitChanges(_ registration: any TraitChangeRegistration)
}
