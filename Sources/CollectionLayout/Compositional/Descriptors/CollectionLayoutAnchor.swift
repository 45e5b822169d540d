import CollectionGeometry
import Foundation

/// Where a supplementary item attaches to its container (`NSCollectionLayoutAnchor`, F25).
///
/// The edges name a point of the container (its top-trailing corner, its top edge's middle …); the
/// supplementary item is placed with the same point of its own there — or the `itemAnchor`'s point,
/// when one is given — then moved by the offset: in points, or in fractions of the supplementary
/// item's own size (`(0.3, -0.3)` on a top-trailing badge pushes it 30 % outside).
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges the anchor sits on; none means the centre.
    public let edges: DirectionalRectEdge
    /// The offset (points or fractions).
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges`, with no offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isAbsoluteOffset = true
    }

    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isAbsoluteOffset = false
    }
}
