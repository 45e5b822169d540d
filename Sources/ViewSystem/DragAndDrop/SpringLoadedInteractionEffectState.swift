import Foundation

/// Where a spring-loaded interaction is (`UISpringLoadedInteractionEffectState`).
public enum SpringLoadedInteractionEffectState: Int, Hashable, Sendable, CaseIterable {
    /// Nothing under the drag springs.
    case inactive = 0
    /// A drag rests over the target; it may spring.
    case possible = 1
    /// About to spring.
    case activating = 2
    /// Sprung: the target is opened.
    case activated = 3
}
