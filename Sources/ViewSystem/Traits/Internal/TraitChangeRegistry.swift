import CollectionGeometry

/// The trait change registrations of one object, and which of them a change fires.
@MainActor
final class TraitChangeRegistry {
    /// One registration: the traits it observes and its handler, given the object and the traits
    /// before the change.
    final class Registration: TraitChangeRegistration {
        let traits: Set<ObjectIdentifier>
        let handler: (AnyObject, TraitCollection) -> Void

        init(traits: [Trait], handler: @escaping (AnyObject, TraitCollection) -> Void) {
            self.traits = Set(traits.map { ObjectIdentifier($0) })
            self.handler = handler
        }
    }

    private(set) var registrations: [Registration] = []

    /// Adds a registration to `registry`, made on first use: what each trait environment's
    /// `registerForTraitChanges(_:handler:)` does.
    static func register<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void,
                                                        in registry: inout TraitChangeRegistry?) -> Registration {
        let existing = registry ?? TraitChangeRegistry()
        registry = existing
        return existing.register(traits, handler: handler)
    }

    var isEmpty: Bool { registrations.isEmpty }

    /// Adds a registration calling `handler` with the object cast to `Environment`.
    func register<Environment: TraitEnvironment>(_ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void) -> Registration {
        let registration = Registration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        registrations.append(registration)
        return registration
    }

    /// Removes `registration`; `false` when it is not one of these.
    @discardableResult
    func unregister(_ registration: any TraitChangeRegistration) -> Bool {
        guard let index = registrations.firstIndex(where: { $0 === registration }) else { return false }
        registrations.remove(at: index)
        return true
    }

    /// Runs the handlers of the registrations observing a trait that differs between `current` and
    /// `previous`, in the order they were registered.
    /// - Complexity: O(registrations + traits set in either collection).
    func fire(for object: AnyObject, current: TraitCollection, previous: TraitCollection?) {
        let before = previous ?? TraitCollection()
        let changed = Set(current.changedTraits(from: before).map { ObjectIdentifier($0) })
        guard !changed.isEmpty else { return }
        // A handler may register or unregister: run those registered when the change happened.
        for registration in registrations where !registration.traits.isDisjoint(with: changed) {
            registration.handler(object, before)
        }
    }
}
