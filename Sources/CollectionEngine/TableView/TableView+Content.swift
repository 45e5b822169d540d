import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The engine's questions, answered from the table's data source and delegate.
extension TableView {

    /// Gives a cell the table's state for its row: editing controls, the delete confirmation, the
    /// style's background, and in `.insetGrouped` the rounded corners of its section's group (the first
    /// row's top, the last row's bottom).
    func prepare(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.applyTableState(editing: editing, style: editingStyle(forRowAt: indexPath),
                             selectionCircle: editing && allowsMultipleSelectionDuringEditing,
                             reorderable: editing && canMoveRow(at: indexPath))
        cell.controlHandler = { [weak self] cell, role in self?.controlTapped(role, in: cell) }
        cell.tableInsets = rowInsets
        cell.listEnvironment = switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != Int.min {
            cell.indentationLevel = level
        }
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        let lastRow = indexPath.row == numberOfRows(inSection: indexPath.section) - 1
        cell.separator = separatorStyle == .singleLine && !lastRow
            ? TableViewCell.Separator(inset: cell.ownSeparatorInset ?? automaticSeparatorInset(of: cell), color: separatorColor ?? .separator) : nil
        // The style's background, unless the app gave the cell a background of its own.
        if cell.backgroundConfiguration == nil, cell.backgroundView == nil, cell.selectedBackgroundView == nil {
            cell.backgroundConfiguration = style == .plain ? .listPlainCell() : .listGroupedCell()
        }
        if style == .insetGrouped {
            cell.roundAsInsetGroupedRow(isFirst: indexPath.row == 0, isLast: lastRow)
        }
    }

    /// The table's separator inset for `cell`, read as `separatorInsetReference` says. The automatic
    /// inset is the table's 16-point margin, or where the cell's list text starts when its content
    /// has an image (the image's slot and the padding after it); at the default `separatorInset` a
    /// row takes it under either reference.
    private func automaticSeparatorInset(of cell: TableViewCell) -> EdgeInsets {
        var automatic = Self.defaultSeparatorInset
        if let list = cell.contentConfiguration as? ListContentConfiguration, let (_, slot) = list.imageLayout {
            automatic.left = list.directionalLayoutMargins.leading + slot.width + list.imageToTextPadding
        }
        return separatorInset(automatic: automatic)
    }

    /// The table's `separatorInset` read against `automatic`, as `separatorInsetReference` says.
    func separatorInset(automatic: EdgeInsets) -> EdgeInsets {
        guard separatorInset != Self.defaultSeparatorInset else { return automatic }
        switch separatorInsetReference {
        case .fromCellEdges:
            return separatorInset
        case .fromAutomaticInsets:
            var inset = separatorInset
            inset.left = automatic.left + separatorInset.left
            inset.right = automatic.right + separatorInset.right
            return inset
        }
    }

    /// The row's editing style: `.none` for rows the data source does not let edit.
    func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func canMoveRow(at indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    /// The data source's header or footer title.
    func title(forSection section: Int, header: Bool) -> String? {
        header ? dataSource?.tableView(self, titleForHeaderInSection: section)
               : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    // MARK: Delegate

    /// A `willSelect`/`willDeselect` answer: the row itself or another row (UIKit's redirect), or `nil`
    /// to refuse; a row that does not exist is reported and refuses.
    func validRedirect(_ answer: IndexPath?, for indexPath: IndexPath, method: String) -> IndexPath? {
        guard let answer, answer != indexPath else { return answer }
        guard containsItem(at: answer) else {
            report(.api, "\(method) answered row \(answer.collectionDescription) for row \(indexPath.collectionDescription), which does not exist",
                   recovery: "nothing was selected or deselected")
            return nil
        }
        return answer
    }

}
