import CollectionGeometry
import Foundation

/// A view that sends actions when something happens to it (`UIControl`).
///
/// Differences from UIKit: targets are closures (`Action`), not selectors — `addTarget(_:action:for:)`
/// needs the Objective-C runtime.
@MainActor
open class Control: View {
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

    /// Runs the actions registered for `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.sendingControl = self
            entry.action.handler(entry.action)
            entry.action.sendingControl = nil
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
