import Foundation

// Helpers that turn untrusted geometry (NaN, infinities, negative or absurdly large lengths) into
// usable values. Every caller reports what it changed; these helpers only compute (never crash on
// bad input, feature B2).

extension CGFloat {
    /// The largest length or coordinate magnitude geometry accepts: 10⁹ points.
    ///
    /// Sums of a few thousand such values stay finite and exact to well under a point, where
    /// `.greatestFiniteMagnitude` added to anything overflows to infinity.
    static let maximumUsableMagnitude: CGFloat = 1e9

    /// Whether this value can be used as a length: finite, not negative and at most 10⁹.
    package var isUsableLength: Bool { isFinite && self >= 0 && self <= Self.maximumUsableMagnitude }

    /// This value as a length: NaN, infinite, negative or larger than 10⁹ values become 0.
    package var sanitizedLength: CGFloat { isUsableLength ? self : 0 }

    /// This value as a coordinate or offset: NaN and infinite values become 0, negatives are kept,
    /// magnitudes are clamped to 10⁹.
    package var sanitizedCoordinate: CGFloat {
        isFinite ? Swift.min(Self.maximumUsableMagnitude, Swift.max(-Self.maximumUsableMagnitude, self)) : 0
    }
}

extension CGSize {
    /// Whether both dimensions are usable lengths.
    package var isUsableSize: Bool { width.isUsableLength && height.isUsableLength }

    /// This size with NaN, infinite and negative dimensions replaced by 0.
    package var sanitizedSize: CGSize { CGSize(width: width.sanitizedLength, height: height.sanitizedLength) }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    package var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether the origin is finite and the size is a usable size.
    package var isUsableFrame: Bool { origin.isFinitePoint && size.isUsableSize }
}

extension EdgeInsets {
    /// Whether every edge is finite and not negative.
    package var isUsableInsets: Bool {
        top.isUsableLength && left.isUsableLength && bottom.isUsableLength && right.isUsableLength
    }

    /// These insets with NaN, infinite and negative edges replaced by 0.
    package var sanitizedInsets: EdgeInsets {
        EdgeInsets(top: top.sanitizedLength, left: left.sanitizedLength,
                   bottom: bottom.sanitizedLength, right: right.sanitizedLength)
    }

    /// Whether every edge is finite (negative edges allowed).
    package var isFiniteInsets: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// These insets with NaN and infinite edges replaced by 0 (negative edges kept).
    package var finiteInsets: EdgeInsets {
        EdgeInsets(top: top.sanitizedCoordinate, left: left.sanitizedCoordinate,
                   bottom: bottom.sanitizedCoordinate, right: right.sanitizedCoordinate)
    }
}

extension DirectionalEdgeInsets {
    /// Whether every edge is finite and not negative.
    package var isUsableInsets: Bool {
        top.isUsableLength && leading.isUsableLength && bottom.isUsableLength && trailing.isUsableLength
    }

    /// These insets with NaN, infinite and negative edges replaced by 0.
    package var sanitizedInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top.sanitizedLength, leading: leading.sanitizedLength,
                              bottom: bottom.sanitizedLength, trailing: trailing.sanitizedLength)
    }
}
