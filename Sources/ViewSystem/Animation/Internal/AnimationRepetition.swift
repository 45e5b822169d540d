import Foundation

/// How often a view animation runs and whether it runs back, as `.repeat`/`.autoreverse` or
/// `View.modifyAnimations(withRepeatCount:autoreverses:animations:)` ask.
struct AnimationRepetition: Equatable {
    /// The times it runs (fractions allowed, `.infinity` for ever; 0 is once).
    var count: Float
    /// Whether each run goes there and back.
    var autoreverses: Bool

    /// The repetition `options` ask for: for ever with `.repeat`, there and back with `.autoreverse`.
    init(_ options: View.AnimationOptions) {
        count = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
    }

    /// `count` runs (not finite or negative: once), there and back with `autoreverses`.
    init(count: CGFloat, autoreverses: Bool) {
        self.count = count.isFinite && count > 0 ? Float(count) : 0
        self.autoreverses = autoreverses
    }

    /// Whether it is a single run one way (what the window's animator draws).
    var isPlain: Bool { count == 0 && !autoreverses }
}
