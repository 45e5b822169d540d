import CollectionGeometry
import Foundation

/// What a window last told its renderer, view by view, and the identifiers it gave the views: each
/// frame's transaction is the difference between the hierarchy and this record.
///
/// The window owns it; nothing else reads or writes its state.
@MainActor
final class RenderDiff {
    private var renderedNodes: [ViewIdentifier: RenderedNode] = [:]
    /// Each rendered parent's children, in order, as the renderer was last told.
    private var renderedChildren: [ViewIdentifier: [ViewIdentifier]] = [:]
    /// Counts transactions; a node not stamped with the current count was not found and is removed.
    private var renderStamp = 0
    private var nextViewIdentifier: ViewIdentifier = 1

    /// Views given an identifier before their insertion (listed in a container's reading order): their
    /// insertion is not a reuse.
    private var preassigned: Set<ViewIdentifier> = []

    /// `view`'s accessibility, with the identifiers of the views a container lists as its
    /// `accessibilityElements` (given here if they have none yet).
    /// - Complexity: O(listed views) for such a container, else O(1) beyond `renderedAccessibility`.
    private func accessibility(of view: View) -> RenderedAccessibility? {
        // Most views list no order: their accessibility is passed on as it is, never copied to change.
        guard let listed = view.accessibilityAttributes?.elements, var accessibility = view.renderedAccessibility,
              accessibility.elementOrder != nil else { return view.renderedAccessibility }
        accessibility.elementOrder = listed.compactMap { element in
            guard let member = element as? View, member !== view, member.isDescendant(of: view) else { return nil }
            if member.renderIdentifier == nil { preassigned.insert(identifier(for: member)) }
            return member.renderIdentifier
        }
        return accessibility
    }

    /// `view`'s identifier for the renderer, given on first use.
    func identifier(for view: View) -> ViewIdentifier {
        if let identifier = view.renderIdentifier { return identifier }
        let identifier = nextViewIdentifier
        nextViewIdentifier += 1
        view.renderIdentifier = identifier
        return identifier
    }

    /// Whether the renderer was told about the view with `identifier` and not told it went.
    func isRendered(_ identifier: ViewIdentifier) -> Bool {
        renderedNodes[identifier] != nil
    }

