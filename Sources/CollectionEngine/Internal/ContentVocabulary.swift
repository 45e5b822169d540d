import CollectionData

/// The words a front-end's diagnostics use: UIKit words a table's problems in rows and
/// `tableView(_:…)` methods, and a collection view's in items and `collectionView(_:…)` methods.
struct ContentVocabulary: Sendable {
    /// "item" or "row".
    var item: String
    /// "items" or "rows".
    var items: String
    var numberOfSectionsMethod: String
    var numberOfItemsMethod: String
    var cellForItemSelector: String
    var dequeueSelector: String
    var supplementarySelector: String
    var moveItemMethod: String
    /// The batch-update validator's words.
    var batchWording: BatchUpdateWording

    /// A collection view's words.
    static let collection = ContentVocabulary(
        item: "item", items: "items",
        numberOfSectionsMethod: "numberOfSections(in:)",
        numberOfItemsMethod: "collectionView(_:numberOfItemsInSection:)",
        cellForItemSelector: "-collectionView:cellForItemAtIndexPath:",
        dequeueSelector: "-dequeueReusableCellWithReuseIdentifier:forIndexPath:",
        supplementarySelector: "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
        moveItemMethod: "collectionView(_:moveItemAt:to:)",
        batchWording: .collectionView)

    /// A table view's words.
    static let table = ContentVocabulary(
        item: "row", items: "rows",
        numberOfSectionsMethod: "numberOfSections(in:)",
        numberOfItemsMethod: "tableView(_:numberOfRowsInSection:)",
        cellForItemSelector: "-tableView:cellForRowAtIndexPath:",
        dequeueSelector: "-dequeueReusableCellWithIdentifier:forIndexPath:",
        supplementarySelector: "-tableView:viewForHeaderInSection:",
        moveItemMethod: "tableView(_:moveRowAt:to:)",
        batchWording: .tableView)
}
