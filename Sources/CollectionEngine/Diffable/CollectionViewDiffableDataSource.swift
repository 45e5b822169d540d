import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// A data source driven by snapshots of identifiers (`UICollectionViewDiffableDataSource`, F31).
///
/// Create it with the collection view and a cell provider, then `apply(_:animatingDifferences:completion:)`
/// snapshots: the difference from the current snapshot becomes the batch updates (staged where UIKit
/// needs several), animated unless asked otherwise. Keep a strong reference to it: the collection
/// view's `dataSource` is weak, as in UIKit.
///
/// Differences from UIKit:
/// - Problems a snapshot recorded (duplicate identifiers, unknown anchors …, see
///   `DiffableDataSourceSnapshot.problems`) are reported to the collection view's `diagnosticHandler`
///   when it is applied; UIKit raises an exception when the operation happens.
/// - A cell provider that returns `nil` is reported and an empty cell is shown (UIKit raises).
/// - `apply` runs on the main actor; there is no background-queue variant. The `async` variants
///   return when the completion would run.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The outline's handlers, by UIKit's nested name (`SectionSnapshotHandlers<ItemIdentifierType>`).
    public typealias SectionSnapshotHandlers<Item: Hashable> = CollectionEngine.SectionSnapshotHandlers<Item>
    /// Makes the cell for an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// The collection view this data source feeds.
    public private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout asks for; `nil` shows none (and reports it).
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What users may reorder, and what to do when they have (F18, F31).
    public var reorderingHandlers = ReorderingHandlers()
    /// What to ask and tell when the user expands or collapses an item of an outline (F37).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The snapshot the collection view shows.
    @usableFromInline var current = Snapshot()
    /// Section snapshots applied per section (hierarchies), kept so `snapshot(for:)` returns them.
    @usableFromInline var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// Applies a section snapshot for the outline disclosure's taps: installed by the first
    /// `apply(_:to:animatingDifferences:completion:)`, whose body is compiled in the caller's module,
    /// so the engine's taps run the snapshot and diff code specialised for the identifier types
    /// (unspecialised, expanding 10 000 children cost ten times as much).
    @usableFromInline var applySectionSnapshot: ((CollectionViewDiffableDataSource, SectionSnapshot, SectionIdentifierType) -> Void)?

    /// The reuse identifier of the empty cell shown when the cell provider returns `nil`.
    static var missingCellIdentifier: String { "OpenCollectionView.missingCell" }

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the difference from the current one is applied as batch updates, animated when
    /// `animatingDifferences` (otherwise at once, still without reloading the data), and `completion`
    /// runs when the last stage has finished.
    ///
    /// - Complexity: O(n + m log m) to diff n items (see `changeset(from:)`), plus the batch updates.
    @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // The difference is taken here, in the caller's module, specialised for the identifier types.
        let changeset = collectionView.map { $0.dataSource === self } == true ? snapshot.changeset(from: current) : nil
        CollectionViewBase.applyDiffable(snapshot, changeset: changeset, in: collectionView,
                                         animated: animatingDifferences, show: { self.current = $0 }, completion: completion)
    }

    /// Shows `snapshot` by reloading the data, without diffing or animation.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        collectionView?.reportSnapshotProblems(snapshot.problems)
        current = snapshot.applied
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    // MARK: Section snapshots

    /// The items of `section` as a section snapshot: the one applied to it, or its items flat.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Replaces the items of `section` (appending the section when it is new) by the visible items of
    /// `sectionSnapshot`, through `apply(_:animatingDifferences:completion:)`.
    ///
    /// - Complexity: O(k) snapshot work for k items that appear or disappear (expanding or collapsing
    ///   a parent), plus the diff and the batch updates.
    @inlinable
    public final func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if applySectionSnapshot == nil {
            applySectionSnapshot = { dataSource, snapshot, section in dataSource.apply(snapshot, to: section, animatingDifferences: true) }
        }
        collectionView?.reportSnapshotProblems(sectionSnapshot.problems)
        var snapshot = current
        if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
        let known = snapshot.problems.count
        snapshot.replaceItems(inSection: section, with: sectionSnapshot)
        if snapshot.problems.count == known {
            var stored = sectionSnapshot
            stored.clearProblems()
            // Kept with it, so expanding and collapsing later needs no walk of the whole tree.
            stored.cacheVisibleItems(snapshot.itemIdentifiers(inSection: section))
            sectionSnapshots[section] = stored
        }
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineState(of: section)
    }

    /// Gives the loaded cells of `section` their item's level and expansion (a parent's chevron turns
    /// without reloading the cell).
    @usableFromInline func refreshOutlineState(of section: SectionIdentifierType) {
        guard let collectionView, let index = current.indexOfSection(section) else { return }
        for cell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell), indexPath.section == index else { continue }
            applyOutlineState(to: cell, at: indexPath)
        }
    }

    /// The level and expansion of the item at `indexPath`, from its section snapshot.
    private func applyOutlineState(to cell: CollectionViewCell, at indexPath: IndexPath) {
        guard let section = current.sectionIdentifier(at: indexPath.section), let outline = sectionSnapshots[section],
              let item = current.itemIdentifier(at: indexPath) else { return }
        (cell as? CollectionViewListCell)?.indentationLevel = Swift.max(0, outline.level(of: item))
        cell.isExpanded = outline.isExpanded(item)
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

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            if !sectionSnapshots.isEmpty { applyOutlineState(to: cell, at: indexPath) }
            return cell
        }
        collectionView.reportMissingCell(at: indexPath)
        let cell = CollectionViewCell()
        cell.reuseIdentifier = Self.missingCellIdentifier
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? MissingSupplementaryView()
    }

    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath) else { return false }
        return canReorder(item)
    }

    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let final = current.movingItem(from: sourceIndexPath, to: destinationIndexPath) else {
            collectionView.dataSourceDidNotMoveItem = true
            return
        }
        let transaction = DiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        for section in Set([sourceIndexPath.section, destinationIndexPath.section]) {
            // A flat reorder replaces any hierarchy kept for the touched sections.
            sectionSnapshots[current.sectionIdentifiers[section]] = nil
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// No index; override to show one (`UICollectionViewDiffableDataSource.indexTitles(for:)`), and
    /// override `collectionView(_:indexPathForIndexTitle:at:)` with it.
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// An empty index path, which names no item; override with `indexTitles(for:)`.
    open func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { IndexPath() }
}

extension CollectionViewDiffableDataSource: OutlineExpanding {
    /// Expands or collapses the item at `indexPath` in its section snapshot, asking and telling
    /// `sectionSnapshotHandlers`, and applies the result animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = current.itemIdentifier(at: indexPath), let section = current.sectionIdentifier(at: indexPath.section) else { return }
        guard var outline = sectionSnapshots[section] else {
            collectionView?.report(.api, "the item at \(indexPath.collectionDescription) cannot expand or collapse: its section was not applied as a section snapshot (apply(_:to:animatingDifferences:))",
                                   recovery: "nothing was expanded")
            return
        }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent { outline = provide(item, outline) }
            outline.expand([item])
        }
        if let applySectionSnapshot { applySectionSnapshot(self, outline, section) } else { apply(outline, to: section, animatingDifferences: true) }
    }
}
