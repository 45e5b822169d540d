import CollectionGeometry
import Foundation

/// What a view controller receives with `viewWillTransition(to:with:)` (`UIViewControllerTransitionCoordinator`):
/// a way to run changes alongside the size change and after it.
///
/// Differences from UIKit: a class, not a protocol; the size change is not animated (the page resizes
/// at once), so alongside blocks run when the new size is applied and completions right after.
@MainActor
public final class TransitionCoordinator {
    /// The context the blocks receive (`UIViewControllerTransitionCoordinatorContext`).
    public struct Context: Sendable {
        /// Whether the change is animated (never, see the type's notes).
        public let isAnimated: Bool
        /// How long the change lasts.
        public let transitionDuration: TimeInterval
        /// Whether the change was cancelled (never).
        public let isCancelled: Bool
    }

    private var alongside: [(Context) -> Void] = []
    private var completions: [(Context) -> Void] = []
    private let context = Context(isAnimated: false, transitionDuration: 0, isCancelled: false)

    /// Creates a coordinator; whoever changes the size runs it with `run(_:)`.
    public init() {}

    /// How long the change lasts (0).
    public var transitionDuration: TimeInterval { context.transitionDuration }
    /// Whether the change is animated (`false`).
    public var isAnimated: Bool { context.isAnimated }

    /// Runs `animation` with the size change and `completion` after it; always `true`.
    @discardableResult
    public func animate(alongsideTransition animation: ((Context) -> Void)?, completion: ((Context) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Applies the change with `apply` between the alongside blocks' turn and the completions.
    public func run(_ apply: () -> Void) {
        apply()
        for block in alongside { block(context) }
        for block in completions { block(context) }
        alongside.removeAll()
        completions.removeAll()
    }
}
