import CollectionGeometry
import Foundation
import ViewSystem

/// A view controller whose view is a table view, and which is its data source and delegate
/// (`UITableViewController`, F35). Subclasses override the methods they need.
///
/// The defaults are the protocols' own (they are repeated here so that subclasses can `override`
/// them, as UIKit code does). Differences from UIKit: a subclass that reports rows without
/// overriding `tableView(_:cellForRowAt:)` gets a plain cell and a diagnostic (UIKit raises).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let initialStyle: TableView.Style

    /// Whether `viewWillAppear` deselects the selected rows (default `true`).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table view has `style`.
    public init(style: TableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table's controller; `nibName` and `bundle` are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A plain table's controller; `coder` is ignored.
    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table view (the controller's view).
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the table view in the style given at creation, this controller as its data source and delegate.
    open override func loadView() {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: initialStyle)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Editing mode for the controller and its table view (`tableView.setEditing(_:animated:)`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: Data source

    /// No rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Reports that the subclass did not make its cells and returns a plain one.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        LayoutDiagnostic.report("\(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:); showing an empty cell at \(indexPath).",
                                constraints: [], from: tableView)
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `true`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Tells the table view the move was not applied (it puts the row back).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceDidNotMoveRow = true
    }
    /// Nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No section index; override to give titles.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`; override when titles and sections do not match one to one.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: Delegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// The table's `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// `nil`.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// `nil`.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// `proposedDestinationIndexPath`.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// `Int.min`: the cell keeps its own level.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { Int.min }
    /// `true`.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// `nil`: no context menu.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// Nothing.
    open func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// `nil`: the row's cell is lifted.
    open func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `nil`.
    open func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// Nothing: tapping the preview only closes the menu.
    open func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: any ContextMenuInteractionCommitAnimating) {}
    /// `false`: no multiple-selection sweep.
    open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// `true`.
    open func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// `allowsFocus`, or `allowsFocusDuringEditing` in editing mode.
    open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { tableView.focusAllowedByProperties }
    /// `nil`.
    open func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
    /// `true`.
    open func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}
    /// `selectionFollowsFocus`.
    open func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { tableView.selectionFollowsFocus }

    // MARK: Scroll view delegate

    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
