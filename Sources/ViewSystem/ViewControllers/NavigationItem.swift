import CollectionGeometry
import Foundation

/// What a navigation bar shows for a view controller (`UINavigationItem`): a title, how large, and
/// bar button items on either side.
@MainActor
public final class NavigationItem {
    /// When the bar shows the title large (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the navigation bar's `prefersLargeTitles` says.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// The title; `nil` shows the view controller's `title`.
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// When the title is large (default `.automatic`).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { if largeTitleDisplayMode != oldValue { changed() } } }
    /// The items on the leading side, first outermost.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    /// The items on the trailing side, first outermost.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }

    /// The first leading item (setting it replaces them all).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item (setting it replaces them all).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// A view the bar shows in place of the inline title (a segmented control, a logo), centred in the
    /// room the buttons leave, at its intrinsic size (else its frame's), no taller than the bar's row.
    public var titleView: View? { didSet { if titleView !== oldValue { changed() } } }

    /// The search bar shown under the title, and what it searches (`UISearchController`).
    public var searchController: SearchController? { didSet { if searchController !== oldValue { changed() } } }
    /// Whether the search bar scrolls away as the content scrolls up (before a large title does) and
    /// comes back at the top (default `true`, as in UIKit).
    public var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { changed() } } }

    /// How the back button shows this item when it is the one to go back to
    /// (`UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable, CaseIterable {
        /// Its title (or `backButtonTitle`), else "Back", else the chevron alone, as room allows.
        case `default`
        /// "Back", else the chevron alone.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// The button the bar shows to go back to this item's view controller: its title is the back
    /// button's (its action is not used; the back button pops, as in UIKit).
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }
    /// The back button's title when this item is the one to go back to (`nil`: the item's title);
    /// `backBarButtonItem` wins over it.
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// How the back button shows this item when it is the one to go back to (default `.default`).
    public var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { if backButtonDisplayMode != oldValue { changed() } } }
    /// What the back button does while this item is on top (`nil`, the default: it pops).
    public var backAction: Action? { didSet { changed() } }
    /// Whether the bar hides the back button while this item is on top (default `false`).
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// Whether the leading items show after the back button rather than instead of it (default `false`).
    public var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }

    /// The bar's standard appearance while this item is on top; `nil`: the bar's. A copy is kept.
    public var standardAppearance: NavigationBarAppearance? {
        get { storedAppearances.standard }
        set { storedAppearances.standard = newValue?.copy(); changed() }
    }
    /// The bar's compact appearance while this item is on top; `nil`: the bar's. A copy is kept.
    public var compactAppearance: NavigationBarAppearance? {
        get { storedAppearances.compact }
        set { storedAppearances.compact = newValue?.copy(); changed() }
    }
    /// The bar's scroll-edge appearance while this item is on top; `nil`: the bar's. A copy is kept.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { storedAppearances.scrollEdge }
        set { storedAppearances.scrollEdge = newValue?.copy(); changed() }
    }
    /// The bar's compact scroll-edge appearance while this item is on top; `nil`: the bar's. A copy is kept.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { storedAppearances.compactScrollEdge }
        set { storedAppearances.compactScrollEdge = newValue?.copy(); changed() }
    }
    private var storedAppearances: (standard: NavigationBarAppearance?, compact: NavigationBarAppearance?,
                                    scrollEdge: NavigationBarAppearance?, compactScrollEdge: NavigationBarAppearance?)
        = (nil, nil, nil, nil)

    /// Hides or shows the back button (`animated` is not used: the bar changes at once).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading item (`animated` is not used).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item (`animated` is not used).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading items (`animated` is not used).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (`animated` is not used).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The view controller the item belongs to.
    weak var owner: ViewController?

    /// Creates an item with `title`.
    public init(title: String?) {
        self.title = title
    }

    private func changed() { owner?.navigationItemDidChange() }
}

