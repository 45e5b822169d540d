import Foundation

extension BatchUpdate {
    /// Applies this batch to a model of sections of elements — the 2018 session's rule for keeping your
    /// own model in step with a batch update (F9).
    ///
    /// Moves are split into a delete and an insert; all deletes (items, then sections) are applied in
    /// descending order, then all inserts (sections, then items) in ascending order. Inserted and
    /// reloaded sections take their content from `newSection` (called with the after index); inserted
    /// and reloaded items from `newItem` (called with the after index path); moved elements carry their
    /// value. Reconfigures change no structure and are ignored. `newSection` and `newItem` are called in
    /// ascending order (inserted sections, then reloaded ones; inserted items, then reloaded ones), so a
    /// model built from a seeded generator is the same in every process.
    ///
    /// The work is done on a copy and validated (`validated(numberOfItemsBefore:numberOfItemsAfter:)`)
    /// before it replaces `sections`: an invalid batch throws and leaves the model unchanged.
    /// - Complexity: O(n + c log c) for n elements in the touched sections and c changes.
    public func apply<Element>(to sections: inout [[Element]],
                               newSection: (Int) -> [Element],
                               newItem: (IndexPath) -> Element) throws(BatchUpdateError) {
        let countsBefore = sections.map(\.count)
        var model = sections
        let inRange = { (path: IndexPath) -> Bool in
            path.isCollectionIndexPath && countsBefore.indices.contains(path.section)
                && path.item >= 0 && path.item < countsBefore[path.section]
        }

        // Values that move, taken before anything is removed.
        let sectionCount = countsBefore.count
        let sectionMovesInRange = sectionMoves.filter { (0..<sectionCount).contains($0.source) }
        let movedSections = Dictionary(sectionMovesInRange.map { ($0.destination, model[$0.source]) }, uniquingKeysWith: { first, _ in first })
        let movedItems = Dictionary(itemMoves.filter { inRange($0.source) }.map { ($0.destination, model[$0.source.section][$0.source.item]) },
                                    uniquingKeysWith: { first, _ in first })

        // 1. Item deletes (deletes, reloads and move sources) in descending order, in sections that survive.
        let replacedSections = deletedSections.union(reloadedSections)
        let removedItems = Set(deletedItems).union(reloadedItems).union(itemMoves.map(\.source))
            .filter { inRange($0) && !replacedSections.contains($0.section) }
        for path in removedItems.sorted(by: >) {
            model[path.section].remove(at: path.item)
        }

        // 2. Section deletes (deletes, reloads and move sources) in descending order.
        let removedSections = replacedSections.union(sectionMovesInRange.map(\.source)).filter { (0..<sectionCount).contains($0) }
        for section in removedSections.sorted(by: >) {
            model.remove(at: section)
        }

        // 3. Section inserts (inserts, reloads at their shifted index, move destinations) in ascending order.
        let deletedSorted = deletedSections.filter { (0..<sectionCount).contains($0) }.sorted()
        let insertedSorted = insertedSections.sorted()
        var newSections: [Int: [Element]] = [:]
        for section in insertedSorted { newSections[section] = newSection(section) }
        for section in reloadedSections.sorted() where (0..<sectionCount).contains(section) {
            let target = ShiftRule.position(of: section, deletes: deletedSorted, inserts: insertedSorted)
            newSections[target] = newSection(target)
        }
        for (destination, content) in movedSections { newSections[destination] = content }
        for (section, content) in newSections.sorted(by: { $0.key < $1.key }) {
            guard section >= 0, section <= model.count else { continue }
            model.insert(content, at: section)
        }

        // 4. Item inserts (inserts, reloads at their shifted index, move destinations) in ascending order.
        let freshSections = Set(newSections.keys).subtracting(movedSections.keys)
        var deletesBySection: [Int: [Int]] = [:], insertsBySection: [Int: [Int]] = [:]
        for path in deletedItems where inRange(path) && !replacedSections.contains(path.section) {
            deletesBySection[path.section, default: []].append(path.item)
        }
        for path in insertedItems where path.isCollectionIndexPath && !freshSections.contains(path.section) {
            insertsBySection[path.section, default: []].append(path.item)
        }
        for key in deletesBySection.keys { deletesBySection[key]!.sort() }
        for key in insertsBySection.keys { insertsBySection[key]!.sort() }
        var newItems: [IndexPath: Element] = [:]
        for path in insertedItems.sorted() where path.isCollectionIndexPath && !freshSections.contains(path.section) {
            newItems[path] = newItem(path)
        }
        // The after index of each surviving section, to place reloaded items.
        let survivingSections = (0..<sectionCount).filter { !removedSections.contains($0) }
        let freeAfterSlots = (0..<(sectionCount + insertedSections.count - deletedSorted.count)).filter { newSections[$0] == nil }
        let sectionAfter = Dictionary(zip(survivingSections, freeAfterSlots), uniquingKeysWith: { first, _ in first })
        for path in reloadedItems.sorted() where inRange(path) && !replacedSections.contains(path.section) {
            guard let afterSection = sectionAfter[path.section] else { continue }
            let target = IndexPath(item: ShiftRule.position(of: path.item, deletes: deletesBySection[path.section] ?? [],
                                                            inserts: insertsBySection[afterSection] ?? []),
                                   section: afterSection)
            newItems[target] = newItem(target)
        }
        for (destination, value) in movedItems where destination.isCollectionIndexPath {
            if freshSections.contains(destination.section) {
                // A move into a new section replaces the new section's element at that place.
                if model.indices.contains(destination.section), model[destination.section].indices.contains(destination.item) {
                    model[destination.section][destination.item] = value
                }
            } else {
                newItems[destination] = value
            }
        }
        for (path, value) in newItems.sorted(by: { $0.key < $1.key }) {
            guard model.indices.contains(path.section), path.item >= 0, path.item <= model[path.section].count else { continue }
            model[path.section].insert(value, at: path.item)
        }

        _ = try validated(numberOfItemsBefore: countsBefore, numberOfItemsAfter: model.map(\.count))
        sections = model
    }
}
