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
            controllerTraitOverridesDidChange()
        }
    }

    /// Sets the traits `childViewController` (one of this controller's children) uses over what it
    /// inherits: the traits `collection` specifies (gives other than a blank collection's value);
    /// `nil` removes them. The child's own `traitOverrides` win over them. A controller that is not a
    /// child of this one is reported and left alone.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewController) {
        guard childViewController.parent === self else {
            LayoutDiagnostic.report("setOverrideTraitCollection(_:forChild:): \(type(of: childViewController)) is not a child of \(type(of: self)); add it with addChild(_:) first.",
                                    constraints: [], from: viewIfLoaded)
            return
        }
        var overrides = TraitOverrides()
        if let collection {
            for trait in collection.changedTraits(from: TraitCollection()) { overrides.copy(trait, from: collection) }
        }
        childViewController.parentTraitCollection = collection
        childViewController.traitOverridesFromParent = overrides
        childViewController.controllerTraitOverridesDidChange()
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`, if any.
    public func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        childViewController.parent === self ? childViewController.parentTraitCollection : nil
    }

    /// The overrides the controller's view takes: the parent's for it, then the controller's own.
    var controllerTraitOverrides: TraitOverrides {
        if traitOverridesFromParent.isEmpty { return storedTraitOverrides }
        var layer = traitOverridesFromParent
        for trait in storedTraitOverrides.overriddenTraits { layer.copy(trait, from: storedTraitOverrides) }
        return layer
    }

    /// Hands the controller's overrides to its view (which tells its views and the controller when the
    /// traits changed).
    func controllerTraitOverridesDidChange() {
        let layer = controllerTraitOverrides
        viewIfLoaded?.changeTraitOverrides { $0.controller = layer }
    }

    /// Runs `handler` with the controller and its traits before the change whenever one of `traits`
    /// changes value (after `traitCollectionDidChange(_:)`, once the view is loaded and in a
    /// hierarchy whose traits change). Name the controller's type in the closure to get it typed.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping TraitChangeHandler<Environment>) -> any TraitChangeRegistration {
        TraitChangeRegistry.register(traits, handler: handler, in: &traitChangeRegistry)
    }

    /// Stops `registration`. A registration this controller did not return is reported (on its view's
    /// window, when it has one) and ignored.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        TraitChangeRegistry.unregister(registration, from: traitChangeRegistry, owner: "view controller", reportingTo: viewIfLoaded)
    }

    /// Delivers pending trait changes now; they are delivered as they happen here, so there is never
    /// anything pending (see `View.updateTraitsIfNeeded()`).
    public func updateTraitsIfNeeded() {}
}
