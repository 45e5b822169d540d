import CollectionData
import CollectionGeometry
import Foundation

extension CollectionViewCompositionalLayout {
    /// The visible range along the scroll axis inside the adjusted content inset (normalised), for pinning.
    func visibleMainRange(state: CompositionalState) -> (start: CGFloat, end: CGFloat)? {
        guard state.hasPinnedItems, let host else { return nil }
        let bounds = state.normalized(isFlippedInHost ? host.bounds.mirroredHorizontally(inWidth: state.contentSize.width) : host.bounds)
        var insets = host.adjustedContentInset.sanitizedInsets
        if isFlippedInHost { insets = insets.mirroredHorizontally }
        let before = state.transposed ? insets.left : insets.top
        let after = state.transposed ? insets.right : insets.bottom
        return (bounds.minY + before, bounds.maxY - after)
    }

    /// A boundary element's absolute normalised frame, pinned when it pins.
    func placedFrame(of element: BoundaryElement, section: Int, state: CompositionalState, visible: (start: CGFloat, end: CGFloat)?) -> CGRect {
        var frame = element.frame
        let (lower, upper): (CGFloat, CGFloat)
        if section >= 0 {
            // Pinned items stay inside the section's boundary, which boundary items that extend it
            // (a footer, a header) are part of: UIKit pins "to the visible boundary of the section",
            // and `extendsBoundary` "extends the boundary of the content area" (Guides/CompositionalLayout.md).
            let geometry = state.sections[section]
            frame.origin.y += geometry.origin
            lower = geometry.origin
            upper = geometry.origin + geometry.extent
        } else {
            lower = state.sectionsStart
            upper = state.sections.last.map { $0.origin + $0.extent } ?? state.sectionsStart
        }
        guard element.plan.pinToVisibleBounds, let visible else { return frame }
        switch element.plan.band {
        case .before:
            frame.origin.y = Swift.max(frame.origin.y, Swift.min(visible.start, upper - frame.height))
        case .after:
            frame.origin.y = Swift.min(frame.origin.y, Swift.max(visible.end - frame.height, lower - frame.height))
        case .side:
            break
        }
        return frame
    }

    /// The element `kind` at `indexPath` among section (or layout) boundary items, with its section (−1 = layout).
    func boundaryElement(kind: String, indexPath: IndexPath, state: CompositionalState) -> (section: Int, element: BoundaryElement)? {
        if indexPath.section == 0, let element = state.layoutBoundary.first(where: { $0.plan.kind == kind && $0.occurrence == indexPath.item }) {
            return (-1, element)
        }
        guard state.sections.indices.contains(indexPath.section),
              let element = state.sections[indexPath.section].boundary.first(where: { $0.plan.kind == kind && $0.occurrence == indexPath.item })
        else { return nil }
        return (indexPath.section, element)
    }

    /// Makes attributes of the layout's class for a normalised frame.
    func makeAttributes(_ category: CollectionElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect,
                        zIndex: Int, state: CompositionalState, cls: CollectionViewLayoutAttributes.Type) -> CollectionViewLayoutAttributes {
        let attributes: CollectionViewLayoutAttributes
        switch category {
        case .cell: attributes = cls.init(forCellWith: indexPath)
        case .supplementaryView: attributes = cls.init(forSupplementaryViewOfKind: kind ?? "", with: indexPath)
        case .decorationView: attributes = cls.init(forDecorationViewOfKind: kind ?? "", with: indexPath)
        }
        attributes.frame = state.real(frame)
        attributes.zIndex = zIndex
        if !listSections.isEmpty, let list = listSections[indexPath.section] {
            attributes.listPlacement = listPlacement(category, kind: kind, indexPath: indexPath, list: list, state: state)
        }
        return attributes
    }

    /// The place of a list section's element: rows with their separators (after the list's
    /// `itemSeparatorHandler`), the header and the footer.
    func listPlacement(_ category: CollectionElementCategory, kind: String?, indexPath: IndexPath,
                       list: CollectionLayoutListConfiguration, state: CompositionalState) -> ListElementPlacement? {
        let role: ListElementPlacement.Role
        switch category {
        case .cell:
            role = indexPath.item == 0 && list.headerMode == .firstItemInSection ? .headerRow : .row
        case .supplementaryView where kind == CollectionElementKind.sectionHeader:
            role = .header
        case .supplementaryView where kind == CollectionElementKind.sectionFooter:
            role = .footer
        case .supplementaryView, .decorationView:
            return nil
        }
        let itemCount = state.sections.indices.contains(indexPath.section) ? state.sections[indexPath.section].itemCount : 0
        var separator = list.separatorConfiguration
        if category == .cell, let handler = list.itemSeparatorHandler { separator = handler(indexPath, separator) }
        return ListElementPlacement(configuration: list, role: role, item: indexPath.item, itemCount: itemCount, separator: separator)
    }

