import CollectionData
import Foundation

extension BatchUpdate {
    /// Throws unless this batch is one UIKit accepts for a collection whose sections hold
    /// `numberOfItemsBefore` items before it and `numberOfItemsAfter` after; the failure lists every
    /// broken rule in UIKit's words (`Invalid update: invalid number of items in section 0. …`).
    ///
    /// `wording: .tableView` words the messages in rows, as `UITableView` does. A pure check: no collection view is needed.
    /// - Complexity: O(changes log changes + sections).
    public func assertValid(numberOfItemsBefore: [Int], numberOfItemsAfter: [Int],
                            wording: BatchUpdateWording = .collectionView) throws(TestingFailure) {
        do {
            _ = try validated(numberOfItemsBefore: numberOfItemsBefore, numberOfItemsAfter: numberOfItemsAfter, wording: wording)
        } catch {
            throw TestingFailure("the batch update is invalid:\n" + error.messages.map { "  " + $0 }.joined(separator: "\n"))
        }
    }
}
