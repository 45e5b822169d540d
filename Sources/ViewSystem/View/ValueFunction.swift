import CollectionGeometry
import Foundation

/// Turns an animation's interpolated numbers into a transform (Core Animation's `CAValueFunction`):
/// a `BasicAnimation` of `"transform"` from 0 to π with `CAValueFunction(name: .rotateZ)` turns
/// half a circle, where interpolating the two matrices would not turn at all.
///
/// `.scale` and `.translate` take three values (`[1, 1, 1]`); the others one.
public final class ValueFunction: Sendable {
    /// The function's name.
    public let name: ValueFunctionName

    /// The function named `name`; `nil` for a name that is none of `ValueFunctionName`'s.
    public init?(name: ValueFunctionName) {
        let known: [ValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                          .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// How many values the function takes: 3 for `.scale` and `.translate`, else 1.
    var arity: Int { name == .scale || name == .translate ? 3 : 1 }

    /// The values that leave a layer as it is: zeros, or ones for a scale.
    var neutralValue: AnimatedValue {
        let neutral: CGFloat = name.rawValue.hasPrefix("scale") ? 1 : 0
        return arity == 3 ? .vector([neutral, neutral, neutral]) : .scalar(neutral)
    }

    /// Whether `value` is the function's kind of input.
    func accepts(_ value: AnimatedValue) -> Bool {
        switch value {
        case .scalar: arity == 1
        case .vector(let values): values.count == arity
        default: false
        }
    }

    /// The transform for `value`; `nil` for an input of another kind.
    func transform(for value: AnimatedValue) -> Transform3D? {
        guard accepts(value) else { return nil }
        let v: [CGFloat] = switch value {
        case .scalar(let number): [number]
        case .vector(let values): values
        default: []
        }
        switch name {
        case .rotateX: return Transform3D(rotationAngle: v[0], x: 1, y: 0, z: 0)
        case .rotateY: return Transform3D(rotationAngle: v[0], x: 0, y: 1, z: 0)
        case .rotateZ: return Transform3D(rotationAngle: v[0], x: 0, y: 0, z: 1)
        case .scale: return Transform3D(scaleX: v[0], y: v[1], z: v[2])
        case .scaleX: return Transform3D(scaleX: v[0], y: 1, z: 1)
        case .scaleY: return Transform3D(scaleX: 1, y: v[0], z: 1)
        case .scaleZ: return Transform3D(scaleX: 1, y: 1, z: v[0])
        case .translate: return Transform3D(translationX: v[0], y: v[1], z: v[2])
        case .translateX: return Transform3D(translationX: v[0], y: 0, z: 0)
        case .translateY: return Transform3D(translationX: 0, y: v[0], z: 0)
        default: return Transform3D(translationX: 0, y: 0, z: v[0])
        }
    }
}
