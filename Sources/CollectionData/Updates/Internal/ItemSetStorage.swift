import Foundation

/// A batch's item index paths of one kind (inserts or deletes), stored the cheap way each caller can
/// fill it: paths named one by one are hashed; runs a diff knows to be new — one section's items,
/// ascending and distinct — are kept per section as they come, never hashed (an outline's expansion
/// inserts thousands of items into one section).
@usableFromInline
struct ItemSetStorage: Hashable, Sendable {
    /// Paths added one by one.
    @usableFromInline private(set) var hashed: Set<IndexPath> = []
    /// Section → its items, ascending and distinct; kept only while `hashed` is empty.
    @usableFromInline private(set) var runs: [Int: [Int]] = [:]

    @inlinable init() {}

    @inlinable var isEmpty: Bool { hashed.isEmpty && runs.isEmpty }

    /// Every path.
    /// - Complexity: O(1) while nothing is kept in runs, O(n) otherwise.
    @inlinable var paths: Set<IndexPath> {
        guard !runs.isEmpty else { return hashed }
        var all = hashed
        all.reserveCapacity(hashed.count + runs.values.reduce(0) { $0 + $1.count })
        for (section, items) in runs {
            for item in items { all.insert(IndexPath(item: item, section: section)) }
        }
        return all
    }

    /// Adds `paths`; naming one already there changes nothing.
    @inlinable mutating func formUnion(_ paths: [IndexPath]) {
        hashed.reserveCapacity(hashed.count + paths.count)
        normalize()
        hashed.formUnion(paths)
    }

    /// Adds every path of `other`.
    @inlinable mutating func formUnion(_ other: ItemSetStorage) {
        if isEmpty {
            self = other
            return
        }
        normalize()
        hashed.formUnion(other.paths)
    }

    /// Adds `items` of `section`, which the caller knows are ascending, distinct and not here yet (a
    /// diff's run). Kept unhashed while nothing was added one by one and the section has no run yet.
    @inlinable mutating func appendRun(_ items: [Int], inSection section: Int) {
        guard !items.isEmpty else { return }
        if hashed.isEmpty, runs[section] == nil {
            runs[section] = items
        } else {
            normalize()
            for item in items { hashed.insert(IndexPath(item: item, section: section)) }
        }
    }

    /// Moves the runs into the set.
    @inlinable mutating func normalize() {
        guard !runs.isEmpty else { return }
        hashed = paths
        runs = [:]
    }

    @inlinable static func == (lhs: ItemSetStorage, rhs: ItemSetStorage) -> Bool {
        if lhs.runs.isEmpty && rhs.runs.isEmpty { return lhs.hashed == rhs.hashed }
        return lhs.paths == rhs.paths
    }

    @inlinable func hash(into hasher: inout Hasher) {
        hasher.combine(paths)
    }
}
