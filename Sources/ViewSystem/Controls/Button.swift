import CollectionGeometry
import Foundation

/// A button (`UIButton`, F34): a configuration (plain, tinted, gray, filled and UIKit's bordered
/// names) or per-state titles, colours and images; a tap sends `.touchUpInside` and
/// `.primaryActionTriggered` and runs its primary action.
///
/// It draws with its own subviews — an image view and a label — and its layer, so the page needs
/// nothing new. A `menu` shows on a long press or a secondary click, or on touch down with
/// `showsMenuAsPrimaryAction`, attached to the button. With `changesSelectionAsPrimaryAction` a
/// button is a toggle (a tap flips `isSelected`) or, with a menu as its primary action, a pop-up
/// button whose title is the chosen action's. A `configurationUpdateHandler` runs before the next
/// layout after each change of state.
///
/// Differences from UIKit: the metrics of each size (below) are the project's model; no pointer
/// effects, no roles; `addTarget(_:action:for:)` is `addAction(_:for:)`.
@MainActor
open class Button: Control, PointerInteracting {
    /// UIKit's button types (`UIButton.ButtonType`); all draw as `.system`, except `.close` (an ×).
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// How a button looks (`UIButton.Configuration`).
    public struct Configuration: Hashable, Sendable {
        /// The background treatment.
        public enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        /// How round the corners are.
        public enum CornerStyle: Hashable, Sendable { case dynamic, fixed, capsule, large, medium, small }
        /// The size class: insets, font and corner radius follow it.
        public enum Size: Hashable, Sendable { case mini, small, medium, large }

        /// The background treatment.
        public var style: Style
        /// The title.
        public var title: String?
        /// A second, smaller line under the title.
        public var subtitle: String?
        /// The image.
        public var image: Image?
        /// Which side of the title the image is on (default leading).
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The gap between the image and the title (default 4).
        public var imagePadding: CGFloat = 4
        /// The colour of the title and image (`nil`: the style's).
        public var baseForegroundColor: Color?
        /// The colour of the background (`nil`: the style's).
        public var baseBackgroundColor: Color?
        /// How round the corners are (default `.dynamic`: the size's radius).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class (default `.medium`).
        public var buttonSize: Size = .medium
        /// The insets around the content (`nil`: the size's).
        public var contentInsets: DirectionalEdgeInsets?
        /// Whether a pop-up indicator shows after the content (default `.automatic`: on a pop-up button).
        public var indicator: Indicator = .automatic

        /// The indicator shown after a button's content (`UIButton.Configuration.Indicator`).
        public enum Indicator: Int, Hashable, Sendable {
            /// A pop-up indicator on a pop-up button (`changesSelectionAsPrimaryAction` with a menu
            /// as its primary action), none otherwise.
            case automatic
            /// No indicator.
            case none
            /// Up and down chevrons: the button chooses one of several values.
            case popup
        }

        /// A button with no background (`UIButton.Configuration.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A solid tint background with white content (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()`, by its older name.
        public static func borderless() -> Configuration { plain() }
        /// `gray()`, by its older name.
        public static func bordered() -> Configuration { gray() }
        /// `tinted()`, by its older name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// `filled()`, by its older name.
        public static func borderedProminent() -> Configuration { filled() }

