import Foundation

/// A multiple-selection sweep: the pointer went down on `start` and is now over `end`; every item
/// between them (in index path order, across sections) takes the sweep's state, and items the sweep
/// leaves again go back to what they were before it began.
///
/// The sweep selects when it started on an unselected item and deselects when it started on a
/// selected one, so sweeping back over a selection clears it. The value only says which items should
/// change; the collection view asks its delegate and applies them.
struct MultipleSelectionSweep: Equatable, Sendable {
    /// Where the sweep began.
    let start: IndexPath
    /// The selection before the sweep.
    let base: Set<IndexPath>
    /// Whether swept items become selected (`false`: deselected).
    let selects: Bool
    /// The item the pointer was last over.
    private(set) var end: IndexPath

    /// A sweep beginning on `start` over the selection `base`.
    init(start: IndexPath, base: Set<IndexPath>) {
        self.start = start
        self.base = base
        self.selects = !base.contains(start)
        self.end = start
    }

    /// The wanted state of each item whose wanted state changes as the sweep's end moves to `item`:
    /// `true` to select, `false` to deselect. `counts(section)` is the number of items in a section.
    ///
    /// - Complexity: O(*n* + *s*), where *n* is the number of items between the old end and the new
    ///   one and *s* the number of sections between them.
    mutating func move(to item: IndexPath, counts: (Int) -> Int) -> [(IndexPath, Bool)] {
        guard item != end else { return [] }
        let old = Self.interval(start, end)
        let new = Self.interval(start, item)
        end = item
        // Both intervals hold `start`, so the items in just one of them lie between the two lower
        // ends (below the higher one) and between the two upper ends (above the lower one).
        var changed: [IndexPath] = []
        if old.lower != new.lower {
            changed += Self.items(from: Swift.min(old.lower, new.lower), through: Swift.max(old.lower, new.lower), counts: counts).dropLast()
        }
        if old.upper != new.upper {
            changed += Self.items(from: Swift.min(old.upper, new.upper), through: Swift.max(old.upper, new.upper), counts: counts).dropFirst()
        }
        var changes: [(IndexPath, Bool)] = []
        for path in changed {
            let isIn = new.lower <= path && path <= new.upper
            changes.append((path, isIn ? selects : base.contains(path)))
        }
        return changes
    }

    /// The closed interval between two index paths, lower first.
    private static func interval(_ a: IndexPath, _ b: IndexPath) -> (lower: IndexPath, upper: IndexPath) {
        a <= b ? (a, b) : (b, a)
    }

    /// The items from `lower` through `upper` in index path order.
    static func items(from lower: IndexPath, through upper: IndexPath, counts: (Int) -> Int) -> [IndexPath] {
        guard lower.count == 2, upper.count == 2, lower <= upper else { return [] }
        var result: [IndexPath] = []
        for section in lower.section...upper.section {
            let first = section == lower.section ? lower.item : 0
            let last = section == upper.section ? upper.item : counts(section) - 1
            guard first <= last else { continue }
            for item in first...last { result.append(IndexPath(item: item, section: section)) }
        }
        return result
    }
}
