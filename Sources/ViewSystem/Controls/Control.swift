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
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control reacts. The default is `true`.
    open var isEnabled = true

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
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }
}