    /// Compares `root`'s hierarchy with what the renderer was last told and describes the difference
    /// (views inserted, moved, updated, changed and removed; no animations or measurements).
    ///
    /// The walk descends only where something changed (`View.subtreeNeedsRenderUpdate`): a subtree
    /// where nothing changed, a scrolled cell's, is neither visited nor compared. Views that left are
    /// found from their parents' children lists. The record of what was told is updated in place: a
    /// frame where little changed allocates little.
    /// - Complexity: O(views in the changed subtrees, and their children) — a collection view keeps
    ///   only its visible cells there.
    func makeTransaction(of root: View, frameNumber: Int, time: TimeInterval) -> RenderTransaction {
        renderStamp &+= 1
        let stamp = renderStamp
        let owner = ObjectIdentifier(self)
        // The record is moved into locals for the walk (and back after it): one exclusive access
        // each, instead of a dynamically checked one for every view.
        var renderedNodes: [ViewIdentifier: RenderedNode] = [:], renderedChildren: [ViewIdentifier: [ViewIdentifier]] = [:]
        swap(&renderedNodes, &self.renderedNodes)
        swap(&renderedChildren, &self.renderedChildren)
        defer {
            swap(&renderedNodes, &self.renderedNodes)
            swap(&renderedChildren, &self.renderedChildren)
        }
        var transaction = RenderTransaction(frameNumber: frameNumber, time: time, root: root.renderIdentifier ?? 0)

        if let rootIdentifier = root.renderIdentifier {
            let properties = root.renderedProperties
            if renderedNodes[rootIdentifier]?.properties != properties {
                transaction.updated.append(.init(view: rootIdentifier, properties: properties))
            }
            let variants = root.drawsColorVariants
            let content = variants ? Self.resolvedContent(of: root) : root.renderedContent
            let background = variants ? Self.resolvedBackground(of: root) : root.renderedBackground
            let node = RenderedNode(owner: owner, identifier: rootIdentifier, placement: .init(parent: -1, index: 0, stamp: stamp),
                                    kind: root.renderKind, properties: properties, content: content, background: background,
                                    accessibility: accessibility(of: root))
            renderedNodes[rootIdentifier] = node
            root.renderedNode = node
        }

        // Depth first, parents before children.
        var stack: [(View, ViewIdentifier)] = [(root, root.renderIdentifier ?? 0)]
        var children: [ViewIdentifier] = [], descend: [(View, ViewIdentifier)] = []
        // The identifiers that left a parent this frame: removed unless placed elsewhere.
        var left: [ViewIdentifier] = []
        // Parents whose new children were inserted while others left: their children are placed
        // again, in order, if one that left was placed elsewhere (see `placeAll`).
        var insertedWhileLeaving: [(parent: ViewIdentifier, left: ArraySlice<ViewIdentifier>)] = []
        while let (parent, parentIdentifier) = stack.popLast() {
            parent.subtreeNeedsRenderUpdate = false
            children.removeAll(keepingCapacity: true)
            descend.removeAll(keepingCapacity: true)
            var arrived = false, insertedHere = false
            // Each view's stored properties are read once: every read of a class's property is an
            // exclusivity check, and this walk visits every changed view of every frame.
            let subviews = parent.subviews
            for (index, child) in subviews.enumerated() {
                // The view's own node, when the renderer has it: found without hashing.
                if let node = child.renderedNode, node.owner == owner {
                    let placement = node.placement
                    if placement.isLive, placement.parent == parentIdentifier, !child.needsRenderUpdate {
                        // What it draws is unchanged since the last transaction: at most its geometry
                        // is compared (a moved header, a scrolled view); its subtree is visited only
                        // when something below changed.
                        children.append(node.identifier)
                        node.placement = .init(parent: parentIdentifier, index: index, stamp: stamp)
                        if child.needsGeometryRenderUpdate {
                            child.needsGeometryRenderUpdate = false
                            let properties = child.renderedProperties
                            if node.properties != properties {
                                transaction.updated.append(.init(view: node.identifier, properties: properties))
                                node.properties = properties
                            }
                        }
                        if child.subtreeNeedsRenderUpdate { descend.append((child, node.identifier)) }
                        continue
                    }
                }
                let existing = child.renderIdentifier
                let identifier = existing ?? self.identifier(for: child)
                let wasRendered = existing != nil && (preassigned.isEmpty || preassigned.remove(identifier) == nil)
                children.append(identifier)
                child.needsRenderUpdate = false
                child.needsGeometryRenderUpdate = false
                let properties = child.renderedProperties
                // A light appearance of normal contrast needs nothing: a dynamic colour's own components
                // are its light variant.
                let variants = child.drawsColorVariants
                let content = variants ? Self.resolvedContent(of: child) : child.renderedContent
                let background = variants ? Self.resolvedBackground(of: child) : child.renderedBackground
                let accessibility = self.accessibility(of: child)
                if let node = renderedNodes[identifier] {
                    let moved = node.placement.parent != parentIdentifier
                    if moved {
                        transaction.moved.append(.init(view: identifier, parent: parentIdentifier, index: index))
                        arrived = true
                    }
                    if node.properties != properties {
                        transaction.updated.append(.init(view: identifier, properties: properties))
                        node.properties = properties
                    }
                    let contentChanged = node.content != content
                    if contentChanged || node.background != background || node.accessibility != accessibility {
                        if contentChanged { reportUnknownSymbols(in: content, of: child) }
                        transaction.contentChanged.append(.init(view: identifier, content: content, background: background,
                                                                accessibility: accessibility))
                        node.content = content
                        node.background = background
                        node.accessibility = accessibility
                    }
                    node.placement = .init(parent: parentIdentifier, index: index, stamp: stamp)
                    child.renderedNode = node
                    if moved || child.subtreeNeedsRenderUpdate { descend.append((child, identifier)) }
                } else {
                    reportUnknownSymbols(in: content, of: child)
                    let kind = child.renderKind
                    transaction.inserted.append(.init(view: identifier, parent: parentIdentifier, index: index, kind: kind,
                                                      isReused: wasRendered, properties: properties, content: content,
                                                      background: background, accessibility: accessibility))
                    let node = RenderedNode(owner: owner, identifier: identifier, placement: .init(parent: parentIdentifier, index: index, stamp: stamp),
                                            kind: kind, properties: properties, content: content, background: background,
                                            accessibility: accessibility)
                    renderedNodes[identifier] = node
                    child.renderedNode = node
                    // Inserted: everything below is new to the renderer too.
                    descend.append((child, identifier))
                    insertedHere = true
                }
            }
            // Children that stayed under this parent: did their order change? Which left?
            let before = renderedChildren[parentIdentifier] ?? []
            if before != children {
                let beforeSet = Set(before), nowSet = Set(children)
                let survivorsBefore = before.filter { nowSet.contains($0) }
                let survivorsNow = children.filter { beforeSet.contains($0) }
                let leftFrom = left.count
                for identifier in before where !nowSet.contains(identifier) { left.append(identifier) }
                if survivorsBefore != survivorsNow || arrived {
                    Self.placeAll(children, in: parentIdentifier, into: &transaction)
                } else if insertedHere, left.count > leftFrom {
                    insertedWhileLeaving.append((parentIdentifier, left[leftFrom...]))
                }
                renderedChildren[parentIdentifier] = children.isEmpty ? nil : children
            }
            var position = descend.endIndex
            while position > descend.startIndex {
                position -= 1
                stack.append(descend[position])
            }
        }
        // Removed views, deepest first: those that left a parent and were placed nowhere this frame,
        // with everything the renderer had below them (unless placed elsewhere). Loops, not closures:
        // a closure formed in main-actor code checks its executor on every call, every frame.
        if !left.isEmpty {
            var gone: [Removal] = [], seen = Set<ViewIdentifier>()
            while let identifier = left.popLast() {
                guard seen.insert(identifier).inserted, let node = renderedNodes[identifier], node.placement.stamp != stamp else { continue }
                var depth = 0, cursor = identifier
                while let ancestor = renderedNodes[cursor], ancestor.placement.parent >= 0, depth < 1_000 { depth += 1; cursor = ancestor.placement.parent }
                gone.append(Removal(depth: depth, view: identifier))
                if let below = renderedChildren[identifier] { left.append(contentsOf: below) }
            }
            gone.sort()
            gone.reverse()
            transaction.removed.reserveCapacity(gone.count)
            // A view that left a parent with new children for another parent is still in the
            // renderer's list while the new ones are inserted at their final places: place them all.
            for (parent, leaving) in insertedWhileLeaving where leaving.contains(where: { renderedNodes[$0]?.placement.stamp == stamp }) {
                Self.placeAll(renderedChildren[parent] ?? [], in: parent, into: &transaction)
            }
            for removal in gone {
                transaction.removed.append(removal.view)
                renderedNodes.removeValue(forKey: removal.view)?.placement.isLive = false
                renderedChildren[removal.view] = nil
            }
        }
        if !transaction.moved.isEmpty {
            // One entry per view (a view can both change parent and be reordered), by parent and index.
            var seen = Set<ViewIdentifier>()
            transaction.moved = transaction.moved.filter { seen.insert($0.view).inserted }
            transaction.moved.sort { ($0.parent, $0.index) < ($1.parent, $1.index) }
        }

        return transaction
    }

