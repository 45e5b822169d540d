import CollectionGeometry
import Foundation

/// A view that sends actions when something happens to it (`UIControl`).
///
/// A control can show a menu (`isContextMenuInteractionEnabled`): on a long press or a secondary
/// click, or on touch down with `showsMenuAsPrimaryAction`; the menu comes from the control's
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` (a button's `menu`) and shows attached
/// to the control, without a lifted preview.
///
/// Differences from UIKit: targets are closures (`Action`), not selectors — `addTarget(_:action:for:)`
/// needs the Objective-C runtime. Of the context menu delegate methods the configuration, display
/// and end ones are the control's to override (as UIKit declares them on `UIControl`); the others
/// are the protocol's defaults.
@MainActor
open class Control: View, ContextMenuInteractionDelegate, ContextMenuAttaching {
    /// Events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates events from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
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
    package func menuVisibilityDidChange() {}

    /// `action` was chosen from the control's attached menu, after its handler ran.
    package func attachedMenuDidChoose(_ action: Action) {}

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
    package override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}
