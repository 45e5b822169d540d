import Foundation

/// Where each item of a snapshot is — its section's identifier and its index there — built so that a
/// copied snapshot changed in a few places costs only those places.
///
/// Two things would otherwise make a small change to a long snapshot cost O(n):
/// - **Shifts.** Inserting or removing a run of items in the middle of a section changes the index of
///   every item after it. The shift is logged instead — "in this section, indices from `from` on move
///   by `delta`" — and a lookup applies the shifts logged after its entry was written. The log is
///   short: past `maximumShifts` the snapshot rewrites the touched sections and clears it.
/// - **Copies.** A data source changes a copy of the snapshot it shows, and a dictionary of n entries
///   is copied whole on its first change. Here the entries live in a shared `base` that is changed in
///   place only while no other snapshot holds it; a snapshot that shares it writes to a small
///   `overlay` instead (removals as `nil`), folded into a fresh base once it grows past half the base.
///
/// The base is a `SnapshotItemTable`, which keeps each item's hash: `entry(_:hash:)` finds an item
/// whose hash the caller already has without hashing it again.
///
/// - Complexity: lookups O(1 + logged shifts), at most `maximumShifts`; writes O(1) amortized.
@usableFromInline
struct SnapshotItemIndex<ItemIdentifierType: Hashable, SectionIdentifierType: Hashable> {
    @usableFromInline typealias Location = SnapshotItemLocation<SectionIdentifierType>

    /// A location as written, valid at time `stamp`: the index and the stamp share one word (the
    /// index in the low `indexBits` bits), so an entry is no larger than a plain location.
    @usableFromInline
    struct Entry {
        @usableFromInline var section: SectionIdentifierType
        @usableFromInline var packed: Int

        @inlinable init(section: SectionIdentifierType, index: Int, stamp: Int) {
            self.section = section
            packed = stamp << SnapshotItemIndexLimits.indexBits | index
        }

        @inlinable var index: Int { packed & SnapshotItemIndexLimits.indexMask }
        @inlinable var stamp: Int { packed >> SnapshotItemIndexLimits.indexBits }
    }

    /// Indices of `section` from `from` on moved by `delta` at time `stamp`.
    @usableFromInline
    struct Shift {
        @usableFromInline var section: SectionIdentifierType
        @usableFromInline var from: Int
        @usableFromInline var delta: Int
        @usableFromInline var stamp: Int

        @inlinable init(section: SectionIdentifierType, from: Int, delta: Int, stamp: Int) {
            self.section = section
            self.from = from
            self.delta = delta
            self.stamp = stamp
        }
    }

    /// The entries shared between copies. Changed only while uniquely referenced (copy-on-write by
    /// hand), which is what makes the table's unchecked `Sendable` sound — and its unchecked
    /// exclusivity: no two accesses to a uniquely referenced table can overlap, and a shared one is
    /// only read (a dynamic check on every lookup doubled the diff's time at a million items).
    @usableFromInline typealias Base = SnapshotItemTable<ItemIdentifierType, Entry>

    /// The most shifts kept before the snapshot rewrites the sections they touch.
    @usableFromInline static var maximumShifts: Int { 8 }

    @usableFromInline var base = Base()
    /// Changes made while `base` was shared: an entry, or `nil` for an item removed.
    @usableFromInline var overlay: [ItemIdentifierType: Entry?] = [:]
    @usableFromInline var shifts: [Shift] = []
    /// The time of the latest shift; entries written now carry it.
    @usableFromInline var now = 0
    /// The number of items.
    @usableFromInline var count = 0

    @inlinable init() {}

    /// Whether the log is full, so the next shift should rewrite locations instead.
    @inlinable var isLogFull: Bool { shifts.count >= Self.maximumShifts }

    /// Whether the stamps have run out, so every location must be rewritten (`restartClock()`) before
    /// the next shift — once in 8 million shifts.
    @inlinable var isClockExhausted: Bool { now >= SnapshotItemIndexLimits.maximumStamp }

