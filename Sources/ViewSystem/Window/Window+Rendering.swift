import CollectionGeometry
import Foundation

/// What a window last told its renderer about one view.
///
/// A class, so a frame compares and updates it where it is: copying these out of the dictionary and
/// back (transforms and content make them large) dominated the cost of a frame.
final class RenderedNode {
    var parent: ViewIdentifier
    var index: Int
    let kind: String
    var properties: RenderedProperties
    var content: RenderedContent?
    var background: BackgroundConfiguration?
    /// The transaction that last found the view in the hierarchy.
    var stamp: Int

    init(parent: ViewIdentifier, index: Int, kind: String, properties: RenderedProperties, content: RenderedContent?,
         background: BackgroundConfiguration?, stamp: Int) {
        self.parent = parent
        self.index = index
        self.kind = kind
        self.properties = properties
        self.content = content
        self.background = background
        self.stamp = stamp
    }
}

extension Window {
    /// Compares the hierarchy with what the renderer was last told and describes the difference.
    ///
    /// The record of what was told is updated in place: a frame where little changed allocates
    /// little.
    /// - Complexity: O(views in the hierarchy) — a collection view keeps only its visible cells there.
    func makeTransaction(frameNumber: Int, time: TimeInterval) -> RenderTransaction {
        renderStamp &+= 1
        let stamp = renderStamp
        var transaction = RenderTransaction(frameNumber: frameNumber, time: time, root: renderIdentifier ?? 0)

        if let rootIdentifier = renderIdentifier {
            let properties = renderedProperties
            if renderedNodes[rootIdentifier]?.properties != properties {
                transaction.updated.append(.init(view: rootIdentifier, properties: properties))
            }
            renderedNodes[rootIdentifier] = RenderedNode(parent: -1, index: 0, kind: renderKind, properties: properties,
                                                         content: renderedContent, background: renderedBackground, stamp: stamp)
        }

        // Depth first, parents before children.
        var stack: [(View, ViewIdentifier)] = [(self, renderIdentifier ?? 0)]
        var children: [ViewIdentifier] = []
        var visited = renderIdentifier == nil ? 0 : 1
        while let (parent, parentIdentifier) = stack.popLast() {
            children.removeAll(keepingCapacity: true)
            for (index, child) in parent.subviews.enumerated() {
                let wasRendered = child.renderIdentifier != nil
                let identifier = assignRenderIdentifier(to: child)
                children.append(identifier)
                if let node = renderedNodes[identifier], node.parent == parentIdentifier, !child.needsRenderUpdate {
                    // Unchanged since the last transaction: nothing to compare.
                    visited += 1
                    node.index = index
                    node.stamp = stamp
                    continue
                }
                child.needsRenderUpdate = false
                let properties = child.renderedProperties, content = child.renderedContent, background = child.renderedBackground
                if let node = renderedNodes[identifier] {
                    visited += 1
                    if node.parent != parentIdentifier {
                        transaction.moved.append(.init(view: identifier, parent: parentIdentifier, index: index))
                        node.parent = parentIdentifier
                    }
                    if node.properties != properties {
                        transaction.updated.append(.init(view: identifier, properties: properties))
                        node.properties = properties
                    }
                    let contentChanged = node.content != content
                    if contentChanged || node.background != background {
                        if contentChanged { reportUnknownSymbols(in: content, of: child) }
                        transaction.contentChanged.append(.init(view: identifier, content: content, background: background))
                        node.content = content
                        node.background = background
                    }
                    node.index = index
                    node.stamp = stamp
                } else {
                    reportUnknownSymbols(in: content, of: child)
                    let kind = child.renderKind
                    transaction.inserted.append(.init(view: identifier, parent: parentIdentifier, index: index, kind: kind,
                                                      isReused: wasRendered, properties: properties, content: content,
                                                      background: background))
                    renderedNodes[identifier] = RenderedNode(parent: parentIdentifier, index: index, kind: kind, properties: properties,
                                                             content: content, background: background, stamp: stamp)
                }
            }
            // Children that stayed under this parent: did their order change?
            let before = renderedChildren[parentIdentifier] ?? []
            if before != children {
                let beforeSet = Set(before), nowSet = Set(children)
                let survivorsBefore = before.filter { nowSet.contains($0) }
                let survivorsNow = children.filter { beforeSet.contains($0) }
                if survivorsBefore != survivorsNow {
                    for (index, identifier) in children.enumerated() where beforeSet.contains(identifier) {
                        transaction.moved.append(.init(view: identifier, parent: parentIdentifier, index: index))
                    }
                }
                renderedChildren[parentIdentifier] = children.isEmpty ? nil : children
            }
            for child in parent.subviews.reversed() { stack.append((child, child.renderIdentifier ?? 0)) }
        }
        if !transaction.moved.isEmpty {
            // One entry per view (a view can both change parent and be reordered), by parent and index.
            var seen = Set<ViewIdentifier>()
            transaction.moved = transaction.moved.filter { seen.insert($0.view).inserted }
            transaction.moved.sort { ($0.parent, $0.index) < ($1.parent, $1.index) }
        }

        // Removed views, deepest first (none when every node was visited).
        let gone = visited == renderedNodes.count - transaction.inserted.count ? [:] : renderedNodes.filter { $0.value.stamp != stamp }
        if !gone.isEmpty {
            func depth(_ identifier: ViewIdentifier) -> Int {
                var depth = 0, cursor = identifier
                while let node = renderedNodes[cursor], node.parent >= 0, depth < 1_000 { depth += 1; cursor = node.parent }
                return depth
            }
            transaction.removed = gone.keys.sorted { (depth($0), $0) > (depth($1), $1) }
            for identifier in gone.keys {
                renderedNodes[identifier] = nil
                renderedChildren[identifier] = nil
            }
        }

        for animation in animator.takeStarted() {
            guard let view = animation.view, let identifier = view.renderIdentifier, renderedNodes[identifier] != nil else { continue }
            transaction.animations.append(.init(view: identifier, from: animation.from, to: animation.to,
                                                startTime: animation.startTime, duration: animation.duration, curve: animation.curve))
        }
        transaction.measurements = pendingMeasurements
        pendingMeasurements.removeAll()
        return transaction
    }

    /// Reports each system symbol `content` draws that the symbol library cannot, once per window
    /// and name: it is drawn as a placeholder.
    /// - Complexity: O(parts of the content).
    private func reportUnknownSymbols(in content: RenderedContent?, of view: View) {
        guard let content else { return }
        if case .text = content { return }
        for image in content.images where !image.isKnownSymbol {
            LayoutDiagnostic.reportOnce("No system symbol named \"\(image.name)\": it is drawn as a placeholder (Image.systemSymbolNames lists the names drawn).",
                                        from: view)
        }
    }
}
