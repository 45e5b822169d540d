import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A cell with list features: accessories, indentation, separators and the look of its list
/// (`UICollectionViewListCell`, F36).
///
/// In a list section (`CollectionLayoutSection.list(using:layoutEnvironment:)` or
/// `CollectionViewCompositionalLayout.list(using:)`) the cell learns its list and its place in the
/// section from its layout attributes, and draws what UIKit's list cells draw: separators per the
/// list's `separatorConfiguration` (starting where the content's text starts, or where
/// `separatorLayoutGuide` is constrained), the rounded corners of the first and last rows of an
/// inset-grouped section, and — unless a background configuration is set — the background of the
/// appearance. `defaultContentConfiguration()` follows the appearance too.
///
/// Accessories sit inside the cell's edges, leading ones before the content and trailing ones after
/// it; the content view and the content configuration's margins leave room for them. Indentation
/// (`indentationLevel` × `indentationWidth`) moves the content, and the leading accessories when
/// `indentsAccessories`. A diffable data source with section snapshots sets `indentationLevel` from
/// the item's level, as in UIKit.
///
/// Differences from UIKit: `backgroundConfiguration` reads `nil` until set; the list's default
/// background is drawn meanwhile. Metrics: `Guides/Lists.md`.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories. As in UIKit, system accessories take their own edge and order whatever their
    /// order here (one of each kind: a second is reported and not shown), and custom views go where
    /// their placement's position says, evaluated in this array's order.
    open var accessories: [CellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// The indentation level (negative values count as 0).
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { listLayoutDidChange() } }
    }

    /// The width of one indentation level. The default is 10 points (UIKit's documented table-cell value).
    open var indentationWidth: CGFloat = 10 {
        didSet { if oldValue != indentationWidth { listLayoutDidChange() } }
    }

    /// Whether leading accessories move with the indentation (`true`) or only the content (`false`).
    open var indentsAccessories = true {
        didSet { if oldValue != indentsAccessories { listLayoutDidChange() } }
    }

    /// A guide whose leading edge is where the separators start. Constrain its leading anchor to move
    /// them (for example to a label's leading anchor); unconstrained, they start at the content's text.
    public let separatorLayoutGuide = LayoutGuide()

    /// The list and the cell's place in it, from the last applied attributes.
    package private(set) var listPlacement: ListElementPlacement?

    /// The accessories' views, leading ones then trailing ones, each edge in leading-to-trailing order.
    private var accessoryViews: [(accessory: CellAccessory, view: View)] = []
    /// The hairline before a reorder accessory that shows one.
    private var reorderSeparator: SeparatorLineView?
    private var topSeparator: SeparatorLineView?
    private var bottomSeparator: SeparatorLineView?

    /// The gap between accessories, and between the cell's edge and the outermost accessory.
    static let accessorySpacing: CGFloat = 8
    static let accessoryEdgeInset: CGFloat = 16

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorLayoutGuide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(separatorLayoutGuide)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        separatorLayoutGuide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(separatorLayoutGuide)
    }

    // MARK: The list

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let placement = layoutAttributes.listPlacement
        guard placement != listPlacement || (placement == nil) != (listPlacement == nil) else { return }
        listPlacement = placement
        listEnvironment = placement.map { CollectionLayoutListConfiguration.listEnvironment(of: $0.appearance) } ?? .none
        applyListShape()
        listLayoutDidChange()
    }

    /// The content configuration of the cell's list: a sidebar cell in sidebars, a header in a
    /// header row, a cell otherwise.
    open override func defaultContentConfiguration() -> ListContentConfiguration {
        guard let listPlacement else { return .cell() }
        switch (listPlacement.appearance, listPlacement.role) {
        case (.sidebar, .headerRow), (.sidebarPlain, .headerRow): return .sidebarHeader()
        case (.sidebar, _), (.sidebarPlain, _): return .sidebarCell()
        case (.plain, .headerRow): return .plainHeader()
        case (.grouped, .headerRow), (.insetGrouped, .headerRow): return .groupedHeader()
        default: return .cell()
        }
    }

    /// The background a cell that has none of its own draws: the automatic list background, which
    /// takes the list's style from the configuration state's list environment. A header row takes a
    /// header's in plain lists and sidebars, and a cell's in grouped ones, where it sits in the group.
    var listDefaultBackground: BackgroundConfiguration {
        switch (listPlacement?.role, listPlacement?.appearance) {
        case (.headerRow, .plain), (.headerRow, .sidebar), (.headerRow, .sidebarPlain): .listHeader()
        default: .listCell()
        }
    }

    /// Without a background configuration of its own, the cell draws its list's default one.
    open override var renderedBackground: BackgroundConfiguration? {
        if let background = super.renderedBackground { return background }
        guard listPlacement != nil else { return nil }
        return drawnBackground(listDefaultBackground.updated(for: configurationState))
    }

    /// The content, moved aside for the accessories and the indentation.
    open override var renderedContent: RenderedContent? {
        guard let content = super.renderedContent else { return nil }
        let insets = contentInsets
        return content.insettingHorizontally(leading: insets.leading, trailing: insets.trailing)
    }

    /// Rounds the first and last rows of an inset-grouped section (the section's rounded group), and
    /// sidebar rows (their selection).
    private func applyListShape() {
        guard let listPlacement, listPlacement.role == .row || listPlacement.role == .headerRow else {
            removeInsetGroupedRounding()
            return
        }
        switch listPlacement.appearance {
        case .insetGrouped:
            roundAsInsetGroupedRow(isFirst: listPlacement.isFirst, isLast: listPlacement.isLast)
        case .sidebar:
            roundAsInsetGroupedRow(isFirst: true, isLast: true)
        case .plain, .grouped, .sidebarPlain:
            removeInsetGroupedRounding()
        }
    }

    // MARK: Accessories

    /// The accessories shown in the current editing state.
    private var displayedAccessories: [(accessory: CellAccessory, view: View)] {
        accessoryViews.filter { $0.accessory.displayed.isDisplayed(editing: isEditing) }
    }

    /// The order of system accessories at each edge, leading to trailing.
    private static let systemOrder: [CellAccessory.AccessoryType] = [
        .delete, .insert, .multiselect,
        .label, .popUpMenu, .detail, .checkmark, .outlineDisclosure, .disclosureIndicator, .reorder,
    ]

    /// The accessories in their places: system ones in UIKit's order at their edge, then each custom
    /// view, in array order, where its position says among those at its edge.
    private func arrangedAccessories() -> (leading: [CellAccessory], trailing: [CellAccessory]) {
        var seen = Set<Int>(), system: [CellAccessory] = [], custom: [CellAccessory] = []
        for accessory in accessories {
            guard accessory.accessoryType.isSystem else { custom.append(accessory); continue }
            guard seen.insert(accessory.accessoryType.kind).inserted else {
                (superview as? any CellContainer)?.report(CollectionDiagnostic(source: .api, message: "a cell's accessories include more than one \(accessory.accessoryType) accessory; a cell shows one of each system accessory",
                                                                                   recovery: "the later one is not shown"))
                continue
            }
            system.append(accessory)
        }
        system.sort { a, b in
            (Self.systemOrder.firstIndex(of: a.accessoryType) ?? 0) < (Self.systemOrder.firstIndex(of: b.accessoryType) ?? 0)
        }
        var leading = system.filter(\.isLeading), trailing = system.filter { !$0.isLeading }
        for accessory in custom {
            func insert(into edge: inout [CellAccessory]) {
                let index = accessory.position?(edge) ?? (accessory.isLeading ? edge.count : 0)
                edge.insert(accessory, at: Swift.min(Swift.max(0, index), edge.count))
            }
            if accessory.isLeading { insert(into: &leading) } else { insert(into: &trailing) }
        }
        return (leading, trailing)
    }

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = []
        let arranged = arrangedAccessories()
        for accessory in arranged.leading + arranged.trailing {
            if let custom = accessory.customView {
                if let owner = custom.superview, owner !== self {
                    (superview as? any CellContainer)?.report(CollectionDiagnostic(source: .api, message: "the custom view of a cell accessory (\(type(of: custom))) is already in another view; a view can be in one place only",
                                                                                       recovery: "the accessory is not shown"))
                    continue
                }
                addSubview(custom)
                accessoryViews.append((accessory, custom))
            } else {
                let view = AccessoryView(accessory: accessory)
                view.onTap = { [weak self] accessory in self?.accessoryTapped(accessory) }
                addSubview(view)
                accessoryViews.append((accessory, view))
            }
        }
        listLayoutDidChange()
    }

    /// The room one accessory takes.
    private func width(of entry: (accessory: CellAccessory, view: View)) -> CGFloat {
        if let view = entry.view as? AccessoryView { return view.reservedWidth }
        let own: CGFloat = entry.accessory.maintainsFixedSize ? entry.view.bounds.width : entry.view.sizeThatFits(bounds.size).width
        switch entry.accessory.reservedLayoutWidth {
        case .actual: return own
        case .standard: return Swift.max(own, AccessoryView.standardWidth)
        case .custom(let width): return width.isFinite && width >= 0 ? width : own
        }
    }

    /// The indentation in points.
    private var indentation: CGFloat {
        Self.indentation(level: indentationLevel, width: indentationWidth)
    }

    /// How far the content starts from each edge: the indentation and the accessories with their spacing.
    private var contentInsets: (leading: CGFloat, trailing: CGFloat) {
        let shown = displayedAccessories
        func room(_ entries: [(accessory: CellAccessory, view: View)]) -> CGFloat {
            guard !entries.isEmpty else { return 0 }
            return Self.accessoryEdgeInset + entries.reduce(0) { $0 + width(of: $1) } + Self.accessorySpacing * CGFloat(entries.count - 1)
        }
        return (indentation + room(shown.filter(\.accessory.isLeading)), room(shown.filter { !$0.accessory.isLeading }))
    }

    override var contentViewFrame: CGRect {
        let insets = contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = Swift.max(0, bounds.width - insets.leading - insets.trailing)
        return CGRect(x: rightToLeft ? insets.trailing : insets.leading, y: 0, width: width, height: bounds.height)
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        layoutListParts()
    }

    /// Lays out the cell's constraints; when the separator guide is constrained (to a view in the
    /// content view, typically), lays the content view out first and places the separators again,
    /// so they start where that view is now — UIKit solves both in one engine.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard solvedFrame(of: separatorLayoutGuide) != nil else { return }
        contentView.layoutIfNeeded()
        layoutIsland()
        layoutSeparators(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    private func listLayoutDidChange() {
        setNeedsUpdateConfiguration()
        setNeedsDisplay()
        layoutListParts()
    }

    /// Places the content view, the accessories and the separators.
    private func layoutListParts() {
        layoutContentView()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let height = bounds.height
        func place(_ entries: [(accessory: CellAccessory, view: View)], leading: Bool) {
            var cursor = Self.accessoryEdgeInset + (leading && indentsAccessories ? indentation : 0)
            for entry in entries {
                let w = width(of: entry)
                let h = entry.view is AccessoryView || !entry.accessory.maintainsFixedSize ? height : Swift.min(height, entry.view.bounds.height)
                let atLeft = leading != rightToLeft
                entry.view.frame = CGRect(x: atLeft ? cursor : bounds.width - cursor - w, y: (height - h) / 2, width: w, height: h)
                cursor += w + Self.accessorySpacing
            }
        }
        let shown = displayedAccessories
        for (_, view) in accessoryViews { view.isHidden = true }
        for (accessory, view) in shown {
            view.isHidden = accessory.isHidden
            if let view = view as? AccessoryView {
                view.isOn = accessory.accessoryType == .multiselect ? isSelected : isExpanded
            }
        }
        let trailing = shown.filter { !$0.accessory.isLeading }
        place(shown.filter(\.accessory.isLeading), leading: true)
        // Trailing accessories are kept leading to trailing; placing starts at the edge.
        place(trailing.reversed(), leading: false)
        layoutReorderSeparator(trailing: trailing, rightToLeft: rightToLeft)
        layoutSeparators(rightToLeft: rightToLeft)
    }

    /// A vertical hairline before a shown reorder accessory that follows another accessory and asks for one.
    private func layoutReorderSeparator(trailing: [(accessory: CellAccessory, view: View)], rightToLeft: Bool) {
        guard let index = trailing.firstIndex(where: { $0.accessory.accessoryType == .reorder }), index > 0,
              trailing[index].accessory.showsVerticalSeparator, !trailing[index].accessory.isHidden else {
            reorderSeparator?.removeFromSuperview()
            reorderSeparator = nil
            return
        }
        let line = reorderSeparator ?? SeparatorLineView()
        let reorder = trailing[index].view.frame, thickness = SeparatorLineView.thickness
        let x = rightToLeft ? reorder.maxX + Self.accessorySpacing / 2 : reorder.minX - Self.accessorySpacing / 2 - thickness
        line.frame = CGRect(x: x, y: 0, width: thickness, height: bounds.height)
        line.color = listPlacement?.separator.color ?? .separator
        if line.superview !== self { addSubview(line) }
        reorderSeparator = line
    }

    /// The separators' leading inset: where the separator guide is constrained, else where the text starts.
    private var automaticSeparatorLeading: CGFloat {
        if let solved = solvedFrame(of: separatorLayoutGuide) {
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - solved.maxX : solved.minX
        }
        var leading = contentInsets.leading
        if case .list(let list)? = super.renderedContent {
            leading += list.directionalLayoutMargins.leading
            if list.image != nil {
                let imageWidth = Swift.max(list.imageProperties.reservedLayoutSize.width, list.image?.size.width ?? 0)
                leading += imageWidth + list.imageToTextPadding
            }
        } else if case .custom(let custom)? = super.renderedContent {
            leading += custom.directionalLayoutMargins.leading
        } else {
            leading += ListContentConfiguration.cell().directionalLayoutMargins.leading
        }
        return leading
    }

    private func layoutSeparators(rightToLeft: Bool) {
        guard let listPlacement else {
            topSeparator = updateSeparator(topSeparator, visible: false, top: true, insets: (0, 0), color: .separator, rightToLeft: rightToLeft)
            bottomSeparator = updateSeparator(bottomSeparator, visible: false, top: false, insets: (0, 0), color: .separator, rightToLeft: rightToLeft)
            return
        }
        let separator = listPlacement.separator
        let automaticLeading = automaticSeparatorLeading
        func insets(_ given: DirectionalEdgeInsets, fullWidth: Bool) -> (leading: CGFloat, trailing: CGFloat) {
            if fullWidth { return (0, 0) }
            let leading = ListSeparatorConfiguration.isAutomatic(given.leading) || !given.leading.isFinite ? automaticLeading : given.leading
            let trailing = ListSeparatorConfiguration.isAutomatic(given.trailing) || !given.trailing.isFinite ? 0 : given.trailing
            return (Swift.max(0, leading), Swift.max(0, trailing))
        }
        // A grouped section's outer edges run full width.
        let grouped = listPlacement.appearance == .grouped
        topSeparator = updateSeparator(topSeparator, visible: listPlacement.showsTopSeparator, top: true,
                                       insets: insets(separator.topSeparatorInsets, fullWidth: grouped && listPlacement.isFirst),
                                       color: separator.color, rightToLeft: rightToLeft)
        bottomSeparator = updateSeparator(bottomSeparator, visible: listPlacement.showsBottomSeparator, top: false,
                                          insets: insets(separator.bottomSeparatorInsets, fullWidth: grouped && listPlacement.isLast),
                                          color: separator.color, rightToLeft: rightToLeft)
    }

    private func updateSeparator(_ view: SeparatorLineView?, visible: Bool, top: Bool, insets: (leading: CGFloat, trailing: CGFloat),
                                 color: Color, rightToLeft: Bool) -> SeparatorLineView? {
        guard visible else {
            view?.removeFromSuperview()
            return nil
        }
        let line = view ?? SeparatorLineView()
        let thickness = SeparatorLineView.thickness
        let width = Swift.max(0, bounds.width - insets.leading - insets.trailing)
        line.frame = CGRect(x: rightToLeft ? insets.trailing : insets.leading, y: top ? 0 : Swift.max(0, bounds.height - thickness),
                            width: width, height: thickness)
        line.color = color
        if line.superview !== self { addSubview(line) }
        return line
    }

    // MARK: State

    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { layoutListParts() } }
    }

    open override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        layoutListParts()
    }

    // MARK: Taps

    private func accessoryTapped(_ accessory: CellAccessory) {
        if let handler = accessory.actionHandler { return handler() }
        if accessory.accessoryType == .popUpMenu { return presentPopUpMenu(of: accessory) }
        guard let collectionView = superview as? any ListCellContainer, let indexPath = collectionView.indexPath(for: self) else { return }
        switch accessory.accessoryType {
        case .outlineDisclosure:
            collectionView.toggleOutlineExpansion(at: indexPath)
        case .delete:
            collectionView.openTrailingSwipeActions(at: indexPath)
        case .disclosureIndicator, .checkmark, .insert, .reorder, .multiselect, .label, .detail, .customView, .popUpMenu:
            break
        }
    }

    /// A tap on a row with a shown pop-up menu accessory presents its menu instead of selecting the row.
    override func takeTap() -> Bool {
        guard let entry = displayedAccessories.first(where: { $0.accessory.accessoryType == .popUpMenu && !$0.accessory.isHidden }) else { return false }
        presentPopUpMenu(of: entry.accessory)
        return true
    }

    /// Shows the accessory's menu under the row (over its window); a choice tells the accessory's handler.
    private func presentPopUpMenu(of accessory: CellAccessory) {
        guard let menu = accessory.menu, let window else { return }
        let handler = accessory.selectedElementDidChangeHandler
        MenuBackdrop.present(menu, from: convert(bounds, to: window), in: window) { _ in handler?(menu) }
    }

    /// The frame of the shown accessory of a type (the reorder grip, the multiselect circle), in the
    /// cell's coordinates.
    func accessoryFrame(of type: CellAccessory.AccessoryType) -> CGRect? {
        displayedAccessories.first { $0.accessory.accessoryType == type && !$0.accessory.isHidden }?.view.frame
    }

    /// The outline disclosure shown with the `.header` style (or `.automatic` in a header row): a tap on
    /// the cell toggles the item instead of selecting it.
    var togglesExpansionOnTap: Bool {
        displayedAccessories.contains { entry in
            guard entry.accessory.accessoryType == .outlineDisclosure else { return false }
            switch entry.accessory.outlineStyle {
            case .header: return true
            case .cell: return false
            case .automatic: return listPlacement?.role == .headerRow
            }
        }
    }

    override func resetEngineState() {
        super.resetEngineState()
        indentationLevel = 0
    }

    // MARK: Accessibility

    /// A row is one accessibility element, read as its list content's texts.
    override var readsAsListRow: Bool { true }

    /// What the shown accessories do, in their order: an outline disclosure offers "Expand" or
    /// "Collapse", a delete accessory "Delete" (its handler) or else the row's trailing swipe actions
    /// (what tapping it reveals), an insert accessory "Insert" and a detail accessory "More Info" (their
    /// handlers), a custom view that is a button its label (activating it). A disclosure indicator, a
    /// checkmark, a label, a multiselect, a pop-up menu (the row itself shows it) and a reorder control
    /// offer none.
    override var accessoryAccessibilityActions: [AccessibilityCustomAction] {
        var actions: [AccessibilityCustomAction] = []
        for entry in displayedAccessories where !entry.accessory.isHidden {
            let accessory = entry.accessory
            switch accessory.accessoryType {
            case .outlineDisclosure:
                actions.append(tapAction(named: isExpanded ? "Collapse" : "Expand", on: accessory))
            case .delete:
                if accessory.actionHandler != nil {
                    actions.append(tapAction(named: "Delete", on: accessory))
                } else if let container = superview as? any ListCellContainer {
                    actions += container.trailingSwipeAccessibilityActions(for: self)
                }
            case .insert where accessory.actionHandler != nil:
                actions.append(tapAction(named: "Insert", on: accessory))
            case .detail where accessory.actionHandler != nil:
                actions.append(tapAction(named: "More Info", on: accessory))
            case .customView(let view):
                guard view.isAccessibilityElement, view.accessibilityTraits.contains(.button), !view.accessibilityTraits.contains(.notEnabled),
                      let name = view.accessibilityLabel, !name.isEmpty else { continue }
                actions.append(AccessibilityCustomAction(name: name) { [weak view] _ in
                    guard let view else { return false }
                    if view.accessibilityActivate() { return true }
                    guard let button = view as? Button, button.isEnabled else { return false }
                    button.performTap()
                    return true
                })
            case .disclosureIndicator, .checkmark, .insert, .reorder, .multiselect, .label, .detail, .popUpMenu:
                continue
            }
        }
        return actions
    }

    /// A custom action named `name` that does what tapping `accessory` does.
    private func tapAction(named name: String, on accessory: CellAccessory) -> AccessibilityCustomAction {
        AccessibilityCustomAction(name: name) { [weak self] _ in
            guard let self else { return false }
            self.accessoryTapped(accessory)
            return true
        }
    }
}
