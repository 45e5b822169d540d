import CollectionGeometry
import Foundation

extension Layer {
    /// What renderers draw for a view's layer, resolved for `traits`: the view's `background`, the
    /// layer's corners, border, shadow and drawing, and its sublayers.
    /// - Complexity: O(sublayers in the tree).
    func rendered(background: Color?, traits: TraitCollection) -> RenderedAppearance {
        var appearance = drawnAppearance()
        appearance.backgroundColor = background?.resolvedColor(with: traits)
        if !children.isEmpty { appearance.sublayers = renderedSublayers(boundsOrigin: bounds.origin) }
        return appearance
    }

    /// Corners, border, shadow and what the layer's class draws (a gradient, a shape), without the background.
    private func drawnAppearance() -> RenderedAppearance {
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
    private func renderedSublayers(boundsOrigin: CGPoint) -> [RenderedLayer] {
        drawingOrder.compactMap { child in
            guard !child.own.isHidden, child.own.opacity > 0 else { return nil }
            var appearance = child.drawnAppearance()
            appearance.backgroundColor = child.own.backgroundColor.map(Color.init(cgColor:))
            if !child.children.isEmpty { appearance.sublayers = child.renderedSublayers(boundsOrigin: child.own.bounds.origin) }
            let frame = child.frame.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
            var layer = RenderedLayer(frame: frame, opacity: Self.drawn(child.own.opacity), clipsToBounds: child.own.masksToBounds, appearance: appearance)
            layer.transform = child.own.transform
            layer.anchorPoint = child.own.anchorPoint
            return layer
        }
    }

    /// An opacity, a Float, read at Float's precision (0.2, not 0.2000000029…).
    private static func drawn(_ opacity: Float) -> CGFloat {
        CGFloat((Double(opacity) * 1e6).rounded() / 1e6)
    }
}
