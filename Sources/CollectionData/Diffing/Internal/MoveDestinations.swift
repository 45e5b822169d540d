/// Which new positions a move lands on, per new section — the moved items, found by where they go,
/// with no hashing per move. A section's flags are made on its first move.
///
/// A value of its own rather than an array the diff's local functions capture: a captured variable
/// is checked for exclusive access on every call, which cost a shuffle's diff 7 %.
@usableFromInline
struct MoveDestinations {
    @usableFromInline var flags: [[Bool]]
    @usableFromInline let sectionCounts: [Int]

    /// No moves yet, into sections of `sectionCounts` items.
    @inlinable init(sectionCounts: [Int]) {
        self.sectionCounts = sectionCounts
        flags = Array(repeating: [], count: sectionCounts.count)
    }

    /// Records a move to `index` of `section`.
    @inlinable mutating func mark(_ index: Int, inSection section: Int) {
        if flags[section].isEmpty { flags[section] = Array(repeating: false, count: sectionCounts[section]) }
        flags[section][index] = true
    }

    /// Whether a move lands on `index` of `section`.
    @inlinable func contains(_ index: Int, inSection section: Int) -> Bool {
        let sectionFlags = flags[section]
        return !sectionFlags.isEmpty && sectionFlags[index]
    }
}
