import CollectionGeometry
import Foundation

/// What a section provider can adapt to (`NSCollectionLayoutEnvironment`, F23).
@MainActor
public protocol CollectionLayoutEnvironment: AnyObject {
    /// The container's sizes.
    var container: any CollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: TraitCollection { get }
}
