/// A bar's style before appearance objects (`UIBarStyle`): `.black` draws the bar dark, with light
/// titles.
public enum BarStyle: Int, Hashable, Sendable, CaseIterable {
    /// The system's look, light or dark as the traits say.
    case `default` = 0
    /// A dark bar.
    case black = 1
}
