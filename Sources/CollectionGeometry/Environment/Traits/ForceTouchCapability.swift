import Foundation

/// Whether the screen senses how hard it is pressed (`UIForceTouchCapability`), with UIKit's raw values.
public enum ForceTouchCapability: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// The screen does not sense pressure (every screen the web renderer draws on).
    case unavailable = 1
    /// The screen senses pressure.
    case available = 2
}
