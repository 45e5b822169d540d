import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A cell: the view the data source configures for each item.
///
/// UIKit's `UICollectionViewCell`: content goes into `contentView`, or — the modern way — into
/// `contentConfiguration` and `backgroundConfiguration`, which renderers draw and measure.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: View

    /// Whether the cell is selected. Set by the collection view.
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted (touched down). Set by the collection view.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
    }

    /// What the cell shows (`UICollectionViewCell.contentConfiguration`).
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            contentCache = nil
            setNeedsDisplay()
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's background (`UICollectionViewCell.backgroundConfiguration`).
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            backgroundCache = nil
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
    open var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
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
        state.isSwiped = isSwiped
        state.isExpanded = isExpanded
        return state
    }

    /// Whether the cell has the keyboard focus. Set by the collection view.
    public package(set) var isFocused = false {
        didSet { if oldValue != isFocused { setNeedsUpdateConfiguration() } }
    }
    /// Whether the collection view is editing. Set by the collection view.
    public package(set) var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is being moved interactively. Set by the collection view.
    public package(set) var isReordering = false {
        didSet { if oldValue != isReordering { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell shows its swipe actions. Set by the collection view.
    public package(set) var isSwiped = false {
        didSet { if oldValue != isSwiped { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell's item is expanded in an outline (`configurationState.isExpanded`). Set by the
    /// diffable data source from the section snapshot.
    package var isExpanded = false {
        didSet { if oldValue != isExpanded { setNeedsUpdateConfiguration() } }
    }
    /// The style of the list or table the cell is in (`.none` outside one), for its configuration
    /// state's `traitCollection.listEnvironment`. Set by the list layout's placement or the table.
    package var listEnvironment: ListEnvironment = .none {
        didSet { if oldValue != listEnvironment { setNeedsUpdateConfiguration() } }
    }
    /// How far the row's content is slid aside while swiped (points, + to the right).
    package var swipeSlide: CGFloat = 0 {
        didSet { if oldValue != swipeSlide { setNeedsDisplay() } }
    }
    /// The strip of swipe actions, while the cell is swiped.
    package var swipeActionsView: SwipeActionsView?
    /// Whether the cell, kept off screen or prepared ahead, was named by `reconfigureItems(at:)` and
    /// waits to be configured again: in a frame's spare time, or when it is shown, whichever comes first.
    package var needsReconfiguration = false

    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addContentView()
    }

    /// Creates a cell with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addContentView()
    }

    /// The content view follows the cell's size (as UIKit's does): in a fitting, constraints inside
    /// it decide the cell's size through that mask (F17, F33).
    private func addContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
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
        if let strip = swipeActionsView { revealSwipeActions(width: strip.frame.width) }
    }

    package override func resetEngineState() {
        super.resetEngineState()
        hideSwipeActions()
        isExpanded = false
    }

    /// Answers a tap on the cell in its own way instead of the collection view's selection (a list
    /// row with a pop-up menu presents it); `true` when it did.
    package func takeTap() -> Bool { false }

    /// Places the content view: the whole cell (list cells leave room for accessories).
    package func layoutContentView() {
        contentView.frame = contentViewFrame
    }

    /// Where the content view goes in the cell's bounds.
    package var contentViewFrame: CGRect { CGRect(origin: .zero, size: bounds.size) }

    /// A list content configuration in the cell style (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next drawn: in the collection view's
    /// next layout pass.
    open func setNeedsUpdateConfiguration() {
        configurationGeneration &+= 1
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        // The collection view's next layout pass runs the update (UIKit: the cell's next layout).
        (superview as? CollectionViewBase)?.cellNeedsConfigurationUpdate()
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
        updateConfiguration(using: configurationState)
        isUpdatingConfiguration = false
    }

    /// - Complexity: O(1) while the configuration and the state stay the same (the result is cached).
    open override var renderedContent: RenderedContent? {
        guard let configuration = contentConfiguration else { return nil }
        if let contentCache, contentCache.generation == configurationGeneration { return slidAside(contentCache.content) }
        let content = automaticallyUpdatesContentConfiguration
            ? configuration.updated(for: configurationState).renderedContent : configuration.renderedContent
        contentCache = (configurationGeneration, content)
        return slidAside(content)
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
        let background = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        backgroundCache = (configurationGeneration, background)
        return background
    }
}
