/// How a presented view controller is shown (`UIModalPresentationStyle`, raw values as UIKit's).
///
/// Differences from UIKit: `.popover` is shown as a form sheet on a regular width and as a page sheet
/// on a compact one (there is no arrow and no source view); `.custom` fills the window unless the
/// presented view controller draws its own chrome (an alert controller does); `.none` is read as
/// `.fullScreen`; `.currentContext` and `.overCurrentContext` cover the window, as `.fullScreen` and
/// `.overFullScreen` do (`definesPresentationContext` is kept and not read). See
/// `Guides/ViewControllers.md`, "Presentation".
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    /// The presented view covers the window; the presenting view is removed until the dismissal.
    case fullScreen = 0
    /// A sheet: on a compact width it covers the window below the top safe area and the presenting
    /// view shrinks behind it; on a regular width it is centred, 704 points wide at most.
    case pageSheet = 1
    /// A sheet of 540 × 620 points centred on a regular width; a page sheet on a compact one.
    case formSheet = 2
    /// Covers the presentation context (here the window, as `.fullScreen`; see the type's notes).
    case currentContext = 3
    /// The presented view controller lays out its own view over the whole window.
    case custom = 4
    /// Covers the window; the presenting view stays (for a presented view with clear parts).
    case overFullScreen = 5
    /// Covers the presentation context (here the window); the presenting view stays.
    case overCurrentContext = 6
    /// A popover; shown as a sheet (see the type's notes).
    case popover = 7
    /// No adaptation; read as `.fullScreen`.
    case none = -1
    /// The system's choice: a page sheet for a view controller, `.custom` for an alert controller.
    case automatic = -2
}
