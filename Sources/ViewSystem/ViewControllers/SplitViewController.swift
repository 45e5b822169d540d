import CollectionGeometry
import Foundation

/// View controllers in columns (`UISplitViewController`, the column-style interface of iOS 14): a
/// primary column (a sidebar, typically) beside a secondary one — and a supplementary one between them
/// in the triple-column style — collapsing on a compact width to one navigation stack, or to the
/// compact column's view controller when there is one.
///
/// Each column's view controller is shown in a navigation controller of its own, which the split view
/// controller makes when it is not one, as UIKit does; `viewController(for:)` returns the one given.
/// Collapsed, the secondary column's view controller is pushed on the primary column's stack when it
/// is shown (`show(.secondary)`, `showDetailViewController(_:sender:)`), and taken back when the width
/// grows again.
///
/// Differences from UIKit: the columns are side by side in every display mode that shows them
/// (overlaying modes show them beside too); changes are not animated; no gestures to show or hide the
/// primary column, no display-mode button, no classic (`viewControllers`) interface beyond its getter.
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

    /// Which columns show (`UISplitViewController.DisplayMode`, raw values as UIKit's).
    public enum DisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }

    /// The number of columns.
    public let style: Style
    /// Which columns the split view controller shows when it can (default `.automatic`: every column
    /// of its style on a wide window).
    open var preferredDisplayMode = DisplayMode.automatic { didSet { layOutColumns() } }
    /// The primary column's width (default: 320 points, held to a third of the width at most, as
    /// UIKit's automatic width).
    open var preferredPrimaryColumnWidth: CGFloat = 0 { didSet { layOutColumns() } }
    /// The supplementary column's width (default: 320 points).
    open var preferredSupplementaryColumnWidth: CGFloat = 0 { didSet { layOutColumns() } }
    /// Told when the split view controller collapses and expands.
    open weak var delegate: (any SplitViewControllerDelegate)?

    private var given: [Column: ViewController] = [:]
    private var wrappers: [Column: NavigationController] = [:]
    /// Whether the columns are collapsed into one stack (a compact width).
    public private(set) var isCollapsed = false
    /// The columns the user (or code) hid with `hide(_:)` on a wide window.
    private var hidden: Set<Column> = []
    private let separators = [View(frame: .zero), View(frame: .zero)]

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
        if let old = wrappers[column] { remove(old) }
        given[column] = viewController
        wrappers[column] = nil
        if let viewController {
            let wrapper = (viewController as? NavigationController) ?? NavigationController(rootViewController: viewController)
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

    /// Shows `column` (on a compact width: pushes the secondary or supplementary column's view
    /// controller on the primary stack).
    open func show(_ column: Column) {
        hidden.remove(column)
        if isCollapsed, column != .primary, wrappers[.compact] == nil { pushCollapsed(column) }
        layOutColumns()
    }

    /// Hides `column` (the primary or supplementary one on a wide window; on a compact width, pops back
    /// to the primary stack's root when `column` is the one shown on it).
    open func hide(_ column: Column) {
        if isCollapsed {
            if column != .primary, let primary = wrappers[.primary] { primary.popToRootViewController(animated: true) }
        } else if column != .secondary {
            hidden.insert(column)
        }
        layOutColumns()
    }

    /// Which columns show now.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let shownColumns = columns.filter { !hidden.contains($0) }
        switch preferredDisplayMode {
        case .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: return shownColumns.contains(.primary) || shownColumns.contains(.supplementary) ? .oneBesideSecondary : .secondaryOnly
        default:
            let besides = shownColumns.filter { $0 != .secondary }.count
            return besides >= 2 ? .twoBesideSecondary : besides == 1 ? .oneBesideSecondary : .secondaryOnly
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for separator in separators {
            separator.backgroundColor = .separator
            view.addSubview(separator)
        }
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
        var shownColumns: [Column]
        if isCollapsed {
            shownColumns = [Column.compact, .primary, .secondary].first { wrappers[$0] != nil }.map { [$0] } ?? []
        } else {
            switch preferredDisplayMode {
            case .secondaryOnly: shownColumns = [.secondary]
            case .oneBesideSecondary, .oneOverSecondary: shownColumns = [style == .tripleColumn ? .supplementary : .primary, .secondary]
            default: shownColumns = columns
            }
            shownColumns.removeAll { hidden.contains($0) || wrappers[$0] == nil }
        }
        // Views in, out, and their appearance calls.
        for (column, wrapper) in wrappers {
            let shows = shownColumns.contains(column) && !(isCollapsed && column != shownColumns.first)
            if shows { showColumn(wrapper) } else { hideColumn(wrapper) }
        }
        // Frames, leading first.
        let widths = columnWidths(for: shownColumns, in: view.bounds.width)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        for separator in separators { separator.isHidden = true }
        for (index, column) in shownColumns.enumerated() {
            let width = widths[index]
            let originX = rightToLeft ? view.bounds.width - x - width : x
            wrappers[column]?.viewIfLoaded?.frame = CGRect(x: originX, y: 0, width: width, height: view.bounds.height)
            x += width
            if index < shownColumns.count - 1, index < separators.count {
                separators[index].isHidden = false
                separators[index].frame = CGRect(x: rightToLeft ? view.bounds.width - x - 0.5 : x, y: 0, width: 0.5, height: view.bounds.height)
                view.bringSubviewToFront(separators[index])
            }
        }
    }

    /// The widths of `shown` columns in `width`: the side columns their preferred widths (320 points,
    /// at most a third of the width each), the secondary the rest.
    private func columnWidths(for shown: [Column], in width: CGFloat) -> [CGFloat] {
        guard shown.count > 1 else { return [width] }
        let side = shown.filter { $0 != .secondary }.map { column -> CGFloat in
            let preferred = column == .primary ? preferredPrimaryColumnWidth : preferredSupplementaryColumnWidth
            let wanted = preferred > 0 && preferred.isFinite ? preferred : 320
            return Swift.min(wanted, (width / 3).rounded(.down))
        }
        return side + [Swift.max(0, width - side.reduce(0, +))]
    }

    private func showColumn(_ wrapper: NavigationController) {
        guard let view = viewIfLoaded else { return }
        let childView: View = wrapper.view
        guard childView.superview !== view else { return }
        let shown = appearanceState == .appeared
        if shown { wrapper.beginAppearanceTransition(true, animated: false) }
        view.insertSubview(childView, at: 0)
        if shown { wrapper.endAppearanceTransition() }
    }

    private func hideColumn(_ wrapper: NavigationController) {
        guard let childView = wrapper.viewIfLoaded, childView.superview === viewIfLoaded else { return }
        let shown = appearanceState == .appeared
        if shown { wrapper.beginAppearanceTransition(false, animated: false) }
        childView.removeFromSuperview()
        if shown { wrapper.endAppearanceTransition() }
    }

    private func remove(_ wrapper: NavigationController) {
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
        if let primary = wrappers[.primary], let root = given[.primary] {
            if primary.viewControllers.count > 1 { _ = primary.popToViewController(root, animated: false) }
        }
        for column in [Column.supplementary, .secondary] {
            guard let controller = given[column], let wrapper = wrappers[column] else { continue }
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
        guard let primary = wrappers[.primary], let controller = given[column], controller !== given[.primary],
              !primary.viewControllers.contains(where: { $0 === controller }) else { return }
        if let wrapper = wrappers[column], wrapper !== controller, controller.parent === wrapper {
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
