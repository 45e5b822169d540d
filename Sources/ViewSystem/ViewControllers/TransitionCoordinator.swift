import CollectionGeometry
import Foundation

/// The transition coordinator view controllers receive (the one `ViewControllerTransitionCoordinator`):
/// a way to run changes alongside a size change or a push or pop, and after it.
///
/// Differences from UIKit: a size change is not animated (the page resizes
/// at once), so its alongside blocks run when the new size is applied and its completions right after;
/// an animated push or pop runs the alongside blocks inside its animation and the completions when it
/// ends.
@MainActor
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    /// The context the blocks receive (`UIViewControllerTransitionCoordinatorContext`).
    public struct Context: Sendable, ViewControllerTransitionCoordinatorContext {
        /// Whether the change is animated (an animated push or pop).
        public let isAnimated: Bool
        /// How long the change lasts.
        public let transitionDuration: TimeInterval
        /// Whether the change was cancelled (never).
        public let isCancelled: Bool
        /// Whether the user drives the change (never).
        public var isInteractive: Bool { false }
    }

    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private let context: Context

    /// Creates a coordinator; whoever changes the size runs it with `run(_:)`.
    public init() {
        context = Context(isAnimated: false, transitionDuration: 0, isCancelled: false)
    }

    /// A coordinator of a change animated over `duration` seconds (an animated push or pop).
    init(animatedFor duration: TimeInterval) {
        context = Context(isAnimated: true, transitionDuration: duration, isCancelled: false)
    }

    /// How long the change lasts (0 unless animated).
    public var transitionDuration: TimeInterval { context.transitionDuration }
    /// Whether the change is animated.
    public var isAnimated: Bool { context.isAnimated }
    /// Whether the change was cancelled (never).
    public var isCancelled: Bool { false }
    /// Whether the user drives the change (never).
    public var isInteractive: Bool { false }

    /// Runs `animation` with the size change and `completion` after it; always `true`.
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
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
    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(context) }
    }

    /// Runs the completions (when an animated change ends).
    func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(context) }
    }
}
