/// What a focus update moves between (`UIFocusUpdateContext`): the view that had the focus, the
/// one that gets it, and the direction.
///
/// Differences from UIKit: the focus items are views (`previouslyFocusedView`, `nextFocusedView`);
/// there is no `UIFocusItem` protocol for non-view items.
@MainActor
open class FocusUpdateContext {
    /// The view that had the focus; `nil` when focus enters from outside, or when the item that had it
    /// has no view on screen.
    public private(set) weak var previouslyFocusedView: View?
    /// The view that gets the focus; `nil` when its item has no view on screen yet.
    public private(set) weak var nextFocusedView: View?
    /// The direction the focus moves in.
    public let focusHeading: FocusHeading

    /// Creates a context for a focus update.
    public init(previouslyFocusedView: View?, nextFocusedView: View?, focusHeading: FocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}
