import Foundation

/// An animation of a layer's properties over time (Core Animation's `CAAnimation` and its
/// `CAMediaTiming` properties): add a subclass's instance, a `BasicAnimation`, to a layer with
/// `Layer.add(_:forKey:)`.
///
/// The layer's own values do not change: while the animation runs, the layer is drawn with the
/// animated values (its `presentation()`), and when it ends the layer shows its own values again —
/// set the final value on the layer too, as with Core Animation. Time runs on the window's frame
/// clock (`FrameClock.now`), so a session replays exactly; `beginTime` is a time on that clock
/// (0: when the animation is added).
///
/// Differences from Core Animation: `preferredFrameRateRange` is kept, not used; the class is not
/// `NSCoding` (`init?(coder:)` ignores the coder); `defaultValue(forKey:)` answers for the timing
/// properties only.
open class LayerAnimation {
    /// The pace of each cycle (default `nil`: linear).
    open var timingFunction: MediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation holds it.
    open var delegate: (any LayerAnimationDelegate)?
    /// Whether the animation leaves its layer when its active time ends (default `true`); with
    /// `false` and a `.forwards` fill it keeps showing its last value until removed.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like (kept, not used).
    open var preferredFrameRateRange = FrameRateRange.default

    /// When the animation begins, on the window's frame clock; 0 (the default) begins it when it
    /// is added. Non-finite values are 0.
    open var beginTime: TimeInterval = 0 { didSet { if !beginTime.isFinite { beginTime = 0 } } }
    /// The length of one cycle, in seconds (default 0, which runs for 0.25 s as in Core
    /// Animation). Negative or non-finite values are 0.
    open var duration: TimeInterval = 0 { didSet { if !duration.isFinite || duration < 0 { duration = 0 } } }
    /// How fast time runs for the animation (default 1; 0 holds it still at `timeOffset`). Negative
    /// or non-finite values are 1.
    open var speed: Float = 1 { didSet { if !speed.isFinite || speed < 0 { speed = 1 } } }
    /// Where in its own time the animation starts (default 0). Non-finite values are 0.
    open var timeOffset: TimeInterval = 0 { didSet { if !timeOffset.isFinite { timeOffset = 0 } } }
    /// How many cycles run, fractions included (default 0: one); `.infinity` repeats for ever.
    /// Negative or NaN values are 0.
    open var repeatCount: Float = 0 { didSet { if repeatCount.isNaN || repeatCount < 0 { repeatCount = 0 } } }
    /// How long the cycles repeat, in seconds, instead of a count (default 0: use `repeatCount`).
    /// Negative or NaN values are 0.
    open var repeatDuration: TimeInterval = 0 { didSet { if repeatDuration.isNaN || repeatDuration < 0 { repeatDuration = 0 } } }
    /// Whether each cycle runs forwards then backwards (default `false`).
    open var autoreverses = false
    /// What the animation shows outside its active time (default `.removed`: nothing).
    open var fillMode = MediaTimingFillMode.removed

    /// Creates an animation with the default timing.
    public required init() {}

    /// Creates an animation with the default timing; the coder is ignored (no archiving here).
    public required init?(coder: NSCoder) {}

    /// The default of the timing property named `key` (`"duration"`, `"speed"`, `"repeatCount"`,
    /// …), or `nil` for another key.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return TimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        case "fillMode": return MediaTimingFillMode.removed
        default: return nil
        }
    }

    /// Whether the value of `key` would be archived: always `true` (Core Animation's default).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with the same properties, made when the animation is added to a layer (later
    /// changes to this instance change nothing there, as in Core Animation).
    func makeCopy() -> LayerAnimation {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies `source`'s properties into this animation; subclasses add theirs.
    func copyProperties(from source: LayerAnimation) {
        timingFunction = source.timingFunction
        delegate = source.delegate
        isRemovedOnCompletion = source.isRemovedOnCompletion
        preferredFrameRateRange = source.preferredFrameRateRange
        beginTime = source.beginTime
        duration = source.duration
        speed = source.speed
        timeOffset = source.timeOffset
        repeatCount = source.repeatCount
        repeatDuration = source.repeatDuration
        autoreverses = source.autoreverses
        fillMode = source.fillMode
    }

    /// The timing, as a value.
    var timing: AnimationTiming {
        AnimationTiming(duration: duration, speed: Double(speed), timeOffset: timeOffset, repeatCount: Double(repeatCount),
                        repeatDuration: repeatDuration, autoreverses: autoreverses,
                        fillsBackwards: fillMode == .backwards || fillMode == .both,
                        fillsForwards: fillMode == .forwards || fillMode == .both)
    }

    /// Writes the animation's value at `progress` into `presentation`, whose model is `model`.
    /// A plain animation changes nothing.
    func apply(to presentation: Layer, model: Layer, progress: AnimationTiming.Progress) {}

    /// The completions of the `LayerTransaction`s open when this copy was added to a layer.
    var transactionCompletions: [TransactionCompletion] = []

    /// The animation ended or was removed: the transactions waiting for it are told (once).
    func completeTransactions() {
        let completions = transactionCompletions
        transactionCompletions = []
        for completion in completions.reversed() { completion.leave() }  // the innermost first
    }

    /// Why the animation cannot draw what it names (reported when it is added), or `nil`.
    func problem() -> String? { nil }

    /// Whether the animation, or one in its group, animates the property at `keyPath`.
    func animates(keyPath: String) -> Bool { false }
}
