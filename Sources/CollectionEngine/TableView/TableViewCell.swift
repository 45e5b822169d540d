import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A table row's cell (`UITableViewCell`): a collection view cell with a table's accessories and
/// editing controls.
///
/// Content is a content configuration, as in UIKit since iOS 14: `defaultContentConfiguration()`
/// gives a `ListContentConfiguration` (text, secondary text, image) in the cell style. The accessory
/// (disclosure indicator, checkmark, detail button) is drawn at the trailing edge; in editing mode
/// the delete or insert control sits at the leading edge and the reorder control at the trailing
/// edge, and the content moves aside for them.
///
/// Create cells by registering the class and dequeuing it, or — UIKit's older pattern — with
/// `init(style:reuseIdentifier:)` when `dequeueReusableCell(withIdentifier:)` has none queued; either
/// way the table reuses them.
///
/// UIKit's older content API works too: `textLabel`, `detailTextLabel` (in styles that have one) and
/// `imageView` are real views in the content view, placed by constraints with the style's list
/// metrics, made the first time one is read. Don't mix them with `contentConfiguration`.
///
/// Differences from UIKit: accessories and controls are glyphs; `value2`'s text column is 91 points
/// wide; `selectionStyle` `.blue` draws the same grey as `.gray` and `.default` (as on iOS 7 and later).
@MainActor
open class TableViewCell: CollectionViewCell {
    /// The standard accessory of a row (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Hashable, Sendable, CaseIterable {
        /// None.
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// What editing a row does (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Hashable, Sendable, CaseIterable {
        /// No control.
        case none = 0
        /// A red delete control; the row can be swiped to delete.
        case delete = 1
        /// A green insert control.
        case insert = 2
    }

    /// The standard arrangements of a cell's text (`UITableViewCell.CellStyle`): what
    /// `defaultContentConfiguration()` returns.
    public enum CellStyle: Int, Hashable, Sendable, CaseIterable {
        /// Text only (`ListContentConfiguration.cell()`).
        case `default` = 0
        /// Text, with the secondary text as a value on the trailing side (`valueCell()`).
        case value1 = 1
        /// Secondary text next to the text (`valueCell()` here; UIKit's blue leading label is not drawn).
        case value2 = 2
        /// Text, with the secondary text below it in a smaller font (`subtitleCell()`).
        case subtitle = 3
    }

    /// Whether rows draw a separator line (`UITableViewCell.SeparatorStyle`); set on the table view.
    public enum SeparatorStyle: Int, Hashable, Sendable, CaseIterable {
        /// No separators.
        case none = 0
        /// A hairline under every row but the last of its section.
        case singleLine = 1
    }

    /// How a focused row looks (`UITableViewCell.FocusStyle`).
    public enum FocusStyle: Int, Hashable, Sendable, CaseIterable {
        /// The focus ring in the tint colour.
        case `default` = 0
        /// No ring: the row draws its own focus from `configurationState.isFocused`.
        case custom = 1
    }

    /// How a selected or highlighted row looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Hashable, Sendable, CaseIterable {
        /// No change: the background and `selectedBackgroundView` ignore selection and highlight (the
        /// configuration state still has them).
        case none = 0
        /// The standard grey (blue before iOS 7).
        case blue = 1
        /// The standard grey.
        case gray = 2
        /// The standard grey.
        case `default` = 3
    }

    /// The states a row moves between, told to `willTransition(to:)` and `didTransition(to:)`
    /// (`UITableViewCell.StateMask`).
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The row is in editing mode, with its editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The row shows its delete confirmation (its trailing swipe actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The separator line under the row: its insets from the row's edges and its colour.
    package struct Separator: Equatable {
        package var inset: EdgeInsets
        package var color: Color
    }

    /// The arrangement `defaultContentConfiguration()` follows.
    private let cellStyle: CellStyle

    /// Creates a cell in `style`, reusable under `reuseIdentifier` (the table queues it when it leaves
    /// the screen, and `dequeueReusableCell(withIdentifier:)` hands it out again).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a cell in the default style (what registering the class makes).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell in the default style; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
    }

    // MARK: UIKit's older content API

    /// The views of UIKit's older content API, once one was read.
    private var legacyContent: TableCellLegacyContent?
    private func legacy() -> TableCellLegacyContent {
        if let legacyContent { return legacyContent }
        let made = TableCellLegacyContent(style: cellStyle, in: contentView)
        legacyContent = made
        return made
    }

    /// The label of the row's text, in the style's font and colour (made when first read).
    open var textLabel: Label? { legacy().textLabel }
    /// The label of the secondary text, in styles that have one (`nil` in `.default`).
    open var detailTextLabel: Label? { legacy().detailTextLabel }
    /// The image before the text (`nil` in `.value2`, which has none); it takes no room without an image.
    open var imageView: ImageView? { legacy().imageView }

    // MARK: Selection, editing, indentation

    /// How a selected or highlighted row looks (default `.default`).
    open var selectionStyle: SelectionStyle = .default {
        didSet {
            guard oldValue != selectionStyle else { return }
            showSelectedBackgroundView()
            setNeedsUpdateConfiguration()
        }
    }
    override var showsSelection: Bool { selectionStyle != .none }

    /// How the row shows the keyboard focus (default `.default`: the focus ring).
    open var focusStyle: FocusStyle = .default {
        didSet { if oldValue != focusStyle { updateFocusHalo() } }
    }
    override var drawsFocusHalo: Bool { focusStyle == .default }

    /// A view shown instead of `selectedBackgroundView` while the row is selected in a table that
    /// selects several rows in editing mode.
    open var multipleSelectionBackgroundView: View? {
        didSet {
            guard oldValue !== multipleSelectionBackgroundView else { return }
            oldValue?.removeFromSuperview()
            updateMultipleSelectionBackground()
        }
    }

    /// Moving the row by its reorder control tells `dragStateDidChange(_:)`: `.lifting` then
    /// `.dragging` when picked up, `.none` when put down.
    public package(set) override var isReordering: Bool {
        didSet {
            guard oldValue != isReordering else { return }
            if isReordering {
                setDragState(.lifting)
                setDragState(.dragging)
            } else {
                setDragState(.none)
            }
        }
    }

    /// Whether the row's controls take input while it is dragged (`userInteractionEnabledWhileDragging`;
    /// default `false`).
    ///
    /// Differs from UIKit: kept, with nothing to change — one pointer drags the row here, so no other
    /// touch can reach its controls during the drag.
    open var userInteractionEnabledWhileDragging = false

    /// Whether the row is selected: setting it calls `setSelected(_:animated:)`, as in UIKit.
    open override var isSelected: Bool {
        get { super.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the row's look; the table calls it. Override to change the look, calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard super.isSelected != selected else { return }
        super.isSelected = selected
        if showsSelectionCircle { layoutTableControls() }
        updateMultipleSelectionBackground()
    }

    /// Whether the row is highlighted: setting it calls `setHighlighted(_:animated:)`, as in UIKit.
    open override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights or unhighlights the row's look; the table calls it while a touch is down.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.isHighlighted = highlighted
    }

    /// Whether the row is in editing mode: setting it calls `setEditing(_:animated:)`. The table sets
    /// it with its own editing mode.
    open override var isEditing: Bool {
        get { super.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the editing control, the reorder control and the editing
    /// accessory appear or go, telling `willTransition(to:)` and `didTransition(to:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard super.isEditing != editing else { return }
        let next = transitionState(editing: editing, swiped: isSwiped)
        willTransition(to: next)
        super.isEditing = editing
        tableStateDidChange()
        didTransition(to: next)
    }

    /// Tells the row it is about to enter `state` (editing, the delete confirmation); the default does nothing.
    open func willTransition(to state: StateMask) {}
    /// Tells the row it entered `state`; the default does nothing.
    open func didTransition(to state: StateMask) {}

    private func transitionState(editing: Bool, swiped: Bool) -> StateMask {
        var state: StateMask = []
        if editing { state.insert(.showingEditControl) }
        if swiped { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Opening or closing the swipe actions tells the table's delegate and the row's transition methods.
    public package(set) override var isSwiped: Bool {
        willSet {
            guard newValue != isSwiped else { return }
            (superview as? TableView)?.rowSwipeStateWillChange(self, opening: newValue)
            willTransition(to: transitionState(editing: isEditing, swiped: newValue))
        }
        didSet {
            guard oldValue != isSwiped else { return }
            didTransition(to: transitionState(editing: isEditing, swiped: isSwiped))
            (superview as? TableView)?.rowSwipeStateDidChange(self, opened: isSwiped)
        }
    }

    /// How many levels the content is indented (negative values count as 0); the table sets it from
    /// its delegate's `indentationLevelForRowAt`.
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { layoutContentView(); tableStateDidChange() } }
    }
    /// The width of one indentation level (default 10 points; negative or non-finite count as 0).
    open var indentationWidth: CGFloat = 10 {
        didSet { if oldValue != indentationWidth { layoutContentView(); tableStateDidChange() } }
    }
    /// The indentation in points.
    private var indentation: CGFloat {
        Self.indentation(level: indentationLevel, width: indentationWidth)
    }

    /// The row's separator insets: the table's `separatorInset` unless set here. Only the left and
    /// right insets are used; invalid values are ignored.
    open var separatorInset: EdgeInsets {
        get { ownSeparatorInset ?? separator?.inset ?? EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            guard [newValue.left, newValue.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
            ownSeparatorInset = newValue
            separator?.inset = newValue
        }
    }
    /// The separator inset set on this row, which wins over the table's.
    private(set) var ownSeparatorInset: EdgeInsets?

    private func updateMultipleSelectionBackground() {
        guard let view = multipleSelectionBackgroundView else { return }
        let shows = isSelected && isEditing && showsSelectionCircle
        if shows {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if view.superview !== self { insertSubview(view, belowSubview: currentContentView) }
        } else {
            view.removeFromSuperview()
        }
        showSelectedBackgroundView()
        // It takes the selected background's place.
        if shows { selectedBackgroundView?.isHidden = true }
    }

    /// The accessory shown outside editing mode.
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { tableStateDidChange() } }
    }
    /// The accessory shown in editing mode.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if oldValue != editingAccessoryType { tableStateDidChange() } }
    }
    /// A view shown at the trailing edge instead of `accessoryType`'s control outside editing mode (a
    /// switch, a badge), at its own size, centred vertically; the content ends before it.
    ///
    /// Differences from UIKit: a view that is already in another view is reported to the table's
    /// diagnostics and not shown (UIKit moves it, leaving the other place without it).
    open var accessoryView: View? {
        didSet { accessoryViewDidChange(from: oldValue) }
    }
    /// The view shown instead of `editingAccessoryType`'s control in editing mode; see `accessoryView`.
    /// A shown reorder control takes its place, as it takes the editing accessory type's.
    open var editingAccessoryView: View? {
        didSet { accessoryViewDidChange(from: oldValue) }
    }
    /// Whether the content moves aside for the editing control (default `true`).
    open var shouldIndentWhileEditing = true {
        didSet { if oldValue != shouldIndentWhileEditing { tableStateDidChange() } }
    }
    /// Whether the reorder control shows in editing mode. Set by the table view from the data source's
    /// `canMoveRowAt`, as UIKit does.
    open var showsReorderControl = false {
        didSet { if oldValue != showsReorderControl { tableStateDidChange() } }
    }
    /// The row's editing style while editing. Set by the table view from its delegate.
    public package(set) var editingStyle: EditingStyle = .none {
        didSet { if oldValue != editingStyle { tableStateDidChange() } }
    }
    /// Whether the row's trailing swipe actions (the delete confirmation) are showing, after a swipe
    /// or a tap on the delete control.
    public var showingDeleteConfirmation: Bool { swipeActionsView?.edge == .trailing }
    /// What tapping a control does (set by the table view).
    var controlHandler: ((TableViewCell, TableCellControl.Role) -> Void)?

    /// The separator under the row, as the table view sets it (`nil`: none).
    package var separator: Separator? {
        didSet { if oldValue != separator { layoutTableControls() } }
    }
    private var separatorView: SeparatorLineView?

    /// Whether the leading control is a selection circle (multiple selection during editing).
    private var showsSelectionCircle = false
    private var editingControl: TableCellControl?
    private var reorderControl: TableCellControl?
    private var accessoryControl: TableCellControl?

    /// The width the editing control, reorder control and accessory take.
    package static let controlWidth: CGFloat = 40

    /// How far the table keeps the row's parts from its leading and trailing edges — the safe area
    /// (`insetsContentViewsToSafeArea`), the readable width's margins
    /// (`cellLayoutMarginsFollowReadableWidth`) and, trailing, the section index it covers: the
    /// content, controls, accessory and separator stay inside, as in UIKit (set by the table view).
    var tableInsets = DirectionalEdgeInsets.zero {
        didSet {
            guard oldValue != tableInsets else { return }
            layoutContentView()
            tableStateDidChange()
        }
    }

    /// A list content configuration for the cell's style.
    open override func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        }
    }

    /// The content, moved aside for the indentation, the editing control, the accessory and the section index.
    open override var renderedContent: RenderedContent? {
        super.renderedContent?.insettingHorizontally(leading: tableInsets.leading + indentation + leadingControlWidth,
                                                     trailing: trailingControlWidth + tableInsets.trailing)
    }

    /// The content view ends where the section index starts.
    /// A self-sizing row fits from a compressed height, as UIKit's table does: content whose constraints
    /// do not decide the height measures zero (and the table uses the standard height, with UIKit's
    /// warning), instead of keeping the estimate.
    override func fittingTarget(proposed: CGSize, axes: SelfSizingAxes) -> CGSize {
        axes.height ? CGSize(width: proposed.width, height: 0) : proposed
    }

    /// The content view sits between the leading controls (and the indentation) and the trailing
    /// ones, as UIKit's does.
    override var contentViewFrame: CGRect {
        let leading = tableInsets.leading + indentation + leadingControlWidth, trailing = trailingControlWidth + tableInsets.trailing
        let width = Swift.max(0, bounds.width - leading - trailing)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rightToLeft ? trailing : leading, y: 0, width: width, height: bounds.height)
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        layoutTableControls()
    }

    // MARK: Controls

    var leadingControlWidth: CGFloat {
        isEditing && shouldIndentWhileEditing && (showsSelectionCircle || editingStyle != .none) ? Self.controlWidth : 0
    }

    var trailingControlWidth: CGFloat {
        if isEditing, showsReorderControl { return Self.controlWidth }
        if let custom = shownAccessoryView { return Self.accessoryViewEdgeInset + custom.bounds.width + Self.accessoryViewSpacing }
        return (isEditing ? editingAccessoryType : accessoryType) != .none ? Self.controlWidth : 0
    }

    /// The custom accessory view of the current state, when it can be shown (it is not in another view).
    private var shownAccessoryView: View? {
        guard let custom = isEditing ? editingAccessoryView : accessoryView else { return nil }
        return custom.superview == nil || custom.superview === self ? custom : nil
    }
    /// A custom accessory view's distance from the trailing edge, and from the content.
    static let accessoryViewEdgeInset: CGFloat = 16
    static let accessoryViewSpacing: CGFloat = 8

    private func accessoryViewDidChange(from old: View?) {
        if let old, old !== accessoryView, old !== editingAccessoryView, old.superview === self { old.removeFromSuperview() }
        for custom in [accessoryView, editingAccessoryView].compactMap({ $0 }) where custom.superview != nil && custom.superview !== self {
            (superview as? CollectionViewBase)?.report(.api, "the accessory view (\(type(of: custom))) of a table row is already in another view; a view can be in one place only",
                                                       recovery: "the accessory view is not shown")
        }
        tableStateDidChange()
    }

    /// The editing state, style, selection circle and reorder control, set together by the table view.
    func applyTableState(editing: Bool, style: EditingStyle, selectionCircle: Bool, reorderable: Bool) {
        setEditing(editing, animated: false)
        editingStyle = style
        showsSelectionCircle = selectionCircle
        showsReorderControl = reorderable
        tableStateDidChange()
    }

    private func tableStateDidChange() {
        setNeedsUpdateConfiguration()
        setNeedsDisplay()
        layoutContentView()
        layoutTableControls()
        updateMultipleSelectionBackground()
    }

    /// The frame of the selection circle shown in editing mode with multiple selection, in the cell's
    /// coordinates.
    package var selectionCircleFrame: CGRect? {
        guard let editingControl, case .selection = editingControl.role else { return nil }
        return editingControl.frame
    }

    /// Places (or removes) the control views for the current state.
    private func layoutTableControls() {
        let height = bounds.height, width = bounds.width
        let controlWidth = Self.controlWidth
        let isRTL = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func frame(leading: Bool, width w: CGFloat) -> CGRect {
            let atLeft = leading != isRTL
            // Controls stay inside the table's insets: trailing ones end where the section index starts.
            let index = leading ? tableInsets.leading : tableInsets.trailing
            return CGRect(x: atLeft ? index : width - index - w, y: 0, width: w, height: height)
        }
        let leadingRole: TableCellControl.Role? = switch (isEditing, showsSelectionCircle, editingStyle) {
        case (false, _, _): nil
        case (true, true, _): .selection(isSelected)
        case (true, false, .delete): .delete
        case (true, false, .insert): .insert
        case (true, false, .none): nil
        }
        editingControl = place(editingControl, role: leadingRole, frame: frame(leading: true, width: controlWidth))
        let accessory = isEditing ? editingAccessoryType : accessoryType
        let showsReorder = isEditing && showsReorderControl
        let custom = showsReorder ? nil : shownAccessoryView
        reorderControl = place(reorderControl, role: showsReorder ? .reorder : nil, frame: frame(leading: false, width: controlWidth))
        accessoryControl = place(accessoryControl, role: !showsReorder && custom == nil && accessory != .none ? .accessory(accessory) : nil,
                                 frame: frame(leading: false, width: controlWidth))
        // The custom accessory view of this state, at its own size; the other state's leaves.
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) where view !== custom && view.superview === self {
            view.removeFromSuperview()
        }
        if let custom {
            let size = custom.bounds.size, edge = tableInsets.trailing + Self.accessoryViewEdgeInset
            custom.frame = CGRect(x: isRTL ? edge : width - edge - size.width, y: ((height - size.height) / 2).rounded(),
                                  width: size.width, height: size.height)
            if custom.superview !== self { addSubview(custom) }
        }
        layoutSeparator(isRTL: isRTL)
    }

    /// Places the separator under the content: from the inset leading edge (moved aside with the
    /// content in editing mode) to the inset trailing edge.
    private func layoutSeparator(isRTL: Bool) {
        guard let separator else {
            separatorView?.removeFromSuperview()
            separatorView = nil
            return
        }
        let view = separatorView ?? SeparatorLineView()
        let leading = tableInsets.leading + separator.inset.left + indentation + leadingControlWidth
        let trailing = separator.inset.right + tableInsets.trailing
        let width = Swift.max(0, bounds.width - leading - trailing), thickness = SeparatorLineView.thickness
        view.frame = CGRect(x: isRTL ? trailing : leading, y: Swift.max(0, bounds.height - thickness), width: width, height: thickness)
        view.color = separator.color
        if view.superview !== self { addSubview(view) }
        separatorView = view
    }

    private func place(_ control: TableCellControl?, role: TableCellControl.Role?, frame: CGRect) -> TableCellControl? {
        guard let role else {
            control?.removeFromSuperview()
            return nil
        }
        let view = control ?? TableCellControl(role: role)
        view.role = role
        view.frame = frame
        view.onTap = { [weak self] role in
            guard let self else { return }
            self.controlHandler?(self, role)
        }
        if view.superview !== self { addSubview(view) }
        return view
    }

    /// The control view playing `role`, if shown (tests and renderers).
    package func control(_ role: TableCellControl.Role) -> TableCellControl? {
        [editingControl, reorderControl, accessoryControl].compactMap { $0 }.first { $0.role == role }
    }

    // MARK: Accessibility

    /// A row is one accessibility element, read as its list content's texts.
    override var readsAsListRow: Bool { true }

    /// What the shown controls do, as tapping them does: an insert control offers "Insert", a detail
    /// button (`.detailButton`, `.detailDisclosureButton`) "More Info". The delete control's "Delete" is
    /// among the row's swipe actions; a reorder control offers none.
    override var accessoryAccessibilityActions: [AccessibilityCustomAction] {
        // Read on every frame that draws the row: no work for a row without such controls.
        var actions: [AccessibilityCustomAction] = []
        if editingControl?.role == .insert { actions.append(controlAction(named: "Insert", for: .insert)) }
        if let role = accessoryControl?.role, role == .accessory(.detailButton) || role == .accessory(.detailDisclosureButton) {
            actions.append(controlAction(named: "More Info", for: role))
        }
        return actions
    }

    /// A custom action that does what tapping the control playing `role` does, while it is shown.
    private func controlAction(named name: String, for role: TableCellControl.Role) -> AccessibilityCustomAction {
        AccessibilityCustomAction(name: name) { [weak self] _ in
            guard let self, self.control(role) != nil else { return false }
            self.controlHandler?(self, role)
            return true
        }
    }
}
