import CollectionEngine
import CollectionGeometry
import Foundation

/// One screen a web session can show: a root view sized to the page's viewport, and what its buttons
/// and settings do.
@MainActor
public protocol WebScreen: AnyObject {
    /// The screen's root view; the session sizes it to the viewport.
    var view: View { get }
    /// Runs the button `name`; `false` when the screen has no such button.
    func perform(action name: String) -> Bool
    /// Applies the setting `name`; `false` when the screen does not know it.
    func apply(setting name: String, value: Double) -> Bool
}

extension WebScreen {
    /// No buttons.
    public func perform(action name: String) -> Bool { false }
    /// No settings.
    public func apply(setting name: String, value: Double) -> Bool { false }
}

/// How to make a screen, and how the page lists it.
public struct WebScreenEntry: Sendable {
    /// The sidebar entry.
    public var description: ScreenDescription
    /// Makes the screen for a viewport of the given size.
    public var make: @MainActor @Sendable (CGSize) -> any WebScreen

    /// Creates an entry.
    public init(_ description: ScreenDescription, make: @escaping @MainActor @Sendable (CGSize) -> any WebScreen) {
        self.description = description
        self.make = make
    }
}
