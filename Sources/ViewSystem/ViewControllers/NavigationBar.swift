import CollectionGeometry
import Foundation

/// The bar at the top of a navigation controller (`UINavigationBar`): the top item's title, inline or
/// large, and its bar button items on either side.
///
/// At the content's top edge the bar has the content's plain background and no hairline; once the
/// content scrolls under it (past the large title, when there is one), it takes the standard
/// appearance — the chrome material and a hairline along its bottom — as UIKit's scroll-edge and
/// standard appearances do.
///
/// Its look comes from appearance objects (`standardAppearance`, `scrollEdgeAppearance` and the
/// compact variants, each overridden by the top item's), as in UIKit since iOS 13; the older
/// properties (`barTintColor`, `isTranslucent`, `barStyle`, `titleTextAttributes`) fill in what the
/// appearance in effect leaves unset (`Guides/ViewControllers.md`).
///
/// Differences from UIKit: laid out by frames in a fixed 44-point row (plus 52 points for a large
/// title); the material is its average colour, not a blur (the content stops at the bar); the back
/// button draws its chevron as text, so back indicator images are kept but not drawn.
@MainActor
open class NavigationBar: View {
    /// Whether titles are large unless an item says otherwise (default `false`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsDidChange() } } }

    /// The height of the inline row.
    public static let rowHeight: CGFloat = 44
    /// The extra height of a large title at the default text size (`largeTitleBandHeight` follows
    /// Dynamic Type).
    public static let largeTitleHeight: CGFloat = 52

    /// The largest text size a large title grows to: UIKit's stops growing past the standard sizes,
    /// so an accessibility size does not give it most of a phone's height (Apple documents no
    /// figure; `Guides/ViewControllers.md`).
    static let largeTitleLargestCategory = ContentSizeCategory.extraExtraExtraLarge

