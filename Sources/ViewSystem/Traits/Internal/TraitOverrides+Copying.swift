import CollectionGeometry

extension TraitOverrides {
    /// Overrides `trait` with its value in `collection`.
    mutating func copy(_ trait: Trait, from collection: TraitCollection) {
        func open<T: TraitDefinition>(_ trait: T.Type) { self[trait] = collection[trait] }
        open(trait)
    }

    /// Overrides `trait` with its value in `other`.
    mutating func copy(_ trait: Trait, from other: TraitOverrides) {
        func open<T: TraitDefinition>(_ trait: T.Type) { self[trait] = other[trait] }
        open(trait)
    }
}
