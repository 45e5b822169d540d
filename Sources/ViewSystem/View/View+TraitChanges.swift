import CollectionGeometry

/// iOS 17's trait system on views: single traits overridden for a subtree, and closures run when
/// chosen traits change.
extension View: TraitEnvironment, TraitChangeObservable {
    /// The traits this view sets for itself and its subviews (`traitOverrides`), applied over what it
    /// inherits (after `overrideUserInterfaceStyle` and its view controller's overrides). Setting a
    /// trait that changes the view's traits tells the view and its subviews
    /// (`traitCollectionDidChange(_:)` and the registrations).
    ///
    /// ```swift
    /// view.traitOverrides.userInterfaceStyle = .dark
    /// view.traitOverrides[ThemeTrait.self] = .monochrome
    /// view.traitOverrides.remove(TraitUserInterfaceStyle.self)
    /// ```
    public var traitOverrides: TraitOverrides {
        get { traitOverrideState?.own ?? TraitOverrides() }
        set { changeTraitOverrides { $0.own = newValue } }
    }

    /// Applies `change` to the view's override state, telling the view when its traits changed.
    final func changeTraitOverrides(_ change: (TraitOverrideState) -> Void) {
        let before = traitCollection
        let state = traitOverrideState ?? TraitOverrideState()
        traitOverrideState = state
        change(state)
        overridesAppearanceDidChange()
        if traitCollection != before { traitCollectionDidChange(before) }
    }

    /// Runs `handler` with the view and its traits before the change whenever one of `traits`
    /// changes value (after `traitCollectionDidChange(_:)`). Name the view's type in the closure to
    /// get it typed: `{ (view: Self, previousTraitCollection: UITraitCollection) in … }`; refer to
    /// the view through that parameter, not by capturing it, or the two keep each other alive.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping TraitChangeHandler<Environment>) -> any TraitChangeRegistration {
        let state = traitOverrideState ?? TraitOverrideState()
        traitOverrideState = state
        return state.registry.register(traits, handler: handler)
    }

    /// Stops `registration`. A registration this view did not return is reported and ignored.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        TraitChangeRegistry.unregister(registration, from: traitOverrideState?.registry, owner: "view", reportingTo: self)
    }

    /// Delivers pending trait changes now. Trait changes are delivered as they happen here (the
    /// traits are computed from the hierarchy when read), so there is never anything pending; UIKit
    /// code that calls it to be sure reads up-to-date traits either way.
    public func updateTraitsIfNeeded() {}

    /// Runs the view's registrations, then its view controller's, whose traits differ from `previous`.
    final func fireTraitChangeRegistrations(previous: TraitCollection?) {
        let ownRegistrations = traitOverrideState.map { !$0.registry.isEmpty } ?? false
        let controllerRegistrations = owningViewController?.traitChangeRegistry.map { !$0.isEmpty } ?? false
        guard ownRegistrations || controllerRegistrations else { return }
        let current = traitCollection
        if ownRegistrations { traitOverrideState?.registry.fire(for: self, current: current, previous: previous) }
        if controllerRegistrations, let controller = owningViewController {
            controller.traitChangeRegistry?.fire(for: controller, current: current, previous: previous)
        }
    }
}
