import CollectionGeometry

/// iOS 17's trait system on a scene: single traits overridden for every window of the scene, and
/// closures run when chosen traits change.
extension WindowScene: TraitEnvironment, TraitChangeObservable {
    /// The traits this scene sets for its windows (`traitOverrides`), applied over the traits its host
    /// gives (a browser page's appearance, text size …); size classes the overrides leave alone still
    /// follow the scene's size. Setting a trait that changes the scene's traits tells the windows'
    /// views and view controllers and the scene's registrations.
    public var traitOverrides: TraitOverrides {
        get { storedTraitOverrides }
        set {
            changingTraits {
                storedTraitOverrides = newValue
                for window in windows { window.overrideTraitCollection = windowTraits }
            }
        }
    }

    /// Runs `handler` with the scene and its traits before the change whenever one of `traits`
    /// changes value: the host's traits, the scene's size crossing a size class, its overrides.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping TraitChangeHandler<Environment>) -> any TraitChangeRegistration {
        TraitChangeRegistry.register(traits, handler: handler, in: &traitChangeRegistry)
    }

    /// Stops `registration`. A registration this scene did not return is reported (to its key
    /// window's handler) and ignored.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        TraitChangeRegistry.unregister(registration, from: traitChangeRegistry, owner: "scene", reportingTo: keyWindow ?? windows.first)
    }
}
