import Foundation

/// One dimension of an element's size, absolute or relative to its container (F21).
///
/// UIKit's `NSCollectionLayoutDimension`, as a value. Fractions refer to the *container*: the section's
/// content area for a top-level group, the group's content area for its subitems, the item for its
/// supplementary items. Either axis may refer to either (a square: `.fractionalWidth` on both).
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate; the element's view reports its real size (self-sizing, F27).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate shared by siblings: every item of a group takes the largest size measured among them.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (including `uniformAcrossSiblings`).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is shared by siblings.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension.compactDescription))"
        case .fractionalHeight: "fractionalHeight(\(dimension.compactDescription))"
        case .absolute: "absolute(\(dimension.compactDescription))"
        case .estimated: "estimated(\(dimension.compactDescription))"
        case .uniformAcrossSiblings: "uniformAcrossSiblings(\(dimension.compactDescription))"
        }
    }
}
