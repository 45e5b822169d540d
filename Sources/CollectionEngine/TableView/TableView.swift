import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A scroll view that shows rows in sections — the headless `UITableView` (F1, F9, F15, F19 for
/// tables), on the collection view's engine.
///
/// Rows come from `dataSource` (`TableViewDataSource`), heights and events go through `delegate`
/// (`TableViewDelegate`), and rows about to be needed go to `prefetchDataSource`. Underneath, it is the
/// same engine as `CollectionView` (`CollectionViewBase`) with a table layout: batch updates are
/// validated and recovered the same way (worded in rows, as UIKit words them), cells are prefetched and
/// self-sized the same way, and selection, keyboard navigation and reordering behave alike.
///
/// Differences from UIKit:
/// - Problems that raise exceptions in UIKit are reported to `diagnosticHandler` in UIKit's wording,
///   and the table recovers (an invalid update reloads the data, as iOS 13 did).
/// - It also answers the collection view's item-named API it inherits (`performBatchUpdates`,
///   `indexPathsForVisibleItems` …), which UIKit's table view does not have. Its layout cannot be replaced.
/// - Section headers and footers with `automaticDimension` heights get fixed heights (see
///   `Guides/TableView.md`); rows with `automaticDimension` are measured.
@MainActor
open class TableView: CollectionViewBase {
    /// The table's style type (`UITableView.Style`).
    public typealias Style = TableViewStyle
    /// The row animation type (`UITableView.RowAnimation`).
    public typealias RowAnimation = TableViewRowAnimation
    /// Where a row is scrolled to (`UITableView.ScrollPosition`).
    public typealias ScrollPosition = TableViewScrollPosition
    /// How `separatorInset` is read (`UITableView.SeparatorInsetReference`).
    public typealias SeparatorInsetReference = TableViewSeparatorInsetReference
    /// When self-sizing rows on screen are measured again (`UITableView.SelfSizingInvalidation`; the
    /// same type as the collection view's here).
    public typealias SelfSizingInvalidation = CollectionViewSelfSizingInvalidation

    /// The height that sizes rows (and headers) to their content (`UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = TableViewLayout.automaticDimension

    /// The style, fixed at creation as in UIKit.
    public let style: Style

    /// The object that supplies the rows.
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// Receives the rows about to be needed, to load their data ahead (F15).
    open weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?

    /// Gives the items a drag of a row carries, and hears about the drag (`dragDelegate`; the gesture
    /// is the collection view's, `CollectionViewBase+DragAndDrop.swift`).
    open weak var dragDelegate: (any TableViewDragDelegate)?
    /// Handles drops on the table (`dropDelegate`). Drags come only from the same table here.
    open weak var dropDelegate: (any TableViewDropDelegate)?
    /// Whether rows can be dragged (`dragInteractionEnabled`): by default `true` where the trait
    /// collection's idiom is iPad or Mac and `false` otherwise (an iPhone, or no idiom set), as in UIKit.
    open var dragInteractionEnabled: Bool {
        get { dragInteractionSetting ?? traitCollection.userInterfaceIdiom.dragsByDefault }
        set { dragInteractionSetting = newValue }
    }
    /// `dragInteractionEnabled` as set, `nil` for the idiom's default.
    private var dragInteractionSetting: Bool?
    /// Whether a drag resting 1 s on a row opens it — selects it, as a tap does, when the delegate's
    /// `shouldSpringLoadRowAt` agrees (`isSpringLoaded`; default `false`). The delay is this project's:
    /// UIKit publishes none.
    open var isSpringLoaded = false

    /// The height of every row the delegate does not size; `automaticDimension` (the default, as in
    /// UIKit since iOS 11) measures each row.
    open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, rowHeight, name: "rowHeight") { self.rowHeight = $0 } }
    }
    /// The height self-sizing rows have until they are measured; `automaticDimension` (the default)
    /// uses 44 points.
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, estimatedRowHeight, name: "estimatedRowHeight") { self.estimatedRowHeight = $0 } }
    }
    /// The height of section headers the delegate does not size; `automaticDimension` (the default)
    /// uses the style's height when there is a title (see `Guides/TableView.md`).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, sectionHeaderHeight, name: "sectionHeaderHeight") { self.sectionHeaderHeight = $0 } }
    }
    /// The height of section footers the delegate does not size; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, sectionFooterHeight, name: "sectionFooterHeight") { self.sectionFooterHeight = $0 } }
    }
    /// The height self-sizing section headers have until they are measured; 0 turns self-sizing off.
    /// A header sizes itself when its height is `automaticDimension` and it has no title: its view
    /// (from `viewForHeaderInSection`) is fitted by Auto Layout at the table's width.
    /// `automaticDimension` (the default) estimates the height the header has without a view — none
    /// in the plain style, so there a self-sizing header needs an estimate (see `Guides/TableView.md`).
    /// A negative, NaN or infinite value is reported and the old one kept.
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, estimatedSectionHeaderHeight, name: "estimatedSectionHeaderHeight") { self.estimatedSectionHeaderHeight = $0 } }
    }
    /// The height self-sizing section footers have until they are measured, as
    /// `estimatedSectionHeaderHeight` is for headers.
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, estimatedSectionFooterHeight, name: "estimatedSectionFooterHeight") { self.estimatedSectionFooterHeight = $0 } }
    }
    /// The padding above each section header (iOS 15's), inside the section: a pinned header still
    /// rests at the top edge. `automaticDimension` (the default) adds none — UIKit does not document
    /// its automatic padding; the automatic header heights already hold the grouped styles' space.
    /// A negative, NaN or infinite value is reported and the old one kept.
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet { metricDidChange(oldValue, sectionHeaderTopPadding, name: "sectionHeaderTopPadding") { self.sectionHeaderTopPadding = $0 } }
    }

    /// Whether the content of rows, headers and footers is kept inside the safe area on the leading and
    /// trailing sides (the default, as in UIKit); their backgrounds still span the table. See
    /// `Guides/TableView.md`.
    open var insetsContentViewsToSafeArea = true {
        didSet { if oldValue != insetsContentViewsToSafeArea { setNeedsLayout() } }
    }
    /// Whether the content of rows, headers and footers follows the readable content guide: on a
    /// table wider than the readable width (672 points of text), the content is inset on both sides by
    /// as much as the guide is. The default is `false`, as in UIKit since iOS 12. See
    /// `Guides/TableView.md`.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if oldValue != cellLayoutMarginsFollowReadableWidth { setNeedsLayout() } }
    }

    /// The colour of the section index titles; `nil` (the default) uses the tint colour.
    open var sectionIndexColor: Color? { didSet { setNeedsLayout() } }
    /// The background of the section index strip at rest; `nil` (the default) is clear.
    open var sectionIndexBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The background of the section index strip while it is touched; `nil` (the default) keeps the
    /// resting background.
    open var sectionIndexTrackingBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The number of rows from which the table shows its section index (default 0: always).
    open var sectionIndexMinimumDisplayRowCount = 0 {
        didSet { if oldValue != sectionIndexMinimumDisplayRowCount { reloadSectionIndexTitles() } }
    }
    /// The section index strip, while the data source gives titles.
    var sectionIndexView: SectionIndexView?
    /// Whether the data source's section index titles must be asked for again.
    var needsSectionIndexTitles = true
    /// The insets the rows, headers and footers were last told (`rowInsets`).
    var appliedRowInsets = DirectionalEdgeInsets.zero

    /// Whether rows draw a separator line under them (`.singleLine`, the default, as in UIKit).
    open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine {
        didSet { if oldValue != separatorStyle { refreshCellTableState() } }
    }
    /// The separator inset a table starts with.
    static let defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The separators' colour (`nil`: the standard `.separator`).
    open var separatorColor: Color? = .separator {
        didSet { if oldValue != separatorColor { refreshCellTableState() } }
    }
    /// The effect the separators take over a blurred background (usually a `VibrancyEffect`). Kept,
    /// not drawn: the page draws no vibrancy (see `VisualEffect`), so `separatorColor` shows.
    open var separatorEffect: VisualEffect?
    /// How far separators stay from the row's edges (left and right used; default 16 points on the
    /// leading side, where the content starts). At the default, a row whose list content has an
    /// image starts its separator where its text starts, as UIKit's rows with content
    /// configurations do; any other value applies to every row. Negative, NaN or infinite values are
    /// reported and the old insets kept.
    open var separatorInset = TableView.defaultSeparatorInset {
        didSet {
            guard oldValue != separatorInset else { return }
            let inset = separatorInset
            guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                report(.api, "separatorInset \(inset) has a negative, NaN, infinite or above 1e9 value", recovery: "kept \(oldValue)")
                separatorInset = oldValue
                return
            }
            refreshCellTableState()
        }
    }

    /// The height of the filler rows a plain table shows below its last row when the rows do not fill
    /// the visible area (`UITableView.fillerRowHeight`): `0` (the default, as since iOS 15) shows
    /// none, `automaticDimension` rows as tall as the last row, any other positive value rows that
    /// tall. Filler rows are drawn as their separators, from the last row's bottom down to the
    /// visible area's, with the rows' inset and colour; a table footer view, another style or
    /// `separatorStyle = .none` shows none. Negative (other than `automaticDimension`), NaN or
    /// infinite values are reported and the old height kept. At most `maximumFillerRows` lines.
    open var fillerRowHeight: CGFloat = 0 {
        didSet {
            guard oldValue != fillerRowHeight else { return }
            guard fillerRowHeight.isFinite, fillerRowHeight >= 0 || fillerRowHeight == Self.automaticDimension else {
                report(.api, "fillerRowHeight \(fillerRowHeight) is negative, NaN or infinite (use 0, a height or automaticDimension)",
                       recovery: "kept \(oldValue)")
                fillerRowHeight = oldValue
                return
            }
            setNeedsLayout()
        }
    }
    /// The most filler rows drawn (filler rows a fraction of a point tall would otherwise take
    /// thousands of lines).
    static let maximumFillerRows = 200
    /// The filler rows' separators, while any show.
    var fillerRowsView: FillerRowsView?

    /// How `separatorInset` is read: from the cells' edges (`.fromCellEdges`, the default, as in
    /// UIKit) or as offsets from the insets the table uses by itself (`.fromAutomaticInsets`). Under
    /// `.fromAutomaticInsets` the default `separatorInset` counts as no offset (UIKit does not say how
    /// it reads its untouched default there); set `.zero` or any other value to offset by it.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { if oldValue != separatorInsetReference { refreshCellTableState() } }
    }

    /// A view shown above the first section, scrolling with the rows (`UITableView.tableHeaderView`).
    /// It is as tall as its frame when set, and as wide as the table; change its height by setting
    /// it again, as in UIKit.
    open var tableHeaderView: View? {
        didSet { tableViewDidChange(from: oldValue, to: tableHeaderView) }
    }
    /// A view shown below the last section, scrolling with the rows (`UITableView.tableFooterView`).
    open var tableFooterView: View? {
        didSet { tableViewDidChange(from: oldValue, to: tableFooterView) }
    }

    private func tableViewDidChange(from old: View?, to new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        layout.invalidateLayout()
        setNeedsLayout()
    }

    /// Lays out the rows, then places the table's header and footer views in the room the layout left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let tableHeaderView { tableHeaderView.frame = layout.frameForTableView(header: true) }
        if let tableFooterView { tableFooterView.frame = layout.frameForTableView(header: false) }
        layoutSectionIndex()
        applyRowInsets()
        layoutFillerRows()
    }

    /// Reloads the rows, and asks the data source for its section index titles again.
    open override func reloadData() {
        needsSectionIndexTitles = true
        super.reloadData()
    }

    /// Whether the table is in editing mode (delete and reorder controls shown). Setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether rows can be selected in editing mode (default `false`).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode (default `false`): editable rows then show
    /// a selection circle instead of their delete or insert control, and taps toggle rows.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if oldValue != allowsMultipleSelectionDuringEditing, editing { refreshCellTableState() } }
    }

    // MARK: State

    let layout: TableViewLayout
    private var headerFooterMetrics: TableLayoutFlowMetrics?
    /// The typed delegate, cached when `delegate` is set.
    private(set) weak var tableDelegate: (any TableViewDelegate)?
    /// Set by the data source's default `moveRowAt`: the model did not move the row.
    var dataSourceDidNotMoveRow = false
    var editing = false
    /// Row animations of the update being recorded: appearing (after-update paths) and disappearing
    /// (before-update paths), per row and per section.
    var appearingRowAnimations: [IndexPath: RowAnimation] = [:]
    var disappearingRowAnimations: [IndexPath: RowAnimation] = [:]
    var appearingSectionAnimations: [Int: RowAnimation] = [:]
    var disappearingSectionAnimations: [Int: RowAnimation] = [:]
    /// The header or footer the delegate is being asked for (so `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// knows which element it dequeues for).
    var supplementaryRequest: (kind: String, indexPath: IndexPath)?

    /// The reuse identifier of the header and footer views that show the data source's titles.
    static let titleViewIdentifier = "OpenCollectionView.TableView.title"

    /// The section index title drawn as a magnifying glass (`UITableView.indexSearch`); the data
    /// source's `sectionForSectionIndexTitle` decides what it scrolls to, as for any title.
    public static let indexSearch = SectionIndexView.searchTitle

    /// Posted (with the table as the object) when the user changes the selected rows
    /// (`UITableView.selectionDidChangeNotification`); selecting from code posts nothing, as in UIKit.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    /// A header-footer view of the table's own showing `view`, a delegate's header or footer that is
    /// not a header-footer view, filling it.
    func hostingHeaderFooterView(for view: View, ofKind kind: String, at indexPath: IndexPath) -> TableViewHeaderFooterView {
        let host = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: HeaderFooterHost.reuseIdentifier, for: indexPath)
        guard let host = host as? HeaderFooterHost else { return TableViewHeaderFooterView(reuseIdentifier: nil) }
        host.host(view)
        return host
    }

    // MARK: Creating

    /// Creates a table view with `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        layout = TableViewLayout(style: style)
        super.init(frame: frame, collectionViewLayout: layout)
        finishSetUp()
    }

    /// Creates a plain table view.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view with a zero frame.
    public convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Creates a plain table view; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        style = .plain
        layout = TableViewLayout(style: .plain)
        super.init(coder: coder)
        install(layout)
        finishSetUp()
    }

    private func finishSetUp() {
        layout.metrics = self
        headerFooterMetrics = TableLayoutFlowMetrics(metrics: self)
        alwaysBounceVertical = true
        for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
            register(TableViewHeaderFooterView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.titleViewIdentifier)
            register(HeaderFooterHost.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: HeaderFooterHost.reuseIdentifier)
        }
    }

    /// The table layout; replacing it is reported and ignored (UIKit's table view has no layout to replace).
    open override var collectionViewLayout: CollectionViewLayout {
        get { super.collectionViewLayout }
        set {
            guard newValue !== super.collectionViewLayout else { return }
            report(.api, "a table view's layout cannot be replaced", recovery: "kept the table layout")
        }
    }

    /// Grouped styles draw the grouped background behind their sections (`.systemGroupedBackground`).
    open override var renderedBackground: BackgroundConfiguration? {
        style == .plain ? nil : BackgroundConfiguration(backgroundColor: .systemGroupedBackground)
    }

    var vocabulary: ContentVocabulary { .table }

    func delegateDidChange() {
        tableDelegate = delegate as? (any TableViewDelegate)
    }

    var flowLayoutAdapter: (any FlowLayoutMetricsProvider)? { headerFooterMetrics }

    /// Checks a metric property: negative (other than `automaticDimension`), NaN and infinite values are
    /// reported and the old value kept.
    private func metricDidChange(_ old: CGFloat, _ new: CGFloat, name: String, restore: (CGFloat) -> Void) {
        guard old != new || (old.isNaN != new.isNaN) else { return }
        if !(new.isFinite && (new >= 0 || new == Self.automaticDimension)) {
            report(.api, "\(name) \(new) is negative, NaN, infinite or above 1e9", recovery: "kept \(old)")
            restore(old)
            return
        }
        layout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Engine hooks (answered from the table's protocols; helpers live in the extensions)

    var hasContentSource: Bool { dataSource != nil }

    func contentNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func contentNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func contentCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
        prepare(cell, at: indexPath)
        return cell
    }

    func contentSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        guard let section = indexPath.first else { return nil }
        let header = kind == CollectionElementKind.sectionHeader
        supplementaryRequest = (kind, indexPath)
        defer { supplementaryRequest = nil }
        if let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                             : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            let headerFooter = view as? TableViewHeaderFooterView ?? hostingHeaderFooterView(for: view, ofKind: kind, at: indexPath)
            headerFooter.tableStyle = style
            headerFooter.tableInsets = headerFooterInsets
            headerFooter.updateConfigurationIfNeeded()
            return headerFooter
        }
        guard let title = self.title(forSection: section, header: header) else {
            // A self-sizing header or footer without a view takes the height it has without one.
            if layout.noteNoView(header: header, inSection: section) { setNeedsLayout() }
            return nil
        }
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.titleViewIdentifier, for: indexPath)
        guard let titleView = view as? TableViewHeaderFooterView else { return nil }
        titleView.tableStyle = style
        titleView.tableInsets = headerFooterInsets
        var configuration: ListContentConfiguration = switch (header, style) {
        case (true, .plain): .plainHeader()
        case (false, .plain): .plainFooter()
        case (true, _): .groupedHeader()
        case (false, _): .groupedFooter()
        }
        configuration.text = title
        if style == .insetGrouped {
            // Headers span the width; in an inset-grouped table their titles line up with the rows' text.
            configuration.directionalLayoutMargins.leading += TableViewLayout.insetGroupedInset
            configuration.directionalLayoutMargins.trailing += TableViewLayout.insetGroupedInset
        }
        titleView.contentConfiguration = configuration
        titleView.backgroundConfiguration = style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        return titleView
    }

    func contentCanMoveItem(at indexPath: IndexPath) -> Bool { canMoveRow(at: indexPath) }

    func contentMoveItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource else { return false }
        dataSourceDidNotMoveRow = false
        dataSource.tableView(self, moveRowAt: source, to: destination)
        return !dataSourceDidNotMoveRow
    }

    var hasPrefetchSource: Bool { prefetchDataSource != nil }

    func contentPrefetch(itemsAt indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    func contentCancelPrefetching(forItemsAt indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    func delegateWillDisplay(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.tableInsets = appliedRowInsets
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func delegateWillDisplaySupplementaryView(_ view: CollectionReusableView, forElementKind kind: String,
                                                       at indexPath: IndexPath) {
        guard let section = indexPath.first else { return }
        let view = (view as? HeaderFooterHost)?.hosted ?? view
        if kind == CollectionElementKind.sectionHeader {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    func delegateDidEndDisplayingSupplementaryView(_ view: CollectionReusableView, forElementOfKind kind: String,
                                                            at indexPath: IndexPath) {
        guard let section = indexPath.first else { return }
        let view = (view as? HeaderFooterHost)?.hosted ?? view
        if kind == CollectionElementKind.sectionHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    var selectsMultipleItems: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    var isEditingContent: Bool { editing }

    func delegateCanFocusItem(at indexPath: IndexPath) -> Bool? {
        tableDelegate?.tableView(self, canFocusRowAt: indexPath)
    }

    func delegateSelectionFollowsFocus(forItemAt indexPath: IndexPath) -> Bool? {
        tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath)
    }

    func delegatePreferredFocusedItem() -> IndexPath? {
        tableDelegate?.indexPathForPreferredFocusedView(in: self)
    }

    func delegateShouldUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading) -> Bool {
        guard let tableDelegate else { return true }
        return tableDelegate.tableView(self, shouldUpdateFocusIn: focusContext(from: previous, to: next, heading: heading))
    }

    func delegateDidUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading, coordinator: FocusAnimationCoordinator) {
        tableDelegate?.tableView(self, didUpdateFocusIn: focusContext(from: previous, to: next, heading: heading), with: coordinator)
    }

    /// Whether taps select rows now: always outside editing mode, and in it only when allowed.
    var selectsDuringEditing: Bool { allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing }

    func delegateShouldHighlightItem(at indexPath: IndexPath) -> Bool {
        guard !editing || selectsDuringEditing else { return false }
        return tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidHighlightItem(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func delegateDidUnhighlightItem(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func delegateWillSelectItem(at indexPath: IndexPath) -> IndexPath? {
        guard !editing || selectsDuringEditing else { return nil }
        guard let tableDelegate else { return indexPath }
        return validRedirect(tableDelegate.tableView(self, willSelectRowAt: indexPath), for: indexPath,
                             method: "tableView(_:willSelectRowAt:)")
    }

    func delegateDidSelectItem(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }

    func delegateContextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
        tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func delegateWillDisplayContextMenu(_ configuration: ContextMenuConfiguration) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: nil)
    }

    func delegateWillEndContextMenuInteraction(_ configuration: ContextMenuConfiguration) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: nil)
    }

    func delegateHighlightPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? {
        tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func delegateDismissalPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? {
        tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func delegateWillPerformPreviewAction(_ configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func delegatePerformPrimaryAction(at indexPath: IndexPath) {
        guard !editing, let tableDelegate, tableDelegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath) else { return }
        tableDelegate.tableView(self, performPrimaryActionForRowAt: indexPath)
    }

    func delegateWillDeselectItem(at indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return validRedirect(tableDelegate.tableView(self, willDeselectRowAt: indexPath), for: indexPath,
                             method: "tableView(_:willDeselectRowAt:)")
    }

    func delegateDidDeselectItem(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }

    func delegateTargetIndexPathForMove(fromOriginal original: IndexPath, current: IndexPath,
                                                 proposed: IndexPath) -> IndexPath {
        tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: original, toProposedIndexPath: proposed) ?? proposed
    }

    func adjustAppearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes {
        apply(rowAnimation(for: key, rows: appearingRowAnimations, sections: appearingSectionAnimations), to: attributes)
    }

    func adjustDisappearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes {
        apply(rowAnimation(for: key, rows: disappearingRowAnimations, sections: disappearingSectionAnimations), to: attributes)
    }

    func didFinishMovement() {
        refreshCellTableState()
    }

    func didCommitUpdate() {
        appearingRowAnimations.removeAll()
        disappearingRowAnimations.removeAll()
        appearingSectionAnimations.removeAll()
        disappearingSectionAnimations.removeAll()
        // Which row is last in its section may have changed (separators), and sections may have come
        // or gone (the section index).
        refreshCellTableState()
        reloadSectionIndexTitles()
    }

    func contentDidScroll() {
        placeSectionIndex()
        layoutFillerRows()
    }

    // MARK: Editing

    /// Enters or leaves editing mode; visible cells show or hide their controls at once, and an open
    /// delete confirmation closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        closeDeleteConfirmation()
        // Changing mode clears the selection, unless both modes select rows the same way.
        if !(selectsDuringEditing && allowsMultipleSelectionDuringEditing == allowsMultipleSelection) {
            for row in selection.selected.sorted() { deselectItem(at: row, animated: false) }
        }
        refreshCellTableState()
        setNeedsLayout()
    }

    /// In editing mode, a press on a movable row's reorder control grabs it.
    func grabsItemForMovement(at point: CGPoint, item: IndexPath) -> Bool {
        guard editing, canMoveRow(at: item), let frame = layoutAttributesForItem(at: item)?.frame else { return false }
        let width = TableViewCell.controlWidth
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return rightToLeft ? point.x < frame.minX + width : point.x > frame.maxX - width
    }

    /// In editing mode with multiple selection, a row's selection circle.
    func multipleSelectionControlContains(_ point: CGPoint, item: IndexPath) -> Bool {
        guard editing, let cell = cellForItem(at: item) as? TableViewCell, let circle = cell.selectionCircleFrame else { return false }
        return circle.contains(cell.convert(point, from: self))
    }

    var selectsMultipleItemsWhenSweeping: Bool { selectsMultipleItems || allowsMultipleSelectionDuringEditing }

    func beginMultipleSelectionEditing() {
        if !editing, allowsMultipleSelectionDuringEditing { setEditing(true, animated: true) }
    }

    func delegateShouldBeginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    func delegateDidBeginMultipleSelectionInteraction(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    func delegateDidEndMultipleSelectionInteraction() {
        tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self)
    }

    /// Outside editing mode: the delegate's swipe actions, or the delete action for deletable rows.
    func swipeActionsConfigurations(forItemAt indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)? {
        guard !editing else { return nil }
        return (tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath), trailingSwipeActions(forRowAt: indexPath))
    }
}

/// The table view answers the engine from its data source, prefetch data source and delegate, and
/// presents rows its own way (row animations, swipe actions, reorder controls).
extension TableView: CollectionContentSource, CollectionDisplayDelegate, CollectionPresentation {}
