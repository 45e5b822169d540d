import Foundation

/// How a context menu's preview is committed when the user taps it
/// (`UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Hashable, Sendable, CaseIterable {
    /// The menu and preview go away.
    case dismiss
    /// The preview grows into its content (the app shows it in the animator's completion).
    case pop
}

/// The animator given to `willPerformPreviewActionForMenuWith` (`UIContextMenuInteractionCommitAnimating`):
/// add animations and a completion; the completion is where an app shows the preview's view
/// controller.
///
/// Differences from UIKit: the menu closes at once, then the animations run for 0.25 s and the
/// completions follow, in the order added (at once when there are no animations).
@MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the commit looks (default `.pop`).
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}
