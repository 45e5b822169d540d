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
        guard let keyPath, let property = AnimatedProperty(keyPath: keyPath) else { return }
        if let valueFunction {
            guard property == .transform, let value = value(at: progress, own: valueFunction.neutralValue),
                  let transform = valueFunction.transform(for: value) else { return }
            presentation.transform = isAdditive ? transform.concatenating(model.transform) : transform
            return
        }
        let own = property.value(of: model)
        guard var value = value(at: progress, own: own) else { return }
        if isAdditive { value = own.adding(value) ?? value }
        property.set(value, on: presentation, model: model)
    }

    /// The interpolated value at `progress`, where `own` is the layer's value of the property.
    private func value(at progress: AnimationTiming.Progress, own: AnimatedValue) -> AnimatedValue? {
        let from = AnimatedValue(fromValue), to = AnimatedValue(toValue), by = AnimatedValue(byValue)
        let base = isAdditive ? own.zeroed : own
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
        guard let start, let end, var value = start.interpolated(to: end, fraction: progress.value) else { return nil }
        if isCumulative, progress.iteration > 0, let step = end.adding(start.negated) {
            value = value.adding(step.scaled(by: CGFloat(progress.iteration))) ?? value
        }
        return value
    }

    /// The reason the animation cannot draw on its key path, if any: an unknown key path, or a
    /// value of a kind the property does not take.
    func problem() -> String? {
        guard let keyPath else { return nil }
        guard let property = AnimatedProperty(keyPath: keyPath) else {
            return "the key path \"\(keyPath)\" is not animated here; the animation runs without drawing anything."
        }
        if valueFunction != nil, property != .transform {
            return "a value function animates \"transform\", not \"\(keyPath)\"; the animation runs without drawing anything."
        }
        for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
            guard let value else { continue }
            let converted = AnimatedValue(value)
            let accepted = if let valueFunction { converted.map(valueFunction.accepts) ?? false } else { converted.map(property.accepts) ?? false }
            guard accepted else {
                return "\(name) \(value) (\(type(of: value))) is not a value for \"\(keyPath)\"; the animation runs without drawing anything."
            }
        }
        return nil
    }
}
