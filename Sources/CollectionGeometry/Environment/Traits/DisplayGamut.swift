import Foundation

/// The colour gamut of a display (`UIDisplayGamut`), with UIKit's raw values.
public enum DisplayGamut: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1
}
