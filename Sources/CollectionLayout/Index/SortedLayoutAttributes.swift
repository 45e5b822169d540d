import Foundation

/// Layout attributes kept sorted along the scroll axis, for custom layouts that cache their attributes
/// in `prepare()` (F8).
///
/// The easy path the 2018 session asks for: append the attributes you compute in `prepare()`, and
/// answer `layoutAttributesForElements(in:)` with `elements(in:)` in O(log n + k) instead of filtering
/// every cached attribute. The search is `LayoutFrameIndex`'s, which is exact even when frames have
/// different lengths along the axis.
///
/// ```swift
/// override func prepare() {
///     super.prepare()
///     cache = SortedLayoutAttributes()
///     for item in 0..<count { cache.append(attributes(for: item)) }
/// }
/// override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///     cache.elements(in: rect)
/// }
/// ```
///
/// Attributes are objects: after changing the frame of one that is already in the collection, call
/// `reindex()`.
public struct SortedLayoutAttributes {
    /// The attributes, in the order they were appended.
    public private(set) var attributes: [CollectionViewLayoutAttributes] = []
    private var index: LayoutFrameIndex

    /// Creates an empty collection sorted along `scrollDirection`.
    public init(scrollDirection: CollectionViewScrollDirection = .vertical) {
        index = LayoutFrameIndex(scrollDirection: scrollDirection)
    }

    /// Creates a collection of `attributes` sorted along `scrollDirection`.
    ///
    /// - Complexity: O(n) for attributes already in order along the axis, O(n log n) otherwise.
    public init(_ attributes: [CollectionViewLayoutAttributes], scrollDirection: CollectionViewScrollDirection = .vertical) {
        self.attributes = attributes
        index = LayoutFrameIndex(attributes.map(\.frame), scrollDirection: scrollDirection)
    }

    /// The number of attributes.
    public var count: Int { attributes.count }

    /// Whether there are no attributes.
    public var isEmpty: Bool { attributes.isEmpty }

    /// The attributes appended at position `position`.
    public subscript(position: Int) -> CollectionViewLayoutAttributes { attributes[position] }

    /// Appends attributes.
    ///
    /// - Complexity: O(1) amortized when they do not start before the previous ones along the axis.
    public mutating func append(_ element: CollectionViewLayoutAttributes) {
        attributes.append(element)
        index.append(element.frame)
    }

    /// Removes every attribute.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        attributes.removeAll(keepingCapacity: keepingCapacity)
        index.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Re-reads every frame, after attributes already in the collection were changed.
    ///
    /// - Complexity: O(n log n) at worst.
    public mutating func reindex() {
        index = LayoutFrameIndex(attributes.map(\.frame), scrollDirection: index.scrollDirection)
    }

    /// The attributes whose frames intersect `rect` (edges included), in order along the axis.
    ///
    /// - Complexity: O(log n + k).
    public func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        index.forEachIndex(intersecting: rect) { result.append(attributes[$0]) }
        return result
    }
}
