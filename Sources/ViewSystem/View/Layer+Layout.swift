import CollectionGeometry
import Foundation

extension Layer {
    /// Runs `layoutSublayers()` on each layer of its own below this one that needs it (this one too,
    /// when it is one), parents before their sublayers.
    /// - Complexity: O(layers in the tree).
    func layOutOwnTreeIfNeeded() {
        if delegate == nil, ownNeedsLayout {
            ownNeedsLayout = false
            layoutSublayers()
        }
        for child in children { child.layOutOwnTreeIfNeeded() }
    }

    /// The sublayers in the order they are drawn, back to front: by `zPosition`, in order among
    /// equal ones.
    /// - Complexity: O(sublayers), O(sublayers log sublayers) when some have a `zPosition`.
    var drawingOrder: [Layer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}
