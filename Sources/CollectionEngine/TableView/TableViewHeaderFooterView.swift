import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A section header or footer of a table view (`UITableViewHeaderFooterView`).
///
/// Content is a content configuration: `defaultContentConfiguration()` gives a list header in the
/// table's style. A table shows one with the data source's title when the delegate supplies no view.
/// As a cell does, the view updates its configurations for its state (`configurationState`) when
/// `automaticallyUpdatesContentConfiguration` / `…BackgroundConfiguration` hold, and runs
/// `updateConfiguration(using:)` — by default `configurationUpdateHandler` — before it is shown and
/// after `setNeedsUpdateConfiguration()`.
///
/// UIKit's older API works too: `textLabel` and `detailTextLabel` are real labels in the content view
/// (made when first read, in the table style's header font), and `backgroundView` sits behind the
/// content while no background configuration is set.
@MainActor
open class TableViewHeaderFooterView: CollectionReusableView {
    /// Called with the view and its state when its configuration must be updated
    /// (`UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (_ headerFooterView: TableViewHeaderFooterView, _ state: ViewConfigurationState) -> Void

    /// Creates a view reusable under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a view with the given frame through `init(reuseIdentifier:)` — what registering the
    /// class makes, so a subclass that overrides `init(reuseIdentifier:)` and `init?(coder:)` (UIKit's
    /// pattern) inherits it and has its own set-up run, as UIKit creates registered header-footer views.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Content

