import Foundation

/// Options of `View.animate(withDuration:delay:options:animations:completion:)` (`UIView.AnimationOptions`).
///
/// Only the curve options change behaviour here; the others exist so UIKit code compiles and are
/// ignored (interaction is always allowed, animations always begin from the current state).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates options from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options name (ease in-out when none).
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}
