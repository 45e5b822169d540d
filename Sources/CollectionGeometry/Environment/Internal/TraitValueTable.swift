import Foundation

/// The values of the traits a trait collection or an override set holds beyond its stored
/// properties, by trait: your own traits, and the system traits layouts never read.
struct TraitValueTable: Hashable, Sendable {
    /// One trait's value, with what it takes to compare it and to write it elsewhere.
    struct Entry: Sendable {
        let trait: any TraitDefinition.Type
        let value: any Sendable
        /// Whether `other` (a value of the same trait) equals `value`.
        let isEqual: @Sendable (any Sendable) -> Bool
        /// Whether `value` is the trait's default.
        let isDefault: Bool
        /// Writes `value` into any container of traits.
        let write: @Sendable (inout any MutableTraits) -> Void

        init<T: TraitDefinition>(_ trait: T.Type, _ value: T.Value) {
            self.trait = trait
            self.value = value
            isEqual = { ($0 as? T.Value) == value }
            isDefault = value == T.defaultValue
            write = { $0[T.self] = value }
        }
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The value set for `trait`, if one is.
    func value<T: TraitDefinition>(for trait: T.Type) -> T.Value? {
        entries[ObjectIdentifier(trait)]?.value as? T.Value
    }

    /// Sets `value` for `trait`.
    mutating func set<T: TraitDefinition>(_ value: T.Value, for trait: T.Type) {
        entries[ObjectIdentifier(trait)] = Entry(trait, value)
    }

    /// Forgets the value of `trait`.
    mutating func remove(_ trait: Trait) {
        entries[ObjectIdentifier(trait)] = nil
    }

    func contains(_ trait: Trait) -> Bool {
        entries[ObjectIdentifier(trait)] != nil
    }

    /// The traits whose values differ between the two tables, an absent value counting as its
    /// trait's default.
    /// - Complexity: O(entries in both).
    func changedTraits(from other: TraitValueTable) -> [Trait] {
        var changed: [Trait] = []
        for (key, entry) in entries {
            if let before = other.entries[key] {
                if !entry.isEqual(before.value) { changed.append(entry.trait) }
            } else if !entry.isDefault {
                changed.append(entry.trait)
            }
        }
        for (key, entry) in other.entries where entries[key] == nil && !entry.isDefault {
            changed.append(entry.trait)
        }
        return changed
    }

    static func == (lhs: TraitValueTable, rhs: TraitValueTable) -> Bool {
        // Most collections set no trait beyond the stored ones: compare without building a list.
        if lhs.entries.isEmpty, rhs.entries.isEmpty { return true }
        return lhs.changedTraits(from: rhs).isEmpty
    }

    func hash(into hasher: inout Hasher) {
        // Equal tables may differ in which default values they hold, so only non-default entries count.
        hasher.combine(entries.isEmpty ? 0 : entries.values.lazy.filter { !$0.isDefault }.count)
    }
}
