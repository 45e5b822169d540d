import Foundation

/// A trait a trait collection can hold (`UITraitDefinition`): the system's traits
/// (`TraitUserInterfaceStyle`, `TraitHorizontalSizeClass` …) and your own.
///
/// Define a trait with a type whose `defaultValue` is the value a collection that does not set it
/// reports; read it with `traitCollection[MyTrait.self]`, set it in `traitOverrides[MyTrait.self]`
/// or `TraitCollection(mutations:)`, and observe it with `registerForTraitChanges(_:handler:)`.
///
/// Differences from UIKit: a trait's value must be `Equatable` and `Sendable` (trait collections are
/// compared to find what changed, and cross tasks); enumerations and the usual value types are both.
public protocol TraitDefinition: SendableMetatype {
    /// The type of the trait's value.
    associatedtype Value: Equatable & Sendable
    /// The value a trait collection that does not set the trait reports.
    static var defaultValue: Value { get }
    /// Whether dynamic colours resolve by this trait, so a change redraws views that use them (default `false`).
    static var affectsColorAppearance: Bool { get }
    /// A short name for printing (default: the type's name).
    static var name: String { get }
    /// A unique identifier (default: the type's module-qualified name).
    static var identifier: String { get }
}

extension TraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, named by its definition's type (`UITrait`), as `registerForTraitChanges(_:handler:)`
/// and `changedTraits(from:)` take and give them.
public typealias Trait = any TraitDefinition.Type
