import CollectionWeb
import Foundation
import OpenCollectionView

/// A 100,000-row plain `TableView` (F15, F14, F18): sticky section headers every thousand rows, a
/// section index to jump through them, a prefetching data source, swipe to delete, and an Edit button
/// for editing mode (delete controls and reorder grips). Deletes and moves are told on the page.
@MainActor
final class LongTableScreen: TableGalleryScreen, TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "long-table", title: "100,000-row table", group: GalleryGroup.lists,
        summary: "Pinned section headers, swipe to delete, and editing, over 100,000 rows",
        actions: [.init(name: "edit", title: "Edit / Done"), .init(name: "top", title: "Back to the top")]
    )) { size in LongTableScreen(size: size) }

    static let sectionCount = 100
    static let rowsPerSection = 1_000

    /// Row numbers per section; deleting and moving change them.
    private(set) var rows: [[Int]] = (0..<LongTableScreen.sectionCount).map { section in
        Array(section * LongTableScreen.rowsPerSection..<(section + 1) * LongTableScreen.rowsPerSection)
    }
    /// How many rows the prefetching data source was asked for, in all.
    private(set) var prefetchedRows = 0

    init(size: CGSize) {
        super.init(size: size, style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    /// A section index down the trailing edge: every fifth section, by its first thousand ("0k" … "95k").
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        stride(from: 0, to: rows.count, by: 5).map { "\($0)k" }
    }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        post("sectionForSectionIndexTitle \(title)")
        return Swift.min(index * 5, rows.count - 1)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let number = rows[indexPath.section][indexPath.row]
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Row \(number.formatted())"
        content.secondaryText = "Swipe left to delete"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        let first = section * Self.rowsPerSection
        return "Rows \(first.formatted()) – \((first + Self.rowsPerSection - 1).formatted())"
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let number = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(number, at: destinationIndexPath.row)
        post("moveRowAt \(sourceIndexPath.collectionDescription) → \(destinationIndexPath.collectionDescription), row \(number)")
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let number = rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
        post("commit delete \(indexPath.collectionDescription), row \(number)")
    }

    /// Counts the rows asked for; the first request is told on the page.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        if prefetchedRows == 0, let first = indexPaths.first {
            post("prefetchRowsAt: \(indexPaths.count) rows from \(first.collectionDescription) ahead of the scroll")
        }
        prefetchedRows += indexPaths.count
    }

    override func perform(action name: String) -> Bool {
        switch name {
        case "edit":
            tableView.setEditing(!tableView.isEditing, animated: true)
            post(tableView.isEditing ? "setEditing(true)" : "setEditing(false)")
            return true
        case "top":
            tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
            return true
        default:
            return false
        }
    }
}
