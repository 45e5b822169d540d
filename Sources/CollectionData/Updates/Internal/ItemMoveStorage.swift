import Foundation

/// A batch update's item moves as plain integers: a set for moves added one by one (where the same
/// move named twice counts once), and a list for moves a diff appends knowing they are distinct —
/// appended without hashing (hashing two Foundation `IndexPath`s per move was most of a long diff).
///
/// Equality and hashing see the moves as one set, however they are stored.
@usableFromInline
struct ItemMoveStorage: Hashable, Sendable {
    /// One move, section and item before and after.
    @usableFromInline
    struct Packed: Hashable, Sendable, Comparable {
        @usableFromInline var sourceSection: Int
        @usableFromInline var sourceItem: Int
        @usableFromInline var destinationSection: Int
        @usableFromInline var destinationItem: Int

        @inlinable init(sourceSection: Int, sourceItem: Int, destinationSection: Int, destinationItem: Int) {
            self.sourceSection = sourceSection
            self.sourceItem = sourceItem
            self.destinationSection = destinationSection
            self.destinationItem = destinationItem
        }

        /// By source, then destination (index path order).
        @inlinable static func < (lhs: Packed, rhs: Packed) -> Bool {
            (lhs.sourceSection, lhs.sourceItem, lhs.destinationSection, lhs.destinationItem)
                < (rhs.sourceSection, rhs.sourceItem, rhs.destinationSection, rhs.destinationItem)
        }
    }

    /// Moves added one by one.
    @usableFromInline var hashed: Set<Packed> = []
    /// Moves appended as distinct from each other and from `hashed`.
    @usableFromInline var distinct: [Packed] = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { hashed.isEmpty && distinct.isEmpty }
    @inlinable var count: Int { hashed.count + distinct.count }

    /// Every move, in no particular order.
    @inlinable var all: [Packed] { distinct.isEmpty ? Array(hashed) : Array(hashed) + distinct }

    /// Adds a move; naming one already there changes nothing.
    @inlinable mutating func insert(_ move: Packed) {
        normalize()
        hashed.insert(move)
    }

    /// Appends a move the caller knows is not there yet. O(1), no hashing.
    @inlinable mutating func appendDistinct(_ move: Packed) {
        distinct.append(move)
    }

    @inlinable mutating func reserveDistinctCapacity(_ count: Int) {
        distinct.reserveCapacity(distinct.count + count)
    }

    /// Adds every move of `other`.
    @inlinable mutating func formUnion(_ other: ItemMoveStorage) {
        if isEmpty {
            self = other
            return
        }
        normalize()
        hashed.formUnion(other.hashed)
        hashed.formUnion(other.distinct)
    }

    /// Moves the distinct list into the set (before a move that may repeat one is added).
    @inlinable mutating func normalize() {
        guard !distinct.isEmpty else { return }
        hashed.formUnion(distinct)
        distinct = []
    }

    @inlinable static func == (lhs: ItemMoveStorage, rhs: ItemMoveStorage) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.distinct.isEmpty && rhs.distinct.isEmpty { return lhs.hashed == rhs.hashed }
        var left = lhs, right = rhs
        left.normalize()
        right.normalize()
        return left.hashed == right.hashed
    }

    @inlinable func hash(into hasher: inout Hasher) {
        var normal = self
        normal.normalize()
        hasher.combine(normal.hashed)
    }
}
