import Foundation
import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import ViewSystem

/// A test table cell that remembers the row it was configured for.
@MainActor
public final class RecordingTableCell: TableViewCell {
    public private(set) var prepareForReuseCount = 0
    /// The model value the cell shows.
    public var configuredItem: String?

    /// The drag states the cell was told, in order.
    public private(set) var dragStates: [DragState] = []

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }

    public override func dragStateDidChange(_ dragState: DragState) {
        super.dragStateDidChange(dragState)
        dragStates.append(dragState)
    }
}

/// A table data source, delegate and prefetching data source over named rows that logs every call in
/// order (`cellForRowAt (0 - 1)`, `willDisplay (0 - 1)`, `didSelectRowAt (0 - 2)`, …). Committing a
/// delete removes the row from `items` and deletes it with `.fade`; committing an insert adds
/// "new" after it.
@MainActor
public final class RecordingTableDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    public static let cellIdentifier = "row"

    /// Rows per section.
    public var items: [[String]]
    /// Header titles per section (missing or `nil`: none).
    public var headerTitles: [String?] = []
    /// Footer titles per section.
    public var footerTitles: [String?] = []
    /// Rows `canEditRowAt` refuses.
    public var uneditableRows: Set<IndexPath> = []
    /// Rows `canMoveRowAt` refuses.
    public var unmovableRows: Set<IndexPath> = []
    /// A fixed height per row (`heightForRowAt`); `nil` answers the table's `rowHeight`.
    public var rowHeight: ((IndexPath) -> CGFloat)?
    /// The text each cell shows, when it should differ from the item's name (to make self-sizing rows tall).
    public var text: ((String) -> String)?
    /// What `willSelectRowAt` answers; `nil` answers the row itself.
    public var willSelect: ((IndexPath) -> IndexPath?)?
    /// What `targetIndexPathForMoveFromRowAt` answers; `nil` answers the proposal.
    public var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// The editing style per row; `nil` answers `.delete`.
    public var editingStyle: ((IndexPath) -> TableViewCell.EditingStyle)?
    /// What `sectionIndexTitles(for:)` answers (`nil`: no index).
    public var sectionIndexTitles: [String]?
    /// What `sectionForSectionIndexTitle` answers; `nil` answers the title's index.
    public var sectionForIndexTitle: ((String, Int) -> Int)?
    /// Every call, in order.
    public private(set) var log: [String] = []
    /// How many times `numberOfRowsInSection` was asked (not logged: it is asked in bulk).
    public private(set) var rowCountQueries = 0
    /// The image of a row's content, by item (`nil`: none).
    public var image: ((String) -> Image?)?
    /// Called at the start of every `cellForRowAt` (to make rows cost time on a manual time source).
    public var cellCost: (() -> Void)?
    /// What `shouldBeginMultipleSelectionInteractionAt` answers (default `false`, as in UIKit).
    public var beginsMultipleSelectionInteraction = false

    public init(items: [[String]]) {
        self.items = items
    }

    /// Registers `RecordingTableCell` on `tableView` and becomes its data source, delegate and
    /// prefetching data source.
    public func attach(to tableView: TableView) {
        tableView.register(RecordingTableCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    public func clearLog() { log.removeAll() }

    /// The log without the display and prefetch lines.
    public var changes: [String] {
        log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") && !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel") }
    }

    // MARK: TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { items.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowCountQueries += 1
        return items.indices.contains(section) ? items[section].count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append("cellForRowAt \(indexPath.collectionDescription)")
        cellCost?()
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let item = items.indices.contains(indexPath.section) && items[indexPath.section].indices.contains(indexPath.item)
            ? items[indexPath.section][indexPath.item] : "?"
        (cell as? RecordingTableCell)?.configuredItem = item
        var content = cell.defaultContentConfiguration()
        content.text = text?(item) ?? item
        content.image = image?(item)
        cell.contentConfiguration = content
        return cell
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { !uneditableRows.contains(indexPath) }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { !unmovableRows.contains(indexPath) }

    /// Logs `moveRowAt (0 - 1) -> (0 - 3)` and moves the row in `items`.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveRowAt \(sourceIndexPath.collectionDescription) -> \(destinationIndexPath.collectionDescription)")
        let value = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }

    /// Logs `commit delete (0 - 1)` and deletes (or inserts after) the row, as an app would.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath.collectionDescription)")
        switch editingStyle {
        case .delete:
            items[indexPath.section].remove(at: indexPath.item)
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            let new = IndexPath(item: indexPath.item + 1, section: indexPath.section)
            items[indexPath.section].insert("new", at: new.item)
            tableView.insertRows(at: [new], with: .fade)
        case .none:
            break
        }
    }

    public func sectionIndexTitles(for tableView: TableView) -> [String]? { sectionIndexTitles }

    /// Logs `sectionForSectionIndexTitle B at 1`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log.append("sectionForSectionIndexTitle \(title) at \(index)")
        return sectionForIndexTitle?(title, index) ?? index
    }

    // MARK: TableViewDelegate

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? tableView.rowHeight
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log.append("willDisplayHeaderView \(section)")
    }

    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log.append("didEndDisplayingHeaderView \(section)")
    }

    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        log.append("shouldBeginMultipleSelectionInteractionAt \(indexPath.collectionDescription)")
        return beginsMultipleSelectionInteraction
    }

    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        log.append("didBeginMultipleSelectionInteractionAt \(indexPath.collectionDescription)")
    }

    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        log.append("didEndMultipleSelectionInteraction")
    }

    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlightRowAt \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlightRowAt \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelectRowAt \(indexPath.collectionDescription)")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselectRowAt \(indexPath.collectionDescription)")
        return indexPath
    }

    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselectRowAt \(indexPath.collectionDescription)")
    }

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        editingStyle?(indexPath) ?? .delete
    }

    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    // MARK: TableViewDataSourcePrefetching

    /// Logs `prefetch (0 - 5), (0 - 6)`.
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.append("prefetch " + indexPaths.map(\.collectionDescription).joined(separator: ", "))
    }

    /// Logs `cancel (0 - 5)`.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.append("cancel " + indexPaths.map(\.collectionDescription).joined(separator: ", "))
    }
}
