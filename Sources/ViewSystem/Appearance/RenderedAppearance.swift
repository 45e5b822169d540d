import CollectionGeometry
import Foundation

/// What a view looks like besides its geometry, for renderers: background, gradient, shape,
/// corners, border, shadow and sublayers — colours already resolved for the view's traits (F32).
///
/// Renderers draw, back to front: the shadow, the background, the gradient (both inside the
/// corners), the shape (not clipped), the view's content, the sublayers, the subviews, then the border.
public struct RenderedAppearance: Hashable, Sendable, CustomStringConvertible {
    /// A border: width and colour.
    public struct Border: Hashable, Sendable {
        public var width: CGFloat
        public var color: Color
    }

    /// A shadow: colour, opacity, blur radius and offset (Core Animation's meaning).
    public struct Shadow: Hashable, Sendable {
        public var color: Color
        public var opacity: CGFloat
        public var radius: CGFloat
        public var offset: CGSize
    }

    public var backgroundColor: Color?
    public var cornerRadius: CGFloat = 0
    public var continuousCorners = false
    public var maskedCorners: CornerMask = .all
    public var border: Border?
    public var shadow: Shadow?
    /// What a gradient layer draws over the background.
    public var gradient: RenderedGradient?
    /// What a shape layer draws over the background and the gradient.
    public var shape: RenderedShape?
    /// The sublayers, back to front.
    public var sublayers: [RenderedLayer] = []

    public init() {}

    /// Whether there is nothing to draw (the common case, sent as nothing).
    public var isPlain: Bool {
        backgroundColor == nil && cornerRadius == 0 && border == nil && shadow == nil && gradient == nil && shape == nil && sublayers.isEmpty
    }

    public var description: String {
        var parts: [String] = []
        if let backgroundColor { parts.append("background \(backgroundColor)") }
        if cornerRadius > 0 {
            parts.append("radius \(cornerRadius.compactDescription)\(continuousCorners ? " continuous" : "")\(maskedCorners == .all ? "" : " corners \(maskedCorners.rawValue)")")
        }
        if let border { parts.append("border \(border.width.compactDescription) \(border.color)") }
        if let shadow { parts.append("shadow \(shadow.color) \(shadow.opacity.compactDescription) r\(shadow.radius.compactDescription) \(shadow.offset.width.compactDescription),\(shadow.offset.height.compactDescription)") }
        if let gradient { parts.append(gradient.description) }
        if let shape { parts.append(shape.description) }
        if !sublayers.isEmpty { parts.append("sublayers [\(sublayers.map(\.description).joined(separator: " "))]") }
        return parts.joined(separator: ", ")
    }
}
