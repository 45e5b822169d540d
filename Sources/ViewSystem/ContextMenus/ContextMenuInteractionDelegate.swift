import CollectionGeometry
import Foundation

/// Gives a context menu interaction its menus and hears them show and close
/// (`UIContextMenuInteractionDelegate`). Only the configuration is required; every other method has
/// a default that does nothing or returns `nil`.
///
/// Differences from UIKit: `willDisplayMenuFor` and `willEndFor` get a `nil` animator (the menu shows
/// and leaves at once); the preview's commit animator runs its animations after the menu closed.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a touch held, or a secondary click, at `location` (the interaction's view's
    /// coordinates); `nil` shows none and lets the views below the interaction's view have the gesture.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
    /// The view lifted while the menu shows (`nil`: the interaction's whole view).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> TargetedPreview?
    /// Where the menu goes back to as it closes; asked after `willEndFor`, kept for the app (nothing
    /// animates back here).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> TargetedPreview?
    /// The older spelling of the highlight preview (iOS 13–15); asked when the newer one gives `nil`.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The older spelling of the dismissal preview; asked when the newer one gives `nil`.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The preview was tapped: the menu closes, then `animator`'s animations and completions run.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                animator: any ContextMenuInteractionCommitAnimating)
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is closing (an action chosen, the preview tapped, a tap outside, Escape, `dismissMenu()`).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
    /// Returns `nil`.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// Returns `nil`.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                       animator: any ContextMenuInteractionCommitAnimating) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                       animator: (any ContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                       animator: (any ContextMenuInteractionAnimating)?) {}
}
