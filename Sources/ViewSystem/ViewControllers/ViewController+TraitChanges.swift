import CollectionGeometry

/// iOS 17's trait system on view controllers: single traits overridden for the controller and its
/// views, and closures run when chosen traits change.
extension ViewController: TraitEnvironment, TraitChangeObservable {
    /// The traits this view controller sets for itself, its view and what that contains
    /// (`traitOverrides`), applied over what the view inherits; the view's own `traitOverrides`
    /// apply after them. Setting a trait that changes the traits tells the view and the controller
    /// (`traitCollectionDidChange(_:)` and the registrations). Setting it does not load the view.
    public var traitOverrides: TraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            viewIfLoaded?.changeTraitOverrides { $0.controller = newValue }
        }
    }

    /// Runs `handler` with the controller and its traits before the change whenever one of `traits`
    /// changes value (after `traitCollectionDidChange(_:)`, once the view is loaded and in a
    /// hierarchy whose traits change). Name the controller's type in the closure to get it typed.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping TraitChangeHandler<Environment>) -> any TraitChangeRegistration {
        let registry = traitChangeRegistry ?? TraitChangeRegistry()
        traitChangeRegistry = registry
        return registry.register(traits, handler: handler)
    }

    /// Stops `registration`. A registration this controller did not return is reported (on its view's
    /// window, when it has one) and ignored.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        guard traitChangeRegistry?.unregister(registration) == true else {
            LayoutDiagnostic.report("unregisterForTraitChanges: the registration was not made on this view controller or was already removed.",
                                    constraints: [], from: viewIfLoaded)
            return
        }
    }

    /// Delivers pending trait changes now; they are delivered as they happen here, so there is never
    /// anything pending (see `View.updateTraitsIfNeeded()`).
    public func updateTraitsIfNeeded() {}
}