    func itemAttributes(section: Int, item: Int, state: CompositionalState) -> CollectionViewLayoutAttributes? {
        let geometry = state.sections[section]
        guard item >= 0, item < geometry.output.items.count else { return nil }
        let group = geometry.stack.group(containing: item)
        let origin = geometry.groupOrigin(group, orthogonalOffset: orthogonalOffset(section, state: state))
        let frame = geometry.output.items[item].offsetBy(dx: origin.x, dy: origin.y + geometry.origin)
        return makeAttributes(.cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame,
                              zIndex: geometry.output.itemZIndices?[item] ?? 0, state: state, cls: attributesClass)
    }

    func supplementaryAttributes(kind: String, indexPath: IndexPath, state: CompositionalState) -> CollectionViewLayoutAttributes? {
        let visible = visibleMainRange(state: state)
        if let (section, element) = boundaryElement(kind: kind, indexPath: indexPath, state: state) {
            return makeAttributes(.supplementaryView, kind: kind, indexPath: indexPath,
                                  frame: placedFrame(of: element, section: section, state: state, visible: visible),
                                  zIndex: element.plan.zIndex, state: state, cls: attributesClass)
        }
        guard state.sections.indices.contains(indexPath.section) else { return nil }
        let geometry = state.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount else { return nil }
        let group = geometry.stack.group(containing: indexPath.item)
        let origin = geometry.groupOrigin(group, orthogonalOffset: orthogonalOffset(indexPath.section, state: state))
        for index in geometry.stack.firstSupplementaries[group]..<geometry.stack.firstSupplementaries[group + 1]
        where Int(geometry.output.supplementaryItems[index]) == indexPath.item {
            let plan = geometry.supplementaryPlans[Int(geometry.output.supplementaryIDs[index])]
            guard plan.kind == kind else { continue }
            let frame = geometry.output.supplementaries[index].offsetBy(dx: origin.x, dy: origin.y + geometry.origin)
            return makeAttributes(.supplementaryView, kind: kind, indexPath: indexPath, frame: frame, zIndex: plan.zIndex, state: state, cls: attributesClass)
        }
        return nil
    }

    func decorationAttributes(kind: String, section: Int, state: CompositionalState) -> CollectionViewLayoutAttributes? {
        let geometry = state.sections[section]
        guard let decoration = geometry.plan.decorations.first(where: { $0.kind == kind }) else { return nil }
        return makeAttributes(.decorationView, kind: kind, indexPath: IndexPath(item: 0, section: section),
                              frame: backgroundFrame(decoration, geometry: geometry, state: state), zIndex: decoration.zIndex,
                              state: state, cls: attributesClass)
    }

    /// A background covers the whole section across the layout, inset by its content insets (never
    /// below zero size, when the insets are larger than an empty section).
    func backgroundFrame(_ decoration: DecorationPlan, geometry: SectionGeometry, state: CompositionalState) -> CGRect {
        let frame = CGRect(x: 0, y: geometry.origin, width: state.layoutCross, height: geometry.extent).inset(by: decoration.insets)
        return CGRect(origin: frame.origin, size: CGSize(width: Swift.max(0, frame.size.width), height: Swift.max(0, frame.size.height)))
    }

