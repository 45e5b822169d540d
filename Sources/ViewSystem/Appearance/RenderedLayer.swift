import CollectionGeometry
import Foundation

/// A sublayer as renderers draw it: its frame in the coordinates of its superlayer's top-left corner,
/// its opacity, whether it clips its own sublayers, and its appearance (which holds its sublayers).
public struct RenderedLayer: Hashable, Sendable, CustomStringConvertible {
    /// The frame, in the superlayer's drawn coordinates (its bounds' origin already taken away).
    public var frame: CGRect
    /// The opacity, 0 to 1.
    public var opacity: CGFloat
    /// Whether the layer clips its sublayers to its bounds and corners (`masksToBounds`).
    public var clipsToBounds: Bool
    /// The transform, applied about `anchorPoint` (identity: none).
    public var transform: Transform3D = .identity
    /// The point of the frame, in unit coordinates, the transform is about.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Background, gradient, corners, border, shadow and sublayers.
    public var appearance: RenderedAppearance

    /// Creates a rendered layer.
    public init(frame: CGRect, opacity: CGFloat = 1, clipsToBounds: Bool = false, appearance: RenderedAppearance = RenderedAppearance()) {
        self.frame = frame
        self.opacity = opacity
        self.clipsToBounds = clipsToBounds
        self.appearance = appearance
    }

    public var description: String {
        var parts = ["frame \(frame.compactDescription)"]
        if opacity != 1 { parts.append("opacity \(opacity.compactDescription)") }
        if clipsToBounds { parts.append("clips") }
        if !transform.isIdentity {
            parts.append("transform \(transform)\(anchorPoint == CGPoint(x: 0.5, y: 0.5) ? "" : " about \(anchorPoint.compactDescription)")")
        }
        if !appearance.isPlain { parts.append(appearance.description) }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
