import CollectionGeometry
import Foundation

/// A value an animation interpolates, converted from the `Any` a `BasicAnimation` holds.
enum AnimatedValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(Transform3D)
    /// A colour's red, green, blue and alpha; `nil` for no colour.
    case color(CGColor?)
    /// Several numbers (a value function's input).
    case vector([CGFloat])

    /// The value `value` holds, or `nil` for a value of another kind (or none).
    init?(_ value: Any?) {
        switch value {
        case let number as CGFloat: self = .scalar(number)
        case let number as Double: self = .scalar(CGFloat(number))
        case let number as Float: self = .scalar(CGFloat(number))
        case let number as Int: self = .scalar(CGFloat(number))
        case let number as NSNumber: self = .scalar(CGFloat(number.doubleValue))
        case let boxed as NSValue:
            switch boxed.geometryKind {
            case .point: self = .point(boxed.cgPointValue)
            case .size: self = .size(boxed.cgSizeValue)
            case .rect: self = .rect(boxed.cgRectValue)
            case nil: return nil
            }
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as Transform3D: self = .transform(transform)
        case let transform as CGAffineTransform: self = .transform(Transform3D(transform))
        case let color as CGColor: self = .color(color)
        case let list as [Any]:
            var numbers: [CGFloat] = []
            for element in list {
                guard case .scalar(let number)? = AnimatedValue(element) else { return nil }
                numbers.append(number)
            }
            self = .vector(numbers)
        default: return nil
        }
        guard isFinite else { return nil }
    }

    private var isFinite: Bool {
        switch self {
        case .scalar(let value): value.isFinite
        case .point(let point): point.x.isFinite && point.y.isFinite
        case .size(let size): size.width.isFinite && size.height.isFinite
        case .rect(let rect): [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite)
        case .transform(let t): [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m43].allSatisfy(\.isFinite)
        case .color: true
        case .vector(let values): values.allSatisfy(\.isFinite)
        }
    }

    /// The value's components, for arithmetic.
    private var components: [CGFloat] {
        switch self {
        case .scalar(let value): [value]
        case .point(let point): [point.x, point.y]
        case .size(let size): [size.width, size.height]
        case .rect(let rect): [rect.origin.x, rect.origin.y, rect.width, rect.height]
        case .transform(let t): [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        case .color(let color):
            color.map { let c = Color(cgColor: $0); return [c.red, c.green, c.blue, c.alpha] } ?? [0, 0, 0, 0]
        case .vector(let values): values
        }
    }

    /// A value of this one's kind with `components`.
    private func with(_ c: [CGFloat]) -> AnimatedValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform:
            .transform(Transform3D(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                                   m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15]))
        case .color:
            .color(CGColor(red: Self.unit(c[0]), green: Self.unit(c[1]), blue: Self.unit(c[2]), alpha: Self.unit(c[3])))
        case .vector: .vector(c)
        }
    }

    private static func unit(_ value: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, value)) }

    private func sameKind(_ other: AnimatedValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform), (.color, .color): true
        case let (.vector(a), .vector(b)): a.count == b.count
        default: false
        }
    }

    /// The value at `fraction` of the way to `target` (transforms: their 2-D decompositions
    /// interpolated, so a rotation turns rather than shrinks); `nil` for values of different kinds.
    func interpolated(to target: AnimatedValue, fraction: Double) -> AnimatedValue? {
        guard sameKind(target) else { return nil }
        let f = CGFloat(fraction)
        if case .transform(let a) = self, case .transform(let b) = target, a.isAffine, b.isAffine {
            let from = AffineParts(a.affineTransform), to = AffineParts(b.affineTransform)
            return .transform(Transform3D(from.interpolated(to: to, fraction: f).transform))
        }
        let a = components, b = target.components
        return with(zip(a, b).map { $0 + ($1 - $0) * f })
    }

    /// The sum of the two values (transforms: concatenated); `nil` for values of different kinds.
    func adding(_ other: AnimatedValue) -> AnimatedValue? {
        guard sameKind(other) else { return nil }
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(b.concatenating(a)) }
        return with(zip(components, other.components).map(+))
    }

    /// The straight-line distance between the two values' components (for paced keyframes); `nil`
    /// for values of different kinds.
    func distance(to other: AnimatedValue) -> Double? {
        guard sameKind(other) else { return nil }
        return Double(zip(components, other.components).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot())
    }

    /// The value at `fraction` of the way from `from` to `to` on a Kochanek–Bartels spline through
    /// `before`, `from`, `to` and `after` (cubic keyframes); transforms, which do not add up as
    /// matrices, are interpolated in a straight line. `nil` for values of different kinds.
    static func spline(_ before: AnimatedValue, _ from: AnimatedValue, _ to: AnimatedValue, _ after: AnimatedValue,
                       fraction: Double, start: SplineShape, end: SplineShape) -> AnimatedValue? {
        guard from.sameKind(before), from.sameKind(to), from.sameKind(after) else { return nil }
        if case .transform = from { return from.interpolated(to: to, fraction: fraction) }
        let p0 = before.components, p1 = from.components, p2 = to.components, p3 = after.components
        let s = CGFloat(fraction), s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        let (a, b) = start.outgoingWeights, (c, d) = end.incomingWeights
        return from.with(p1.indices.map { i in
            let outgoing = a * (p1[i] - p0[i]) + b * (p2[i] - p1[i])
            let incoming = c * (p2[i] - p1[i]) + d * (p3[i] - p2[i])
            return h00 * p1[i] + h10 * outgoing + h01 * p2[i] + h11 * incoming
        })
    }

    /// The value times `factor` (a transform: repeated as a power for whole factors, else as is).
    func scaled(by factor: CGFloat) -> AnimatedValue {
        if case .transform(let t) = self {
            var result = Transform3D.identity
            for _ in 0..<Int(Swift.min(Swift.max(0, factor), 1_000)) { result = result.concatenating(t) }
            return .transform(result)
        }
        return with(components.map { $0 * factor })
    }

    /// The value's opposite (a transform: its inverse).
    var negated: AnimatedValue {
        if case .transform(let t) = self { return .transform(t.inverted()) }
        return with(components.map { -$0 })
    }

    /// The zero of the value's kind (the identity for a transform).
    var zeroed: AnimatedValue {
        if case .transform = self { return .transform(.identity) }
        return with(components.map { _ in 0 })
    }
}

