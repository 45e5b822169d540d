import CollectionGeometry
import Foundation

/// What a view controller receives with `viewWillTransition(to:with:)` (`UIViewControllerTransitionCoordinator`):
/// a way to run changes alongside the size change and after it.
///
/// Differences from UIKit: a class, not a protocol; a size change is not animated (the page resizes
/// at once), so its alongside blocks run when the new size is applied and its completions right after;
/// an animated push or pop runs the alongside blocks inside its animation and the completions when it
/// ends.
@MainActor
public final class TransitionCoordinator {
    /// The context the blocks receive (`UIViewControllerTransitionCoordinatorContext`).
    public struct Context: Sendable {
        /// Whether the change is animated (an animated push or pop).
        public let isAnimated: Bool
        /// How long the change lasts.
        public let transitionDuration: TimeInterval
        /// Whether the change was cancelled (never).
        public let isCancelled: Bool
    }

    private var alongside: [(Context) -> Void] = []
    private var completions: [(Context) -> Void] = []
    private let context: Context

    /// Creates a coordinator; whoever changes the size runs it with `run(_:)`.
    public init() {
        context = Context(isAnimated: false, transitionDuration: 0, isCancelled: false)
    }

    /// A coordinator of a change animated over `duration` seconds (an animated push or pop).
    package init(animatedFor duration: TimeInterval) {
        context = Context(isAnimated: true, transitionDuration: duration, isCancelled: false)
    }

    /// How long the change lasts (0 unless animated).
    public var transitionDuration: TimeInterval { context.transitionDuration }
    /// Whether the change is animated.
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
        runAlongside()
        complete()
    }

    /// Runs the alongside blocks (inside an animation, for an animated change).
    package func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(context) }
    }

    /// Runs the completions (when an animated change ends).
    package func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(context) }
    }
}