    /// Starts the stamps again at 0 and forgets the log; call just before every item is written again.
    @inlinable mutating func restartClock() {
        now = 0
        shifts.removeAll()
    }

    /// The sections the logged shifts touch.
    @inlinable var shiftedSections: [SectionIdentifierType] { shifts.map(\.section) }

    /// Every item (unordered). For checks.
    ///
    /// - Complexity: O(n).
    @inlinable var items: [ItemIdentifierType] {
        base.keys.filter { overlay[$0] == nil } + overlay.compactMap { $0.value == nil ? nil : $0.key }
    }

    @inlinable mutating func reserveCapacity(_ capacity: Int) {
        if isKnownUniquelyReferenced(&base) {
            base.reserveCapacity(capacity)
        } else if overlay.isEmpty, base.count == 0 {
            base = Base(minimumCapacity: capacity)
        }
    }

    @inlinable mutating func removeAll() {
        base = Base()
        overlay = [:]
        shifts.removeAll()
        count = 0
    }

    /// Forgets the log; call once every item of `shiftedSections` has been written again.
    @inlinable mutating func clearLog() { shifts.removeAll() }

    /// The entry of `item` as written, or `nil`.
    @inlinable func entry(_ item: ItemIdentifierType) -> Entry? {
        // The overlay first: an item it answers for is not hashed for the base.
        if !overlay.isEmpty, let changed = overlay[item] { return changed }
        return base.value(forKey: item, hash: Base.hash(item))
    }

    /// The entry of `item`, whose `Base.hash` is `hash`, as written, or `nil`.
    @inlinable func entry(_ item: ItemIdentifierType, hash: Int) -> Entry? {
        if !overlay.isEmpty, let changed = overlay[item] { return changed }
        return base.value(forKey: item, hash: hash)
    }

    /// Where an item is whose entry is `entry`.
    @inlinable func location(_ entry: Entry) -> Location {
        var index = entry.index
        if !shifts.isEmpty {
            for shift in shifts where shift.stamp > entry.stamp && index >= shift.from && shift.section == entry.section {
                index += shift.delta
            }
        }
        return Location(section: entry.section, index: index)
    }

    /// Where `item`, whose `Base.hash` is `hash`, is, or `nil`.
    @inlinable func location(of item: ItemIdentifierType, hash: Int) -> Location? {
        // Not `.map(location)`: a method reference captures a copy of `self` in a closure, which cost
        // the diff an allocation per lookup.
        guard let entry = entry(item, hash: hash) else { return nil }
        return location(entry)
    }

    /// Where `item` is, or `nil`; setting writes the location as of now.
    @inlinable subscript(item: ItemIdentifierType) -> Location? {
        get {
            guard let entry = entry(item) else { return nil }
            return location(entry)
        }
        set {
            let written = newValue.map { Entry(section: $0.section, index: $0.index, stamp: now) }
            let existed: Bool
            if isKnownUniquelyReferenced(&base) {
                let shadowed = overlay.isEmpty ? nil : overlay.removeValue(forKey: item)
                let hash = Base.hash(item)
                let old = written.map { base.updateValue($0, forKey: item, hash: hash) } ?? base.removeValue(forKey: item, hash: hash)
                existed = shadowed.map { $0 != nil } ?? (old != nil)
            } else {
                existed = entry(item) != nil
                overlay[item] = .some(written)
                if overlay.count > Swift.max(1_024, base.count / 2) { fold() }
            }
            count += (written == nil ? 0 : 1) - (existed ? 1 : 0)
        }
    }

