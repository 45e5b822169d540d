import Foundation
import ViewSystem

/// Supplies a table view's rows (`UITableViewDataSource`, F1 for tables).
///
/// The optional methods of UIKit's protocol have defaults here. Differences from UIKit:
/// - `tableView(_:canMoveRowAt:)` defaults to `true` and the default `tableView(_:moveRowAt:to:)`
///   reports that it is not implemented (the row goes back): Swift cannot tell whether a method is
///   implemented, so implement `moveRowAt` to reorder — exactly as `CollectionViewDataSource` does.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for the row, obtained from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections. The default is 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of the section's header; `nil` (the default) shows none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer; `nil` (the default) shows none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted, inserted); the default is `true`.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode; the default is `true`.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A row was moved by the user: move it in your model. The default reports that it is not
    /// implemented and the row goes back.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The user confirmed deleting (or inserting) the row: change the model, then call
    /// `deleteRows(at:with:)` (or `insertRows`). The default does nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The titles of the section index at the table's trailing edge ("A", "B" …); `nil` (the default)
    /// shows none. Asked again on `reloadData()`, `reloadSectionIndexTitles()` and after batch updates.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section the index title at `index` scrolls to. The default is `index`: one title per section.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `true`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Tells the table view the move was not applied (it puts the row back).
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceDidNotMoveRow = true
    }
    /// Nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`: the title's own position names the section.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