    /// Every element whose frame meets the normalised rectangle `query`.
    func elements(in query: CGRect, state: CompositionalState) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        let cls = attributesClass
        let visible = visibleMainRange(state: state)
        // What `visibleItemsInvalidationHandler` calls visible: the collection view's bounds, in the
        // layout's (unflipped) coordinates.
        let visibleBounds = host.map { host in
            isFlippedInHost ? host.bounds.mirroredHorizontally(inWidth: state.contentSize.width) : host.bounds
        }
        for element in state.layoutBoundary {
            let frame = placedFrame(of: element, section: -1, state: state, visible: visible)
            if frame.intersectsIncludingEdges(query) {
                result.append(makeAttributes(.supplementaryView, kind: element.plan.kind, indexPath: IndexPath(item: element.occurrence, section: 0),
                                             frame: frame, zIndex: element.plan.zIndex, state: state, cls: cls))
            }
        }
        for section in state.sections(meeting: query.minY - CGRect.querySlack, query.maxY + CGRect.querySlack) {
            let geometry = state.sections[section]
            let sectionStart = result.count
            for decoration in geometry.plan.decorations {
                let frame = backgroundFrame(decoration, geometry: geometry, state: state)
                if frame.intersectsIncludingEdges(query) {
                    result.append(makeAttributes(.decorationView, kind: decoration.kind, indexPath: IndexPath(item: 0, section: section),
                                                 frame: frame, zIndex: decoration.zIndex, state: state, cls: cls))
                }
            }
            for element in geometry.boundary {
                let frame = placedFrame(of: element, section: section, state: state, visible: visible)
                if frame.intersectsIncludingEdges(query) {
                    result.append(makeAttributes(.supplementaryView, kind: element.plan.kind, indexPath: IndexPath(item: element.occurrence, section: section),
                                                 frame: frame, zIndex: element.plan.zIndex, state: state, cls: cls))
                }
            }
            appendGroupElements(of: section, geometry: geometry, query: query, state: state, cls: cls, into: &result)
            if let handler = visibleItemsHandlers[section], let environment, let visibleBounds, result.count > sectionStart {
                // An orthogonal section shows its items in its own scroll view, as UIKit does: frames are
                // where the items sit with the section unscrolled and `offset` is the section's scroll
                // offset, so `item.frame.midX - offset.x` is where an item is on screen.
                let scroll = geometry.isOrthogonal
                    ? (state.transposed ? CGPoint(x: 0, y: orthogonalOffset(section, state: state)) : CGPoint(x: orthogonalOffset(section, state: state), y: 0))
                    : CGPoint.zero
                let items = result[sectionStart...].filter { $0.frame.overlapsStrictly(visibleBounds) }
                    .map { VisibleItem($0, scrolledBy: scroll) }
                guard !items.isEmpty else { continue }
                handler(items, geometry.isOrthogonal ? scroll : (host?.contentOffset ?? .zero), environment)
            }
        }
        return result
    }

    /// The items and their supplementary items of the groups that meet `query`.
    private func appendGroupElements(of section: Int, geometry: SectionGeometry, query: CGRect, state: CompositionalState,
                                     cls: CollectionViewLayoutAttributes.Type, into result: inout [CollectionViewLayoutAttributes]) {
        guard geometry.stack.count > 0 else { return }
        // Candidates are found in section- and group-local coordinates with a little slack; the frames
        // returned are then tested exactly against `query`, as the single-element queries place them.
        let local = query.offsetBy(dx: 0, dy: -geometry.origin).widenedForQuery
        let offset = orthogonalOffset(section, state: state)
        let groups: Range<Int>
        if geometry.isOrthogonal {
            let bandStart = geometry.contentStart - geometry.crossOverhangBefore
            let bandEnd = geometry.contentStart + (geometry.stack.crossLengths.max() ?? 0) + geometry.crossOverhangAfter
            guard local.maxY >= bandStart, local.minY <= bandEnd else { return }
            let start = local.minX + offset - geometry.contentCrossStart, end = local.maxX + offset - geometry.contentCrossStart
            groups = geometry.stack.groups(meeting: start, end, overhangBefore: geometry.overhangBefore, after: geometry.overhangAfter)
        } else {
            groups = geometry.stack.groups(meeting: local.minY - geometry.contentStart, local.maxY - geometry.contentStart,
                                           overhangBefore: geometry.overhangBefore, after: geometry.overhangAfter)
        }
        for group in groups {
            let origin = geometry.groupOrigin(group, orthogonalOffset: offset)
            let shiftedQuery = local.offsetBy(dx: -origin.x, dy: -origin.y)
            for item in geometry.stack.firstItems[group]..<geometry.stack.firstItems[group + 1]
            where geometry.output.items[item].intersectsIncludingEdges(shiftedQuery) {
                let frame = geometry.output.items[item].offsetBy(dx: origin.x, dy: origin.y + geometry.origin)
                guard frame.intersectsIncludingEdges(query) else { continue }
                result.append(makeAttributes(.cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame,
                                             zIndex: geometry.output.itemZIndices?[item] ?? 0, state: state, cls: cls))
            }
            for index in geometry.stack.firstSupplementaries[group]..<geometry.stack.firstSupplementaries[group + 1]
            where geometry.output.supplementaries[index].intersectsIncludingEdges(shiftedQuery) {
                let plan = geometry.supplementaryPlans[Int(geometry.output.supplementaryIDs[index])]
                let frame = geometry.output.supplementaries[index].offsetBy(dx: origin.x, dy: origin.y + geometry.origin)
                guard frame.intersectsIncludingEdges(query) else { continue }
                result.append(makeAttributes(.supplementaryView, kind: plan.kind,
                                             indexPath: IndexPath(item: Int(geometry.output.supplementaryItems[index]), section: section),
                                             frame: frame, zIndex: plan.zIndex, state: state, cls: cls))
            }
        }
    }
}
