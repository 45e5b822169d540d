import CollectionGeometry
import Foundation

/// The drawing properties of a view — the subset of Core Animation's `CALayer` that views in cells
/// use (F32): rounded corners, border, shadow, clipping, background and opacity.
///
/// Every view has one (`View.layer`). `masksToBounds`, `backgroundColor`, `opacity` and `isHidden`
/// are the view's `clipsToBounds`, `backgroundColor`, `alpha` and `isHidden` seen from the layer.
/// Bad values (NaN, negative radii and widths) are replaced by the defaults' kind (0), as views do.
///
/// Differences from Core Animation: no sublayers, contents, masks, animations of their own or
/// `shadowPath`; properties animate with `View.animate` like the view's.
@MainActor
public final class Layer {
    /// The view the layer draws; it is told when a property changes.
    public private(set) weak var delegate: View?

    init(view: View) {
        delegate = view
    }

    private func changed() { delegate?.setNeedsDisplay() }

    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? Swift.min(value, 1e9) : 0 }

    /// The radius of the rounded corners (default 0).
    public var cornerRadius: CGFloat = 0 { didSet { cornerRadius = Self.length(cornerRadius); changed() } }
    /// How the corners are drawn (default `.circular`).
    public var cornerCurve: LayerCornerCurve = .circular { didSet { changed() } }
    /// Which corners are rounded (default all).
    public var maskedCorners: CornerMask = .all { didSet { changed() } }
    /// The width of the border, drawn inside the bounds above the content (default 0).
    public var borderWidth: CGFloat = 0 { didSet { borderWidth = Self.length(borderWidth); changed() } }
    /// The colour of the border (default opaque black).
    public var borderColor: CGColor? = CGColor.black { didSet { changed() } }
    /// The shadow's colour (default opaque black).
    public var shadowColor: CGColor? = CGColor.black { didSet { changed() } }
    /// The shadow's opacity, 0 to 1 (default 0: no shadow).
    public var shadowOpacity: Float = 0 { didSet { shadowOpacity = shadowOpacity.isFinite ? Swift.min(1, Swift.max(0, shadowOpacity)) : 0; changed() } }
    /// The shadow's blur radius (default 3).
    public var shadowRadius: CGFloat = 3 { didSet { shadowRadius = Self.length(shadowRadius); changed() } }
    /// The shadow's offset (default (0, −3), as Core Animation's).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !shadowOffset.width.isFinite || !shadowOffset.height.isFinite { shadowOffset = CGSize(width: 0, height: -3) }
            changed()
        }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? false }
        set { delegate?.clipsToBounds = newValue }
    }
    /// The background: the view's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get { delegate?.backgroundColor?.cgColor }
        set { delegate?.backgroundColor = newValue.map(Color.init(cgColor:)) }
    }
    /// The opacity: the view's `alpha`.
    public var opacity: Float {
        get { Float(delegate?.alpha ?? 1) }
        set { delegate?.alpha = CGFloat(newValue) }
    }
    /// Whether the layer is hidden: the view's `isHidden`.
    public var isHidden: Bool {
        get { delegate?.isHidden ?? false }
        set { delegate?.isHidden = newValue }
    }
    /// The bounds: the view's.
    public var bounds: CGRect { delegate?.bounds ?? .zero }
    /// The frame: the view's.
    public var frame: CGRect { delegate?.frame ?? .zero }

    /// What renderers draw for the layer, resolved for `traits`.
    func rendered(background: Color?, traits: TraitCollection) -> RenderedAppearance {
        var appearance = RenderedAppearance()
        appearance.backgroundColor = background?.resolvedColor(with: traits)
        appearance.cornerRadius = cornerRadius
        appearance.continuousCorners = cornerCurve == .continuous
        appearance.maskedCorners = maskedCorners
        if borderWidth > 0, let borderColor { appearance.border = .init(width: borderWidth, color: Color(cgColor: borderColor)) }
        if shadowOpacity > 0, let shadowColor {
            // The opacity is a Float: read it at Float's precision (0.2, not 0.2000000029…).
            let opacity = (Double(shadowOpacity) * 1e6).rounded() / 1e6
            appearance.shadow = .init(color: Color(cgColor: shadowColor), opacity: CGFloat(opacity), radius: shadowRadius, offset: shadowOffset)
        }
        return appearance
    }
}
