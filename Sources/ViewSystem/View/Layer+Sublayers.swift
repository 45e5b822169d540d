import CollectionGeometry
import Foundation

extension Layer {
    /// The sublayers, back to front; `nil` when there are none. Setting it removes the current ones
    /// and adds each of the new (a layer that cannot be added is reported and left out).
    /// - Complexity: O(n) for n sublayers.
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] where canAdopt(layer, operation: "sublayers") {
                layer.detachFromParent()
                layer.superlayer = self
                children.append(layer)
            }
            changed()
        }
    }

    /// Adds `layer` in front of the other sublayers, taking it from its current superlayer.
    ///
    /// A view's layer, the layer itself or one of its superlayers is reported and not added (Core
    /// Animation raises for a cycle; a view's layer joins a tree through `addSubview(_:)` here).
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: nil, operation: "addSublayer(_:)")
    }

    /// Inserts `layer` among the sublayers at `index` (0: at the back); an index past the end adds it
    /// in front and is reported.
    /// - Complexity: O(n) for n sublayers.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, at: Int(index), operation: "insertSublayer(_:at:)")
    }

    /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is `nil`. A `sibling`
    /// that is not a sublayer is reported and `layer` is not added.
    /// - Complexity: O(n) for n sublayers.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling else { return insert(layer, at: 0, operation: "insertSublayer(_:below:)") }
        guard sibling !== layer else { return }
        guard sibling.superlayer === self else {
            return report("insertSublayer(_:below:): the sibling is not a sublayer of this layer; nothing was inserted.")
        }
        guard canAdopt(layer, operation: "insertSublayer(_:below:)") else { return }
        layer.detachFromParent()
        children.insert(layer, at: children.firstIndex { $0 === sibling } ?? 0)
        layer.superlayer = self
        changed()
    }

    /// Inserts `layer` just in front of `sibling`, or in front of all when `sibling` is `nil`. A
    /// `sibling` that is not a sublayer is reported and `layer` is not added.
    /// - Complexity: O(n) for n sublayers.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling else { return insert(layer, at: nil, operation: "insertSublayer(_:above:)") }
        guard sibling !== layer else { return }
        guard sibling.superlayer === self else {
            return report("insertSublayer(_:above:): the sibling is not a sublayer of this layer; nothing was inserted.")
        }
        guard canAdopt(layer, operation: "insertSublayer(_:above:)") else { return }
        layer.detachFromParent()
        children.insert(layer, at: (children.firstIndex { $0 === sibling } ?? children.count - 1) + 1)
        layer.superlayer = self
        changed()
    }

    /// Puts `newLayer` where `oldLayer` is and removes `oldLayer`. An `oldLayer` that is not a
    /// sublayer is reported and nothing changes.
    /// - Complexity: O(n) for n sublayers.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer else { return }
        guard oldLayer.superlayer === self else {
            return report("replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer; nothing changed.")
        }
        guard canAdopt(newLayer, operation: "replaceSublayer(_:with:)") else { return }
        newLayer.detachFromParent()
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        children[index] = newLayer
        oldLayer.superlayer = nil
        newLayer.superlayer = self
        changed()
    }

    /// Takes the layer out of its superlayer. A view's layer leaves with its view
    /// (`removeFromSuperview()`), so for it this does nothing.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        detachFromParent()
        parent.changed()
    }

    // MARK: Internal

    private func insert(_ layer: Layer, at index: Int?, operation: String) {
        guard canAdopt(layer, operation: operation) else { return }
        layer.detachFromParent()
        if let index, index > children.count {
            report("\(operation): index \(index) is beyond the \(children.count) sublayers; the layer was added in front.")
        }
        children.insert(layer, at: Swift.min(index ?? children.count, children.count))
        layer.superlayer = self
        changed()
    }

    /// Whether `layer` may become a sublayer: not a view's layer, not this layer or one above it.
    private func canAdopt(_ layer: Layer, operation: String) -> Bool {
        if layer.delegate != nil {
            report("\(operation): a view's layer cannot be a sublayer here; add the view with addSubview(_:).")
            return false
        }
        var ancestor: Layer? = self
        while let current = ancestor {
            if current === layer {
                report("\(operation): a layer cannot be its own sublayer or a sublayer of one of its sublayers; nothing was added.")
                return false
            }
            ancestor = current.superlayer
        }
        return true
    }

    /// Removes the layer from its superlayer's list without asking anyone to draw.
    private func detachFromParent() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Reports misuse to the handler of the view whose tree holds the layer, or to standard error.
    func report(_ message: String) {
        let text = "CALayer: " + message
        if let view = root.delegate {
            MainActor.assumeIsolated { LayoutDiagnostic.report(text, constraints: [], from: view) }
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}
