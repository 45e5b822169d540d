import Foundation

/// Space around an item inside its group, without changing its size (`NSCollectionLayoutEdgeSpacing`).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    /// Creates edge spacing; `nil` edges have none.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
