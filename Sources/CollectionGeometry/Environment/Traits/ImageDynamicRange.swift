import Foundation

/// The dynamic range images are shown in (`UIImageDynamicRange`), with UIKit's raw values.
public enum ImageDynamicRange: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// Standard dynamic range.
    case standard = 0
    /// High dynamic range, held back.
    case constrainedHigh = 1
    /// High dynamic range.
    case high = 2
}
