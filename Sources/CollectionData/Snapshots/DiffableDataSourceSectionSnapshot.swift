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
    /// The items without a parent, in order.
    @inlinable public var rootItems: [ItemIdentifierType] { _rootItems }
    @usableFromInline var _rootItems: [ItemIdentifierType] = []
    /// Every item's parent (`nil` for a root): the set of items the snapshot holds.
    @usableFromInline var parents: [ItemIdentifierType: ItemIdentifierType?] = [:]
    /// The children of the items that have any, in order (leaves have no entry).
    @usableFromInline var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The items that are expanded (kept while an ancestor is collapsed, as in UIKit).
    @usableFromInline var expandedItems: Set<ItemIdentifierType> = []
    /// `visibleItems`, kept up to date by the operations that can do it cheaply (appending roots,
    /// appending under a hidden parent, expanding and collapsing a visible item) and dropped by the
    /// others; `nil` means "walk the tree". Not part of equality.
    @usableFromInline var visibleCache: [ItemIdentifierType]? = []

    /// Operations that were rejected, in order (not part of equality).
    @inlinable public var problems: [SnapshotError] { _problems }
    @usableFromInline var _problems: [SnapshotError] = []

    /// Creates an empty section snapshot.
    @inlinable public init() {}

    /// Forgets the recorded problems (once a data source has reported them).
    @usableFromInline package mutating func clearProblems() { _problems = [] }

    /// Remembers `visible` as this snapshot's visible items (what a data source computed when it showed
    /// the snapshot), so that expanding and collapsing later need not walk the tree.
    @usableFromInline package mutating func cacheVisibleItems(_ visible: [ItemIdentifierType]) { visibleCache = visible }

    /// Every item, depth first (parents before their children).
    ///
    /// - Complexity: O(n).
    @inlinable public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(parents.count)
        walk(rootItems, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items a collection view shows: roots and the children of expanded parents, depth first.
    ///
    /// - Complexity: O(1) after appends and expansion changes (the list is kept); O(n) after other
    ///   changes.
    @inlinable public var visibleItems: [ItemIdentifierType] {
        visibleCache ?? shownItems(under: rootItems)
    }

    /// Whether the snapshot holds `item`.
    @inlinable public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil }

    /// The position of `item` in `items`, or `nil`.
    ///
    /// - Complexity: O(n).
    @inlinable public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The depth of `item`: 0 for root items. UIKit raises for an unknown item; this returns −1.
    ///
    /// - Complexity: O(depth).
    @inlinable public func level(of item: ItemIdentifierType) -> Int {
        guard var parent = parents[item] else { return -1 }
        var level = 0
        while let ancestor = parent {
            level += 1
            parent = parents[ancestor] ?? nil
        }
        return level
    }

    /// The parent of `child`, or `nil` for root and unknown items.
    @inlinable public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] ?? nil }

    /// Whether `item` is expanded.
    @inlinable public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether `item` is shown: it is a root, or every ancestor is expanded.
    ///
    /// - Complexity: O(depth).
    @inlinable public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var parent = parents[item] else { return false }
        while let ancestor = parent {
            guard expandedItems.contains(ancestor) else { return false }
            parent = parents[ancestor] ?? nil
        }
        return true
    }

    /// The subtree under `parent`, with `parent` as its only root when `includingParent`, else its
    /// children as roots. Empty for an unknown parent.
    ///
    /// - Complexity: O(size of the subtree).
    @inlinable public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard contains(parent) else { return result }
        result._rootItems = includingParent ? [parent] : children[parent, default: []]
        copySubtree(of: result.rootItems, into: &result)
        for root in result.rootItems { result.parents[root] = .some(nil) }
        result.visibleCache = nil
        return result
    }

    // MARK: Changing

    /// Adds items as children of `parent` (after its existing children), or as roots when `nil`.
    ///
    /// - Complexity: O(k) for k items (plus O(depth) to see whether they are shown).
    @inlinable public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        if let parent, !contains(parent) { return reject(.unknownItems([parent], operation: operation)) }
        guard acceptNew(items, operation: operation) else { return }
        noteAppend(items, under: parent)
        for item in items { parents[item] = .some(parent) }
        if let parent { children[parent, default: []].append(contentsOf: items) } else { _rootItems.append(contentsOf: items) }
    }

    /// Inserts items as siblings just before `item`.
    @inlinable public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items as siblings just after `item`.
    @inlinable public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Adds a whole snapshot (its roots and their subtrees) as children of `parent`, or as roots.
    @inlinable public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        if let parent, !contains(parent) { return reject(.unknownItems([parent], operation: operation)) }
        guard acceptNew(snapshot.items, operation: operation) else { return }
        visibleCache = nil
        merge(snapshot, parent: parent)
        if let parent { children[parent, default: []].append(contentsOf: snapshot.rootItems) } else { _rootItems.append(contentsOf: snapshot.rootItems) }
    }

    /// Inserts a whole snapshot (its roots and their subtrees) as siblings just before `item`.
    ///
    /// - Complexity: O(k) for the k items of `snapshot`, plus O(siblings) to find `item`.
    @inlinable public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot, relativeTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts a whole snapshot (its roots and their subtrees) as siblings just after `item`.
    ///
    /// - Complexity: as `insert(_:before:)`.
    @inlinable public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot, relativeTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Replaces the children of `parent` (and their subtrees) with `snapshot`.
    @inlinable public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        let operation = "replace(childrenOf:using:)"
        guard contains(parent) else { return reject(.unknownItems([parent], operation: operation)) }
        var copy = self
        copy.visibleCache = nil
        copy.removeSubtrees(copy.children[parent, default: []])
        copy.children[parent] = nil
        guard copy.acceptNew(snapshot.items, operation: operation) else {
            _problems = copy._problems
            return
        }
        copy.merge(snapshot, parent: parent)
        if !snapshot.rootItems.isEmpty { copy.children[parent] = snapshot.rootItems }
        self = copy
    }

    /// Deletes items and everything under them. Naming an unknown item rejects the whole call.
    @inlinable public mutating func delete(_ items: [ItemIdentifierType]) {
        let unknown = items.filter { !contains($0) }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: "delete(_:)")) }
        visibleCache = nil
        for item in Set(items) where contains(item) {
            if let parent = parent(of: item) {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                _rootItems.removeAll { $0 == item }
            }
            removeSubtrees([item])
        }
    }

    /// Deletes every item.
    @inlinable public mutating func deleteAll() {
        _rootItems.removeAll()
        parents.removeAll()
        children.removeAll()
        expandedItems.removeAll()
        visibleCache = []
    }

    /// Expands items (their children become visible when they are visible themselves).
    ///
    /// - Complexity: O(n) to find each newly shown item's place and O(k) for the k items it shows.
    @inlinable public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(items, true, operation: "expand(_:)") }

    /// Collapses items (their descendants are hidden; their own expansion state is kept).
    ///
    /// - Complexity: as `expand(_:)`.
    @inlinable public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(items, false, operation: "collapse(_:)") }

    /// Makes `changes` and throws the first problem any of them has, keeping none of the changes.
    @inlinable public mutating func validate(_ changes: (inout Self) -> Void) throws(SnapshotError) {
        var copy = self
        let known = copy._problems.count
        changes(&copy)
        if copy._problems.count > known { throw copy._problems[known] }
        self = copy
    }

    // MARK: Internal

    @inlinable func walk(_ items: [ItemIdentifierType], onlyVisible: Bool, _ body: (ItemIdentifierType) -> Void) {
        // Iterative depth-first walk (trees can be deep). Most items are leaves, so the (small)
        // dictionary of children is asked only when there is one.
        let hasChildren = !children.isEmpty
        var stack: [IndexingIterator<[ItemIdentifierType]>] = [items.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            body(item)
            if hasChildren, let list = children[item], !onlyVisible || expandedItems.contains(item) {
                stack.append(list.makeIterator())
            }
        }
    }

    /// `roots` and the descendants their expanded items show, depth first.
    @inlinable func shownItems(under roots: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyVisible: true) { result.append($0) }
        return result
    }

    /// The items `item` shows below itself while it and its ancestors are expanded, in order.
    @inlinable func visibleDescendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        shownItems(under: children[item, default: []])
    }

    @inlinable mutating func reject(_ error: SnapshotError) { _problems.append(error) }

    /// Records a problem and returns `false` when `items` repeat or are already present.
    @inlinable mutating func acceptNew(_ items: [ItemIdentifierType], operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        seen.reserveCapacity(items.count)
        let duplicates = Set(items.filter { !seen.insert($0).inserted || contains($0) })
        guard duplicates.isEmpty else {
            reject(SnapshotError(kind: .duplicateItemIdentifiers, operation: operation,
                                 message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(SnapshotError.list(duplicates))"))
            return false
        }
        return true
    }

    /// Keeps the visible list through an append: roots go at its end; items under a parent that is not
    /// shown expanded change nothing; anything else drops the list.
    @inlinable mutating func noteAppend(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        guard visibleCache != nil else { return }
        guard let parent else {
            visibleCache!.append(contentsOf: items)
            return
        }
        if expandedItems.contains(parent), isVisible(parent) { visibleCache = nil }
    }

    @inlinable mutating func insert(_ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard let anchorParent = parents[anchor] else { return reject(.unknownItems([anchor], operation: operation)) }
        guard acceptNew(items, operation: operation) else { return }
        visibleCache = nil
        for item in items { parents[item] = .some(anchorParent) }
        if let parent = anchorParent {
            let index = children[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: items, at: index)
        } else {
            let index = _rootItems.firstIndex(of: anchor)! + (after ? 1 : 0)
            _rootItems.insert(contentsOf: items, at: index)
        }
    }

    @inlinable mutating func insert(_ snapshot: Self, relativeTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard let anchorParent = parents[anchor] else { return reject(.unknownItems([anchor], operation: operation)) }
        guard acceptNew(snapshot.items, operation: operation) else { return }
        visibleCache = nil
        merge(snapshot, parent: anchorParent)
        if let parent = anchorParent {
            let index = children[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: snapshot.rootItems, at: index)
        } else {
            let index = _rootItems.firstIndex(of: anchor)! + (after ? 1 : 0)
            _rootItems.insert(contentsOf: snapshot.rootItems, at: index)
        }
    }

    @inlinable mutating func setExpanded(_ items: [ItemIdentifierType], _ expanded: Bool, operation: String) {
        let unknown = items.filter { !contains($0) }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: operation)) }
        for item in items where expandedItems.contains(item) != expanded {
            // A shown item's descendants appear or disappear just below it in the visible list.
            if visibleCache != nil, isVisible(item), children[item] != nil {
                guard let position = visibleCache!.firstIndex(of: item) else {
                    visibleCache = nil
                    continue
                }
                if expanded {
                    expandedItems.insert(item)
                    visibleCache!.insert(contentsOf: visibleDescendants(of: item), at: position + 1)
                } else {
                    let shown = visibleDescendants(of: item).count
                    visibleCache!.removeSubrange((position + 1)..<(position + 1 + shown))
                    expandedItems.remove(item)
                }
            } else if expanded {
                expandedItems.insert(item)
            } else {
                expandedItems.remove(item)
            }
        }
    }

    @inlinable mutating func removeSubtrees(_ roots: [ItemIdentifierType]) {
        var pending = roots
        while let item = pending.popLast() {
            guard parents.removeValue(forKey: item) != nil else { continue }
            expandedItems.remove(item)
            if let list = children.removeValue(forKey: item) { pending.append(contentsOf: list) }
        }
    }

    @inlinable func copySubtree(of roots: [ItemIdentifierType], into result: inout Self) {
        var pending = roots
        while let item = pending.popLast() {
            guard let parent = parents[item] else { continue }
            result.parents[item] = .some(parent)
            if expandedItems.contains(item) { result.expandedItems.insert(item) }
            if let list = children[item] {
                result.children[item] = list
                pending.append(contentsOf: list)
            }
        }
    }

    @inlinable mutating func merge(_ snapshot: Self, parent: ItemIdentifierType?) {
        for (item, itsParent) in snapshot.parents { parents[item] = .some(itsParent) }
        for (item, list) in snapshot.children { children[item] = list }
        expandedItems.formUnion(snapshot.expandedItems)
        for root in snapshot.rootItems { parents[root] = .some(parent) }
    }

    /// Every broken internal invariant (empty when consistent). For tests.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        var reached = 0
        walk(rootItems, onlyVisible: false) { _ in reached += 1 }
        if reached != parents.count { problems.append("\(parents.count) items but \(reached) reachable items") }
        for root in rootItems where parent(of: root) != nil { problems.append("root \(root) has a parent") }
        for (item, list) in children {
            if list.isEmpty { problems.append("\(item) has an empty list of children") }
            for child in list where parent(of: child) != item {
                problems.append("child \(child) of \(item) does not point back")
            }
        }
        for (item, parent) in parents {
            if let parent, children[parent]?.contains(item) != true {
                problems.append("\(item) is not among its parent's children")
            }
        }
        if !expandedItems.isSubset(of: parents.keys) { problems.append("an expanded item is not in the snapshot") }
        if Set(items).count != items.count { problems.append("an item appears twice") }
        if let visibleCache {
            let walked = shownItems(under: rootItems)
            if visibleCache != walked { problems.append("the kept visible items are \(visibleCache), the tree shows \(walked)") }
        }
        return problems
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when the trees and expansion states are equal; `problems` do not count.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rootItems == rhs.rootItems && lhs.parents == rhs.parents && lhs.children == rhs.children
            && lhs.expandedItems == rhs.expandedItems
    }
}
