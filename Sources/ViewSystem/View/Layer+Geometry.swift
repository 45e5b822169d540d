import CollectionGeometry
import Foundation

extension Layer {
    /// `point`, given in `layer`'s coordinates (its bounds), in this layer's. Both layers must be in
    /// one layer tree, or in the trees of views in one view hierarchy; `nil` stands for the
    /// coordinates of this layer's root (the top of its tree: a view's layer for a layer in a view).
    /// Between unrelated trees only the layers' own offsets apply.
    /// - Complexity: O(depth of both layers).
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        let (sourceRoot, inRoot) = (layer ?? root).carriedToRoot(point)
        return carriedFromRoot(inRoot, in: sourceRoot)
    }

    /// `point`, given in this layer's coordinates, in `layer`'s (`nil`: this layer's root's).
    /// - Complexity: O(depth of both layers).
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        (layer ?? root).convert(point, from: self)
    }

    /// `rect`, given in `layer`'s coordinates, in this layer's: its origin converted (layers here
    /// have no transforms, so sizes do not change).
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: layer), size: rect.size)
    }

    /// `rect`, given in this layer's coordinates, in `layer`'s.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
    }

    /// The frontmost shown layer of this layer's tree that contains `point` (given in the coordinates
    /// of this layer's superlayer): a sublayer, or this layer, or `nil`. A view's layer holds only the
    /// layers added to it (its subviews' layers are not its sublayers here: hit-test views with
    /// `hitTest(_:with:)`). Unlike Core Animation's, it cannot be overridden.
    /// - Complexity: O(layers in the tree).
    public func hitTest(_ point: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let frame = frame, bounds = bounds
        let local = CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
        let inside = bounds.contains(local)
        if masksToBounds, !inside { return nil }
        for child in drawingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Internal

    /// `point` in this layer's coordinates carried up to its root's; the root and the point.
    private func carriedToRoot(_ point: CGPoint) -> (Layer, CGPoint) {
        var layer = self, point = point
        while let parent = layer.superlayer {
            point = CGPoint(x: point.x - layer.bounds.minX + layer.frame.minX, y: point.y - layer.bounds.minY + layer.frame.minY)
            layer = parent
        }
        return (layer, point)
    }

    /// `point`, in the coordinates of the root `other`, in this layer's: through the views when
    /// `other` is another view's layer.
    private func carriedFromRoot(_ point: CGPoint, in other: Layer) -> CGPoint {
        var path: [Layer] = []
        var layer = self
        while let parent = layer.superlayer {
            path.append(layer)
            layer = parent
        }
        var point = point
        if layer !== other, let mine = layer.delegate, let theirs = other.delegate {
            point = MainActor.assumeIsolated { mine.convert(point, from: theirs) }
        }
        for child in path.reversed() {
            point = CGPoint(x: point.x - child.frame.minX + child.bounds.minX, y: point.y - child.frame.minY + child.bounds.minY)
        }
        return point
    }
}
