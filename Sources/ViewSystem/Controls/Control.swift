import CollectionGeometry
import Foundation

/// A view that sends actions when something happens to it (`UIControl`).
///
/// A control can show a menu (`isContextMenuInteractionEnabled`): on a long press or a secondary
/// click, or on touch down with `showsMenuAsPrimaryAction`; the menu comes from the control's
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` (a button's `menu`) and shows attached
/// to the control, without a lifted preview.
///
/// A button follows its touch (`isTracking`, `isTouchInside`) and sends the touch events; a touch a
/// scroll view takes is cancelled (`.touchCancel`).
///
/// Differences from UIKit: targets are closures (`Action`), not selectors — `addTarget(_:action:for:)`
/// needs the Objective-C runtime; there is no `UITouch`, so no `beginTracking(_:with:)` family to
/// override; a touch is inside within the bounds themselves; `.touchDownRepeat` is never sent. Of the context menu delegate methods the configuration, display
/// and end ones are the control's to override (as UIKit declares them on `UIControl`); the others
/// are the protocol's defaults.
@MainActor
open class Control: View, ContextMenuInteractionDelegate, ContextMenuAttaching {
    /// Events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates events from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch went down quickly after the first (never sent here: taps are not counted).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved back inside the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch was lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch was lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled (a scroll view took it, the window went away).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every text editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Events an app may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control showed its menu as its primary action (`showsMenuAsPrimaryAction`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
    }

    /// A control's state (`UIControl.State`), for values that differ by state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a state from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define for itself.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content across (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the left edge (and its inset).
        case left = 1
        /// Against the right edge (and its inset).
        case right = 2
        /// Stretched across; a button centres its content (the title keeps its size).
        case fill = 3
        /// Against the leading edge: left, or right in a right-to-left layout.
        case leading = 4
        /// Against the trailing edge: right, or left in a right-to-left layout.
        case trailing = 5
    }

    /// How a control places its content up and down (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the top edge (and its inset).
        case top = 1
        /// Against the bottom edge (and its inset).
        case bottom = 2
        /// Stretched; a button centres its content.
        case fill = 3
    }

    /// Whether the control reacts. The default is `true`.
    open var isEnabled = true
    /// Whether a touch is down on the control (default `false`).
    open var isHighlighted = false
    /// Whether the control is selected (default `false`).
    open var isSelected = false

    /// The control's state, from `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: Action, events: Event)] = []

    /// Whether a touch is being followed by the control: from touch down to its end.
    public internal(set) var isTracking = false
    /// Whether the touch being followed is inside the control's bounds.
    public internal(set) var isTouchInside = false

    /// How the content is placed across; `.center` unless set. A button lays out again when it changes.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// How the content is placed up and down; `.center` unless set.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// The interaction that shows the control's menu, while `isContextMenuInteractionEnabled` (it is
    /// among the control's `interactions`, its delegate the control).
    public internal(set) var contextMenuInteraction: ContextMenuInteraction?
    /// Whether the menu is the control's primary action: it shows on touch down, and a tap runs no
    /// action (`UIControl.showsMenuAsPrimaryAction`; default `false`: the menu shows on a long press).
    open var showsMenuAsPrimaryAction = false

    /// The menu for a press or secondary click at `location` (the control's coordinates); `nil` here —
    /// a button gives its `menu`. Subclasses override it as in UIKit.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        nil
    }

    /// The menu is about to show; a subclass that overrides this calls `super`.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                     animator: (any ContextMenuInteractionAnimating)?) {
        menuVisibilityDidChange()
    }

    /// The menu is closing; a subclass that overrides this calls `super`.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                     animator: (any ContextMenuInteractionAnimating)?) {
        menuVisibilityDidChange()
    }

    /// The point, in the control's coordinates, its menu for `configuration` hangs from
    /// (`UIControl.menuAttachmentPoint(for:)`): the list's trailing edge lines up with it and its top
    /// follows it (when the list does not fit below, it goes above the control instead). The default
    /// is the bounds' bottom trailing corner, so the list hangs under the control, flush with its
    /// trailing edge.
    ///
    /// Differences from UIKit: UIKit's default centres the menu under the control.
    open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGPoint(x: rightToLeft ? bounds.minX : bounds.maxX, y: bounds.maxY)
    }

    /// The control's menu showed or closed (a button's `isHeld` follows it).
    func menuVisibilityDidChange() {}

    /// `action` was chosen from the control's attached menu, after its handler ran.
    func attachedMenuDidChoose(_ action: Action) {}

    /// A control that sends `primaryAction` for `.primaryActionTriggered`
    /// (`UIControl(frame:primaryAction:)`).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` whenever one of `events` happens.
    open func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: Action, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Stops running the action identified by `identifier` for `events`
    /// (`UIControl.removeAction(identifiedBy:for:)`).
    /// - Complexity: O(n), n the actions registered.
    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        for entry in actions where entry.action.identifier == identifier {
            removeAction(entry.action, for: events)
        }
    }

    /// Runs `action`'s handler with the control as its `sender` (`UIControl.sendAction(_:)`), whether
    /// or not it is registered for an event.
    open func sendAction(_ action: Action) {
        action.sendingControl = self
        action.handler(action)
        action.sendingControl = nil
    }

    /// Runs the actions registered for `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
    }

    /// Performs the control's primary action: runs the actions registered for
    /// `.primaryActionTriggered` (a button runs its `primaryAction` first).
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Accessibility

    /// A control is selected or not enabled as its state says.
    override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}
