/// How a presented view enters and leaves (`UIModalTransitionStyle`, raw values as UIKit's).
///
/// Differences from UIKit: `.flipHorizontal` and `.partialCurl` slide up as `.coverVertical` does
/// (the renderer has no 3-D page flip or curl).
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
    /// Slides up from the bottom edge, and back down.
    case coverVertical = 0
    /// Slides up as `.coverVertical` (see the type's notes).
    case flipHorizontal = 1
    /// Fades in, and out.
    case crossDissolve = 2
    /// Slides up as `.coverVertical` (see the type's notes).
    case partialCurl = 3
}
