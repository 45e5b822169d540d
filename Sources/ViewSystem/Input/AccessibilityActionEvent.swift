import Foundation

/// An assistive technology performed one of an element's custom actions in the renderer (F40): the
/// page offers each name of `RenderedAccessibility.actions` as a button inside the element.
///
/// The action is found again by name when the event is handled, so an element whose actions changed
/// meanwhile performs the one now called that, or nothing.
public struct AccessibilityActionEvent: Hashable, Sendable {
    /// The element, by the identifier the renderer knows it by.
    public var view: ViewIdentifier
    /// The action's name (`AccessibilityCustomAction.name`).
    public var name: String

    /// Creates an event.
    public init(view: ViewIdentifier, name: String) {
        self.view = view
        self.name = name
    }
}
