import Foundation

/// An assistive technology or the keyboard acted on an element in the renderer (F40): activated it
/// (a screen reader's double tap, Return or Space on a focused button), adjusted it, or performed one
/// of its custom actions, which the page offers by the names in `RenderedAccessibility.actions`.
///
/// A custom action is found again by name when the event is handled, so an element whose actions
/// changed meanwhile performs the one now called that, or nothing.
public struct AccessibilityActionEvent: Hashable, Sendable {
    /// What the element is asked to do.
    public enum Action: Hashable, Sendable {
        /// `accessibilityActivate()`, else a tap at the centre of its accessibility frame.
        case activate
        /// `accessibilityIncrement()`.
        case increment
        /// `accessibilityDecrement()`.
        case decrement
        /// Its first custom action of this name (`AccessibilityCustomAction.name`).
        case custom(String)
    }

    /// The element, by the identifier the renderer knows it by.
    public var view: ViewIdentifier
    /// What it is asked to do.
    public var action: Action

    /// Creates an event.
    public init(view: ViewIdentifier, action: Action) {
        self.view = view
        self.action = action
    }
}
