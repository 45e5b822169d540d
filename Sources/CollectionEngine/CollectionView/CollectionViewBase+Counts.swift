import CollectionData
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// The loaded counts, loading them from the data source first if needed.
    var counts: [Int] {
        if let counts = loaded.counts { return counts }
        let fresh = fetchCounts()
        loaded.counts = fresh
        return fresh
    }

    /// Asks the data source for every count, replacing negative answers by 0 (and reporting them).
    func fetchCounts() -> [Int] {
        guard frontEnd.hasContentSource else { return [] }
        var sectionCount = frontEnd.contentNumberOfSections()
        if sectionCount < 0 {
            report(.dataSource, "\(frontEnd.vocabulary.numberOfSectionsMethod) returned \(sectionCount); the number of sections cannot be negative",
                   recovery: "used 0")
            sectionCount = 0
        }
        return (0..<sectionCount).map { section in
            let count = frontEnd.contentNumberOfItems(inSection: section)
            if count < 0 {
                report(.dataSource, "\(frontEnd.vocabulary.numberOfItemsMethod) returned \(count) for section \(section); the number of \(frontEnd.vocabulary.items) cannot be negative",
                       recovery: "used 0")
                return placeholders.isEmpty ? 0 : placeholders.count(inSection: section)
            }
            // The view shows its drop placeholders besides the data source's items.
            return placeholders.isEmpty ? count : count + placeholders.count(inSection: section)
        }
    }

    /// Before a layout that was invalidated is prepared again, checks that the data source still
    /// answers the counts the collection view holds. Counts changed without `reloadData()` or a batch
    /// update are reported with UIKit's wording and recovered by reloading the data.
    ///
    /// - Complexity: O(number of sections); runs only when the layout was invalidated entirely or for
    ///   its data source counts — never per scroll step, even with pinned headers.
    func verifyCountsBeforePrepare() {
        guard let held = loaded.counts else { return }
        let fresh = fetchCounts()
        guard fresh != held else { return }
        if fresh.count != held.count {
            report(.dataSource, UIKitMessages.invalidNumberOfSections(after: fresh.count, before: held.count, inserted: 0, deleted: 0,
                                                                   container: frontEnd.vocabulary.batchWording.container),
                   recovery: "the data source's counts changed without reloadData() or performBatchUpdates(_:completion:); reloaded the data")
        } else if let section = zip(fresh, held).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            report(.dataSource, UIKitMessages.invalidNumberOfItems(section: section, after: fresh[section], before: held[section],
                                                                    inserted: 0, deleted: 0, movedIn: 0, movedOut: 0,
                                                                    itemNoun: frontEnd.vocabulary.items),
                   recovery: "the data source's counts changed without reloadData() or performBatchUpdates(_:completion:); reloaded the data")
        }
        reloadData()
        loaded.counts = fresh
    }

    /// Whether `indexPath` names an item the collection view holds.
    func containsItem(at indexPath: IndexPath) -> Bool {
        DisplayPlanContext.contains(item: indexPath, counts: counts)
    }
}