    /// Moves every child of `parent` to its index, in order: the renderer applies removals, then
    /// insertions at their final indexes, then moves in order of parent and index, so a parent whose
    /// children arrived from or left for other parents in the same frame ends in the right order only
    /// if all its children are placed again (each placed child leaves the ones before it final).
    private static func placeAll(_ children: [ViewIdentifier], in parent: ViewIdentifier, into transaction: inout RenderTransaction) {
        for (index, identifier) in children.enumerated() {
            transaction.moved.append(.init(view: identifier, parent: parent, index: index))
        }
    }

    /// What a view in a dark appearance or with increased contrast draws, its colours resolved for its
    /// traits (a list or custom content configuration carries dynamic colours; the renderer receives
    /// them resolved, so dark mode and contrast reach everything drawn). Light views of normal contrast
    /// skip this: their frame copies nothing more.
    private static func resolvedContent(of view: View) -> RenderedContent? {
        view.renderedContent?.resolvingColors(with: view.traitCollection, viewTint: view.tintColor)
    }

    /// Such a view's background configuration, its fill and stroke resolved for its traits.
    private static func resolvedBackground(of view: View) -> BackgroundConfiguration? {
        view.renderedBackground?.resolvingColors(with: view.traitCollection)
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

/// A view the renderer must remove, ordered deepest first (then by identifier, for a stable order).
private struct Removal: Comparable {
    var depth: Int
    var view: ViewIdentifier

    static func < (lhs: Removal, rhs: Removal) -> Bool {
        (lhs.depth, lhs.view) < (rhs.depth, rhs.view)
    }
}
