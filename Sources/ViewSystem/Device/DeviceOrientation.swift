import Foundation

/// The physical orientation of the device (`UIDeviceOrientation`), with UIKit's raw values.
public enum DeviceOrientation: Int, Hashable, Sendable, CaseIterable {
    /// Not known (not generating orientation notifications, or no screen).
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upright, upside down.
    case portraitUpsideDown = 2
    /// Turned with its top to the left.
    case landscapeLeft = 3
    /// Turned with its top to the right.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is a portrait or landscape orientation (one an interface can take).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
