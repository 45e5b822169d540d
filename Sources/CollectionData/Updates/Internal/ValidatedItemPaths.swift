import Foundation

/// The inserts or deletes of a batch as the validator reads them: the set of paths named one by one,
/// or a diff's runs (each section's items ascending and distinct) read as they are, never hashed.
struct ValidatedItemPaths {
    typealias Violation = BatchUpdateError.Violation

    /// Paths named one by one (empty when the batch holds runs).
    private var set: Set<IndexPath>
    /// Section → ascending distinct items (empty when the batch holds a set).
    private var runs: [Int: [Int]]

    init(_ storage: ItemSetStorage) {
        if storage.hashed.isEmpty {
            set = []
            runs = storage.runs
        } else {
            set = storage.paths
            runs = [:]
        }
    }

    /// Whether `path` is one of these.
    /// - Complexity: O(1) for a set, O(log k) in a run of k items.
    func contains(_ path: IndexPath) -> Bool {
        if !set.isEmpty { return set.contains(path) }
        guard path.isCollectionIndexPath, let items = runs[path.section] else { return false }
        let item = path.item
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low] == item
    }

    /// Keeps the paths `problem` finds nothing wrong with; each refusal goes to `refuse`, in
    /// index-path order. When every path is valid (the usual case) nothing is copied or hashed.
    /// - Complexity: O(n) to check; O(n log n) when some path is refused.
    mutating func keep(where problem: (IndexPath) -> Violation?, refuse: (Violation) -> Void) {
        if !set.isEmpty {
            guard set.contains(where: { problem($0) != nil }) else { return }
            var kept = Set<IndexPath>()
            for path in set.sorted() {
                if let violation = problem(path) { refuse(violation) } else { kept.insert(path) }
            }
            set = kept
            return
        }
        for section in runs.keys.sorted() {
            let items = runs[section]!
            // Ascending runs: checking the ends settles a section whose items are all in range.
            if problem(IndexPath(item: items[0], section: section)) == nil,
               problem(IndexPath(item: items[items.count - 1], section: section)) == nil { continue }
            var kept: [Int] = []
            for item in items {
                if let violation = problem(IndexPath(item: item, section: section)) { refuse(violation) } else { kept.append(item) }
            }
            runs[section] = kept.isEmpty ? nil : kept
        }
    }

    /// Removes the paths `isRemoved` says to (it may record why).
    /// - Complexity: O(n).
    mutating func removeAll(where isRemoved: (IndexPath) -> Bool) {
        if !set.isEmpty {
            set = set.filter { !isRemoved($0) }
            return
        }
        for section in runs.keys.sorted() {
            let kept = runs[section]!.filter { !isRemoved(IndexPath(item: $0, section: section)) }
            runs[section] = kept.isEmpty ? nil : kept
        }
    }

    /// Removes every path in the sections `sections` names.
    /// - Complexity: O(n) for a set, O(sections) for runs.
    mutating func removeSections(_ sections: Set<Int>) {
        guard !sections.isEmpty else { return }
        if !set.isEmpty {
            set = set.filter { !sections.contains($0.section) }
            return
        }
        for section in sections { runs[section] = nil }
    }

    /// The paths in `others` that are also here, in index-path order.
    func common(with others: Set<IndexPath>) -> [IndexPath] {
        others.filter { contains($0) }.sorted()
    }

    /// The items by section, each section's ascending; every path is valid in `counts`.
    /// - Complexity: O(1) for runs; for a set, `BatchUpdateValidator.itemsBySection`'s.
    func bySection(counts: [Int]) -> [Int: [Int]] {
        set.isEmpty ? runs : BatchUpdateValidator.itemsBySection(set, counts: counts)
    }
}
