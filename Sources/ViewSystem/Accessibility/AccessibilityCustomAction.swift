import Foundation

/// An action an assistive technology offers on an element besides activating it
/// (`UIAccessibilityCustomAction`): a list cell's swipe actions, for example.
///
/// Differences from UIKit: only the closure form; target–selector actions need the Objective-C runtime.
@MainActor
public final class AccessibilityCustomAction {
    /// What the action is called (read to the user). An empty name is kept; an audit reports it.
    public var name: String
    /// An image shown for the action by assistive technologies that show one.
    public var image: Image?
    /// Runs the action; returns whether it succeeded.
    public var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    /// An action called `name` that runs `actionHandler`.
    public init(name: String, image: Image? = nil, actionHandler: ((AccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler; `false` when there is none.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
