import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A cell: the view the data source configures for each item.
///
/// UIKit's `UICollectionViewCell`: content goes into `contentView`, or — the modern way — into
/// `contentConfiguration` and `backgroundConfiguration`. A configuration's content view replaces
/// `contentView` and is kept while it supports each new configuration, as in UIKit; list and custom
/// configurations are drawn by the renderer as the cell's content instead (`ContentConfiguration`).
@MainActor
open class CollectionViewCell: CollectionReusableView, AccessibilityRendering, LayoutSizeObserving {
    /// Called with the cell and its state when its configuration must be updated.
    public typealias ConfigurationUpdateHandler = (_ cell: CollectionViewCell, _ state: CellConfigurationState) -> Void

    /// The view that holds the cell's content: the cell's own, or the content view of its content
    /// configuration (which replaces it, as in UIKit).
    ///
    /// A list or custom configuration is drawn by the renderer, without views, until this property
    /// is first read: from then on the cell shows it in its content view (a `ListContentView` with
    /// its labels and layout guides), as UIKit does.
    public var contentView: View {
        guard contentSlot.draws(contentConfiguration) else { return contentSlot.current }
        let view = contentSlot.materialize(shownContentConfiguration, in: self, frame: contentViewFrame)
        contentCache = nil
        setNeedsDisplay()
        return view
    }
    /// The content view in the hierarchy now, without making a drawn configuration's view real (the
    /// own, empty view while the configuration is drawn).
    package var currentContentView: View { contentSlot.current }
    /// The cell's own content view and the one a configuration made.
    private let contentSlot: ContentViewSlot
    /// The background configuration's image and custom view.
    private let backgroundViews = BackgroundViewsSlot()

