import CollectionGeometry
import Foundation

/// View controllers in columns (`UISplitViewController`, the column-style interface of iOS 14): a
/// primary column (a sidebar, typically) beside a secondary one — and a supplementary one between them
/// in the triple-column style — collapsing on a compact width to one navigation stack, or to the
/// compact column's view controller when there is one.
///
/// Each column's view controller is shown in a navigation controller of its own, which the split view
/// controller makes when it is not one, as UIKit does (a tab bar controller in the compact column keeps
/// its own bars); `viewController(for:)` returns the one given.
/// Collapsed, the secondary column's view controller is pushed on the primary column's stack when it
/// is shown (`show(.secondary)`, `showDetailViewController(_:sender:)`), and taken back when the width
/// grows again.
///
/// Expanded, the display mode arranges the columns: beside each other (`.tile`), the sidebars over
/// the secondary column (`.overlay`), or pushing it partly off the trailing edge (`.displace`); over
/// or displaced, the secondary column is dimmed and a tap on it puts the sidebars away. The
/// display-mode button (`displayModeButtonItem`, a sidebar symbol) stands first in the bar of the
/// leading column shown and shows or hides the primary column.
///
/// Differences from UIKit: changes are not animated; the swipe that shows a hidden sidebar is not
/// there (`presentsWithGesture` only decides whether the button shows); the display-mode button
/// stands in a column's bar only while its stack has nothing to go back to; `.automatic` split
/// behaviour tiles; no classic (`viewControllers`) interface beyond its getter.
@MainActor
open class SplitViewController: ViewController {
    /// How many columns (`UISplitViewController.Style`, raw values as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        /// The classic interface; read here as `.doubleColumn`.
        case unspecified = 0
        /// Primary and secondary.
        case doubleColumn = 1
        /// Primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// A column (`UISplitViewController.Column`, raw values as UIKit's).
    public enum Column: Int, Sendable, CaseIterable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
    }

    /// Which columns show, and how (`UISplitViewController.DisplayMode`, raw values as UIKit's).
    public enum DisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }

    /// How the sidebars stand to the secondary column (`UISplitViewController.SplitBehavior`, raw values
    /// as UIKit's).
    public enum SplitBehavior: Int, Sendable, CaseIterable {
        /// The split view controller chooses: here, `.tile`.
        case automatic = 0
        /// Beside the secondary column.
        case tile = 1
        /// Over the secondary column, which is dimmed.
        case overlay = 2
        /// Pushing the secondary column partly off the trailing edge; it is dimmed.
        case displace = 3
    }

    /// When the display-mode button shows (`UISplitViewController.DisplayModeButtonVisibility`, raw
    /// values as UIKit's).
    public enum DisplayModeButtonVisibility: Int, Sendable, CaseIterable {
        /// When `presentsWithGesture` is `true`.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always, even when `presentsWithGesture` is `false`.
        case always = 2
    }

    /// The edge the primary column stands on (`UISplitViewController.PrimaryEdge`, raw values as UIKit's).
    public enum PrimaryEdge: Int, Sendable, CaseIterable {
        case leading = 0, trailing = 1
    }

    /// A width that asks the split view controller to choose (`UISplitViewController.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The number of columns.
    public let style: Style
    /// Which columns the split view controller shows when it can (default `.automatic`: every column
    /// of its style on a wide window, or none beside the secondary one with the `.overlay` behaviour).
    /// Setting it forgets the mode code, a tap or the display-mode button chose since.
    open var preferredDisplayMode = DisplayMode.automatic { didSet { chosenMode = nil; layOutColumns() } }
    /// How the sidebars stand to the secondary column (default `.automatic`, which tiles). Setting it
    /// forgets the mode chosen since `preferredDisplayMode` was set.
    open var preferredSplitBehavior = SplitBehavior.automatic { didSet { chosenMode = nil; layOutColumns() } }
    /// The primary column's width (default `automaticDimension`: 320 points, held to a third of the
    /// width); takes precedence over `preferredPrimaryColumnWidthFraction`.
    open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The primary column's width as a fraction (0…1) of the split view controller's (default
    /// `automaticDimension`).
    open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The least width of the primary column (default `automaticDimension`: 0).
    open var minimumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The greatest width of the primary column (default `automaticDimension`: a third of the width).
    open var maximumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The supplementary column's width (default `automaticDimension`: 320 points, held to a third of
    /// the width); takes precedence over `preferredSupplementaryColumnWidthFraction`.
    open var preferredSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The supplementary column's width as a fraction (0…1) of the split view controller's.
    open var preferredSupplementaryColumnWidthFraction = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The least width of the supplementary column (default `automaticDimension`: 0).
    open var minimumSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The greatest width of the supplementary column (default `automaticDimension`: a third of the width).
    open var maximumSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { layOutColumns() } }
    /// The edge the primary column stands on (default `.leading`); the supplementary column stands
    /// beside it and the secondary one takes the other side.
    open var primaryEdge = PrimaryEdge.leading { didSet { layOutColumns() } }
    /// Whether a hidden sidebar can be shown by the user (default `true`); here it decides only whether
    /// the display-mode button shows with `.automatic` visibility (the swipe is not there).
    open var presentsWithGesture = true { didSet { layOutColumns() } }
    /// When the display-mode button shows (default `.automatic`).
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic { didSet { layOutColumns() } }
    /// Told when the split view controller collapses and expands, and when its columns show or hide.
    open weak var delegate: (any SplitViewControllerDelegate)?

    private var given: [Column: ViewController] = [:]
    /// What each column shows: the navigation controller given or made around the view controller
    /// given (a tab bar controller in the compact column stands as it is).
    private var wrappers: [Column: ViewController] = [:]
    /// Whether the columns are collapsed into one stack (a compact width).
    public private(set) var isCollapsed = false
    /// The mode code (`show(_:)`, `hide(_:)`), the display-mode button or a tap on the dimming chose
    /// since the preferences were last set.
    private var chosenMode: DisplayMode?
    /// The mode the columns were last arranged in: a change tells the delegate.
    private var arrangedMode: DisplayMode?
    private let separators = [View(frame: .zero), View(frame: .zero)]
    /// Over the secondary column while sidebars overlay or displace it.
    private let dimming = DimmingView()
    /// The button that shows or hides the primary column.
    public private(set) lazy var displayModeButtonItem: BarButtonItem = {
        let item = BarButtonItem(image: Image(systemName: "sidebar.left"))
        item.primaryAction = Action { [weak self] _ in self?.toggleSidebar() }
        return item
    }()

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        self.style = style == .unspecified ? .doubleColumn : style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a double-column split view controller; `nibName` and `bundle` are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .doubleColumn
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a double-column split view controller; `coder` is ignored.
    public required init?(coder: NSCoder) {
        style = .doubleColumn
        super.init(coder: coder)
    }

    /// The columns of the style, leading first.
    private var columns: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// The view controller given for `column` (not the navigation controller made around it).
    open func viewController(for column: Column) -> ViewController? { given[column] }

    /// Puts `viewController` in `column` (in a navigation controller made for it when it is not one).
    /// A column the style does not have (`.supplementary` in a double-column one) is reported and ignored.
    open func setViewController(_ viewController: ViewController?, for column: Column) {
        guard column == .compact || columns.contains(column) else {
            return reportDiagnostic("A \(style == .doubleColumn ? "double" : "triple")-column split view controller has no \(column) column: the view controller was not set.")
        }
        if let old = wrappers[column] {
            (old as? NavigationController)?.containerBarButtonItem = nil
            remove(old)
        }
        given[column] = viewController
        wrappers[column] = nil
        if let viewController {
            // A tab bar controller shown collapsed keeps its own bars: a navigation controller around
            // it would add an empty bar above its tabs' (UIKit's compact column does not wrap one).
            let keepsItsBars = viewController is NavigationController || (column == .compact && viewController is TabBarController)
            let wrapper = keepsItsBars ? viewController : NavigationController(rootViewController: viewController)
            wrappers[column] = wrapper
            addChild(wrapper)
            wrapper.didMove(toParent: self)
        }
        layOutColumns()
    }

    /// The view controllers of the columns shown, leading first (the classic interface's getter).
    open var viewControllers: [ViewController] {
        guard isCollapsed else { return columns.compactMap { wrappers[$0] } }
        return (wrappers[.compact] ?? wrappers[.primary]).map { [$0] } ?? []
    }

    // MARK: Display modes

    /// Shows `column`: expanded, the sidebars it needs in the split behaviour's way (the primary
    /// column of a triple-column one brings the supplementary one); collapsed, pushes the secondary or
    /// supplementary column's view controller on the primary stack.
    open func show(_ column: Column) {
        if isCollapsed {
            if column != .primary, wrappers[.compact] == nil { pushCollapsed(column) }
            return layOutColumns()
        }
        switch column {
        case .primary: choose(sidebars: style == .tripleColumn ? 2 : 1)
        case .supplementary where style == .tripleColumn: choose(sidebars: Swift.max(sidebarCount(displayMode), 1))
        default: break
        }
    }

    /// Hides `column`: expanded, the primary or supplementary one (hiding the supplementary column
    /// hides the primary one too); collapsed, pops back to the primary stack's root when `column` is
    /// the one shown on it. The secondary column cannot be hidden.
    open func hide(_ column: Column) {
        if isCollapsed {
            if column != .primary, let primary = wrappers[.primary] as? NavigationController { primary.popToRootViewController(animated: true) }
            return layOutColumns()
        }
        switch column {
        case .primary: choose(sidebars: style == .tripleColumn ? Swift.min(sidebarCount(displayMode), 1) : 0)
        case .supplementary where style == .tripleColumn: choose(sidebars: 0)
        default: break
        }
    }

    /// Whether `column` shows now.
    open func isShowing(_ column: Column) -> Bool {
        if isCollapsed { return column == ([Column.compact, .primary].first { wrappers[$0] != nil } ?? .primary) }
        return sidebars(of: displayMode).contains(column) || column == .secondary
    }

    /// Which columns show now, and how (`.secondaryOnly` while collapsed).
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : expandedMode }

    /// How the sidebars stand to the secondary column: the preferred behaviour, or with `.automatic`,
    /// the one of the preferred display mode (`.tile` when that is `.automatic` too).
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch preferredDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        default: return .tile
        }
    }

    /// The primary column's width now (0 when it is not shown).
    open var primaryColumnWidth: CGFloat {
        guard let view = viewIfLoaded, !isCollapsed, sidebars(of: displayMode).contains(.primary) else { return 0 }
        return width(of: .primary, in: view.bounds.width)
    }

    /// The supplementary column's width now (0 when it is not shown).
    open var supplementaryColumnWidth: CGFloat {
        guard let view = viewIfLoaded, !isCollapsed, sidebars(of: displayMode).contains(.supplementary) else { return 0 }
        return width(of: .supplementary, in: view.bounds.width)
    }

    /// The expanded arrangement: the chosen mode, else the preferred one (or the split behaviour's
    /// own), made one the style has.
    private var expandedMode: DisplayMode {
        let wanted = chosenMode ?? (preferredDisplayMode == .automatic ? automaticMode : preferredDisplayMode)
        guard style == .doubleColumn else { return wanted }
        switch wanted {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return wanted
        }
    }

    /// `.automatic`: every column tiled; none over the secondary one; the supplementary one (or the
    /// primary one of a double-column style) beside a displaced one.
    private var automaticMode: DisplayMode {
        switch preferredSplitBehavior {
        case .automatic, .tile: return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .overlay: return .secondaryOnly
        case .displace: return .oneBesideSecondary
        }
    }

    /// The sidebars `mode` shows, leading first.
    private func sidebars(of mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return [style == .tripleColumn ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary]
        }
    }

    private func sidebarCount(_ mode: DisplayMode) -> Int { sidebars(of: mode).count }

    /// Chooses the mode showing `count` sidebars in the split behaviour's way.
    private func choose(sidebars count: Int) {
        let behavior = splitBehavior
        switch count {
        case 0: chosenMode = .secondaryOnly
        case 1: chosenMode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default: chosenMode = behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
        }
        layOutColumns()
    }

    /// The display-mode button: hides the primary column when it shows, shows it otherwise.
    private func toggleSidebar() {
        guard !isCollapsed else { return }
        if sidebars(of: displayMode).contains(.primary) { hide(.primary) } else { show(.primary) }
    }

    /// A tap on the dimmed secondary column: the overlaid sidebars go (`.secondaryOnly`); displacing
    /// ones leave the supplementary column beside it (`.oneBesideSecondary`).
    private func dimmingTapped() {
        hide(displayMode == .twoDisplaceSecondary ? .primary : style == .tripleColumn ? .supplementary : .primary)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for separator in separators {
            separator.backgroundColor = .separator
            view.addSubview(separator)
        }
        dimming.backgroundColor = Color(white: 0, alpha: 0.2)
        dimming.isHidden = true
        dimming.onTap = { [weak self] in self?.dimmingTapped() }
        dimming.isAccessibilityElement = true
        dimming.accessibilityLabel = "Dismiss"
        dimming.accessibilityTraits = .button
        view.addSubview(dimming)
        layOutColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layOutColumns()
    }

    // MARK: Layout

    /// Whether the window is wide enough for columns: a regular size class, or 700 points or more.
    private var isRegularWidth: Bool { viewIfLoaded?.hasRegularWidthForContainers ?? true }

    private func layOutColumns() {
        guard let view = viewIfLoaded else { return }
        if wrappers[.primary] == nil, !wrappers.isEmpty {
            LayoutDiagnostic.reportOnce("A split view controller has no view controller for its primary column: set one with setViewController(_:for: .primary).", from: view)
        }
        // Collapsing is decided in a window, at the width the split view controller gets there.
        if view.window != nil {
            let collapse = !isRegularWidth
            if collapse != isCollapsed { collapse ? self.collapse() : expand() }
        }
        let mode = displayMode
        tellDelegate(arranging: mode)
        let sides = isCollapsed ? [] : sidebars(of: mode).filter { wrappers[$0] != nil }
        let shownColumns: [Column]
        if isCollapsed {
            shownColumns = [Column.compact, .primary, .secondary].first { wrappers[$0] != nil }.map { [$0] } ?? []
        } else {
            shownColumns = sides + (wrappers[.secondary] != nil ? [.secondary] : [])
        }
        // Views in, out, and their appearance calls.
        for (column, wrapper) in wrappers {
            if shownColumns.contains(column) { showColumn(wrapper) } else { hideColumn(wrapper) }
        }
        let bounds = view.bounds
        // Leading to trailing; the primary edge at the trailing side mirrors the order.
        let mirrored = (view.effectiveUserInterfaceLayoutDirection == .rightToLeft) != (primaryEdge == .trailing)
        func frame(x: CGFloat, width: CGFloat) -> CGRect {
            CGRect(x: mirrored ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height)
        }
        var x: CGFloat = 0
        for separator in separators { separator.isHidden = true }
        for (index, column) in sides.enumerated() {
            let width = width(of: column, in: bounds.width)
            wrappers[column]?.viewIfLoaded?.frame = frame(x: x, width: width)
            x += width
            separators[index].isHidden = false
            separators[index].frame = frame(x: x, width: 0.5)
        }
        // The secondary column: beside the sidebars, under them at full width, or pushed by the primary.
        let overlaid = mode == .oneOverSecondary || mode == .twoOverSecondary
        let displaced = mode == .twoDisplaceSecondary
        let secondary: CGRect
        if isCollapsed || sides.isEmpty || overlaid {
            secondary = frame(x: 0, width: bounds.width)
        } else if displaced {
            let supplementary = sides.contains(.supplementary) ? width(of: .supplementary, in: bounds.width) : 0
            secondary = frame(x: x, width: Swift.max(0, bounds.width - supplementary))
        } else {
            secondary = frame(x: x, width: Swift.max(0, bounds.width - x))
        }
        if isCollapsed, let only = shownColumns.first {
            wrappers[only]?.viewIfLoaded?.frame = secondary
        } else {
            wrappers[.secondary]?.viewIfLoaded?.frame = secondary
        }
        // Over or displaced, the secondary column is dimmed below the sidebars.
        let dims = !isCollapsed && !sides.isEmpty && (overlaid || displaced)
        dimming.isHidden = !dims
        if dims { dimming.frame = secondary }
        let sideViews = sides.compactMap { wrappers[$0]?.viewIfLoaded }
        let onTop = (dims ? [dimming] : []) + sideViews + separators.filter { !$0.isHidden }
        if !view.subviews.suffix(onTop.count).elementsEqual(onTop, by: ===) {
            for top in onTop { view.bringSubviewToFront(top) }
        }
        placeDisplayModeButton(sides: sides)
    }

    /// The display-mode button stands in the bar of the leading column shown.
    private func placeDisplayModeButton(sides: [Column]) {
        let shows = !isCollapsed && (displayModeButtonVisibility == .always || (displayModeButtonVisibility == .automatic && presentsWithGesture))
        let host = shows ? (sides + [.secondary]).first { wrappers[$0] != nil } : nil
        for (column, wrapper) in wrappers where column != host { (wrapper as? NavigationController)?.containerBarButtonItem = nil }
        if shows {
            let item = displayModeButtonItem
            let label = sides.contains(.primary) ? "Hide Sidebar" : "Show Sidebar"
            if item.accessibilityLabel != label { item.accessibilityLabel = label }
            if let host { (wrappers[host] as? NavigationController)?.containerBarButtonItem = item }
        }
    }

    /// Tells the delegate when the expanded arrangement changes: the columns that hide, the mode, the
    /// columns that show (collapsing and expanding are told apart).
    private func tellDelegate(arranging mode: DisplayMode) {
        guard !isCollapsed else { arrangedMode = nil; return }
        guard let previous = arrangedMode else { arrangedMode = mode; return }
        guard mode != previous else { return }
        arrangedMode = mode
        guard let delegate else { return }
        let before = sidebars(of: previous), after = sidebars(of: mode)
        for column in before where !after.contains(column) { delegate.splitViewController(self, willHide: column) }
        delegate.splitViewController(self, willChangeTo: mode)
        for column in after where !before.contains(column) { delegate.splitViewController(self, willShow: column) }
    }

    /// The width of the sidebar `column` in `width`: its preferred width, else its fraction of the
    /// width, else 320 points; held between its minimum and maximum (a third of the width unless set).
    private func width(of column: Column, in width: CGFloat) -> CGFloat {
        let primary = column == .primary
        func given(_ value: CGFloat) -> CGFloat? { value >= 0 && value.isFinite ? value : nil }
        let fraction = given(primary ? preferredPrimaryColumnWidthFraction : preferredSupplementaryColumnWidthFraction).map { Swift.min($0, 1) * width }
        var wanted = given(primary ? preferredPrimaryColumnWidth : preferredSupplementaryColumnWidth) ?? fraction ?? 320
        wanted = Swift.min(wanted, given(primary ? maximumPrimaryColumnWidth : maximumSupplementaryColumnWidth) ?? (width / 3).rounded(.down))
        wanted = Swift.max(wanted, given(primary ? minimumPrimaryColumnWidth : minimumSupplementaryColumnWidth) ?? 0)
        return Swift.min(wanted, width)
    }

    private func showColumn(_ wrapper: ViewController) {
        guard let view = viewIfLoaded else { return }
        let childView: View = wrapper.view
        guard childView.superview !== view else { return }
        let shown = appearanceState == .appeared
        if shown { wrapper.beginAppearanceTransition(true, animated: false) }
        view.insertSubview(childView, at: 0)
        if shown { wrapper.endAppearanceTransition() }
    }

    private func hideColumn(_ wrapper: ViewController) {
        guard let childView = wrapper.viewIfLoaded, childView.superview === viewIfLoaded else { return }
        let shown = appearanceState == .appeared
        if shown { wrapper.beginAppearanceTransition(false, animated: false) }
        childView.removeFromSuperview()
        if shown { wrapper.endAppearanceTransition() }
    }

    private func remove(_ wrapper: ViewController) {
        hideColumn(wrapper)
        wrapper.willMove(toParent: nil)
        wrapper.removeFromParent()
    }

    // MARK: Collapsing

    /// The width turned compact: the compact column's view controller shows, else the primary stack;
    /// the secondary one is pushed on that stack only when it is shown (`show(.secondary)`).
    private func collapse() {
        isCollapsed = true
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// The width grew: the view controllers pushed on the primary stack go back to their columns.
    private func expand() {
        isCollapsed = false
        if let primary = wrappers[.primary] as? NavigationController, let root = given[.primary] {
            if primary.viewControllers.count > 1 { _ = primary.popToViewController(root, animated: false) }
        }
        for column in [Column.supplementary, .secondary] {
            guard let controller = given[column], let wrapper = wrappers[column] as? NavigationController else { continue }
            if controller.parent !== wrapper, wrapper !== controller {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
                wrapper.setRoot(controller)
            }
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Collapsed: pushes the view controller of `column` on the primary stack.
    private func pushCollapsed(_ column: Column) {
        guard let primary = wrappers[.primary] as? NavigationController, let controller = given[column], controller !== given[.primary],
              !primary.viewControllers.contains(where: { $0 === controller }) else { return }
        if let wrapper = wrappers[column] as? NavigationController, wrapper !== controller, controller.parent === wrapper {
            wrapper.releaseRoot()
        }
        primary.pushViewController(controller, animated: true)
    }

}

extension ViewController {
    /// The nearest split view controller above this view controller.
    public var splitViewController: SplitViewController? {
        nearestAncestor(SplitViewController.self)
    }
}
