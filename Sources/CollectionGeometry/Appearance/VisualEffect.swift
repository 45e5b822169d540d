import Foundation

/// A visual effect a view can carry (`UIVisualEffect`).
///
/// Differs from UIKit: the page draws no blur or vibrancy, so an effect set on a background
/// configuration is kept (and compared, and read back) but not drawn; the configuration's colour
/// shows instead. Effects are immutable, compared by identity as UIKit's are.
open class VisualEffect: NSObject, @unchecked Sendable {
    /// An effect with nothing to draw.
    public override init() { super.init() }
}
