/// The bar height a legacy customisation applies to (`UIBarMetrics`): a regular or compact bar
/// (a phone in landscape), with or without a prompt.
///
/// Differences from UIKit: bars here show no prompt, so the prompt metrics are kept apart but never
/// in effect.
public enum BarMetrics: Int, Hashable, Sendable, CaseIterable {
    /// A bar of regular height.
    case `default` = 0
    /// A bar of compact height.
    case compact = 1
    /// A bar of regular height with a prompt.
    case defaultPrompt = 101
    /// A bar of compact height with a prompt.
    case compactPrompt = 102
}
