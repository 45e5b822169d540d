import CollectionGeometry
import Foundation

/// What a window last told its renderer about one view.
struct RenderedNode: Equatable {
    var parent: ViewIdentifier
    var index: Int
    var kind: String
    var properties: RenderedProperties
    var content: RenderedContent?
    var background: BackgroundConfiguration?
}

extension Window {
    /// Compares the hierarchy with what the renderer was last told and describes the difference.
    ///
    /// - Complexity: O(views in the hierarchy) — a collection view keeps only its visible cells there.
    func makeTransaction(frameNumber: Int, time: TimeInterval) -> RenderTransaction {
        var transaction = RenderTransaction(frameNumber: frameNumber, time: time, root: renderIdentifier ?? 0)
        var current: [ViewIdentifier: RenderedNode] = [:]
        current.reserveCapacity(renderedNodes.count)
        var childrenChanged = Set<ViewIdentifier>()
        var oldChildren: [ViewIdentifier: [(index: Int, view: ViewIdentifier)]] = [:]
        for (identifier, node) in renderedNodes { oldChildren[node.parent, default: []].append((node.index, identifier)) }

        if let rootIdentifier = renderIdentifier {
            let rootNode = RenderedNode(parent: -1, index: 0, kind: String(describing: type(of: self)),
                                        properties: renderedProperties, content: renderedContent, background: renderedBackground)
            if let old = renderedNodes[rootIdentifier] {
                if old.properties != rootNode.properties { transaction.updated.append(.init(view: rootIdentifier, properties: rootNode.properties)) }
            } else {
                transaction.updated.append(.init(view: rootIdentifier, properties: rootNode.properties))
            }
            current[rootIdentifier] = rootNode
        }

        // Depth first, parents before children.
        var stack: [(View, ViewIdentifier)] = [(self, renderIdentifier ?? 0)]
        while let (parent, parentIdentifier) = stack.popLast() {
            var survivorsNow: [ViewIdentifier] = []
            for (index, child) in parent.subviews.enumerated() {
                let wasRendered = child.renderIdentifier != nil
                let identifier = assignRenderIdentifier(to: child)
                let node = RenderedNode(parent: parentIdentifier, index: index, kind: String(describing: type(of: child)),
                                        properties: child.renderedProperties, content: child.renderedContent,
                                        background: child.renderedBackground)
                current[identifier] = node
                if let old = renderedNodes[identifier] {
                    if old.parent != parentIdentifier {
                        transaction.moved.append(.init(view: identifier, parent: parentIdentifier, index: index))
                    } else {
                        survivorsNow.append(identifier)
                    }
                    if old.properties != node.properties { transaction.updated.append(.init(view: identifier, properties: node.properties)) }
                    if old.content != node.content || old.background != node.background {
                        transaction.contentChanged.append(.init(view: identifier, content: node.content, background: node.background))
                    }
                } else {
                    transaction.inserted.append(.init(view: identifier, parent: parentIdentifier, index: index, kind: node.kind,
                                                      isReused: wasRendered, properties: node.properties, content: node.content,
                                                      background: node.background))
                }
            }
            // Children that stayed under this parent: did their order change?
            let survivorsBefore = (oldChildren[parentIdentifier] ?? []).filter { current[$0.view]?.parent == parentIdentifier }
                .sorted { $0.index < $1.index }.map(\.view)
            if survivorsBefore != survivorsNow { childrenChanged.insert(parentIdentifier) }
            for child in parent.subviews.reversed() { stack.append((child, child.renderIdentifier ?? 0)) }
        }
        for parentIdentifier in childrenChanged.sorted() {
            for (identifier, node) in current where node.parent == parentIdentifier && renderedNodes[identifier]?.parent == parentIdentifier {
                transaction.moved.append(.init(view: identifier, parent: parentIdentifier, index: node.index))
            }
        }
        transaction.moved.sort { ($0.parent, $0.index) < ($1.parent, $1.index) }

        // Removed views, deepest first.
        func depth(_ identifier: ViewIdentifier) -> Int {
            var depth = 0, cursor = identifier
            while let node = renderedNodes[cursor], node.parent >= 0, depth < 1_000 { depth += 1; cursor = node.parent }
            return depth
        }
        transaction.removed = renderedNodes.keys.filter { current[$0] == nil }
            .sorted { (depth($0), $0) > (depth($1), $1) }

        for animation in animator.takeStarted() {
            guard let view = animation.view, let identifier = view.renderIdentifier, current[identifier] != nil else { continue }
            transaction.animations.append(.init(view: identifier, from: animation.from, to: animation.to,
                                                startTime: animation.startTime, duration: animation.duration, curve: animation.curve))
        }
        transaction.measurements = pendingMeasurements
        pendingMeasurements.removeAll()
        renderedNodes = current
        return transaction
    }
}
