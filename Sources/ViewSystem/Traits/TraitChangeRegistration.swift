/// The token `registerForTraitChanges(_:handler:)` returns (`UITraitChangeRegistration`): hand it to
/// `unregisterForTraitChanges(_:)` to stop observing. Registrations end with their object, so
/// keeping it is needed only to stop early.
public protocol TraitChangeRegistration: AnyObject {}
