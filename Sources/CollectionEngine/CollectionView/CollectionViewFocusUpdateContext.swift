import Foundation
import ViewSystem

/// A focus update inside a collection view (`UICollectionViewFocusUpdateContext`): the items the
/// focus moves between, beside the views.
@MainActor
open class CollectionViewFocusUpdateContext: FocusUpdateContext {
    /// The item that had the focus; `nil` when focus enters the collection view.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The item that gets the focus.
    public let nextFocusedIndexPath: IndexPath?

    /// Creates a context for a focus update between two items.
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?,
                previouslyFocusedView: View?, nextFocusedView: View?, focusHeading: FocusHeading) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(previouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView, focusHeading: focusHeading)
    }
}
