import Foundation

/// An animation of one layer property between two values (Core Animation's `CABasicAnimation`).
///
/// The values are interpolated as Core Animation does: `fromValue` to `toValue`; `fromValue` to
/// `fromValue + byValue`; `toValue - byValue` to `toValue`; from `fromValue`, or the layer's own
/// value, to the layer's own value or `toValue`; or the layer's own value to that plus `byValue`.
/// Values may be numbers (`Double`, `Float`, `CGFloat`, `Int`, `NSNumber`), `CGPoint`, `CGSize`,
/// `CGRect` (bare or in an `NSValue(cgPoint:)`, …), `CATransform3D`, `CGAffineTransform` or `CGColor`, as the key path's property is; a
/// value of another kind is reported when the animation is added and the animation draws nothing
/// (Core Animation ignores it silently).
open class BasicAnimation: PropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The change the animation makes, relative to `fromValue`, `toValue` or the layer's own value.
    open var byValue: Any?

    override func copyProperties(from source: LayerAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? BasicAnimation else { return }
        fromValue = source.fromValue
        toValue = source.toValue
        byValue = source.byValue
    }

    override func apply(to presentation: Layer, model: Layer, progress: AnimationTiming.Progress) {
        guard let property, let value = value(at: progress, own: ownValue(of: property, in: model)) else { return }
        present(value, for: property, on: presentation, model: model)
    }

    /// How far from the start value to the end value the animation is at `progress` (a spring
    /// overrides it).
    func fraction(at progress: AnimationTiming.Progress) -> Double { progress.value }

    /// The interpolated value at `progress`, where `base` is what a left-out value stands for.
    private func value(at progress: AnimationTiming.Progress, own base: AnimatedValue) -> AnimatedValue? {
        let from = AnimatedValue(fromValue), to = AnimatedValue(toValue), by = AnimatedValue(byValue)
        let start: AnimatedValue?, end: AnimatedValue?
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by))
        case let (nil, to?, by?): (start, end) = (to.adding(by.negated), to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, to?, nil): (start, end) = (base, to)
        case let (nil, nil, by?): (start, end) = (base, base.adding(by))
        default: return nil
        }
        guard let start, let end, var value = start.interpolated(to: end, fraction: fraction(at: progress)) else { return nil }
        if isCumulative, progress.iteration > 0, let step = end.adding(start.negated) {
            value = value.adding(step.scaled(by: CGFloat(progress.iteration))) ?? value
        }
        return value
    }

    override func problem() -> String? {
        if let problem = super.problem() { return problem }
        let given = [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)].compactMap { name, value in value.map { (name: name, value: $0) } }
        return problem(with: given)
    }
}