    /// Writes the locations of `items` as `section`'s from `start` on, unless one of them is already
    /// held or named twice: then nothing changes and those items are returned.
    ///
    /// - Complexity: O(k) for k items, one hash each when they are new (the usual case); a clash costs
    ///   another pass to undo.
    @inlinable mutating func insertIfAllNew(_ items: [ItemIdentifierType], hashes: [Int], section: SectionIdentifierType,
                                            from start: Int) -> [ItemIdentifierType] {
        guard isKnownUniquelyReferenced(&base), overlay.isEmpty else {
            // A shared base: check first, then write through the overlay.
            let clashing = clashes(items, hashes: hashes)
            if clashing.isEmpty { insertAbsent(items, section: section, from: start) }
            return clashing
        }
        base.reserveCapacity(base.count + items.count)
        for (offset, item) in items.enumerated() {
            let entry = Entry(section: section, index: start + offset, stamp: now)
            guard base.insertIfAbsent(item, hash: hashes[offset], value: entry) else {
                // Undo what this call wrote (an item named twice clashed with its own first write,
                // which goes too), then name every clash.
                for written in 0..<offset { base.removeValue(forKey: items[written], hash: hashes[written]) }
                return clashes(items, hashes: hashes)
            }
        }
        count += items.count
        return []
    }

    /// The items of `items` (hashed as `hashes`) that the index holds or that `items` names twice,
    /// each once.
    ///
    /// - Complexity: O(k) for k items.
    @inlinable func clashes(_ items: [ItemIdentifierType], hashes: [Int]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var reported = Set<ItemIdentifierType>()
        return items.indices.compactMap { offset in
            let item = items[offset]
            let clashes = !seen.insert(item).inserted || entry(item, hash: hashes[offset]) != nil
            return clashes && reported.insert(item).inserted ? item : nil
        }
    }

    /// Writes the locations of `items`, none of which the index holds, as `section`'s from `start` on.
    ///
    /// - Complexity: O(k) for k items, one hash each.
    @inlinable mutating func insertAbsent<Items: Collection<ItemIdentifierType>>(_ items: Items, section: SectionIdentifierType, from start: Int) {
        if isKnownUniquelyReferenced(&base), overlay.isEmpty {
            base.reserveCapacity(base.count + items.count)
            for (offset, item) in items.enumerated() {
                base.insertNew(item, hash: Base.hash(item), value: Entry(section: section, index: start + offset, stamp: now))
            }
        } else {
            overlay.reserveCapacity(overlay.count + items.count)
            for (offset, item) in items.enumerated() {
                overlay[item] = .some(Entry(section: section, index: start + offset, stamp: now))
            }
            if overlay.count > Swift.max(1_024, base.count / 2) { fold() }
        }
        count += items.count
    }

    /// Records that the items of `section` at `from` and after move by `delta`. The caller checks
    /// `isLogFull` first.
    @inlinable mutating func shift(section: SectionIdentifierType, from: Int, by delta: Int) {
        guard delta != 0 else { return }
        now += 1
        shifts.append(Shift(section: section, from: from, delta: delta, stamp: now))
    }

    /// A base of its own holding the overlay's changes.
    ///
    /// - Complexity: O(n).
    @inlinable mutating func fold() {
        let folded = base.copy(minimumCapacity: base.count + overlay.count)
        for (item, change) in overlay {
            let hash = Base.hash(item)
            if let change { folded.updateValue(change, forKey: item, hash: hash) } else { folded.removeValue(forKey: item, hash: hash) }
        }
        base = folded
        overlay = [:]
    }
}

/// The split of an entry's word between index and stamp.
@usableFromInline
enum SnapshotItemIndexLimits {
    /// Indices below 2^40 (a section of a trillion items).
    @usableFromInline static var indexBits: Int { 40 }
    @usableFromInline static var indexMask: Int { (1 << indexBits) - 1 }
    /// Stamps below 2^23 (the sign bit stays clear).
    @usableFromInline static var maximumStamp: Int { (1 << (Int.bitWidth - 1 - indexBits)) - 1 }
}

extension SnapshotItemIndex: Sendable where ItemIdentifierType: Sendable, SectionIdentifierType: Sendable {}
extension SnapshotItemIndex.Entry: Sendable where SectionIdentifierType: Sendable {}
extension SnapshotItemIndex.Shift: Sendable where SectionIdentifierType: Sendable {}
