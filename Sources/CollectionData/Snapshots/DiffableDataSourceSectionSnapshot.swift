import Foundation

/// The items of one section as a tree, with expanded and collapsed parents (F31).
///
/// UIKit's `NSDiffableDataSourceSectionSnapshot`. The section of a full snapshot shows the *visible*
/// items — roots, and the children of expanded parents — depth first
/// (`DiffableDataSourceSnapshot.replaceItems(inSection:with:)`).
///
/// Identifiers must be unique across the whole tree. Rejected operations leave the snapshot unchanged
/// and are recorded in `problems`; `validate(_:)` throws them instead.
///
/// - Complexity: lookups (`contains`, `parent(of:)`, `level(of:)`, `isExpanded`) are O(1) or O(depth);
///   `items`, `visibleItems` and `index(of:)` walk the tree, O(n).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    struct Node: Hashable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// The items without a parent, in order.
    public internal(set) var rootItems: [ItemIdentifierType] = []
    var nodes: [ItemIdentifierType: Node] = [:]

    /// Operations that were rejected, in order (not part of equality).
    public internal(set) var problems: [SnapshotError] = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Forgets the recorded problems (once a data source has reported them).
    package mutating func clearProblems() { problems = [] }

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        walk(rootItems, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items a collection view shows: roots and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, onlyVisible: true) { result.append($0) }
        return result
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// The position of `item` in `items`, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// The depth of `item`: 0 for root items. UIKit raises for an unknown item; this returns −1.
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = nodes[item] else { return -1 }
        var level = 0
        while let parent = node.parent, let parentNode = nodes[parent] {
            level += 1
            node = parentNode
        }
        return level
    }

    /// The parent of `child`, or `nil` for root and unknown items.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` is shown: it is a root, or every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent, let parentNode = nodes[parent] {
            guard parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// The subtree under `parent`, with `parent` as its only root when `includingParent`, else its
    /// children as roots. Empty for an unknown parent.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard nodes[parent] != nil else { return result }
        result.rootItems = includingParent ? [parent] : nodes[parent]!.children
        copySubtree(of: result.rootItems, into: &result)
        for root in result.rootItems { result.nodes[root]?.parent = nil }
        return result
    }

    // MARK: Changing

    /// Adds items as children of `parent` (after its existing children), or as roots when `nil`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        if let parent, nodes[parent] == nil { return reject(.unknownItems([parent], operation: operation)) }
        guard acceptNew(items, operation: operation) else { return }
        for item in items { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]!.children.append(contentsOf: items) } else { rootItems.append(contentsOf: items) }
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Adds a whole snapshot (its roots and their subtrees) as children of `parent`, or as roots.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        if let parent, nodes[parent] == nil { return reject(.unknownItems([parent], operation: operation)) }
        guard acceptNew(snapshot.items, operation: operation) else { return }
        merge(snapshot, parent: parent)
        if let parent { nodes[parent]!.children.append(contentsOf: snapshot.rootItems) } else { rootItems.append(contentsOf: snapshot.rootItems) }
    }

    /// Replaces the children of `parent` (and their subtrees) with `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        let operation = "replace(childrenOf:using:)"
        guard nodes[parent] != nil else { return reject(.unknownItems([parent], operation: operation)) }
        var copy = self
        copy.removeSubtrees(copy.nodes[parent]!.children)
        copy.nodes[parent]!.children = []
        guard copy.acceptNew(snapshot.items, operation: operation) else {
            problems = copy.problems
            return
        }
        copy.merge(snapshot, parent: parent)
        copy.nodes[parent]!.children = snapshot.rootItems
        self = copy
    }

    /// Deletes items and everything under them. Naming an unknown item rejects the whole call.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let unknown = items.filter { nodes[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: "delete(_:)")) }
        let doomed = Set(items)
        for item in doomed where nodes[item] != nil {
            if let parent = nodes[item]!.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            removeSubtrees([item])
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        rootItems.removeAll()
        nodes.removeAll()
    }

    /// Expands items (their children become visible when they are visible themselves).
    public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(items, true, operation: "expand(_:)") }

    /// Collapses items (their descendants are hidden; their own expansion state is kept).
    public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(items, false, operation: "collapse(_:)") }

    /// Makes `changes` and throws the first problem any of them has, keeping none of the changes.
    public mutating func validate(_ changes: (inout Self) -> Void) throws(SnapshotError) {
        var copy = self
        let known = copy.problems.count
        changes(&copy)
        if copy.problems.count > known { throw copy.problems[known] }
        self = copy
    }

    // MARK: Internal

    func walk(_ items: [ItemIdentifierType], onlyVisible: Bool, _ body: (ItemIdentifierType) -> Void) {
        // Iterative depth-first walk (trees can be deep).
        var stack: [IndexingIterator<[ItemIdentifierType]>] = [items.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            body(item)
            if let node = nodes[item], !node.children.isEmpty, !onlyVisible || node.isExpanded {
                stack.append(node.children.makeIterator())
            }
        }
    }

    mutating func reject(_ error: SnapshotError) { problems.append(error) }

    /// Records a problem and returns `false` when `items` repeat or are already present.
    mutating func acceptNew(_ items: [ItemIdentifierType], operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        let duplicates = Set(items.filter { !seen.insert($0).inserted || nodes[$0] != nil })
        guard duplicates.isEmpty else {
            reject(SnapshotError(kind: .duplicateItemIdentifiers, operation: operation,
                                 message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(SnapshotError.list(duplicates))"))
            return false
        }
        return true
    }

    private mutating func insert(_ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard let anchorNode = nodes[anchor] else { return reject(.unknownItems([anchor], operation: operation)) }
        guard acceptNew(items, operation: operation) else { return }
        for item in items { nodes[item] = Node(parent: anchorNode.parent) }
        if let parent = anchorNode.parent {
            let index = nodes[parent]!.children.firstIndex(of: anchor)! + (after ? 1 : 0)
            nodes[parent]!.children.insert(contentsOf: items, at: index)
        } else {
            let index = rootItems.firstIndex(of: anchor)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: items, at: index)
        }
    }

    private mutating func setExpanded(_ items: [ItemIdentifierType], _ expanded: Bool, operation: String) {
        let unknown = items.filter { nodes[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: operation)) }
        for item in items { nodes[item]!.isExpanded = expanded }
    }

    private mutating func removeSubtrees(_ roots: [ItemIdentifierType]) {
        var pending = roots
        while let item = pending.popLast() {
            if let node = nodes.removeValue(forKey: item) { pending.append(contentsOf: node.children) }
        }
    }

    private func copySubtree(of roots: [ItemIdentifierType], into result: inout Self) {
        var pending = roots
        while let item = pending.popLast() {
            guard let node = nodes[item] else { continue }
            result.nodes[item] = node
            pending.append(contentsOf: node.children)
        }
    }

    private mutating func merge(_ snapshot: Self, parent: ItemIdentifierType?) {
        for (item, node) in snapshot.nodes { nodes[item] = node }
        for root in snapshot.rootItems { nodes[root]?.parent = parent }
    }

    /// Every broken internal invariant (empty when consistent). For tests.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        var reached = 0
        walk(rootItems, onlyVisible: false) { _ in reached += 1 }
        if reached != nodes.count { problems.append("\(nodes.count) nodes but \(reached) reachable items") }
        for root in rootItems where nodes[root]?.parent != nil { problems.append("root \(root) has a parent") }
        for (item, node) in nodes {
            for child in node.children where nodes[child]?.parent != item {
                problems.append("child \(child) of \(item) does not point back")
            }
            if let parent = node.parent, nodes[parent]?.children.contains(item) != true {
                problems.append("\(item) is not among its parent's children")
            }
        }
        if Set(items).count != items.count { problems.append("an item appears twice") }
        return problems
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when the trees and expansion states are equal; `problems` do not count.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rootItems == rhs.rootItems && lhs.nodes == rhs.nodes
    }
}