/// A button in a navigation bar (`UIBarButtonItem`): a title or an image, and the action it runs.
///
/// Differences from UIKit: actions are `Action` closures (`primaryAction`); target–selector pairs
/// need the Objective-C runtime.
@MainActor
open class BarButtonItem {
    /// UIKit's standard items (`UIBarButtonItem.SystemItem`), shown by their titles or symbols.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title a text item shows, or the symbol an image item shows.
        var appearance: (title: String?, symbol: String?) {
            switch self {
            case .done: ("Done", nil)
            case .cancel: ("Cancel", nil)
            case .edit: ("Edit", nil)
            case .save: ("Save", nil)
            case .undo: ("Undo", nil)
            case .redo: ("Redo", nil)
            case .add: (nil, "plus")
            case .compose: (nil, "square")
            case .reply, .action, .organize, .camera, .play, .pause, .rewind, .fastForward: (nil, "ellipsis")
            case .bookmarks: (nil, "bookmark")
            case .search: (nil, "magnifyingglass")
            case .refresh: (nil, "circle")
            case .stop, .close: (nil, "xmark")
            case .trash: (nil, "trash")
            case .flexibleSpace, .fixedSpace: (nil, nil)
            }
        }

        /// What VoiceOver says for an item drawn as a symbol (UIKit's labels).
        var spokenName: String? {
            switch self {
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .close: "Close"
            case .trash: "Delete"
            case .camera: "Camera"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            default: nil
            }
        }
    }

    /// How the item is drawn (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain, done
    }

    /// The title.
    open var title: String? { didSet { changed() } }
    /// The image (shown instead of the title).
    open var image: Image? { didSet { changed() } }
    /// Plain, or bold for the item that confirms.
    open var style = Style.plain { didSet { changed() } }
    /// Whether the item can be tapped (default `true`).
    open var isEnabled = true { didSet { changed() } }
    /// What a tap runs.
    open var primaryAction: Action?
    /// The menu the item shows: on a tap when it has no `primaryAction`, on a long press when it has one.
    open var menu: Menu? { didSet { changed() } }
    /// The tint of the title or image (`nil`: the bar's).
    open var tintColor: Color? { didSet { changed() } }
    /// What assistive technologies read for the item (`nil`: its title, or a standard item's name).
    open var accessibilityLabel: String? { didSet { changed() } }
    /// The item's width in a toolbar: a fixed space's, or a button's instead of the width its content
    /// needs; 0 (the default) for the system's. NaN, infinite and negative widths are read as 0.
    open var width: CGFloat = 0 {
        didSet {
            if !width.isFinite || width < 0 { width = 0 }
            changed()
        }
    }
    /// A view shown instead of the title or image (`nil`: none). The bar places it at its own size
    /// (its frame's, else its intrinsic size), and it takes its own touches: the item's action and
    /// menu do not run for it, as in UIKit.
    open var customView: View? { didSet { if customView !== oldValue { changed() } } }
    /// Whether the bar leaves the item out (default `false`).
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// Whether the item shows as chosen: a tinted platter behind it (default `false`).
    open var isSelected = false { didSet { if isSelected != oldValue { changed() } } }
    /// Whether a tap toggles `isSelected` before the item's action runs (default `false`).
    open var changesSelectionAsPrimaryAction = false
    /// Titles the item may show: the bar gives it the width of the widest, so changing among them
    /// moves nothing (default `nil`: its title's width).
    open var possibleTitles: Set<String>? { didSet { if possibleTitles != oldValue { changed() } } }
    /// The standard item this one was made as, if any (spaces are laid out, not drawn).
    private(set) var systemItem: SystemItem?
    /// Whether the item is a fixed or flexible space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Told when anything shown changes (set by the bar that draws the item).
    var changeHandler: (() -> Void)?

    /// An item showing `title` or `image` that runs `primaryAction` when tapped, or shows `menu`
    /// (`UIBarButtonItem(image:menu:)` and the other spellings of this initialiser).
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView` (`UIBarButtonItem(customView:)`).
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// An item showing `title` in `style` that runs `primaryAction` when tapped.
    public convenience init(title: String?, style: Style, primaryAction: Action? = nil) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// One of UIKit's standard items running `primaryAction` or showing `menu` (`.done` is bold).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        let appearance = systemItem.appearance
        self.init(title: appearance.title, image: appearance.symbol.flatMap { Image(systemName: $0) }, primaryAction: primaryAction, menu: menu)
        if systemItem == .done { style = .done }
        accessibilityLabel = systemItem.spokenName
        self.systemItem = systemItem
    }

    /// A space that takes a share of the width a toolbar has left (`UIBarButtonItem.flexibleSpace()`).
    ///
    /// Returns a `BarButtonItem` (UIKit's returns `Self`).
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide (`UIBarButtonItem.fixedSpace(_:)`; NaN, infinite and negative widths
    /// are read as 0). Returns a `BarButtonItem` (UIKit's returns `Self`).
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func changed() { changeHandler?() }
}
