import CollectionData
import Foundation

/// What applying a diffable snapshot over another animates, by identifier: the items and sections
/// inserted, deleted, moved, reloaded and reconfigured, over every stage of the changeset.
///
/// Not in UIKit, where the animation is only seen. Each list is in the order the changes appear in
/// their batch (index-path order); `assertApplying(over:animates:)` compares them as sets.
public struct SnapshotAnimation<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Equatable, CustomStringConvertible {
    /// Items inserted (by the new snapshot's order).
    public var insertedItems: [ItemIdentifierType]
    /// Items deleted.
    public var deletedItems: [ItemIdentifierType]
    /// Items moved (by where they land).
    public var movedItems: [ItemIdentifierType]
    /// Items reloaded (their cells replaced).
    public var reloadedItems: [ItemIdentifierType]
    /// Items reconfigured (their cells kept and configured again).
    public var reconfiguredItems: [ItemIdentifierType]
    /// Sections inserted.
    public var insertedSections: [SectionIdentifierType]
    /// Sections deleted.
    public var deletedSections: [SectionIdentifierType]
    /// Sections moved.
    public var movedSections: [SectionIdentifierType]

    /// Creates an animation; every list is empty unless given.
    public init(insertedItems: [ItemIdentifierType] = [], deletedItems: [ItemIdentifierType] = [], movedItems: [ItemIdentifierType] = [],
                reloadedItems: [ItemIdentifierType] = [], reconfiguredItems: [ItemIdentifierType] = [],
                insertedSections: [SectionIdentifierType] = [], deletedSections: [SectionIdentifierType] = [],
                movedSections: [SectionIdentifierType] = []) {
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
    }

    /// Equal when every list holds the same identifiers, in any order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.differences(from: rhs).isEmpty }

    /// One line per non-empty list: `inserted items: a, b`.
    public var description: String {
        let lines = fields.compactMap { field in field.values.isEmpty ? nil : "\(field.name): \(field.values.joined(separator: ", "))" }
        return lines.isEmpty ? "nothing" : lines.joined(separator: "\n")
    }

    /// For each list that differs from `expected`'s: what is missing and what is extra.
    func differences(from expected: Self) -> [String] {
        zip(fields, expected.fields).compactMap { actual, wanted in
            let actualSet = Set(actual.values), wantedSet = Set(wanted.values)
            guard actualSet != wantedSet else { return nil }
            var line = "\(actual.name): expected [\(wanted.values.joined(separator: ", "))], got [\(actual.values.joined(separator: ", "))]"
            let missing = wanted.values.filter { !actualSet.contains($0) }, extra = actual.values.filter { !wantedSet.contains($0) }
            if !missing.isEmpty { line += "; missing \(missing.joined(separator: ", "))" }
            if !extra.isEmpty { line += "; not expected \(extra.joined(separator: ", "))" }
            return line
        }
    }

    private var fields: [(name: String, values: [String])] {
        func text<T>(_ values: [T]) -> [String] { values.map { String(describing: $0) } }
        return [("inserted sections", text(insertedSections)), ("deleted sections", text(deletedSections)),
                ("moved sections", text(movedSections)), ("inserted items", text(insertedItems)),
                ("deleted items", text(deletedItems)), ("moved items", text(movedItems)),
                ("reloaded items", text(reloadedItems)), ("reconfigured items", text(reconfiguredItems))]
    }
}

extension SnapshotAnimation: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot {
    /// What applying this snapshot over `old` animates: the changeset a diffable data source performs
    /// (`changeset(from:)`), read back as identifiers.
    /// - Complexity: that of `changeset(from:)`, plus O(changes).
    public func animation(from old: Self) -> SnapshotAnimation<SectionIdentifierType, ItemIdentifierType> {
        var animation = SnapshotAnimation<SectionIdentifierType, ItemIdentifierType>()
        var before = old
        for stage in changeset(from: old).stages {
            let update = stage.update, after = stage.snapshot
            animation.deletedSections += update.deletedSections.sorted().map { before.sectionIdentifiers[$0] }
            animation.insertedSections += update.insertedSections.sorted().map { after.sectionIdentifiers[$0] }
            animation.movedSections += update.sectionMoves.sorted { $0.destination < $1.destination }.map { before.sectionIdentifiers[$0.source] }
            animation.deletedItems += update.deletedItems.sorted().compactMap { before.itemIdentifier(at: $0) }
            animation.insertedItems += update.insertedItems.sorted().compactMap { after.itemIdentifier(at: $0) }
            animation.movedItems += update.itemMoves.sorted { $0.destination < $1.destination }.compactMap { before.itemIdentifier(at: $0.source) }
            animation.reloadedItems += update.reloadedItems.sorted().compactMap { before.itemIdentifier(at: $0) }
            animation.reconfiguredItems += update.reconfiguredItems.sorted().compactMap { before.itemIdentifier(at: $0) }
            before = after
        }
        return animation
    }

    /// Throws unless applying this snapshot over `old` animates exactly `expected` (each list compared
    /// as a set); the failure names, per list, what is missing and what is not expected.
    public func assertApplying(over old: Self, animates expected: SnapshotAnimation<SectionIdentifierType, ItemIdentifierType>) throws(TestingFailure) {
        let actual = animation(from: old)
        let differences = actual.differences(from: expected)
        guard !differences.isEmpty else { return }
        throw TestingFailure("applying the snapshot animates something else:\n" + differences.map { "  " + $0 }.joined(separator: "\n"))
    }
}
