/// An object that can take part in handling events (`UIResponder`): the base of views, view
/// controllers, scenes, the application — and of an app delegate declared `class AppDelegate:
/// UIResponder, UIApplicationDelegate`, as Xcode's template declares it.
///
/// The chain runs as UIKit's does: a view → its view controller (when it is one's root view) → its
/// superview … → the window → the window's scene → the application → the app delegate, when that is a
/// responder (`next`).
///
/// Differences from UIKit: keys go to the first responder and then up the superviews (`View.keyDown`),
/// not through `pressesBegan(_:with:)`; touches go to the views that take part in pointer gestures,
/// not through `touchesBegan(_:with:)`. Neither is offered on responders.
@MainActor
open class Responder {
    /// Creates a responder.
    ///
    /// `required`, so an app delegate or scene delegate class named by a scene configuration can be
    /// made from its type, as UIKit makes them. Views and view controllers mark it unavailable and make
    /// `View()` / `ViewController()` through `init(_:)` instead, so their subclasses need not provide it.
    public required init() {}

    /// The next responder up the chain; `nil` by default (see the type's notes for who answers what).
    open var next: Responder? { nil }

    /// Whether this responder is the one keys go to (the default: `false`; a view answers from its window).
    open var isFirstResponder: Bool { false }

    /// Whether the responder can take the keys (default `false`).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to take the keys; returns whether it did. The default takes nothing and returns `false`; a
    /// view that can become first responder and is in a window takes them.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether the responder gives the keys up when asked (default `true`).
    open var canResignFirstResponder: Bool { true }

    /// Gives the keys up; returns whether it did (the default: `true`).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