    /// The content (`nil`: nothing drawn). A configuration with a content view of its own puts it in
    /// `contentView`'s place, as a cell's does.
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet { contentDidChange() }
    }
    /// Whether the content configuration follows the view's state (default `true`).
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { contentDidChange() }
    }
    /// The view that holds the content: the view's own, or its content configuration's. A list
    /// configuration is drawn without views until this is first read, as a cell's
    /// (`CollectionViewCell.contentView`).
    public var contentView: View {
        guard contentSlot.draws(contentConfiguration) else { return contentSlot.current }
        rendered = nil
        setNeedsDisplay()
        return contentSlot.materialize(shownContentConfiguration, in: self, frame: contentFrame)
    }
    private var shownContentConfiguration: (any ContentConfiguration)? {
        automaticallyUpdatesContentConfiguration ? contentConfiguration?.updated(for: configurationState) : contentConfiguration
    }
    private lazy var contentSlot: ContentViewSlot = {
        let own = View(frame: contentFrame)
        own.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(own)
        return ContentViewSlot(own: own)
    }()

    /// How far the table keeps the content from the view's leading and trailing edges: the safe area
    /// (`insetsContentViewsToSafeArea`) and the readable width's margins
    /// (`cellLayoutMarginsFollowReadableWidth`), as in UIKit (set by the table view).
    var tableInsets = DirectionalEdgeInsets.zero {
        didSet {
            guard oldValue != tableInsets else { return }
            rendered = nil
            contentSlot.current.frame = contentFrame
            setNeedsDisplay()
        }
    }

    /// Where the content view goes: the bounds inside the table's insets.
    private var contentFrame: CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? tableInsets.trailing : tableInsets.leading, right = rightToLeft ? tableInsets.leading : tableInsets.trailing
        return CGRect(x: left, y: 0, width: Swift.max(0, bounds.width - left - right), height: bounds.height)
    }

    private func contentDidChange() {
        rendered = nil
        contentSlot.show(shownContentConfiguration, in: self, frame: contentFrame)
        setNeedsDisplay()
    }

    /// The label of UIKit's older API, in the table style's header font and colour (made when first read).
    open var textLabel: Label? { legacyLabels().text }
    /// A secondary label under `textLabel` (made when first read).
    open var detailTextLabel: Label? { legacyLabels().detail }
    private var legacy: (text: Label, detail: Label)?

    private func legacyLabels() -> (text: Label, detail: Label) {
        if let legacy { return legacy }
        let style = defaultContentConfiguration()
        let text = Label(), detail = Label()
        text.font = style.textProperties.font
        text.textColor = style.textProperties.color
        text.numberOfLines = 0
        detail.font = style.secondaryTextProperties.font
        detail.textColor = style.secondaryTextProperties.color
        detail.numberOfLines = 0
        let host = contentView, margins = style.directionalLayoutMargins
        for label in [text, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(label)
        }
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: margins.leading),
            text.trailingAnchor.constraint(lessThanOrEqualTo: host.trailingAnchor, constant: -margins.trailing),
            text.topAnchor.constraint(greaterThanOrEqualTo: host.topAnchor, constant: margins.top),
            detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: host.trailingAnchor, constant: -margins.trailing),
            detail.topAnchor.constraint(equalTo: text.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: -margins.bottom),
        ])
        legacy = (text, detail)
        return (text, detail)
    }

    /// A header configuration for the table's style (`plainHeader()` or `groupedHeader()`).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    // MARK: Background

    /// The background (`nil`: none). Setting one removes `backgroundView`, as in UIKit.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundView = nil }
            backgroundDidChange()
        }
    }
    /// Whether the background configuration follows the view's state (default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { backgroundDidChange() }
    }
    /// A view behind the content, filling the view; ignored while a background configuration is set.
    open var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, at: 0)
        }
    }
    /// The background configuration's image and custom view.
    private let backgroundViews = BackgroundViewsSlot()

    /// The table style's background for headers and footers (`listPlainHeaderFooter()` or
    /// `listGroupedHeaderFooter()`).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }

    private var shownBackgroundConfiguration: BackgroundConfiguration? {
        automaticallyUpdatesBackgroundConfiguration ? backgroundConfiguration?.updated(for: configurationState) : backgroundConfiguration
    }

    private func backgroundDidChange() {
        rendered = nil
        backgroundViews.show(shownBackgroundConfiguration, tintColor: tintColor, in: self)
        setNeedsDisplay()
    }

    // MARK: State

    /// The style of the table that shows the view; decides the default configurations.
    public package(set) var tableStyle: TableViewStyle = .plain {
        didSet { if oldValue != tableStyle { setNeedsUpdateConfiguration() } }
    }

    /// The view's state: its traits.
    open var configurationState: ViewConfigurationState {
        ViewConfigurationState(traitCollection: traitCollection)
    }

    /// Called with the view and its state whenever the configuration must be updated. Setting it
    /// asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private var needsConfigurationUpdate = true
    private var isUpdatingConfiguration = false

    /// Asks for `updateConfiguration(using:)` before the view is next shown or laid out.
    open func setNeedsUpdateConfiguration() {
        rendered = nil
        setNeedsDisplay()
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`. The default calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: ViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs a requested configuration update now.
    package func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration(using: configurationState)
        isUpdatingConfiguration = false
        contentSlot.show(shownContentConfiguration, in: self, frame: contentFrame)
        backgroundViews.show(shownBackgroundConfiguration, tintColor: tintColor, in: self)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// A reused view asks for a configuration update before it shows again, as a new one does.
    override func resetEngineState() {
        super.resetEngineState()
        setNeedsUpdateConfiguration()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        rendered = nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rendered = nil
    }

    // MARK: Drawing

    /// What the renderer was last given; cleared by anything the drawing is made of.
    private var rendered: (content: RenderedContent?, background: BackgroundConfiguration?)?

    /// - Complexity: O(1) while nothing changed (the result is cached).
    open override var renderedContent: RenderedContent? {
        renderedParts().content
    }
    /// - Complexity: O(1) while nothing changed (the result is cached).
    open override var renderedBackground: BackgroundConfiguration? {
        renderedParts().background
    }

    // MARK: Accessibility

    /// The text of the view's list content configuration, as VoiceOver reads a section title.
    private var titleText: String? {
        guard let list = contentConfiguration as? ListContentConfiguration, let text = list.text, !text.isEmpty else { return nil }
        return text
    }
    /// Whether the view is a section header (not a footer) where it is shown.
    private var isSectionHeader: Bool {
        appliedLayoutAttributes?.representedElementKind == CollectionElementKind.sectionHeader
    }

    /// A header or footer with a title is one element read as its title, unless the app set otherwise.
    open override var isAccessibilityElement: Bool {
        get { explicitIsAccessibilityElement ?? (titleText != nil) }
        set { super.isAccessibilityElement = newValue }
    }
    open override var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? titleText }
        set { super.accessibilityLabel = newValue }
    }
    /// A section header is a header (VoiceOver's rotor moves between them), a footer static text,
    /// unless the app set the traits.
    open override var accessibilityTraits: AccessibilityTraits {
        get { explicitAccessibilityTraits ?? (isSectionHeader ? .header : .staticText) }
        set { super.accessibilityTraits = newValue }
    }

    private func renderedParts() -> (content: RenderedContent?, background: BackgroundConfiguration?) {
        if let rendered { return rendered }
        let drawn = contentSlot.draws(contentConfiguration) ? (shownContentConfiguration as? any DrawnContentConfiguration)?.renderedContent : nil
        let content = tableInsets == .zero ? drawn : drawn?.insettingHorizontally(leading: tableInsets.leading, trailing: tableInsets.trailing)
        let background = shownBackgroundConfiguration?.resolvedForDrawing(tintColor: tintColor, layoutMargins: directionalLayoutMargins)
        let parts = (content, background)
        rendered = parts
        return parts
    }
}
