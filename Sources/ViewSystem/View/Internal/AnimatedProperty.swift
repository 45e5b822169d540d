import CollectionGeometry
import Foundation

/// A layer property an animation's key path names: how to read it from the layer's own values and
/// write an animated value into a presentation copy.
enum AnimatedProperty: Equatable {
    enum ScalarProperty: String {
        case opacity, cornerRadius, borderWidth, shadowOpacity, shadowRadius
        case strokeStart, strokeEnd, lineWidth, lineDashPhase, miterLimit
        case positionX = "position.x", positionY = "position.y"
        case boundsOriginX = "bounds.origin.x", boundsOriginY = "bounds.origin.y"
        case width = "bounds.size.width", height = "bounds.size.height"
    }
    enum ColorProperty: String {
        case backgroundColor, borderColor, shadowColor, strokeColor, fillColor
    }
    /// A component of the layer's transform.
    enum TransformComponent: String {
        case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y", scaleZ = "transform.scale.z"
        case rotation = "transform.rotation", rotationZ = "transform.rotation.z"
        case rotationX = "transform.rotation.x", rotationY = "transform.rotation.y"
        case translationX = "transform.translation.x", translationY = "transform.translation.y", translationZ = "transform.translation.z"
        case translation = "transform.translation"
    }

    case scalar(ScalarProperty)
    case color(ColorProperty)
    case component(TransformComponent)
    case position, boundsOrigin, boundsSize, bounds, shadowOffset, transform

    init?(keyPath: String) {
        if let scalar = ScalarProperty(rawValue: keyPath) { self = .scalar(scalar); return }
        if let color = ColorProperty(rawValue: keyPath) { self = .color(color); return }
        if let component = TransformComponent(rawValue: keyPath) { self = .component(component); return }
        switch keyPath {
        case "position": self = .position
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds": self = .bounds
        case "shadowOffset": self = .shadowOffset
        case "transform": self = .transform
        default: return nil
        }
    }

    /// Whether `value` is of the property's kind.
    func accepts(_ value: AnimatedValue) -> Bool {
        switch (self, value) {
        case (.scalar, .scalar), (.color, .color), (.position, .point), (.boundsOrigin, .point), (.boundsSize, .size),
             (.shadowOffset, .size), (.bounds, .rect), (.transform, .transform): true
        case (.component(let component), .scalar): component != .translation
        case (.component(.translation), .size): true
        default: false
        }
    }

    /// The layer's own value of the property (a component read from its decomposed transform).
    func value(of layer: Layer) -> AnimatedValue {
        switch self {
        case .scalar(let scalar): return .scalar(Self.read(scalar, of: layer))
        case .color(let color): return .color(Self.read(color, of: layer))
        case .position: return .point(layer.position)
        case .boundsOrigin: return .point(layer.bounds.origin)
        case .boundsSize: return .size(layer.bounds.size)
        case .bounds: return .rect(layer.bounds)
        case .shadowOffset: return .size(layer.shadowOffset)
        case .transform: return .transform(layer.transform)
        case .component(let component):
            let parts = AffineParts(layer.transform.affineTransform)
            switch component {
            case .scale, .scaleX: return .scalar(parts.scale.width)
            case .scaleY: return .scalar(parts.scale.height)
            case .scaleZ: return .scalar(layer.transform.m33)
            case .rotation, .rotationZ: return .scalar(parts.rotation)
            case .rotationX, .rotationY: return .scalar(0)
            case .translationX: return .scalar(parts.translation.x)
            case .translationY: return .scalar(parts.translation.y)
            case .translationZ: return .scalar(layer.transform.m43)
            case .translation: return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
            }
        }
    }

    /// Writes `value` into `presentation` (a presentation copy of `model`); a value of another
    /// kind writes nothing.
    func set(_ value: AnimatedValue, on presentation: Layer, model: Layer) {
        switch (self, value) {
        case (.scalar(let scalar), .scalar(let number)): Self.write(number, to: scalar, of: presentation)
        case (.color(let color), .color(let cgColor)): Self.write(cgColor, to: color, of: presentation)
        case (.position, .point(let point)): presentation.position = point
        case (.boundsOrigin, .point(let point)): presentation.bounds.origin = point
        case (.boundsSize, .size(let size)): presentation.bounds.size = size
        case (.bounds, .rect(let rect)): presentation.bounds = rect
        case (.shadowOffset, .size(let size)): presentation.shadowOffset = size
        case (.transform, .transform(let transform)): presentation.transform = transform
        case (.component(let component), _): Self.write(value, to: component, of: presentation)
        default: break
        }
    }

