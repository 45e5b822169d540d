import CollectionGeometry

extension TraitChangeRegistry {
    /// Removes `registration` from `registry`, or reports (to `view`'s window) that `owner` did not
    /// make it: what each trait environment's `unregisterForTraitChanges(_:)` does.
    static func unregister(_ registration: any TraitChangeRegistration, from registry: TraitChangeRegistry?, owner: String, reportingTo view: View?) {
        guard registry?.unregister(registration) != true else { return }
        LayoutDiagnostic.report("unregisterForTraitChanges: the registration was not made on this \(owner) or was already removed.",
                                constraints: [], from: view)
    }
}