    /// A view behind the content (`backgroundView`); ignored while a background configuration is set.
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    /// A view shown behind the content, above `backgroundView`, while the cell is selected or
    /// highlighted (`selectedBackgroundView`).
    open var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    /// Whether the cell is selected. Set by the collection view.
    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            showSelectedBackgroundView()
            setNeedsUpdateConfiguration()
            // Assistive technologies hear the selected trait change even when nothing looks different.
            needsRenderUpdate = true
        }
    }

    /// Whether the cell is highlighted (touched down). Set by the collection view.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            showSelectedBackgroundView()
            setNeedsUpdateConfiguration()
        }
    }

    /// What the cell shows (`UICollectionViewCell.contentConfiguration`).
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            contentCache = nil
            installContentView()
            setNeedsDisplay()
            setNeedsUpdateConfiguration()
            // On screen, new content may need another size (a cell being configured for display
            // is not in its collection view yet, and is measured as it comes).
            if superview != nil, let container { container.cellContentDidInvalidateSize(self, byConstraints: false) }
        }
    }

    /// The cell's background (`UICollectionViewCell.backgroundConfiguration`). Setting one removes
    /// `backgroundView` and `selectedBackgroundView`, as in UIKit.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            backgroundCache = nil
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            showBackgroundViews()
            setNeedsDisplay()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the configurations follow the cell's state (selected, highlighted …). The default is `true`.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet {
            contentCache = nil
            setNeedsDisplay()
        }
    }
    /// Whether the background follows the cell's state. The default is `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet {
            backgroundCache = nil
            setNeedsDisplay()
        }
    }
    /// What the renderer was last given, and for which state: a frame's transaction reads every cell,
    /// and most cells have not changed.
    /// Keyed by `configurationGeneration`, which changes with anything the state is made of.
    private var contentCache: (generation: Int, content: RenderedContent?)?
    private var backgroundCache: (generation: Int, background: BackgroundConfiguration?)?
    /// Counts changes of the configuration state (selection, highlight, focus, traits …).
    private var configurationGeneration = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Called with the cell and its state whenever the configuration must be updated
    /// (`UICollectionViewCell.configurationUpdateHandler`). Setting it asks for an update, as in UIKit,
    /// so the handler also makes the cell's first configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.traitCollection.listEnvironment = listEnvironment
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isReordering = isReordering
        state.cellDragState = dragState.configurationState
        state.cellDropState = dropState
        state.isSwiped = isSwiped
        state.isExpanded = isExpanded
        return state
    }

    /// Whether the cell has the keyboard focus. Set by the collection view; a focused cell shows a
    /// ring in the tint colour (UIKit's focus halo) unless it draws its own focus
    /// (`UITableViewCell.focusStyle` `.custom`).
    public package(set) var isFocused = false {
        didSet {
            guard oldValue != isFocused else { return }
            updateFocusHalo()
            setNeedsUpdateConfiguration()
            needsRenderUpdate = true
        }
    }

    /// Whether the keyboard can focus the cell (`canBecomeFocused`). The default asks the collection
    /// view: its delegate's `canFocusItemAt`, else `allowsFocus` (`allowsFocusDuringEditing` in
    /// editing mode). Override it to decide per cell.
    open override var canBecomeFocused: Bool {
        container?.cellCanBecomeFocused(self) ?? false
    }

    /// The cell or a view inside it invalidated its size or changed its constraints: the collection
    /// view hears of it when it concerns the cell or its content view (`selfSizingInvalidation`
    /// decides what follows). Changes outside the content view (a background, an accessory) do not.
    package func layoutSizeDidInvalidate(in source: View, byConstraints: Bool) {
        guard let container else { return }
        let content = contentSlot.current
        if source === self || source === content {
            container.cellContentDidInvalidateSize(self, byConstraints: byConstraints)
        } else if source.isDescendant(of: content) {
            // Inside the content view only Auto Layout sees it (`.enabledIncludingConstraints`).
            container.cellContentDidInvalidateSize(self, byConstraints: true)
        }
    }

    /// The collection or table view the cell is shown in (through an orthogonal section's scroll view).
    private var container: (any CellContainer)? {
        var cursor = superview
        while let view = cursor {
            if let container = view as? any CellContainer { return container }
            cursor = view.superview
        }
        return nil
    }

    /// Whether a focused cell shows the focus ring (a table cell with `focusStyle` `.custom` does not).
    var drawsFocusHalo: Bool { true }

    /// The focus ring while it shows.
    private var focusHalo: FocusHaloView?

    /// Shows the focus ring above everything the cell holds while it is focused, or removes it.
    func updateFocusHalo() {
        guard isFocused, drawsFocusHalo else {
            focusHalo?.removeFromSuperview()
            focusHalo = nil
            return
        }
        let halo = focusHalo ?? FocusHaloView(frame: bounds)
        focusHalo = halo
        halo.frame = bounds
        halo.cornerRadius = Swift.max(layer.cornerRadius, backgroundConfiguration?.cornerRadius ?? 0)
        if halo.superview !== self || subviews.last !== halo { addSubview(halo) }
    }
    /// Whether the collection view is editing. Set by the collection view.
    public package(set) var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is being moved interactively. Set by the collection view; the moving cell
    /// is lifted (`liftShadow`).
    public package(set) var isReordering = false {
        didSet {
            guard oldValue != isReordering else { return }
            liftDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    /// Where a cell is in a drag (`UICollectionViewCell.DragState`; `UITableViewCell.DragState` is the
    /// same type here).
    public enum DragState: Int, Hashable, Sendable, CaseIterable {
        /// Not dragged.
        case none = 0
        /// Picked up, about to move.
        case lifting = 1
        /// Moving with the pointer.
        case dragging = 2

        /// The same state in the cell's configuration state.
        var configurationState: CellConfigurationState.DragState {
            switch self {
            case .none: .none
            case .lifting: .lifting
            case .dragging: .dragging
            }
        }
    }

    /// Tells the cell where it is in a drag: `.lifting` then `.dragging` when a drag picks it up,
    /// `.none` when it is put down (its configuration state's `cellDragState` follows). Override to
    /// change its look; the default does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Where the cell is in a drag now. Set by the collection or table view.
    private(set) var dragState: DragState = .none
    /// Whether a drop over the collection or table view targets the cell. Set by it.
    private(set) var dropState: CellConfigurationState.DropState = .none

    /// Moves the cell to `state` in a drag: `dragStateDidChange(_:)` and a configuration update follow.
    func setDragState(_ state: DragState) {
        guard dragState != state else { return }
        dragState = state
        dragStateDidChange(state)
        setNeedsUpdateConfiguration()
    }

    /// Sets whether a drop targets the cell; a configuration update follows a change.
    func setDropState(_ state: CellConfigurationState.DropState) {
        guard dropState != state else { return }
        dropState = state
        setNeedsUpdateConfiguration()
    }

    /// The drag or drop preview parameters the cell is drawn with now (`nil`: none), and the layer's
    /// own corner, clipping and shadow outline to put back when they go. Set by the collection or
    /// table view while the cell is dragged or dropped into place.
    var previewParameters: PreviewParameters? {
        didSet { previewParametersDidChange(from: oldValue) }
    }
    private var layerBeforePreview: (cornerRadius: CGFloat, masksToBounds: Bool, shadowPath: CGPath?)?

    /// Cuts the cell to the parameters' visible path (its rounded outline) with their shadow path, or
    /// puts the layer back as it was.
    private func previewParametersDidChange(from old: PreviewParameters?) {
        guard old !== previewParameters else { return }
        if let saved = layerBeforePreview {
            layer.cornerRadius = saved.cornerRadius
            layer.masksToBounds = saved.masksToBounds
            layer.shadowPath = saved.shadowPath
            layerBeforePreview = nil
        }
        guard let parameters = previewParameters else { return }
        layerBeforePreview = (layer.cornerRadius, layer.masksToBounds, layer.shadowPath)
        if let visible = parameters.visiblePath {
            layer.cornerRadius = visible.outlineCornerRadius
            layer.masksToBounds = true
        }
        if let shadow = parameters.shadowPath ?? parameters.visiblePath { layer.shadowPath = shadow.cgPath }
    }

    /// The shadow a moving cell casts (opacity, blur radius, offset): it lifts above the others.
    package static let liftShadow: (opacity: Float, radius: CGFloat, offset: CGSize) = (0.25, 14, CGSize(width: 0, height: 8))

    /// Lifts the cell while it moves, with a soft shadow under it, and puts it down after — on a
    /// layer that casts no shadow of its own (one the app set is left as it is).
    private func liftDidChange() {
        let lift = Self.liftShadow
        if isReordering {
            guard layer.shadowOpacity == 0 else { return }
            if layer.shadowColor == nil { layer.shadowColor = CGColor.black }
            layer.shadowOpacity = lift.opacity
            layer.shadowRadius = lift.radius
            layer.shadowOffset = lift.offset
        } else if layer.shadowOpacity == lift.opacity, layer.shadowRadius == lift.radius, layer.shadowOffset == lift.offset {
            // The layer's defaults again.
            layer.shadowOpacity = 0
            layer.shadowRadius = 3
            layer.shadowOffset = CGSize(width: 0, height: -3)
        }
    }

    /// Whether the cell shows its swipe actions. Set by the collection view.
    public package(set) var isSwiped = false {
        didSet { if oldValue != isSwiped { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell's item is expanded in an outline (`configurationState.isExpanded`). Set by the
    /// diffable data source from the section snapshot.
    var isExpanded = false {
        didSet { if oldValue != isExpanded { setNeedsUpdateConfiguration() } }
    }
    /// The style of the list or table the cell is in (`.none` outside one), for its configuration
    /// state's `traitCollection.listEnvironment`. Set by the list layout's placement or the table.
    package var listEnvironment: ListEnvironment = .none {
        didSet { if oldValue != listEnvironment { setNeedsUpdateConfiguration() } }
    }
    /// How far the row's content is slid aside while swiped (points, + to the right).
    var swipeSlide: CGFloat = 0 {
        didSet { if oldValue != swipeSlide { setNeedsDisplay() } }
    }
    /// What a feature attached beside the content (the swipe actions strip, while the cell is swiped).
    var attachment: (any CellAttachment)?
    /// Whether the cell, kept off screen or prepared ahead, was named by `reconfigureItems(at:)` and
    /// waits to be configured again: in a frame's idle time, or when it is shown, whichever comes first.
    var needsReconfiguration = false

    /// A new cell asks for its first update, as UIKit's does before it is first displayed.
    private var needsConfigurationUpdate = true
    private var isUpdatingConfiguration = false

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentSlot = ContentViewSlot(own: View(frame: CGRect(origin: .zero, size: frame.size)))
        super.init(frame: frame)
        accessibilityKind = .item
        observesLayoutSize = true
        addContentView()
    }

    /// Creates a cell with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        contentSlot = ContentViewSlot(own: View(frame: .zero))
        super.init(coder: coder)
        accessibilityKind = .item
        observesLayoutSize = true
        addContentView()
    }

    /// The content view follows the cell's size (as UIKit's does): in a fitting, constraints inside
    /// it decide the cell's size through that mask (F17, F33).
    private func addContentView() {
        contentSlot.current.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentSlot.current)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The inherited traits may differ in the new place.
        configurationGeneration &+= 1
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        layoutContentView()
        attachment?.cellBoundsDidChange(self)
        focusHalo?.frame = bounds
    }

    override func resetEngineState() {
        super.resetEngineState()
        hideSwipeActions()
        isExpanded = false
        isReordering = false
        setDragState(.none)
        setDropState(.none)
        previewParameters = nil
    }

    /// Answers a tap on the cell in its own way instead of the collection view's selection (a list
    /// row with a pop-up menu presents it); `true` when it did.
    func takeTap() -> Bool { false }

    /// Places the content view: the whole cell (list cells leave room for accessories).
    func layoutContentView() {
        contentSlot.current.frame = contentViewFrame
    }

    /// Where the content view goes in the cell's bounds.
    var contentViewFrame: CGRect { CGRect(origin: .zero, size: bounds.size) }

    /// A list content configuration in the cell style (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// A clear background configuration (`defaultBackgroundConfiguration()`; list cells give their
    /// list's).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        .clear()
    }

    // MARK: Content views

    /// Puts the content configuration's view in place (`ContentViewSlot`).
    private func installContentView() {
        contentSlot.show(shownContentConfiguration, in: self, frame: contentViewFrame)
    }

    /// The content configuration as the cell shows it now: updated for its state when it follows it.
    private var shownContentConfiguration: (any ContentConfiguration)? {
        automaticallyUpdatesContentConfiguration ? contentConfiguration?.updated(for: configurationState) : contentConfiguration
    }

    /// The background views behind everything, the selected one above the other.
    private func installBackgroundViews() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        showSelectedBackgroundView()
    }

    /// The selected background shows while the cell is selected or highlighted.
    func showSelectedBackgroundView() {
        selectedBackgroundView?.isHidden = !(showsSelection && (isSelected || isHighlighted))
    }

    /// `level` levels of `width` points, as list and table cells indent (negative levels, and negative
    /// or non-finite widths, count as 0).
    static func indentation(level: Int, width: CGFloat) -> CGFloat {
        CGFloat(Swift.max(0, level)) * (width.isFinite ? Swift.max(0, width) : 0)
    }

    /// Whether selection and highlight show in the background (a table row's `selectionStyle` can
    /// turn them off).
    var showsSelection: Bool { true }

    /// The state the background configuration is updated for: the cell's, without selection and
    /// highlight when they do not show.
    var backgroundConfigurationState: CellConfigurationState {
        var state = configurationState
        if !showsSelection {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next drawn: in the collection view's
    /// next layout pass.
    open func setNeedsUpdateConfiguration() {
        configurationGeneration &+= 1
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        // The collection view's next layout pass runs the update (UIKit: the cell's next layout).
        (superview as? any CellContainer)?.cellNeedsConfigurationUpdate()
    }

    /// Updates the configurations for `state`. The default calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update now.
    package func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        let state = configurationState
        updateConfiguration(using: state)
        // A configuration with a content view of its own follows the state through that view.
        if automaticallyUpdatesContentConfiguration { contentSlot.update(contentConfiguration, for: state) }
        showBackgroundViews()
        isUpdatingConfiguration = false
    }

    /// The background configuration as the cell shows it now: updated for its state when it follows it.
    private var shownBackgroundConfiguration: BackgroundConfiguration? {
        automaticallyUpdatesBackgroundConfiguration ? backgroundConfiguration?.updated(for: backgroundConfigurationState) : backgroundConfiguration
    }

    /// Puts the background configuration's image and custom view in place.
    private func showBackgroundViews() {
        backgroundViews.show(shownBackgroundConfiguration, tintColor: tintColor, in: self)
    }

    /// `background` as renderers draw it in this cell: its colours resolved for the cell's tint, its
    /// insets with the layout margins it asks for.
    func drawnBackground(_ background: BackgroundConfiguration) -> BackgroundConfiguration {
        background.resolvedForDrawing(tintColor: tintColor, layoutMargins: directionalLayoutMargins)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        configurationGeneration &+= 1
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        configurationGeneration &+= 1
    }

    /// - Complexity: O(1) while the configuration and the state stay the same (the result is cached).
    open override var renderedContent: RenderedContent? {
        guard contentSlot.draws(contentConfiguration), let configuration = contentConfiguration as? any DrawnContentConfiguration else { return nil }
        if let contentCache, contentCache.generation == configurationGeneration { return slidAside(contentCache.content) }
        let content = automaticallyUpdatesContentConfiguration
            ? Self.drawn(configuration, for: configurationState) : configuration.renderedContent
        contentCache = (configurationGeneration, content)
        return slidAside(content)
    }

    /// What `configuration` draws in `state`.
    private static func drawn<Configuration: DrawnContentConfiguration>(_ configuration: Configuration, for state: CellConfigurationState) -> RenderedContent {
        configuration.updated(for: state).renderedContent
    }

    /// `content` moved by `swipeSlide` (the drawn content slides with the row's views while swiped).
    private func slidAside(_ content: RenderedContent?) -> RenderedContent? {
        guard swipeSlide != 0 else { return content }
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -swipeSlide : swipeSlide
        return content?.insettingHorizontally(leading: leading, trailing: -leading)
    }

    /// - Complexity: O(1) while the configuration and the state stay the same (the result is cached).
    open override var renderedBackground: BackgroundConfiguration? {
        guard let configuration = backgroundConfiguration else { return nil }
        if let backgroundCache, backgroundCache.generation == configurationGeneration { return backgroundCache.background }
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: backgroundConfigurationState) : configuration
        let background = drawnBackground(shown)
        backgroundCache = (configurationGeneration, background)
        return background
    }

    // MARK: Accessibility

    /// Whether the cell shows the keyboard focus, for assistive technologies (the page moves its own
    /// focus there, so a screen reader announces the item).
    package var accessibilityIsFocused: Bool { isFocused }

    /// Whether the layout shows the cell as a supplementary view (a header or footer).
    private var isShownAsSupplementary: Bool { appliedLayoutAttributes?.representedElementCategory == .supplementaryView }

    /// The item's place in its section (from 1) and the section's item count, from the index path the
    /// layout gave the cell; `nil` while the cell is in no collection view.
    package var accessibilityItemPosition: (position: Int, setSize: Int)? {
        guard let indexPath = appliedLayoutAttributes?.indexPath, indexPath.count == 2, let container else { return nil }
        let count = container.numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < count else { return nil }
        return (indexPath.item + 1, count)
    }

    /// A selected cell has the selected trait, a list cell shown as a section header the header trait,
    /// unless the app set the traits.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            if let explicit = explicitAccessibilityTraits { return explicit }
            if isShownAsSupplementary, appliedLayoutAttributes?.representedElementKind == CollectionElementKind.sectionHeader {
                return .header
            }
            return isSelected ? .selected : .none
        }
        set { super.accessibilityTraits = newValue }
    }

    /// A list row (a list cell, a table row) is one element, read as its list content's texts, as
    /// UIKit reads a list row; any other cell is a container. What the app sets wins.
    open override var isAccessibilityElement: Bool {
        get { explicitIsAccessibilityElement ?? readsAsListRow }
        set { super.isAccessibilityElement = newValue }
    }
    open override var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? (readsAsListRow ? listContentAccessibilityLabel : nil) }
        set { super.accessibilityLabel = newValue }
    }

    /// Whether assistive technologies read the cell as one list row (list cells and table rows).
    var readsAsListRow: Bool { false }

    /// The item's swipe actions (trailing, then leading), then what its accessories do (a list cell's
    /// outline disclosure), unless the app set the actions — as VoiceOver's actions rotor offers a row's
    /// swipe actions on iOS.
    /// - Complexity: what the app's swipe action providers cost.
    open override var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get {
            if let explicit = explicitAccessibilityCustomActions { return explicit }
            let actions = (container?.swipeAccessibilityActions(for: self) ?? []) + accessoryAccessibilityActions
            return actions.isEmpty ? nil : actions
        }
        set { super.accessibilityCustomActions = newValue }
    }

    /// What the cell's accessories offer assistive technologies (none for a plain cell).
    var accessoryAccessibilityActions: [AccessibilityCustomAction] { [] }

    /// The texts of the cell's list content configuration, joined as VoiceOver reads a list row
    /// ("text, secondary text"); for other content (a custom content view, views of the app's own)
    /// the labels of the elements inside, in order, joined the same way, as UIKit combines a row's
    /// elements; `nil` when there are none.
    /// - Complexity: O(views in the cell) for content that is not a list configuration.
    private var listContentAccessibilityLabel: String? {
        if let list = contentConfiguration as? ListContentConfiguration {
            let parts = [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        var parts: [String] = []
        if let custom = contentConfiguration as? CustomContentConfiguration, contentSlot.draws(custom) {
            func texts(_ part: CustomContentConfiguration.Part) {
                switch part {
                case .text(let text, _, _): if !text.isEmpty { parts.append(text) }
                case .vertical(let children, _), .horizontal(let children, _): children.forEach(texts)
                case .styled(let inner, _): texts(inner)
                case .image, .swatch: break
                }
            }
            texts(custom.root)
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        func collect(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
            if view.isAccessibilityElement {
                if let label = view.accessibilityLabel, !label.isEmpty { parts.append(label) }
                if let value = view.accessibilityValue, !value.isEmpty, !(view is Switch) { parts.append(value) }
                return
            }
            view.subviews.forEach(collect)
        }
        currentContentView.subviews.forEach(collect)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