    private static func read(_ scalar: ScalarProperty, of layer: Layer) -> CGFloat {
        let shape = layer as? ShapeLayer
        switch scalar {
        case .opacity: return CGFloat(layer.opacity)
        case .cornerRadius: return layer.cornerRadius
        case .borderWidth: return layer.borderWidth
        case .shadowOpacity: return CGFloat(layer.shadowOpacity)
        case .shadowRadius: return layer.shadowRadius
        case .strokeStart: return shape?.strokeStart ?? 0
        case .strokeEnd: return shape?.strokeEnd ?? 1
        case .lineWidth: return shape?.lineWidth ?? 1
        case .lineDashPhase: return shape?.lineDashPhase ?? 0
        case .miterLimit: return shape?.miterLimit ?? 10
        case .positionX: return layer.position.x
        case .positionY: return layer.position.y
        case .boundsOriginX: return layer.bounds.origin.x
        case .boundsOriginY: return layer.bounds.origin.y
        case .width: return layer.bounds.width
        case .height: return layer.bounds.height
        }
    }

    private static func write(_ value: CGFloat, to scalar: ScalarProperty, of layer: Layer) {
        let shape = layer as? ShapeLayer
        switch scalar {
        case .opacity: layer.opacity = Float(value)
        case .cornerRadius: layer.cornerRadius = value
        case .borderWidth: layer.borderWidth = value
        case .shadowOpacity: layer.shadowOpacity = Float(value)
        case .shadowRadius: layer.shadowRadius = value
        case .strokeStart: shape?.strokeStart = value
        case .strokeEnd: shape?.strokeEnd = value
        case .lineWidth: shape?.lineWidth = value
        case .lineDashPhase: shape?.lineDashPhase = value
        case .miterLimit: shape?.miterLimit = value
        case .positionX: layer.position.x = value
        case .positionY: layer.position.y = value
        case .boundsOriginX: layer.bounds.origin.x = value
        case .boundsOriginY: layer.bounds.origin.y = value
        case .width: layer.bounds.size.width = value
        case .height: layer.bounds.size.height = value
        }
    }

    private static func read(_ color: ColorProperty, of layer: Layer) -> CGColor? {
        switch color {
        case .backgroundColor: layer.backgroundColor
        case .borderColor: layer.borderColor
        case .shadowColor: layer.shadowColor
        case .strokeColor: (layer as? ShapeLayer)?.strokeColor
        case .fillColor: (layer as? ShapeLayer)?.fillColor
        }
    }

    private static func write(_ value: CGColor?, to color: ColorProperty, of layer: Layer) {
        switch color {
        case .backgroundColor: layer.backgroundColor = value
        case .borderColor: layer.borderColor = value
        case .shadowColor: layer.shadowColor = value
        case .strokeColor: (layer as? ShapeLayer)?.strokeColor = value
        case .fillColor: (layer as? ShapeLayer)?.fillColor = value
        }
    }

    /// Replaces `component` of the presentation's transform (decomposed, when it is 2-D) with `value`.
    private static func write(_ value: AnimatedValue, to component: TransformComponent, of layer: Layer) {
        let transform = layer.transform
        switch (component, value) {
        case (.scaleZ, .scalar(let z)):
            var t = transform; t.m33 = z; layer.transform = t; return
        case (.translationZ, .scalar(let z)):
            var t = transform; t.m43 = z; layer.transform = t; return
        case (.rotationX, .scalar(let angle)):
            layer.transform = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).concatenating(transform); return
        case (.rotationY, .scalar(let angle)):
            layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(transform); return
        default: break
        }
        var parts = AffineParts(transform.affineTransform)
        switch (component, value) {
        case (.scale, .scalar(let s)): parts.scale = CGSize(width: s, height: s)
        case (.scaleX, .scalar(let s)): parts.scale.width = s
        case (.scaleY, .scalar(let s)): parts.scale.height = s
        case (.rotation, .scalar(let angle)), (.rotationZ, .scalar(let angle)): parts.rotation = angle
        case (.translationX, .scalar(let x)): parts.translation.x = x
        case (.translationY, .scalar(let y)): parts.translation.y = y
        case (.translation, .size(let size)): parts.translation = CGPoint(x: size.width, y: size.height)
        default: return
        }
        layer.transform = Transform3D(parts.transform)
    }
}
