import CollectionGeometry
import Foundation

/// The part of a view a renderer draws: where it is and how it looks.
public struct RenderedProperties: Hashable, Sendable, CustomStringConvertible {
    /// The view's untransformed frame in its superview's coordinates (`center` ± half the size).
    public var frame: CGRect
    /// The origin of the view's bounds: what its top-left corner shows (a scroll view's content
    /// offset). Subviews are drawn shifted by minus this.
    public var boundsOrigin: CGPoint
    /// The transform, about the centre.
    public var transform: Transform3D
    /// The opacity.
    public var alpha: CGFloat
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The z order among siblings (reusable views take it from their layout attributes).
    public var zIndex: Int
    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool
    /// Background, corners, border and shadow, resolved for the view's traits (F32).
    public var appearance: RenderedAppearance

    /// Creates properties.
    public init(frame: CGRect, boundsOrigin: CGPoint = .zero, transform: Transform3D = .identity, alpha: CGFloat = 1,
                isHidden: Bool = false, zIndex: Int = 0, clipsToBounds: Bool = false, appearance: RenderedAppearance = RenderedAppearance()) {
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.zIndex = zIndex
        self.clipsToBounds = clipsToBounds
        self.appearance = appearance
    }

    /// The properties `fraction` of the way from `self` to `target` (frames, offsets, alpha and affine
    /// transforms interpolate; hidden, z order and clipping switch at the end).
    public func interpolated(to target: RenderedProperties, fraction: CGFloat) -> RenderedProperties {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        var result = fraction >= 1 ? target : self
        result.frame = CGRect(x: mix(frame.minX, target.frame.minX), y: mix(frame.minY, target.frame.minY),
                              width: mix(frame.width, target.frame.width), height: mix(frame.height, target.frame.height))
        result.boundsOrigin = CGPoint(x: mix(boundsOrigin.x, target.boundsOrigin.x), y: mix(boundsOrigin.y, target.boundsOrigin.y))
        result.alpha = mix(alpha, target.alpha)
        result.appearance.cornerRadius = mix(appearance.cornerRadius, target.appearance.cornerRadius)
        if let from = appearance.backgroundColor ?? target.appearance.backgroundColor?.withAlphaComponent(0),
           let to = target.appearance.backgroundColor ?? appearance.backgroundColor?.withAlphaComponent(0) {
            result.appearance.backgroundColor = Color(red: mix(from.red, to.red), green: mix(from.green, to.green),
                                                      blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
        }
        if transform.isAffine, target.transform.isAffine {
            let a = transform.affineTransform, b = target.transform.affineTransform
            result.transform = Transform3D(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                             tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        } else {
            result.transform = fraction < 0.5 ? transform : target.transform
        }
        return result
    }

    public var description: String {
        var parts = ["frame \(frame.compactDescription)"]
        if boundsOrigin != .zero { parts.append("offset \(boundsOrigin.compactDescription)") }
        if !transform.isIdentity { parts.append("transform \(transform)") }
        if alpha != 1 { parts.append("alpha \(alpha.compactDescription)") }
        if isHidden { parts.append("hidden") }
        if zIndex != 0 { parts.append("z \(zIndex)") }
        if clipsToBounds { parts.append("clips") }
        if !appearance.isPlain { parts.append(appearance.description) }
        return parts.joined(separator: ", ")
    }
}
