import Foundation

/// The width and height of an element (`NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
