import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// A table data source driven by snapshots of identifiers (`UITableViewDiffableDataSource`, F31).
///
/// Create it with the table view and a cell provider, then `apply(_:animatingDifferences:completion:)`
/// snapshots: the difference from the current snapshot becomes the table's batch updates, with
/// `defaultRowAnimation` for the rows and sections that come and go. Keep a strong reference to it:
/// the table view's `dataSource` is weak, as in UIKit. Subclass it to give titles, or to let rows be
/// edited (`canEditRowAt` + `commit`) or moved (`canMoveRowAt`; the move updates the snapshot itself).
///
/// Differences from UIKit:
/// - Problems a snapshot recorded (duplicate identifiers, unknown anchors …) are reported to the table
///   view's `diagnosticHandler` when it is applied; UIKit raises an exception when the operation happens.
/// - A cell provider that returns `nil` is reported and an empty cell is shown (UIKit raises).
/// - `apply` runs synchronously on the main actor; there is no background-queue variant.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for a row: usually `dequeueReusableCell(withIdentifier:for:)` and a configuration.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// The table view this data source feeds.
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// How rows and sections that a snapshot inserts, deletes or reloads animate (`.automatic`).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// The snapshot the table view shows.
    private(set) var current = Snapshot()

    /// The reuse identifier of the empty cell shown when the cell provider returns `nil`.
    static var missingCellIdentifier: String { "OpenCollectionView.missingRow" }

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table view shows.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the difference from the current one is applied as the table's batch updates
    /// with `defaultRowAnimation`, animated when `animatingDifferences`, and `completion` runs when the
    /// last stage has finished.
    ///
    /// - Complexity: O(n + m log m) to diff n items (see `changeset(from:)`), plus the batch updates.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let animation = defaultRowAnimation, tableView = self.tableView
        CollectionViewBase.applyDiffable(snapshot, over: current, in: tableView, isDataSource: tableView?.dataSource === self,
                                         animated: animatingDifferences, show: { self.current = $0 },
                                         prepare: { tableView?.recordRowAnimation(animation, for: $0) }, completion: completion)
    }

    /// Shows `snapshot` by reloading the data, without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        tableView?.reportSnapshotProblems(snapshot.problems)
        current = snapshot.applied
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
        completion?()
    }

    // MARK: Identifiers

    /// The item shown at `indexPath`, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// Where `itemIdentifier` is shown, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(for: itemIdentifier)
    }

    /// The section at `index`, or `nil`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of `sectionIdentifier`, or `nil`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: TableViewDataSource

    /// The snapshot's number of sections.
    public func numberOfSections(in tableView: TableView) -> Int {
        current.numberOfSections
    }

    /// The number of items of the snapshot's section at `section` (0 when there is none).
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the row's item; an empty cell, reported, when it returns `nil`.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        tableView.reportMissingCell(at: indexPath)
        let cell = MissingTableViewCell()
        cell.reuseIdentifier = Self.missingCellIdentifier
        return cell
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: rows are not editable (no swipe to delete, no editing control) unless a subclass says so,
    /// as in UIKit.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`: rows cannot be moved unless a subclass says so, as in UIKit.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the snapshot to where the user dropped it; override to follow in your model
    /// (call `super` to keep the snapshot in step).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = current.movingItem(from: sourceIndexPath, to: destinationIndexPath) else {
            tableView.dataSourceDidNotMoveRow = true
            return
        }
        current = moved
    }

    /// Does nothing; override to delete or insert the row (apply a new snapshot).
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No section index; override to give titles.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`; override when titles and sections do not match one to one.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
