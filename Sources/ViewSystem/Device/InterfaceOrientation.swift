import Foundation

/// The orientation of the app's interface (`UIInterfaceOrientation`), with UIKit's raw values — note
/// that an interface turned to the left is a device turned to the right.
public enum InterfaceOrientation: Int, Hashable, Sendable, CaseIterable {
    /// Not known (no screen).
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upright, upside down.
    case portraitUpsideDown = 2
    /// Landscape, the device turned with its top to the right.
    case landscapeRight = 3
    /// Landscape, the device turned with its top to the left.
    case landscapeLeft = 4

    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
