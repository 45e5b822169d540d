import CollectionGeometry
import Foundation

extension Layer {
    /// What renderers draw for a view's layer, resolved for `traits`: the view's `background`, the
    /// layer's corners, border, shadow and drawing, and its sublayers — each sublayer with an
    /// animation drawn as its presentation at `time` (without a time, as it is).
    /// - Complexity: O(sublayers in the tree).
    func rendered(background: Color?, traits: TraitCollection, time: TimeInterval?) -> RenderedAppearance {
        var appearance = drawnAppearance()
        appearance.backgroundColor = background?.resolvedColor(with: traits)
        if !children.isEmpty { appearance.sublayers = renderedSublayers(boundsOrigin: bounds.origin, time: time) }
        return appearance
    }

    /// Corners, border, shadow and what the layer's class draws (a gradient, a shape), without the background.
    func drawnAppearance() -> RenderedAppearance {
        var appearance = RenderedAppearance()
        appearance.cornerRadius = cornerRadius
        appearance.continuousCorners = cornerCurve == .continuous
        appearance.maskedCorners = maskedCorners
        if borderWidth > 0, let borderColor { appearance.border = .init(width: borderWidth, color: Color(cgColor: borderColor)) }
        if shadowOpacity > 0, let shadowColor {
            appearance.shadow = .init(color: Color(cgColor: shadowColor), opacity: Self.drawn(shadowOpacity), radius: shadowRadius, offset: shadowOffset)
        }
        appearance.gradient = renderedGradient()
        appearance.shape = renderedShape()
        return appearance
    }

    /// The shown sublayers, framed in the coordinates of the layer's top-left corner.
    private func renderedSublayers(boundsOrigin: CGPoint, time: TimeInterval?) -> [RenderedLayer] {
        drawingOrder.compactMap { model in
            let child = if let time, !model.addedAnimations.isEmpty { model.presentationCopy(at: time) } else { model }
            guard !child.own.isHidden, child.own.opacity > 0 else { return nil }
            var appearance = child.drawnAppearance()
            appearance.backgroundColor = child.own.backgroundColor.map(Color.init(cgColor:))
            if !model.children.isEmpty { appearance.sublayers = model.renderedSublayers(boundsOrigin: child.own.bounds.origin, time: time) }
            let frame = child.frame.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
            var layer = RenderedLayer(frame: frame, opacity: Self.drawn(child.own.opacity), clipsToBounds: child.own.masksToBounds, appearance: appearance)
            layer.transform = child.own.transform
            layer.anchorPoint = child.own.anchorPoint
            return layer
        }
    }

    /// An opacity, a Float, read at Float's precision (0.2, not 0.2000000029…).
    static func drawn(_ opacity: Float) -> CGFloat {
        CGFloat((Double(opacity) * 1e6).rounded() / 1e6)
    }
}
