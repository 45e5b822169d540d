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
/// As in UIKit, system accessories have their own edge and order whatever their order in the array
/// (`Guides/Lists.md` lists it), a cell shows one of each kind, and custom views go where their
/// placement's `Position` says among the accessories at their edge, evaluated in array order.
///
/// Differences from UIKit: the symbols are the page's vector shapes; the accessory's options are
/// also readable on it (`isHidden`, `reservedLayoutWidth`, `tintColor` …), which UIKit keeps private.
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

    /// Which edge a custom view sits at, and where among that edge's accessories
    /// (`UICellAccessory.Placement`).
    public enum Placement {
        /// Where an accessory goes among the accessories already at its edge, given them in leading
        /// to trailing order: an index from 0 to their count (others are clamped into that range).
        public typealias Position = (_ accessories: [CellAccessory]) -> Int

        /// The leading edge; by default after the accessories already there (next to the content).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// The trailing edge; by default before the accessories already there (next to the content).
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just before the first accessory of `accessory`'s kind at the edge, or first when there is none.
        public static func position(before accessory: CellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType.kind == accessory.accessoryType.kind } ?? 0 }
        }

        /// Just after the last accessory of `accessory`'s kind at the edge, or last when there is none.
        public static func position(after accessory: CellAccessory) -> Position {
            { accessories in accessories.lastIndex { $0.accessoryType.kind == accessory.accessoryType.kind }.map { $0 + 1 } ?? accessories.count }
        }
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

    /// What kind of accessory this is (`UICellAccessory.AccessoryType`). Two custom views are the same
    /// kind when they are the same view.
    public enum AccessoryType: Hashable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label
        case detail
        case popUpMenu
        case customView(View)

        /// The kind without a custom view's identity.
        var kind: Int {
            switch self {
            case .disclosureIndicator: 0
            case .outlineDisclosure: 1
            case .checkmark: 2
            case .delete: 3
            case .insert: 4
            case .reorder: 5
            case .multiselect: 6
            case .label: 7
            case .detail: 8
            case .popUpMenu: 9
            case .customView: 10
            }
        }

        public static func == (lhs: AccessoryType, rhs: AccessoryType) -> Bool {
            if case .customView(let a) = lhs, case .customView(let b) = rhs { return a === b }
            return lhs.kind == rhs.kind
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            if case .customView(let view) = self { hasher.combine(ObjectIdentifier(view)) }
        }

        /// Whether this is a system accessory (all but custom views).
        var isSystem: Bool { if case .customView = self { false } else { true } }
    }

    /// The kind.
    public let accessoryType: AccessoryType
    /// When it shows.
    public let displayed: DisplayedState
    /// Whether it sits at the leading edge.
    public let isLeading: Bool
    /// Whether it is hidden (it still takes its room, so rows line up).
    public var isHidden: Bool
    /// The room it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The colour of its symbol or text; `nil` uses the default of its kind.
    public var tintColor: Color?
    /// The fill behind delete, insert and multiselect symbols; `nil` uses the default of its kind.
    public var backgroundColor: Color?
    /// What a tap on it does; `nil` uses the default of its kind.
    public let actionHandler: ActionHandler?
    /// An outline disclosure's style.
    public let outlineStyle: OutlineDisclosureStyle
    /// A label accessory's text.
    public let text: String?
    /// A label accessory's font.
    public let font: Font?
    /// A custom view accessory's view.
    public var customView: View? { if case .customView(let view) = accessoryType { view } else { nil } }
    /// Whether a custom view keeps its own size (`false`: it is sized to fit the cell's height).
    public let maintainsFixedSize: Bool
    /// Whether a reorder accessory draws a hairline between itself and the content.
    public let showsVerticalSeparator: Bool
    /// Where a custom view goes among its edge's accessories (`nil` for system accessories).
    let position: Placement.Position?
    /// A pop-up menu accessory's menu.
    public let menu: Menu?
    /// What a pop-up menu accessory tells when the user chooses an action (after its handler ran).
    public let selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?

    /// The closure a pop-up menu accessory calls with its menu when the chosen action changes.
    public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

    private init(_ type: AccessoryType, displayed: DisplayedState, leading: Bool, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
                 tintColor: Color?, backgroundColor: Color? = nil, actionHandler: ActionHandler? = nil,
                 outlineStyle: OutlineDisclosureStyle = .automatic, text: String? = nil, font: Font? = nil, maintainsFixedSize: Bool = false,
                 showsVerticalSeparator: Bool = false, position: Placement.Position? = nil, menu: Menu? = nil, selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) {
        accessoryType = type
        self.displayed = displayed
        isLeading = leading
        self.isHidden = isHidden ?? false
        let isSystemSymbol = switch type { case .label, .customView: false; default: true }
        self.reservedLayoutWidth = reservedLayoutWidth ?? (isSystemSymbol ? .standard : .actual)
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.actionHandler = actionHandler
        self.outlineStyle = outlineStyle
        self.text = text
        self.font = font
        self.maintainsFixedSize = maintainsFixedSize
        self.showsVerticalSeparator = showsVerticalSeparator
        self.position = position
        self.menu = menu
        self.selectedElementDidChangeHandler = selectedElementDidChangeHandler
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
        CellAccessory(.popUpMenu, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, menu: menu, selectedElementDidChangeHandler: selectedElementDidChangeHandler)
    }

    /// A chevron at the trailing edge: the row shows more when tapped.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, leading: false, isHidden: options.isHidden,
                      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A chevron that expands and collapses the row's children in an outline. The default action
    /// (`actionHandler` `nil`) toggles the item in the diffable data source's section snapshot, animated.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, actionHandler: actionHandler, outlineStyle: options.style)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor)
    }

    /// A red delete control at the leading edge. The default action opens the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, leading: true, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// A green insert control at the leading edge.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, leading: true, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// A grip at the trailing edge: dragging it moves the row (the data source must allow reordering).
    /// With `showsVerticalSeparator` a hairline separates it from the content.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, showsVerticalSeparator: options.showsVerticalSeparator)
    }

    /// A selection circle at the leading edge, filled while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, leading: true, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, backgroundColor: options.backgroundColor)
    }

    /// A text at the trailing edge (a count, a value), in the options' font (default: body) and the
    /// secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> CellAccessory {
        CellAccessory(.label, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, text: text, font: options.font)
    }

    /// An info button at the trailing edge.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, leading: false, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                      tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// Any view, at its configuration's placement (`UICellAccessory.customView(configuration:)`). A view
    /// that is already in another view is reported by the cell and not shown.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let (leading, displayed, position): (Bool, DisplayedState, Placement.Position) = switch configuration.placement {
        case .leading(let displayed, let position): (true, displayed, position)
        case .trailing(let displayed, let position): (false, displayed, position)
        }
        return CellAccessory(.customView(configuration.customView), displayed: displayed, leading: leading, isHidden: configuration.isHidden,
                             reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor,
                             maintainsFixedSize: configuration.maintainsFixedSize, position: position)
    }
}
