import CollectionGeometry
import Foundation

// Value-typed, Sendable plans compiled from the descriptor classes, in normalised coordinates: the
// layout's scroll axis is y and its cross axis x; a horizontal layout is the transpose of a vertical
// one; leading is the minimum x (the collection view mirrors for right-to-left). The solver works on
// these only.

/// One resolved-or-estimated dimension.
enum DimensionPlan: Hashable, Sendable {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)
    case uniform(CGFloat)

    var isEstimated: Bool {
        switch self {
        case .estimated, .uniform: true
        default: false
        }
    }

    var isUniform: Bool {
        if case .uniform = self { return true }
        return false
    }

    /// The value for a container of `size` (normalised).
    func resolve(in size: CGSize) -> CGFloat {
        let value: CGFloat
        switch self {
        case .fractionalWidth(let fraction): value = fraction * size.width
        case .fractionalHeight(let fraction): value = fraction * size.height
        case .absolute(let points), .estimated(let points), .uniform(let points): value = points
        }
        return value.sanitizedLength
    }
}

/// A normalised size plan.
struct SizePlan: Hashable, Sendable {
    var width: DimensionPlan
    var height: DimensionPlan

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: width.resolve(in: container), height: height.resolve(in: container))
    }
}

/// Spacing along one side or between items.
struct SpacingPlan: Hashable, Sendable {
    var value: CGFloat
    var isFlexible: Bool
}

/// Edge spacing, normalised: min/max x and min/max y.
struct EdgeSpacingPlan: Hashable, Sendable {
    var minX: SpacingPlan?
    var minY: SpacingPlan?
    var maxX: SpacingPlan?
    var maxY: SpacingPlan?
}

/// Anchor edges and offset, normalised.
struct AnchorPlan: Hashable, Sendable {
    var minX = false, maxX = false, minY = false, maxY = false
    var offset: CGPoint = .zero
    var isFractional = false

    /// The anchor point of a rectangle of `size` (relative to its origin), and this anchor's offset for it.
    func point(in size: CGSize) -> CGPoint {
        CGPoint(x: minX ? 0 : (maxX ? size.width : size.width / 2),
                y: minY ? 0 : (maxY ? size.height : size.height / 2))
    }

    func displacement(for size: CGSize) -> CGPoint {
        isFractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}

/// A supplementary item attached to an item or a group.
struct SupplementaryPlan: Hashable, Sendable {
    /// Unique within its section; measured sizes and attributes refer to it.
    var id: Int
    var kind: String
    var size: SizePlan
    var containerAnchor: AnchorPlan
    var itemAnchor: AnchorPlan?
    var zIndex: Int

    /// The frame of the supplementary item attached to `container` (both normalised, same space).
    func frame(attachedTo container: CGRect, measured: CGSize?) -> CGRect {
        var size = self.size.resolve(in: container.size)
        if let measured {
            if self.size.width.isEstimated { size.width = measured.width }
            if self.size.height.isEstimated { size.height = measured.height }
        }
        let anchor = containerAnchor.point(in: container.size)
        let own = (itemAnchor ?? AnchorPlan(minX: containerAnchor.minX, maxX: containerAnchor.maxX,
                                            minY: containerAnchor.minY, maxY: containerAnchor.maxY)).point(in: size)
        let push = containerAnchor.displacement(for: size)
        let pull = itemAnchor?.displacement(for: size) ?? .zero
        return CGRect(x: container.minX + anchor.x - own.x + push.x - pull.x,
                      y: container.minY + anchor.y - own.y + push.y - pull.y,
                      width: size.width, height: size.height)
    }
}

/// An item or a group.
struct ItemPlan: Hashable, Sendable {
    var size: SizePlan
    /// Normalised insets (left = min x, top = min y …).
    var insets: EdgeInsets
    var edgeSpacing: EdgeSpacingPlan?
    var supplementaries: [SupplementaryPlan]
    /// Present for groups.
    var group: GroupPlan?

    /// Whether the size of this item or anything inside depends on measurements.
    var dependsOnMeasurements: Bool {
        size.width.isEstimated || size.height.isEstimated
            || supplementaries.contains { $0.size.width.isEstimated || $0.size.height.isEstimated }
            || (group?.subitems.contains { $0.dependsOnMeasurements } ?? false)
    }

    /// Insets with the edges of estimated axes removed ("ignored on an estimated axis").
    var effectiveInsets: EdgeInsets {
        var result = insets
        if size.width.isEstimated { result.left = 0; result.right = 0 }
        if size.height.isEstimated { result.top = 0; result.bottom = 0 }
        return result
    }
}

/// How a group arranges its subitems.
struct GroupPlan: Hashable, Sendable {
    enum Axis: Hashable, Sendable { case x, y, custom }
    enum Repetition: Hashable, Sendable { case fill, count(Int), once, repeated(Int) }

    var axis: Axis
    var repetition: Repetition
    var subitems: [ItemPlan]
    var spacing: SpacingPlan?
    /// Normalised frames (relative to the group's origin) and z indices of a custom group.
    var customItems: [CustomItemPlan]
}

struct CustomItemPlan: Hashable, Sendable {
    var frame: CGRect
    var zIndex: Int
}

/// Where a boundary item sits, normalised.
struct BoundaryPlan: Hashable, Sendable {
    enum Band: Hashable, Sendable { case before, after, side }
    enum CrossPosition: Hashable, Sendable { case min, center, max }

    var kind: String
    var size: SizePlan
    var band: Band
    var cross: CrossPosition
    var offset: CGPoint
    var extendsBoundary: Bool
    var pinToVisibleBounds: Bool
    var zIndex: Int
    var spaceBefore: CGFloat
}

/// A background decoration.
struct DecorationPlan: Hashable, Sendable {
    var kind: String
    var insets: EdgeInsets
    var zIndex: Int
}

/// A whole section.
struct SectionPlan: Hashable, Sendable {
    var group: ItemPlan
    var insets: EdgeInsets
    var contentInsetsReference: ContentInsetsReference
    var supplementaryContentInsetsReference: ContentInsetsReference
    var interGroupSpacing: CGFloat
    var orthogonalBehavior: OrthogonalScrollingBehavior
    var orthogonalProperties = OrthogonalScrollingProperties()
    var boundaryItems: [BoundaryPlan]
    var supplementariesFollowContentInsets: Bool
    var decorations: [DecorationPlan]
    var hasVisibleItemsHandler: Bool

    var isOrthogonal: Bool { orthogonalBehavior != .none }
}
