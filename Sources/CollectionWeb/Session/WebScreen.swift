import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation

/// One screen a web session can show: a root view sized to the page's viewport, and what its buttons,
/// settings and text fields do.
@MainActor
public protocol WebScreen: AnyObject {
    /// The screen's root view; the session sizes it to the viewport.
    var view: View { get }
    /// The screen's view controller, if it is one (F35): the session makes it the window's root, so it
    /// gets the appearance calls and `viewWillTransition(to:with:)` when the page is resized, and its
    /// view is the screen's `view`.
    var viewController: ViewController? { get }
    /// The collection or table view whose visible cells each frame's `report` counts, if any.
    ///
    /// Declare it as `CollectionViewBase?`: a property typed `CollectionView?` does not satisfy the
    /// requirement, and the default (`nil`) would be used instead.
    var reportedCollectionView: CollectionViewBase? { get }
    /// The collection and table views whose visible cells each frame's `report` counts, together (a
    /// sidebar beside a grid). The default is `reportedCollectionView` alone.
    var reportedCollectionViews: [CollectionViewBase] { get }
    /// Runs the button `name`; `false` when the screen has no such button.
    func perform(action name: String) -> Bool
    /// Applies the setting `name`; `false` when the screen does not know it.
    func apply(setting name: String, value: Double) -> Bool
    /// Applies the text of the field `name`; `false` when the screen has no such field.
    func apply(text: String, toField name: String) -> Bool
    /// Called before each engine frame with the frame's time (seconds on the window's clock), for
    /// screens that drive something per frame (a replayed scroll session).
    func frameWillBegin(at time: TimeInterval)
    /// What the screen has to tell the page since the last call (diagnostics, delegate calls worth
    /// showing); sent as `notice` messages after the frame.
    func takeNotices() -> [String]
}

extension WebScreen {
    /// Not a view controller.
    public var viewController: ViewController? { nil }
    /// No collection view to report on.
    public var reportedCollectionView: CollectionViewBase? { nil }
    /// The reported collection view alone.
    public var reportedCollectionViews: [CollectionViewBase] { reportedCollectionView.map { [$0] } ?? [] }
    /// No buttons.
    public func perform(action name: String) -> Bool { false }
    /// No settings.
    public func apply(setting name: String, value: Double) -> Bool { false }
    /// No text fields.
    public func apply(text: String, toField name: String) -> Bool { false }
    /// Nothing per frame.
    public func frameWillBegin(at time: TimeInterval) {}
    /// Nothing to tell.
    public func takeNotices() -> [String] { [] }
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
