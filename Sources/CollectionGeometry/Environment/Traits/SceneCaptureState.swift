import Foundation

/// Whether a scene's screen is being recorded or mirrored (`UISceneCaptureState`), with UIKit's raw values.
public enum SceneCaptureState: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// Not captured.
    case inactive = 0
    /// Captured.
    case active = 1
}
