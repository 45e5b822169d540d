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
}
