import CollectionGeometry
import Foundation
import ViewSystem

/// A decoration or control at the leading or trailing edge of a list cell (`UICellAccessory`).
///
/// Make accessories with the static functions (`.disclosureIndicator()`, `.outlineDisclosure()`,
/// `.checkmark()`, `.delete()` …) and give them to `CollectionViewListCell.accessories`. Each is shown
/// in the states its `displayed` option names: always, only while the collection view is editing, or
/// only while it is not. Standard accessories are drawn as system symbols in the cell's tint (or the
/// accessory's `tintColor`); a label accessory as text; a custom view as itself.
///
/// Differences from UIKit: the symbols are the page's vector shapes; `popUpMenu` is not provided.
/// Metrics (widths, spacing): `Guides/Lists.md`.
public struct CellAccessory {
    /// When an accessory shows (`UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Hashable, Sendable, CaseIterable {
        /// In and out of editing mode.
        case always
        /// Only while the collection view is editing.
        case whenEditing
        /// Only while it is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows when the view's editing mode is `editing`.
        public func isDisplayed(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How much room an accessory takes (`UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// The standard width of system accessories, so accessories line up across rows.
        case standard
        /// A given width (negative, NaN or infinite values take the actual width).
        case custom(CGFloat)
    }

    /// Which edge a custom view sits at (`UICellAccessory.Placement`).
    public enum Placement: Hashable, Sendable {
        /// The leading edge.
        case leading(displayed: DisplayedState = .always)
        /// The trailing edge.
        case trailing(displayed: DisplayedState = .always)
    }

    /// How an outline disclosure looks and what tapping the cell does (`UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable, CaseIterable {
        /// `.header` for cells with children shown as section headers (`headerMode == .firstItemInSection`), else `.cell`.
        case automatic
        /// Tapping anywhere on the cell toggles the expansion.
        case header
        /// Only tapping the accessory toggles it.
        case cell
    }

    /// Runs when the accessory is tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// What kind of accessory this is (`UICellAccessory.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label(text: String)
        case detail
        case customView
        case popUpMenu
    }

    /// The kind.
    public let accessoryType: AccessoryType
    /// When it shows.
    public let displayed: DisplayedState
    /// Whether it sits at the leading edge.
    public let isLeading: Bool
    /// Whether it is hidden (it still takes its room, so rows line up); `nil` uses the default (shown).
    public var isHidden: Bool?
    /// The room it takes; `nil` uses the default (`standard` for system accessories, `actual` for labels and custom views).
    public var reservedLayoutWidth: LayoutDimension?
    /// The colour of its symbol or text; `nil` uses the default of its kind.
    public var tintColor: Color?
    /// The fill behind delete, insert and multiselect symbols; `nil` uses the default of its kind.
    public var backgroundColor: Color?
    /// What a tap on it does; `nil` uses the default of its kind.
    public let actionHandler: ActionHandler?
    /// An outline disclosure's style.
    public let outlineStyle: OutlineDisclosureStyle
    /// A label accessory's font.
    public let font: Font?
    /// A custom view accessory's view.
    public let customView: View?
    /// Whether a custom view keeps its own size (`false`: it is sized to fit the cell's height).
    public let maintainsFixedSize: Bool
    /// A pop-up menu accessory's menu.
    public let menu: Menu?
    /// What a pop-up menu accessory tells when the user chooses an action (after its handler ran).
    public let selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?

    /// The closure a pop-up menu accessory calls with its menu when the chosen action changes.
    public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

    private init(_ type: AccessoryType, displayed: DisplayedState, leading: Bool, options: Options, actionHandler: ActionHandler? = nil,
                 outlineStyle: OutlineDisclosureStyle = .automatic, font: Font? = nil, customView: View? = nil, maintainsFixedSize: Bool = false,
                 menu: Menu? = nil, selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) {
        accessoryType = type
        self.displayed = displayed
        isLeading = leading
        isHidden = options.isHidden
        reservedLayoutWidth = options.reservedLayoutWidth
        tintColor = options.tintColor
        backgroundColor = options.backgroundColor
        self.actionHandler = actionHandler
        self.outlineStyle = outlineStyle
        self.font = font
        self.customView = customView
        self.maintainsFixedSize = maintainsFixedSize
        self.menu = menu
        self.selectedElementDidChangeHandler = selectedElementDidChangeHandler
    }

    /// The options of an accessory. UIKit has one options type per kind
    /// (`DisclosureIndicatorOptions`, `OutlineDisclosureOptions` …); here they are one type, with those
    /// names as aliases, and each kind reads the fields it has (`style` for outline disclosures, `font`
    /// for labels, `backgroundColor` for delete, insert and multiselect).
    public struct Options: Hashable, Sendable {
        /// Hidden but keeping its room.
        public var isHidden: Bool?
        /// The room it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// The symbol's or text's colour.
        public var tintColor: Color?
        /// The fill behind the symbol (delete, insert, multiselect).
        public var backgroundColor: Color?
        /// An outline disclosure's style.
        public var style: OutlineDisclosureStyle
        /// A label's font.
        public var font: Font?
        /// Whether a label's font follows Dynamic Type.
        public var adjustsFontForContentSizeCategory: Bool

        /// Options; `nil` keeps each default.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil, backgroundColor: Color? = nil, font: Font? = nil, adjustsFontForContentSizeCategory: Bool = false) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// UIKit's option types, all `Options`.
    public typealias DisclosureIndicatorOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options
    public typealias PopUpMenuOptions = Options

    /// A custom view accessory's description (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: View
        /// Its edge and display state.
        public var placement: Placement
        /// Hidden but keeping its room.
        public var isHidden: Bool?
        /// The room it takes (default: its own width).
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint.
        public var tintColor: Color?
        /// Whether it keeps its own size (`false`: its height follows the cell's).
        public var maintainsFixedSize: Bool

        /// A configuration for `customView` at `placement`.
        public init(customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .actual,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// A pair of chevrons, up and down, at the trailing edge: a tap anywhere in the row presents `menu`
    /// below the row (or above it near the bottom), instead of selecting it. Choosing an action runs
    /// its handler — in a `.singleSelection` menu after moving the checkmark to it — then
    /// `selectedElementDidChangeHandler` with the menu (iOS 16's `popUpMenu`).
    ///
    /// Differences from UIKit: the menu is a list of its actions (submenus inline); a tap outside it
    /// closes it.
    public static func popUpMenu(_ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> CellAccessory {
        CellAccessory(.popUpMenu, displayed: displayed, leading: false, options: options, menu: menu,
                      selectedElementDidChangeHandler: selectedElementDidChangeHandler)
    }

    /// A chevron at the trailing edge: the row shows more when tapped.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, leading: false, options: options)
    }

    /// A chevron that expands and collapses the row's children in an outline. The default action
    /// (`actionHandler` `nil`) toggles the item in the diffable data source's section snapshot, animated.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(),
                                         actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed, leading: false, options: options, actionHandler: actionHandler, outlineStyle: options.style)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, leading: false, options: options)
    }

    /// A red delete control at the leading edge. The default action opens the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, leading: true, options: options, actionHandler: actionHandler)
    }

    /// A green insert control at the leading edge.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, leading: true, options: options, actionHandler: actionHandler)
    }

    /// A grip at the trailing edge: dragging it moves the row (the data source must allow reordering).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed, leading: false, options: options)
    }

    /// A selection circle at the leading edge, filled while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, leading: true, options: options)
    }

    /// A text at the trailing edge (a count, a value), in the options' font (default: body) and the
    /// secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.label(text: text), displayed: displayed, leading: false, options: options, font: options.font)
    }

    /// An info button at the trailing edge.
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(), actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, leading: false, options: options, actionHandler: actionHandler)
    }

    /// Any view, at its configuration's placement (`UICellAccessory.customView(configuration:)`). A view
    /// that is already in another view is reported by the cell and not shown.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        let options = Options(isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
        return CellAccessory(.customView, displayed: displayed, leading: leading, options: options, customView: configuration.customView,
                             maintainsFixedSize: configuration.maintainsFixedSize)
    }
}