    /// The large title's font at `category`: 34-point bold at the default size, scaled like the large
    /// title text style up to `largeTitleLargestCategory`.
    static func largeTitleFont(for category: ContentSizeCategory) -> Font {
        let ordered = ContentSizeCategory.ordered
        let largest = ordered.firstIndex(of: largeTitleLargestCategory) ?? ordered.count - 1
        let capped = (ordered.firstIndex(of: category) ?? 0) > largest ? largeTitleLargestCategory : category
        return FontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34, weight: .bold)).scaled(for: capped)
    }

    /// The extra height of a large title at the bar's text size: `largeTitleHeight`, grown by what a
    /// line of the scaled title adds to a line of the default one.
    public var largeTitleBandHeight: CGFloat {
        let font = Self.largeTitleFont(for: traitCollection.preferredContentSizeCategory)
        return Self.largeTitleHeight + Swift.max(0, (font.lineHeight - Self.defaultLargeTitleLineHeight).rounded(.up))
    }

    /// A line of the large title at the default text size, which `largeTitleHeight` holds.
    private static let defaultLargeTitleLineHeight = largeTitleFont(for: .large).lineHeight

    let titleLabel = Label()
    let largeTitleLabel = Label()
    /// The band under the row that holds the large title and clips it as it scrolls away.
    private let largeTitleBand = View()
    /// The line along the bottom while content is scrolled under the bar.
    let hairline = View()
    /// The appearance's shadow image, drawn instead of the hairline (in the bar only while there is one).
    let shadowImageView = ImageView()
    /// The appearance's background image, under everything else (in the bar only while there is one).
    let backgroundImageView = ImageView()
    /// The appearance last applied (`NavigationBar+Appearance.swift` resolves and applies it).
    var appliedAppearance = NavigationBarAppearance()
    /// The navigation controller managing the bar, whose stack gives its items; `nil` for a bar on its
    /// own, which keeps its own (`NavigationBar+Items.swift`). Set by the navigation controller.
    weak var managingController: NavigationController? { didSet { applyAppearance() } }
    /// Whether a navigation controller manages the bar: only then is there a scroll edge (a bar on its
    /// own always shows its standard appearance, as UIKit's does).
    var isManagedByNavigationController: Bool { managingController != nil }
    /// A bar on its own: its items, bottom first.
    var ownItems: [NavigationItem] = []
    /// Told of pushes and pops of a bar on its own (a navigation controller's bar has none).
    open weak var delegate: (any NavigationBarDelegate)? { didSet { applyAppearance() } }
    private(set) var buttons: (leading: [BarButtonView], trailing: [BarButtonView]) = ([], [])
    /// The back button with the previous title, with "Back", and as the chevron alone: layout shows
    /// the longest that leaves the inline title its whole width (the others are hidden).
    private(set) var backButtons: [BarButtonView] = []
    /// The item shown (a managed bar shows its top view controller's once made).
    private(set) var item: NavigationItem?
    private var itemTitle: String?
    /// What the back button does (set by the navigation controller when there is something to go back to).
    var backAction: (() -> Void)?
    var backTitle: String?
    /// How the back button shows `backTitle` (the back item's display mode).
    var backDisplayMode = NavigationItem.BackButtonDisplayMode.default
    /// A container's button shown first among the leading items when there is no back button (a split
    /// view controller's display-mode button in the bar of its leading column). Set by the navigation
    /// controller.
    var containerItem: BarButtonItem?
    /// Whether an item with the `.automatic` large-title mode shows a large title: as the nearest
    /// earlier item in the stack that says (`true` when none does). Set by the navigation controller.
    var automaticShowsLargeTitle = true

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        topExtension.backgroundColor = backgroundColor
        // A collapsing large title slides up out of the bar's bounds.
        clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = Self.largeTitleFont(for: .large)
        // VoiceOver reads a navigation bar's title as the screen's heading.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(titleLabel)
        largeTitleBand.clipsToBounds = true
        largeTitleBand.addSubview(largeTitleLabel)
        addSubview(largeTitleBand)
        hairline.backgroundColor = Self.hairlineColor
        hairline.isHidden = true
        insertSubview(hairline, belowSubview: largeTitleBand)
        backgroundImageView.isUserInteractionEnabled = false
        applyAppearance()
    }

    /// What UIKit's bar extends its background into: the area above the bar (the status bar's, the top
    /// of the safe area), as a view the navigation controller places there, always the bar's colour.
    let topExtension = View()

    /// The bar's background, which also fills the area above it (`topExtension`).
    open override var backgroundColor: Color? {
        didSet { topExtension.backgroundColor = backgroundColor }
    }

    /// The standard appearance's background: UIKit's chrome material, as one colour.
    public static let materialColor = Color(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? Color(red: 0.114, green: 0.114, blue: 0.122, alpha: 0.94)
                                           : Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
    })
    /// The standard appearance's hairline (UIKit's bar shadow colour, black at 30 %).
    public static let hairlineColor = Color(white: 0, alpha: 0.3)

    /// Whether content is scrolled under the bar: the standard appearance (material and hairline)
    /// instead of the scroll-edge one. Set by the navigation controller as its content scrolls.
    var isContentScrolledUnder = false {
        didSet { if isContentScrolledUnder != oldValue { applyAppearance() } }
    }

    /// What the bar shows at the scroll edge: the background of the content below it (a grouped
    /// list's grey), as UIKit's transparent scroll-edge appearance shows the content's scroll view
    /// behind the bar. Set by the navigation controller; `.systemBackground` when the content draws none.
    var scrollEdgeBackground: Color = .systemBackground {
        didSet { if scrollEdgeBackground != oldValue { applyAppearance() } }
    }

    // MARK: Appearance

    /// How the bar looks while content scrolls under it, and at the scroll edge when nothing else is
    /// given (then with a transparent background). A copy of what is set is kept.
    open var standardAppearance: NavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy(); applyAppearance() }
    }
    /// How the bar looks when its height is compact (a phone in landscape); `nil`: the standard
    /// appearance. A copy of what is set is kept.
    open var compactAppearance: NavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy(); applyAppearance() }
    }
    /// How the bar looks while the content's top edge is at the bar's; `nil`: the standard (or compact)
    /// appearance with a transparent background. Only a navigation controller's bar has a scroll edge.
    /// A copy of what is set is kept.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy(); applyAppearance() }
    }
    /// How a compact bar looks at the scroll edge; `nil`: `scrollEdgeAppearance`. A copy of what is set
    /// is kept.
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy(); applyAppearance() }
    }
    private var storedStandardAppearance = NavigationBarAppearance()
    private var storedCompactAppearance: NavigationBarAppearance?
    private var storedScrollEdgeAppearance: NavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: NavigationBarAppearance?

    /// `.black` draws the bar dark with light titles (default `.default`).
    open var barStyle = BarStyle.default {
        didSet {
            guard barStyle != oldValue else { return }
            // A black bar is a dark one; going back gives the traits back (an interface style the app
            // set on the bar itself is left alone otherwise).
            if barStyle == .black { overrideUserInterfaceStyle = .dark } else if oldValue == .black { overrideUserInterfaceStyle = .unspecified }
            applyAppearance()
        }
    }
    /// Whether the standard background lets content show through (default `true`); `false` makes it
    /// opaque: `barTintColor` at full opacity, else the system background (black for a `.black` bar).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { applyAppearance() } } }
    /// The standard background's colour when the appearance in effect gives none (`nil`: the material).
    /// Not used at the scroll edge, which stays transparent unless a scroll-edge appearance says otherwise.
    open var barTintColor: Color? { didSet { if barTintColor != oldValue { applyAppearance() } } }
    /// The inline title's attributes when the appearance in effect gives none.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// The large title's attributes when the appearance in effect gives none.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// The shadow image of the legacy look, drawn as it is — only while a legacy background image
    /// (`setBackgroundImage(_:for:barMetrics:)`) is shown, as UIKit documents; `nil`: the hairline.
    open var shadowImage: Image? { didSet { if shadowImage != oldValue { applyAppearance() } } }
    /// The back button's chevron (kept, not drawn: the back button draws `‹`).
    open var backIndicatorImage: Image?
    /// The mask of content sliding under the chevron during a push or pop (kept, not drawn).
    open var backIndicatorTransitionMaskImage: Image?

    /// Legacy background images by position and metrics (`setBackgroundImage(_:for:barMetrics:)`).
    private var legacyBackgroundImages: [BarPosition: [BarMetrics: Image]] = [:]
    /// Legacy vertical title adjustments by metrics.
    private var titleVerticalAdjustments: [BarMetrics: CGFloat] = [:]

    /// Sets the background image of a bar at `barPosition` with `barMetrics`; `nil` removes it. While
    /// one applies (the bar's position, else `.any`; compact metrics fall back to `.default`'s) and the
    /// appearance in effect gives no image, it replaces the standard background — the classic way to
    /// a transparent bar is an empty image here and as `shadowImage`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        legacyBackgroundImages[barPosition, default: [:]][barMetrics] = backgroundImage
        applyAppearance()
    }

    /// The background image set for exactly `barPosition` and `barMetrics`, if any.
    open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        legacyBackgroundImages[barPosition]?[barMetrics]
    }

    /// Sets the background image for any position with `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for any position with `barMetrics`, if any.
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The legacy background image in effect for `position` and `metrics`: the position's, else any
    /// position's; a compact bar without one takes the default metrics' image.
    func legacyBackgroundImage(for position: BarPosition, metrics: BarMetrics) -> Image? {
        let byMetrics = [metrics] + (metrics == .default ? [] : [.default])
        for candidate in byMetrics {
            if let image = legacyBackgroundImages[position]?[candidate] ?? legacyBackgroundImages[.any]?[candidate] { return image }
        }
        return nil
    }

    /// Moves the inline title down by `adjustment` points (up when negative) in a bar of `barMetrics`,
    /// when the appearance in effect does not adjust it; a value that is not finite is read as 0.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        titleVerticalAdjustments[barMetrics] = adjustment.isFinite ? adjustment : 0
        applyAppearance()
    }

    /// The vertical title adjustment set for `barMetrics` (0 when none is).
    open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics] ?? 0
    }

    /// A change of height class (a phone turned) may change the appearance in effect.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { applyAppearance() }
    }

    /// Creates a bar; `coder` is ignored.
    public required init?(coder: NSCoder) { nil }

    /// The item on top: a navigation controller's bar answers its top view controller's navigation
    /// item; a bar on its own, its last item.
    public var topItem: NavigationItem? {
        guard let managingController else { return item }
        return managingController.topViewController?.navigationItem
    }

    /// Whether the title is shown large for the current item: never unless `prefersLargeTitles`, then
    /// as the item's `largeTitleDisplayMode` says — `.automatic` as the nearest earlier item in the
    /// navigation stack that says, large when none does — as UIKit documents.
    public var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        switch item?.largeTitleDisplayMode ?? .automatic {
        case .always: return true
        case .never: return false
        case .automatic: return automaticShowsLargeTitle
        }
    }

    /// The bar's height for its current item: what the content has scrolled away
    /// (`contentCollapse`) — the search bar first, when the item hides it on scrolling, then a large
    /// title's 52 points — is taken from the row, the large title and the search bar.
    public var preferredHeight: CGFloat {
        if isSearchPresentedAlone { return searchBarHeight }
        return Self.rowHeight + (showsLargeTitle ? largeTitleBandHeight : 0) + searchBarHeight - contentCollapse
    }

    /// Whether an active search hides the rest of the bar (its search controller's
    /// `hidesNavigationBarDuringPresentation`, `true` by default): only the search bar shows, at the top.
    var isSearchPresentedAlone: Bool {
        guard searchBar != nil, let search = item?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The height of the search bar shown under the title (the top item's search controller's), or 0.
    var searchBarHeight: CGFloat { searchBar == nil ? 0 : SearchBar.height }
    /// The search bar shown under the title.
    private var searchBar: SearchBar?
    /// The item's title view, shown in place of the inline title.
    private var titleView: View?

    /// Whether a search bar shows and the item hides it as the content scrolls up
    /// (`hidesSearchBarWhenScrolling`, `true` by default as in UIKit).
    var hidesSearchBarOnScroll: Bool { searchBar != nil && (item?.hidesSearchBarWhenScrolling ?? true) }

    /// How much of the bar the content can scroll away: the search bar when it hides on scrolling, and
    /// a large title.
    var collapsibleHeight: CGFloat {
        guard !isSearchPresentedAlone else { return 0 }
        return (hidesSearchBarOnScroll ? searchBarHeight : 0) + (showsLargeTitle ? largeTitleBandHeight : 0)
    }

    /// How far the content has scrolled what the bar can collapse away (0…`collapsibleHeight`): the
    /// search bar goes first, then the large title, which at 52 points shows inline, as UIKit's bar
    /// does once its large title has scrolled under.
    var contentCollapse: CGFloat {
        get { Swift.min(storedCollapse, collapsibleHeight) }
        set {
            let clamped = Swift.min(Swift.max(newValue.isFinite ? newValue : 0, 0), collapsibleHeight)
            guard clamped != storedCollapse else { return }
            storedCollapse = clamped
            titlesDidChange()
            setNeedsLayout()
        }
    }
    private var storedCollapse: CGFloat = 0

    /// How much of the search bar has scrolled away.
    private var searchBarCollapse: CGFloat { hidesSearchBarOnScroll ? Swift.min(contentCollapse, searchBarHeight) : 0 }

    /// How far (0…52 points) the content has scrolled the large title away.
    var largeTitleCollapse: CGFloat {
        showsLargeTitle ? Swift.min(contentCollapse - searchBarCollapse, largeTitleBandHeight) : 0
    }

    /// Whether the large title has scrolled away entirely (the title then shows inline).
    public var isLargeTitleCollapsed: Bool { showsLargeTitle && largeTitleCollapse >= largeTitleBandHeight }

    /// Shows `item`, with `fallbackTitle` (the view controller's title) when it has none.
    /// The items an animated push or pop brings in (titles, buttons, the search bar) fade in over
    /// `duration`, while the content slides: UIKit also slides the titles and morphs the back button.
    func fadeInItems(over duration: TimeInterval) {
        // The new items are placed first: an animation begun on an item not yet laid out would start
        // from its empty frame (it ends where layout puts it), growing the item as it fades in.
        layoutIfNeeded()
        let items: [View] = [titleLabel, largeTitleBand] + buttons.leading + buttons.trailing + (searchBar.map { [$0] } ?? [])
            + (titleView.map { [$0] } ?? [])
        for item in items { item.alpha = 0 }
        View.animate(withDuration: duration) {
            for item in items { item.alpha = 1 }
        }
    }

    func show(_ item: NavigationItem?, fallbackTitle: String?) {
        self.item = item
        itemTitle = item?.title ?? fallbackTitle
        itemsDidChange()
    }

    private func itemsDidChange() {
        for button in buttons.leading + buttons.trailing { button.removeFromSuperview() }
        for button in backButtons { button.removeFromSuperview() }
        backButtons = []
        var leading = (item?.leftBarButtonItems ?? []).map(BarButtonView.init)
        if let containerItem, backAction == nil { leading.insert(BarButtonView(item: containerItem), at: 0) }
        if leading.isEmpty || item?.leftItemsSupplementBackButton == true, let backAction {
            var titles = switch backDisplayMode {
            case .default: backTitle?.isEmpty == true ? ["‹"] : ["‹ " + (backTitle ?? "Back"), "‹ Back", "‹"]
            case .generic: ["‹ Back", "‹"]
            case .minimal: ["‹"]
            }
            if titles.count == 3, titles[0] == titles[1] { titles.remove(at: 1) }
            backButtons = titles.map { title in
                let back = BarButtonView(item: BarButtonItem(title: title))
                back.onTap = backAction
                return back
            }
            leading.insert(backButtons[0], at: 0)
            for extra in backButtons.dropFirst() {
                extra.isHidden = true
                addSubview(extra)
            }
        }
        let trailing = (item?.rightBarButtonItems ?? []).map(BarButtonView.init)
        buttons = (leading, trailing)
        let shownSearchBar = item?.searchController?.searchBar
        if searchBar !== shownSearchBar {
            if searchBar?.superview === self {
                searchBar?.removeFromSuperview()
                searchBar?.fieldInset = 8
            }
            searchBar = shownSearchBar
            if let shownSearchBar {
                shownSearchBar.fieldInset = 16
                addSubview(shownSearchBar)
            }
        }
        for button in leading + trailing {
            button.item.changeHandler = { [weak button] in button?.refresh() }
            addSubview(button)
        }
        let shownTitleView = item?.titleView
        if titleView !== shownTitleView {
            if titleView?.superview === self { titleView?.removeFromSuperview() }
            titleView = shownTitleView
            if let shownTitleView { addSubview(shownTitleView) }
        }
        applyAppearance()
        titlesDidChange()
        // The bar's height may have changed: its container lays it and the content out again.
        superview?.setNeedsLayout()
    }

    /// The inline title shows unless a large title is showing; the large one follows the item.
    private func titlesDidChange() {
        let large = showsLargeTitle
        let inline = (large && !isLargeTitleCollapsed) || titleView != nil ? nil : itemTitle
        if titleLabel.text != inline { titleLabel.text = inline }
        let big = large ? itemTitle : nil
        if largeTitleLabel.text != big { largeTitleLabel.text = big }
        setNeedsLayout()
    }

    /// Buttons from the edges in, the inline title centred in what is left, the large title below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var left: CGFloat = 8, right = bounds.width - 8
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ button: BarButtonView, fromLeading: Bool) {
            guard !button.item.isHidden else { return }
            let width = button.sizeThatFits(.zero).width
            let atLeft = fromLeading != rtl
            if atLeft {
                button.frame = CGRect(x: left, y: 0, width: width, height: Self.rowHeight)
                left += width
            } else {
                button.frame = CGRect(x: right - width, y: 0, width: width, height: Self.rowHeight)
                right -= width
            }
        }
        let title = titleView.map(Self.titleViewSize) ?? (titleLabel.text == nil ? .zero : titleLabel.intrinsicContentSize)
        // An active search that hides the bar leaves the search bar alone at the top.
        let alone = isSearchPresentedAlone
        titleLabel.isHidden = alone
        titleView?.isHidden = alone
        largeTitleBand.isHidden = alone
        for button in buttons.trailing { button.isHidden = alone || button.item.isHidden }
        if backButtons.isEmpty { for button in buttons.leading { button.isHidden = alone || button.item.isHidden } }
        chooseBackButton(titleWidth: title.width, hidden: alone)
        for button in buttons.leading { place(button, fromLeading: true) }
        for button in buttons.trailing { place(button, fromLeading: false) }
        let inset = Swift.max(left, bounds.width - right)
        let adjustment = appliedAppearance.titlePositionAdjustment
        titleLabel.frame = CGRect(x: inset + (adjustment.horizontal.isFinite ? adjustment.horizontal : 0),
                                  y: ((Self.rowHeight - title.height) / 2).rounded() + (adjustment.vertical.isFinite ? adjustment.vertical : 0),
                                  width: Swift.max(0, bounds.width - 2 * inset), height: title.height)
        if let titleView {
            // Centred on the bar when it fits between the buttons so, else centred between them.
            let width = Swift.min(title.width, Swift.max(0, right - left - 16)), height = Swift.min(title.height, Self.rowHeight)
            let centred = (bounds.width - width) / 2
            let x = Swift.min(Swift.max(centred, left + 8), right - 8 - width)
            titleView.frame = CGRect(x: x.rounded(), y: ((Self.rowHeight - height) / 2).rounded(), width: width, height: height)
        }
        let largeFont = appliedAppearance.largeTitleTextAttributes[.font] as? Font ?? Self.largeTitleFont(for: traitCollection.preferredContentSizeCategory)
        if largeTitleLabel.font != largeFont { largeTitleLabel.font = largeFont }
        let large = largeTitleLabel.intrinsicContentSize
        // The search bar scrolls away first: it shrinks from the bottom and fades, as UIKit's does.
        let shownSearch = searchBarHeight - searchBarCollapse
        largeTitleBand.frame = CGRect(x: 0, y: Self.rowHeight, width: bounds.width, height: Swift.max(0, bounds.height - Self.rowHeight - shownSearch))
        largeTitleLabel.frame = CGRect(x: 16, y: ((largeTitleBandHeight - large.height) / 2).rounded() - largeTitleCollapse,
                                       width: Swift.max(0, bounds.width - 32), height: large.height)
        searchBar?.frame = CGRect(x: 0, y: alone ? 0 : bounds.height - shownSearch, width: bounds.width, height: shownSearch)
        searchBar?.alpha = searchBarHeight > 0 ? Swift.max(0, 1 - 2 * searchBarCollapse / searchBarHeight) : 1
        searchBar?.isHidden = shownSearch <= 0
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        if shadowImageView.superview === self {
            let height = Swift.max(0, shadowImageView.image?.size.height ?? 0)
            shadowImageView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        backgroundImageView.frame = bounds
    }

    /// The size a title view asks for: its intrinsic size, else its frame's.
    private static func titleViewSize(_ view: View) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: intrinsic.width > 0 ? intrinsic.width : view.bounds.width,
                      height: intrinsic.height > 0 ? intrinsic.height : view.bounds.height)
    }

    /// Shows the longest back button that leaves a centred inline title of `titleWidth` its room
    /// beside the leading and trailing buttons — the previous title, then "Back", then the chevron
    /// alone — as UIKit's bar shortens its back button before the title.
    private func chooseBackButton(titleWidth: CGFloat, hidden: Bool) {
        guard !backButtons.isEmpty else { return }
        // The back button is the only leading button (an item's own leading buttons replace it). The
        // title is centred: each side of it has half of what it leaves, less the bar's 8-point margin
        // and 8 points between the title and a button.
        let trailing = buttons.trailing.reduce(0) { $0 + $1.sizeThatFits(.zero).width }
        let side = (bounds.width - titleWidth) / 2 - 16
        let chosen = backButtons.first { $0.sizeThatFits(.zero).width <= side && trailing <= side } ?? backButtons[backButtons.count - 1]
        for button in backButtons {
            button.isHidden = hidden || button !== chosen
            if button.superview == nil { addSubview(button) }
        }
        buttons.leading[0] = chosen
    }

    /// The buttons shown, leading first (for tests).
    package var buttonViews: [View] { buttons.leading + buttons.trailing }
}
