import CollectionGeometry
import Foundation

/// A set of interface orientations (`UIInterfaceOrientationMask`), with UIKit's bits: what a view
/// controller supports.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upright, upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, the device's top to the right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape, the device's top to the left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside down (a phone's default).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// UIKit's default for an idiom: every orientation on a pad or a Mac, all but upside down otherwise.
    static func defaultSupported(for idiom: UserInterfaceIdiom?) -> InterfaceOrientationMask {
        switch idiom {
        case .pad?, .mac?: .all
        default: .allButUpsideDown
        }
    }

    /// Whether the set holds `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        switch orientation {
        case .unknown: false
        case .portrait: isSuperset(of: Self.portrait)
        case .portraitUpsideDown: isSuperset(of: Self.portraitUpsideDown)
        case .landscapeLeft: isSuperset(of: Self.landscapeLeft)
        case .landscapeRight: isSuperset(of: Self.landscapeRight)
        }
    }
}
