import Foundation

/// An animation of one property of a layer, named by a key path (Core Animation's
/// `CAPropertyAnimation`); `BasicAnimation` gives its values.
///
/// Key paths drawn here: `opacity`, `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`,
/// `.size.width`, `.size.height`), `transform` and its `.scale` (`.x`, `.y`, `.z`), `.rotation`
/// (`.x`, `.y`, `.z`) and `.translation` (`.x`, `.y`, `.z`) components, `cornerRadius`, `borderWidth`, `borderColor`, `backgroundColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`, and a shape layer's `strokeStart`, `strokeEnd`,
/// `lineWidth`, `lineDashPhase`, `miterLimit`, `strokeColor` and `fillColor`. Another key path is
/// reported when the animation is added and runs without drawing anything (its delegate is still
/// told). A `transform.` component replaces that component of the layer's 2-D transform
/// (decomposed into translation, rotation and scale; a skew is dropped while it runs). An
/// animation without a key path added under a key animates the property that key names, as in
/// Core Animation.
open class PropertyAnimation: LayerAnimation {
    /// The key path of the property animated (default `nil`: nothing is animated).
    open var keyPath: String?
    /// Whether the animated value is added to the layer's own value (default `false`).
    open var isAdditive = false
    /// Whether each repeat continues from where the last ended (default `false`).
    open var isCumulative = false
    /// Turns the animation's numbers into the layer's `transform` (default `nil`): the key path
    /// is then `"transform"`, and the values are the function's input (one number, or three).
    open var valueFunction: ValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from source: LayerAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? PropertyAnimation else { return }
        keyPath = source.keyPath
        isAdditive = source.isAdditive
        isCumulative = source.isCumulative
        valueFunction = source.valueFunction
    }

    override func animates(keyPath: String) -> Bool { self.keyPath == keyPath }

    /// The property the key path names and draws here, or `nil`.
    var property: AnimatedProperty? { keyPath.flatMap(AnimatedProperty.init(keyPath:)) }

    override func problem() -> String? {
        guard let keyPath else { return "the animation has no key path; it runs without drawing anything." }
        guard let property = AnimatedProperty(keyPath: keyPath) else {
            return "the key path \"\(keyPath)\" is not animated here; the animation runs without drawing anything."
        }
        if valueFunction != nil, property != .transform {
            return "a value function animates \"transform\", not \"\(keyPath)\"; the animation runs without drawing anything."
        }
        return nil
    }

    /// Why one of `values` (each named) is not a value of the key path's property (or of the value
    /// function's input), or `nil`.
    func problem(with values: [(name: String, value: Any)]) -> String? {
        guard let keyPath, let property else { return nil }
        for (name, value) in values {
            let converted = AnimatedValue(value)
            let accepted = if let valueFunction { converted.map(valueFunction.accepts) ?? false } else { converted.map(property.accepts) ?? false }
            guard accepted else {
                return "\(name) \(value) (\(type(of: value))) is not a value for \"\(keyPath)\"; the animation runs without drawing anything."
            }
        }
        return nil
    }

    /// What the animation starts or ends at when a value is left out: the layer's own value of
    /// `property` (zero when additive), or the value function's neutral input.
    func ownValue(of property: AnimatedProperty, in model: Layer) -> AnimatedValue {
        let own = valueFunction?.neutralValue ?? property.value(of: model)
        return isAdditive && valueFunction == nil ? own.zeroed : own
    }

    /// Writes the animation's `value` for `property` into `presentation` — through the value
    /// function, added to the layer's own value when additive.
    func present(_ value: AnimatedValue, for property: AnimatedProperty, on presentation: Layer, model: Layer) {
        if let valueFunction {
            guard property == .transform, let transform = valueFunction.transform(for: value) else { return }
            presentation.transform = isAdditive ? transform.concatenating(model.transform) : transform
            return
        }
        let own = property.value(of: model)
        property.set(isAdditive ? own.adding(value) ?? value : value, on: presentation, model: model)
    }
}
