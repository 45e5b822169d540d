import CollectionGeometry
import Foundation

/// The environment a compositional layout gives its section provider.
@MainActor
final class LayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: DirectionalEdgeInsets
    let traitCollection: TraitCollection
    var container: any CollectionLayoutContainer { self }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize {
        CGSize(width: Swift.max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
               height: Swift.max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }

    init(contentSize: CGSize, effectiveContentInsets: DirectionalEdgeInsets, traitCollection: TraitCollection) {
        self.contentSize = contentSize
        self.effectiveContentInsets = effectiveContentInsets
        self.traitCollection = traitCollection
    }
}
