import Foundation

/// Options of `View.animate(withDuration:delay:options:animations:completion:)` (`UIView.AnimationOptions`,
/// also spelled `View.AnimationOptions`), with UIKit's raw values.
///
/// The curve options pace the animation; `.repeat` and `.autoreverse` make it a layer animation of
/// each changed property (see `View.animate`). The others are accepted and change nothing here:
/// interaction is always allowed, animations always begin from the current state, the layout is
/// always animated, there are no inherited animations to override, frame rates are the window's,
/// and the transition options have no `UIView.transition(with:…)` to take them.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates options from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as part of the animation (always so here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate (always so here).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is shown (always so here).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle forwards, then backwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration (there is no nesting here).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's curve (there is no nesting here).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content while animating (content is drawn by the page here).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides rather than removes views in a transition (no transitions here).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options (there is no nesting here).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at both ends (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// At one speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (the default).
    public static let transitionNone = AnimationOptions([])
    /// A flip about the vertical axis from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip about the vertical axis from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curling up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curling down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-fade.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip about the horizontal axis from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip about the horizontal axis from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's frame rate (the default).
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

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