        /// The font of the title at this size.
        var titleFont: Font {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12, weight: .medium)
            case .small: .systemFont(ofSize: 15)
            case .medium: .systemFont(ofSize: 17)
            case .large: .systemFont(ofSize: 17, weight: .semibold)
            }
        }

        /// The insets around the content at this size.
        var resolvedInsets: DirectionalEdgeInsets {
            if let contentInsets { return contentInsets }
            switch buttonSize {
            case .mini: return DirectionalEdgeInsets(top: 2, leading: 7, bottom: 2, trailing: 7)
            case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: height / 2
            case .small: 4
            case .medium: 8
            case .large: 12
            case .fixed, .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }
    }

    /// The configuration; `nil` draws the per-state titles and colours (a `.system` button).
    open var configuration: Configuration? { didSet { if configuration != oldValue { contentDidChange() } } }

    /// What runs when the button's state changes (`UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (Button) -> Void

    /// Runs before the next layout after each change of the button's state — highlighted, selected,
    /// enabled, its menu held — and after `setNeedsUpdateConfiguration()`, after `updateConfiguration()`
    /// (`UIButton.configurationUpdateHandler`; default `nil`). It usually reads the state and sets a new
    /// `configuration`; doing so inside it asks for no further update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether the configuration's look follows the button's state — dimmed while highlighted, grey
    /// while disabled (`UIButton.automaticallyUpdatesConfiguration`; default `true`). With `false` a
    /// configured button always looks as it does in `.normal`, for an update handler to change.
    open var automaticallyUpdatesConfiguration = true { didSet { if automaticallyUpdatesConfiguration != oldValue { contentDidChange() } } }

    /// Whether a tap changes the button's selection (`UIButton.changesSelectionAsPrimaryAction`;
    /// default `false`). Without a menu, or with a menu that is not its primary action (it shows on a
    /// long press), a tap flips `isSelected` before the actions run. With a `menu` and
    /// `showsMenuAsPrimaryAction` the button is a pop-up button: its menu picks one action (its first
    /// is chosen when none is `.on`), its title is the chosen action's, and a pop-up indicator shows
    /// when the configuration's `indicator` is `.automatic`.
    open var changesSelectionAsPrimaryAction = false {
        didSet { if changesSelectionAsPrimaryAction != oldValue { selectionModeDidChange() } }
    }

    /// Whether the menu is open because the button was held (`UIButton.isHeld`): `true` while a menu
    /// shown by a long press or a secondary click is open; a menu that is the primary action does not
    /// set it.
    public var isHeld: Bool {
        !showsMenuAsPrimaryAction && contextMenuInteraction.map { $0.menuAppearance != .unknown } == true
    }

    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// The type the button was made with.
    public private(set) var buttonType: ButtonType = .system

    private var titles: [State.RawValue: String] = [:]
    private var titleColors: [State.RawValue: Color] = [:]
    private var images: [State.RawValue: Image] = [:]
    private var attributedTitles: [State.RawValue: NSAttributedString] = [:]
    private var symbolConfigurations: [State.RawValue: Image.SymbolConfiguration] = [:]
    private let label = Label()
    private let icon = ImageView()
    private let subtitle = Label()
    /// The pop-up indicator (shown on a pop-up button, or when the configuration asks for it).
    private let indicatorView = ImageView()
    /// What a configuration draws behind the content (UIKit draws it in a background view of its own,
    /// so the button's `backgroundColor` stays the app's).
    private let configurationBackground = View()
    private var primaryAction: Action?

    /// A button of `buttonType` that runs `primaryAction` when tapped, titled with the action's title
    /// (`UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        self.primaryAction = primaryAction
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
        if let image = primaryAction?.image { setImage(image, for: .normal) }
    }

    /// A button of `buttonType` (`UIButton(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .close { setImage(Image(systemName: "xmark.circle.fill"), for: .normal) }
        if buttonType == .contactAdd { setImage(Image(systemName: "plus.circle"), for: .normal) }
        if [.infoLight, .infoDark, .detailDisclosure].contains(buttonType) { setImage(Image(systemName: "info.circle"), for: .normal) }
    }

    /// A button with `configuration` that runs `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        self.primaryAction = primaryAction
        contentDidChange()
    }

    /// A system button with the given frame that runs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        self.primaryAction = primaryAction
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    /// Creates a system button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentViews()
    }

    /// Creates a system button; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
    }

    /// Puts the background, image, title, subtitle and indicator views in place and shows the content.
    private func addContentViews() {
        for view in [configurationBackground, icon, label, subtitle, indicatorView] as [View] { addSubview(view) }
        label.textAlignment = .center
        subtitle.textAlignment = .center
        contentDidChange()
    }

    // MARK: Per-state values (the button's look without a configuration)

    /// Sets the title shown in `state` (the normal title shows where a state has none).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for `state`.
    open func titleColor(for state: State) -> Color? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`.
    open func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Sets the styled title shown in `state` (`UIButton.setAttributedTitle(_:for:)`); where a state has
    /// both, the styled title wins over the plain one, as in UIKit. A button with a configuration
    /// shows the configuration's title instead.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// The styled title for `state`, falling back to the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The styled title shown now (`UIButton.currentAttributedTitle`).
    public var currentAttributedTitle: NSAttributedString? { configuration == nil && popUpSelection == nil ? attributedTitle(for: state) : nil }

    /// Sets the symbol configuration of the image in `state`
    /// (`UIButton.setPreferredSymbolConfiguration(_:forImageIn:)`): its point size and weight replace
    /// those the title's font gives a symbol image.
    open func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }

    /// The symbol configuration of the image in `state`, falling back to the normal state's.
    open func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }

    /// The symbol configuration of the image shown now (`UIButton.currentPreferredSymbolConfiguration`).
    public var currentPreferredSymbolConfiguration: Image.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    /// The menu the button shows (`UIButton.menu`; default `nil`): on a long press or a secondary
    /// click, or on touch down with `showsMenuAsPrimaryAction`. Setting it turns the context menu
    /// interaction on (a menu) or off (`nil`), as UIKit does.
    open var menu: Menu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            selectionModeDidChange()
        }
    }

    open override var showsMenuAsPrimaryAction: Bool {
        didSet { if showsMenuAsPrimaryAction != oldValue { selectionModeDidChange() } }
    }

    /// The button's `menu`, while it is enabled; a pop-up button's picks one action.
    open override func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        guard isEnabled, let menu else { return nil }
        let shown = isPopUp && !menu.options.contains(.singleSelection)
            ? Menu(title: menu.title, image: menu.image, options: menu.options.union(.singleSelection), children: menu.children)
            : menu
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in shown }
    }

    /// Whether the button is a pop-up button: it changes selection, and its menu is its primary action.
    private var isPopUp: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// The action a pop-up button shows as chosen.
    private var popUpSelection: Action? {
        guard isPopUp, let menu else { return nil }
        return menu.actions.first { $0.state == .on }
    }

    /// A pop-up button chooses its menu's first shown action when none is chosen, and shows its title.
    private func selectionModeDidChange() {
        if isPopUp, let menu, popUpSelection == nil, let first = menu.shownActions.first { first.state = .on }
        contentDidChange()
    }

    override func attachedMenuDidChoose(_ action: Action) {
        if isPopUp { contentDidChange() }
    }

    override func menuVisibilityDidChange() {
        setNeedsUpdateConfiguration()
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` and the `configurationUpdateHandler` before the next layout
    /// (`UIButton.setNeedsUpdateConfiguration()`); nothing while an update runs.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state (`UIButton.updateConfiguration()`). The
    /// default does nothing — the look a configuration gets from the state is worked out as it is
    /// drawn — and the `configurationUpdateHandler` runs after it. Subclasses override it to change
    /// `configuration` and call `super`; call `setNeedsUpdateConfiguration()` rather than this.
    open func updateConfiguration() {}

    /// Runs a pending configuration update now.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }

    /// The title label (UIKit's `titleLabel`).
    open var titleLabel: Label? { label }
    /// The subtitle label of a configured button (`UIButton.subtitleLabel`); `nil` without a configuration.
    open var subtitleLabel: Label? { configuration == nil ? nil : subtitle }
    /// The image view (UIKit's `imageView`).
    open var imageView: ImageView? { icon }

    /// The title shown now: a pop-up button's chosen action's, else the configuration's, else the
    /// state's.
    public var currentTitle: String? {
        popUpSelection?.title ?? configuration?.title ?? currentAttributedTitle?.string ?? title(for: state)
    }
    /// The colour the title is drawn in now (`UIButton.currentTitleColor`).
    public var currentTitleColor: Color { colors.foreground }
    /// The image shown now.
    public var currentImage: Image? { configuration?.image ?? image(for: state) }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }

    private func stateDidChange() {
        contentDidChange()
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    // MARK: Look and size

    /// The foreground and background the current state draws with.
    private var colors: (foreground: Color, background: Color?) {
        let tint = tintColor ?? .systemBlue
        guard let configuration else {
            let foreground = titleColor(for: state) ?? (isEnabled ? tint : .tertiaryLabel)
            return (isHighlighted ? foreground.withAlphaComponent(0.4) : foreground, nil)
        }
        let isEnabled = self.isEnabled || !automaticallyUpdatesConfiguration
        let isHighlighted = self.isHighlighted && automaticallyUpdatesConfiguration
        guard isEnabled else {
            return (.tertiaryLabel, configuration.style == .plain ? nil : .quaternarySystemFill)
        }
        var (foreground, background): (Color, Color?)
        // The style transforms the base colours: a tinted button draws its base background colour (else
        // the tint) faint, behind a title in its base foreground colour.
        let base = configuration.baseBackgroundColor
        switch configuration.style {
        case .plain: (foreground, background) = (tint, base)
        case .tinted: (foreground, background) = (tint, (base ?? tint).withAlphaComponent(0.15))
        case .gray: (foreground, background) = (tint, base ?? .tertiarySystemFill)
        case .filled: (foreground, background) = (.white, base ?? tint)
        }
        foreground = configuration.baseForegroundColor ?? foreground
        if isHighlighted {
            if let shown = background { background = shown.withAlphaComponent(shown.alpha * 0.7) } else { foreground = foreground.withAlphaComponent(0.4) }
        }
        return (foreground, background)
    }

    private func contentDidChange() {
        let font = configuration?.titleFont ?? .systemFont(ofSize: 17)
        label.font = font
        if let attributed = currentAttributedTitle { label.attributedText = attributed } else { label.text = currentTitle }
        subtitle.text = configuration?.subtitle
        subtitle.font = .systemFont(ofSize: 12)
        icon.image = currentImage
        icon.preferredSymbolConfiguration = currentPreferredSymbolConfiguration ?? Image.SymbolConfiguration(pointSize: font.pointSize, weight: font.weight)
        let (foreground, background) = colors
        label.textColor = foreground
        subtitle.textColor = foreground
        icon.tintColor = foreground
        indicatorView.image = showsIndicator ? Image(systemName: "chevron.up.chevron.down") : nil
        indicatorView.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: (font.pointSize * 0.7).rounded(), weight: .semibold)
        indicatorView.tintColor = foreground
        indicatorView.isHidden = !showsIndicator
        configurationBackground.backgroundColor = background
        configurationBackground.isHidden = background == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The colour the configuration draws behind the content for the current state, `nil` when none
    /// (for tests; UIKit's background view is private).
    var drawnBackgroundColor: Color? {
        configurationBackground.isHidden ? nil : configurationBackground.backgroundColor
    }

    /// The corner radius of the configuration's background (for tests).
    var drawnCornerRadius: CGFloat { configurationBackground.layer.cornerRadius }

    private var padding: CGFloat { currentImage != nil && currentTitle != nil ? (configuration?.imagePadding ?? 4) : 0 }
    private var vertical: Bool { configuration.map { $0.imagePlacement == .top || $0.imagePlacement == .bottom } ?? false }

    /// Whether the configuration's pop-up indicator shows.
    private var showsIndicator: Bool {
        guard let configuration else { return false }
        return configuration.indicator == .popup || (configuration.indicator == .automatic && isPopUp)
    }

    /// The gap between the content and the pop-up indicator.
    private static let indicatorGap: CGFloat = 6

    /// The image, title and subtitle as laid out (without the indicator), and the sizes they need.
    private var contentSizes: (text: CGSize, subtitle: CGSize, texts: CGSize, image: CGSize, content: CGSize) {
        let text = label.intrinsicContentSize, subtitleSize = subtitle.intrinsicContentSize
        let texts = CGSize(width: Swift.max(text.width, subtitleSize.width), height: text.height + subtitleSize.height)
        let image = currentImage == nil ? .zero : icon.intrinsicContentSize
        let content = vertical ? CGSize(width: Swift.max(image.width, texts.width), height: image.height + padding + texts.height)
                               : CGSize(width: image.width + padding + texts.width, height: Swift.max(image.height, texts.height))
        return (text, subtitleSize, texts, image, content)
    }

    /// The pop-up indicator's size, zero when it does not show.
    private var indicatorSize: CGSize { showsIndicator ? indicatorView.intrinsicContentSize : .zero }

    /// The content (image, padding, title and subtitle, then the pop-up indicator) and the insets.
    open override var intrinsicContentSize: CGSize {
        let insets = configuration?.resolvedInsets ?? DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        let content = contentSizes.content, indicator = indicatorSize
        let width = content.width + (showsIndicator ? Self.indicatorGap + indicator.width : 0)
        let height = Swift.max(content.height, indicator.height)
        return CGSize(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Runs a pending configuration update, then places the content in the bounds as the content
    /// alignments say (centred by default), the image on its configured side and the pop-up indicator
    /// after it.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let (text, subtitleSize, textsSize, image, content) = contentSizes
        let indicator = indicatorSize
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placement = configuration?.imagePlacement ?? .leading
        let trailingImage = (placement == .trailing) != rightToLeft
        let extra = showsIndicator ? Self.indicatorGap + indicator.width : 0
        let whole = CGSize(width: content.width + extra, height: Swift.max(content.height, indicator.height))
        let wholeOrigin = contentOrigin(for: whole, rightToLeft: rightToLeft)
        // The indicator is after the content in reading order: on the right, or the left right to left.
        let origin = CGPoint(x: wholeOrigin.x + (rightToLeft ? extra : 0), y: wholeOrigin.y + ((whole.height - content.height) / 2).rounded())
        var imageOrigin = origin, textsOrigin = origin
        if vertical {
            imageOrigin.x += (content.width - image.width) / 2
            textsOrigin.x += (content.width - textsSize.width) / 2
            if placement == .top { textsOrigin.y += image.height + padding } else { imageOrigin.y += textsSize.height + padding }
        } else {
            imageOrigin.y += (content.height - image.height) / 2
            textsOrigin.y += (content.height - textsSize.height) / 2
            if trailingImage { imageOrigin.x += textsSize.width + padding } else { textsOrigin.x += image.width + padding }
        }
        icon.frame = CGRect(origin: imageOrigin, size: image)
        label.frame = CGRect(x: textsOrigin.x, y: textsOrigin.y, width: textsSize.width, height: text.height)
        subtitle.frame = CGRect(x: textsOrigin.x, y: textsOrigin.y + text.height, width: textsSize.width, height: subtitleSize.height)
        indicatorView.isHidden = !showsIndicator
        indicatorView.frame = CGRect(x: rightToLeft ? wholeOrigin.x : wholeOrigin.x + whole.width - indicator.width,
                                     y: wholeOrigin.y + ((whole.height - indicator.height) / 2).rounded(), width: indicator.width, height: indicator.height)
        configurationBackground.frame = bounds
        configurationBackground.layer.cornerRadius = configuration?.cornerRadius(height: bounds.height) ?? 0
        configurationBackground.layer.cornerCurve = .continuous
    }

    /// Where content of `size` starts: centred, or against an edge and its inset as the content
    /// alignments say (`.fill` centres).
    private func contentOrigin(for size: CGSize, rightToLeft: Bool) -> CGPoint {
        let insets = configuration?.resolvedInsets ?? DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = rightToLeft ? insets.trailing : insets.leading
        case .right: x = bounds.width - (rightToLeft ? insets.leading : insets.trailing) - size.width
        case .center, .fill, .leading, .trailing: x = (bounds.width - size.width) / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = insets.top
        case .bottom: y = bounds.height - insets.bottom - size.height
        case .center, .fill: y = (bounds.height - size.height) / 2
        }
        return CGPoint(x: x.rounded(), y: y.rounded())
    }

    // MARK: Taps

    /// A touch down sends `.touchDown` and highlights the button (or shows a menu that is its primary action).
    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        guard isEnabled else { return .none }
        beginTouchTracking(at: point)
        // A menu that is the primary action shows on touch down; the touch stays the button's.
        if showsMenuAsPrimaryAction, showMenuAsPrimaryAction() { return .tap }
        isHighlighted = true
        return .tap
    }

    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }

    /// Outside a scroll view the button follows its touch past the slop, highlighted while it is inside.
    package var followsTapPastSlop: Bool { true }

    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {
        continueTouchTracking(at: point)
        if !(showsMenuAsPrimaryAction && isContextMenuInteractionEnabled) { isHighlighted = isTouchInside }
    }

    /// A lift inside taps the button; outside it sends `.touchUpOutside`.
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        isHighlighted = false
        let inside = endTouchTracking(at: point)
        guard isEnabled, inside, !(showsMenuAsPrimaryAction && isContextMenuInteractionEnabled) else { return }
        performTap()
    }

    /// What a tap on the enabled button does: a toggle's selection flips, then its primary action
    /// runs, then the actions for `.touchUpInside` and `.primaryActionTriggered` (an assistive
    /// technology activating it too) — or, when its menu is its primary action, the menu shows.
    package func performTap() {
        if showsMenuAsPrimaryAction, showMenuAsPrimaryAction() { return }
        toggleSelectionIfAsked()
        runPrimaryAction()
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Flips a toggle's selection, runs the button's primary action (if any), then the actions for
    /// `.primaryActionTriggered` — not those for `.touchUpInside`, which only a touch sends.
    open override func performPrimaryAction() {
        toggleSelectionIfAsked()
        runPrimaryAction()
        sendActions(for: .primaryActionTriggered)
    }

    /// A toggle button (`changesSelectionAsPrimaryAction`, not a pop-up button) flips `isSelected`
    /// before its actions run, so they read the new value.
    private func toggleSelectionIfAsked() {
        if changesSelectionAsPrimaryAction, !isPopUp { isSelected.toggle() }
    }

    private func runPrimaryAction() {
        guard let primaryAction else { return }
        primaryAction.sendingControl = self
        primaryAction.handler(primaryAction)
        primaryAction.sendingControl = nil
    }

    package func pointerCancelled() {
        isHighlighted = false
        cancelTouchTracking()
    }

    // MARK: Accessibility

    /// A button is an element read as its title (or its image's symbol name), with the button trait.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle ?? currentImage?.name }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
}