/// A 2-D transform as translation, rotation and scale (skew is dropped), for interpolation and
/// for the `transform.` key paths.
struct AffineParts: Equatable {
    var translation: CGPoint
    var rotation: CGFloat
    var scale: CGSize

    init(translation: CGPoint, rotation: CGFloat, scale: CGSize) {
        self.translation = translation
        self.rotation = rotation
        self.scale = scale
    }

    init(_ t: CGAffineTransform) {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let rotation = scaleX == 0 ? 0 : atan2(t.b, t.a)
        let scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : (t.a * t.d - t.b * t.c) / scaleX
        self.init(translation: CGPoint(x: t.tx, y: t.ty), rotation: rotation, scale: CGSize(width: scaleX, height: scaleY))
    }

    var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return CGAffineTransform(a: scale.width * cosine, b: scale.width * sine, c: -scale.height * sine, d: scale.height * cosine,
                                 tx: translation.x, ty: translation.y)
    }

    func interpolated(to target: AffineParts, fraction f: CGFloat) -> AffineParts {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        return AffineParts(translation: CGPoint(x: mix(translation.x, target.translation.x), y: mix(translation.y, target.translation.y)),
                           rotation: mix(rotation, target.rotation),
                           scale: CGSize(width: mix(scale.width, target.scale.width), height: mix(scale.height, target.scale.height)))
    }
}
