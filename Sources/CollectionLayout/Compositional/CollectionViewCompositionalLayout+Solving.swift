import CollectionData
import CollectionGeometry
import Foundation

extension CollectionViewCompositionalLayout {
    /// The readable content width UIKit uses at the default text size.
    static let readableContentWidth: CGFloat = 672

    /// Drops the solved geometry and, outside `prepare()`, invalidates the layout.
    func invalidateGeometry() {
        state = nil
        if !isPreparing { invalidateLayout() }
    }

    /// The solved layout, solving it now if needed.
    func currentState() -> CompositionalState? {
        if state == nil { state = solve() }
        return state
    }

    /// The cross-axis insets (min, max) of a content insets reference, normalised.
    func referenceInsets(_ reference: ContentInsetsReference, host: any CollectionViewLayoutHost, transposed: Bool,
                         adjusted: EdgeInsets, cross: CGFloat) -> (min: CGFloat, max: CGFloat) {
        let flipped = isFlippedInHost
        func physical(_ insets: EdgeInsets) -> EdgeInsets {
            let clean = insets.sanitizedInsets
            return flipped ? clean.mirroredHorizontally : clean
        }
        func crossEdges(_ insets: EdgeInsets) -> (CGFloat, CGFloat) {
            transposed ? (insets.top, insets.bottom) : (insets.left, insets.right)
        }
        let (adjustedMin, adjustedMax) = crossEdges(adjusted)
        let referenceInsets: EdgeInsets
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: referenceInsets = physical(host.safeAreaInsets)
        case .layoutMargins, .readableContent: referenceInsets = physical(host.layoutMargins)
        }
        let (referenceMin, referenceMax) = crossEdges(referenceInsets)
        var result = (min: Swift.max(0, referenceMin - adjustedMin), max: Swift.max(0, referenceMax - adjustedMax))
        if reference == .readableContent {
            let available = cross - result.min - result.max
            if available > Self.readableContentWidth {
                let extra = (available - Self.readableContentWidth) / 2
                result.min += extra
                result.max += extra
            }
        }
        return result
    }

    /// Solves every section from scratch.
    func solve() -> CompositionalState? {
        guard let host else { return nil }
        let transposed = configuration.scrollDirection == .horizontal
        var problems = Set<String>()
        let flipped = isFlippedInHost
        var adjusted = host.adjustedContentInset
        if !adjusted.isUsableInsets {
            problems.insert("the collection view's adjustedContentInset \(adjusted) has a negative, NaN, infinite or above 1e9 edge; 0 is used for it")
        }
        adjusted = adjusted.sanitizedInsets
        if flipped { adjusted = adjusted.mirroredHorizontally }
        let bounds = host.bounds
        let cross = Swift.max(0, transposed ? bounds.height - adjusted.top - adjusted.bottom : bounds.width - adjusted.left - adjusted.right)
        let viewport = Swift.max(0, transposed ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom)

        let layoutReference = referenceInsets(configuration.contentInsetsReference, host: host, transposed: transposed, adjusted: adjusted, cross: cross)
        let realContentSize = transposed ? CGSize(width: viewport, height: cross) : CGSize(width: cross, height: viewport)
        let environmentInsets = transposed
            ? DirectionalEdgeInsets(top: layoutReference.min, leading: 0, bottom: layoutReference.max, trailing: 0)
            : DirectionalEdgeInsets(top: 0, leading: layoutReference.min, bottom: 0, trailing: layoutReference.max)
        let environment = LayoutEnvironment(contentSize: realContentSize, effectiveContentInsets: environmentInsets,
                                            traitCollection: host.traitCollection)
        self.environment = environment

        var compiler = PlanCompiler(transposed: transposed, environment: environment)
        var state = CompositionalState(transposed: transposed, layoutCross: cross, viewportLength: viewport, sections: [], inputs: [])
        state.interSectionSpacing = configuration.interSectionSpacing.isUsableLength ? configuration.interSectionSpacing : 0
        if !configuration.interSectionSpacing.isUsableLength {
            problems.insert("interSectionSpacing \(configuration.interSectionSpacing) is negative, NaN, infinite or above 1e9; 0 is used")
        }
        visibleItemsHandlers = [:]
        listSections = [:]
        firstListBackground = nil
        let sectionCount = Swift.max(0, host.numberOfSections)
        for index in 0..<sectionCount {
            let itemCount = Swift.max(0, host.numberOfItems(inSection: index))
            guard let section = sectionProvider(index, environment) else {
                problems.insert("the section provider returned nil for section \(index); its \(itemCount) items are not laid out")
                let empty = SectionPlan(group: ItemPlan(size: SizePlan(width: .absolute(0), height: .absolute(0)), insets: .zero, edgeSpacing: nil,
                                                        supplementaries: [], group: nil),
                                        insets: .zero, contentInsetsReference: .none, supplementaryContentInsetsReference: .none,
                                        interGroupSpacing: 0, orthogonalBehavior: .none, boundaryItems: [],
                                        supplementariesFollowContentInsets: true, decorations: [], hasVisibleItemsHandler: false)
                state.sections.append(SectionGeometry(plan: empty, supplementaryPlans: [], itemCount: 0))
                state.inputs.append(SectionSolver.Inputs(layoutCross: cross, viewportLength: viewport, contentReference: (0, 0), supplementaryReference: (0, 0)))
                state.estimatedItemAxes.append((false, false))
                continue
            }
            if let handler = section.visibleItemsInvalidationHandler { visibleItemsHandlers[index] = handler }
            if let list = section.listConfiguration {
                listSections[index] = list
                firstListBackground = firstListBackground ?? list.resolvedBackgroundColor
            }
            let plan = compiler.section(section)
            let sectionReference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
            let supplementaryReference = section.supplementaryContentInsetsReference == .automatic
                ? sectionReference : section.supplementaryContentInsetsReference
            let minimum = section.minimumReferenceInset
            func atLeastMinimum(_ insets: (min: CGFloat, max: CGFloat)) -> (min: CGFloat, max: CGFloat) {
                (Swift.max(insets.min, minimum), Swift.max(insets.max, minimum))
            }
            let inputs = SectionSolver.Inputs(
                layoutCross: cross, viewportLength: viewport,
                contentReference: atLeastMinimum(referenceInsets(sectionReference, host: host, transposed: transposed, adjusted: adjusted, cross: cross)),
                supplementaryReference: atLeastMinimum(referenceInsets(supplementaryReference, host: host, transposed: transposed, adjusted: adjusted, cross: cross)))
            var solver = makeSectionSolver(section: index)
            let geometry = solver.solve(plan: plan, supplementaryPlans: compiler.supplementaryPlans, itemCount: itemCount, inputs: inputs)
            problems.formUnion(solver.problems)
            problems.formUnion(solver.groupSolver.problems)
            state.sections.append(geometry)
            state.inputs.append(inputs)
            state.estimatedItemAxes.append(Self.estimatedLeafAxes(plan.group))
        }
        // Layout-level boundary items.
        let layoutBoundaryPlans = configuration.boundarySupplementaryItems.map { compiler.boundary($0) }
        var occurrences: [String: Int] = [:]
        var cursor: CGFloat = 0
        for plan in layoutBoundaryPlans {
            let occurrence = occurrences[plan.kind, default: 0]
            occurrences[plan.kind] = occurrence + 1
            var size = plan.size.resolve(in: CGSize(width: cross - layoutReference.min - layoutReference.max, height: viewport))
            if let measured = measuredBoundary[BoundaryKey(section: -1, kind: plan.kind, occurrence: occurrence)] {
                if plan.size.width.isEstimated { size.width = measured.width }
                if plan.size.height.isEstimated { size.height = measured.height }
            }
            let available = cross - layoutReference.min - layoutReference.max
            let x: CGFloat
            switch plan.cross {
            case .min: x = layoutReference.min
            case .center: x = layoutReference.min + (available - size.width) / 2
            case .max: x = layoutReference.min + available - size.width
            }
            var frame = CGRect(x: x + plan.offset.x, y: plan.offset.y, width: size.width, height: size.height)
            if plan.band == .before {
                cursor += plan.spaceBefore
                frame.origin.y += cursor
                if plan.extendsBoundary { cursor += size.height }
            }
            state.layoutBoundary.append(BoundaryElement(plan: plan, occurrence: occurrence, frame: frame))
        }
        state.sectionsStart = cursor
        state.hasPinnedItems = layoutBoundaryPlans.contains { $0.pinToVisibleBounds }
            || state.sections.indices.contains { state.sections[$0].plan.boundaryItems.contains { $0.pinToVisibleBounds } }
        state.updateOrigins(from: 0)
        for index in state.layoutBoundary.indices where state.layoutBoundary[index].plan.band == .side {
            state.layoutBoundary[index].frame.origin.y = state.sectionsStart + state.layoutBoundary[index].plan.offset.y
        }
        problems.formUnion(compiler.problems)
        for problem in problems.sorted() { report("UICollectionViewCompositionalLayout: " + problem) }
        return state
    }

    /// Moves the measured sizes (and orthogonal offsets) of elements that survive a batch update to
    /// their new places, and forgets those of deleted and reloaded ones.
    ///
    /// - Complexity: O(n) over the measured sections' items, plus a lookup per measured element.
    func remapMeasurements(through mapping: BatchUpdateMapping) {
        var items: [Int: [CGSize]] = [:]
        for (section, sizes) in measuredItems {
            for (item, size) in sizes.enumerated() where !size.width.isNaN {
                guard let after = mapping.indexPathAfterUpdate(for: IndexPath(item: item, section: section)), let host else { continue }
                if items[after.section] == nil {
                    let count = Swift.max(0, host.numberOfItems(inSection: after.section))
                    items[after.section] = Array(repeating: CGSize(width: CGFloat.nan, height: CGFloat.nan), count: count)
                }
                if after.item < items[after.section]!.count { items[after.section]![after.item] = size }
            }
        }
        measuredItems = items
        var boundary: [BoundaryKey: CGSize] = [:]
        for (key, size) in measuredBoundary {
            if key.section < 0 { boundary[key] = size; continue }
            guard let section = mapping.sectionAfterUpdate(for: key.section) else { continue }
            boundary[BoundaryKey(section: section, kind: key.kind, occurrence: key.occurrence)] = size
        }
        measuredBoundary = boundary
        var supplementaries: [ItemSupplementaryKey: CGSize] = [:]
        for (key, size) in measuredItemSupplementaries {
            guard let after = mapping.indexPathAfterUpdate(for: IndexPath(item: key.item, section: key.section)) else { continue }
            supplementaries[ItemSupplementaryKey(section: after.section, id: key.id, item: after.item)] = size
        }
        measuredItemSupplementaries = supplementaries
        var offsets: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            if let after = mapping.sectionAfterUpdate(for: section) { offsets[after] = offset }
        }
        orthogonalOffsets = offsets
    }

    /// A section solver reading this layout's measurements for `section`.
    func makeSectionSolver(section: Int) -> SectionSolver {
        let items = measuredItems[section]
        let supplementaries = measuredItemSupplementaries, boundary = measuredBoundary
        let groupSolver = GroupSolver(
            measuredItem: { index in
                guard let items, index < items.count, !items[index].width.isNaN else { return nil }
                return items[index]
            },
            measuredSupplementary: { id, item in
                supplementaries.isEmpty ? nil : supplementaries[ItemSupplementaryKey(section: section, id: id, item: item)]
            })
        let supplementariesMeasured = supplementaries.keys.contains { $0.section == section }
        var solver = SectionSolver(groupSolver: groupSolver, measuredBoundary: { kind, occurrence in
            boundary.isEmpty ? nil : boundary[BoundaryKey(section: section, kind: kind, occurrence: occurrence)]
        })
        solver.firstMeasuredItem = { item in
            guard !supplementariesMeasured else { return item }
            guard let items else { return Int.max }
            var index = Swift.max(0, item)
            while index < items.count, items[index].width.isNaN { index += 1 }
            return index < items.count ? index : Int.max
        }
        return solver
    }

    /// Which axes of the leaf items under `plan` are estimated (normalised).
    static func estimatedLeafAxes(_ plan: ItemPlan) -> (width: Bool, height: Bool) {
        guard let group = plan.group else { return (plan.size.width.isEstimated, plan.size.height.isEstimated) }
        return group.subitems.reduce((false, false)) { result, sub in
            let axes = estimatedLeafAxes(sub)
            return (result.0 || axes.width, result.1 || axes.height)
        }
    }

    // MARK: Self-sizing

    /// The estimated axes (normalised) of the element `attributes` describe, or `nil` when it has none.
    func estimatedAxes(of attributes: CollectionViewLayoutAttributes, state: CompositionalState) -> (width: Bool, height: Bool)? {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard state.sections.indices.contains(indexPath.section) else { return nil }
            let axes = state.estimatedItemAxes[indexPath.section]
            return axes.width || axes.height ? axes : nil
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            let plans: [SizePlan]
            if let element = boundaryElement(kind: kind, indexPath: indexPath, state: state) {
                plans = [element.element.plan.size]
            } else if state.sections.indices.contains(indexPath.section) {
                plans = state.sections[indexPath.section].supplementaryPlans.filter { $0.kind == kind }.map(\.size)
            } else {
                plans = []
            }
            let axes = plans.reduce((width: false, height: false)) { ($0.width || $1.width.isEstimated, $0.height || $1.height.isEstimated) }
            return axes.width || axes.height ? axes : nil
        case .decorationView:
            return nil
        }
    }

    /// The current attributes of the element `attributes` describe.
    func currentAttributes(like attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
        switch attributes.representedElementCategory {
        case .cell: layoutAttributesForItem(at: attributes.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView: nil
        }
    }

    /// Records self-sized elements and re-solves only what they change, keeping the first visible
    /// group still (the context's `contentOffsetAdjustment` says how far the content moved).
    func applyMeasurements(_ context: CompositionalLayoutInvalidationContext) {
        guard var state = currentState(), let host else { return }
        // The state is edited in place: with `self.state` still holding it, the first write would copy
        // every array of the section (milliseconds at a million items, on every measurement).
        self.state = nil
        var dropsState = false
        defer { if !dropsState { self.state = state } }
        let anchor = anchorPosition(state: state, host: host)
        let oldLength = state.mainLength
        var changedSections = Set<Int>()
        var changedGroups: [Int: Set<Int>] = [:]
        for (indexPath, size) in context.preferredItemSizes where indexPath.isCollectionIndexPath {
            let section = indexPath.section, item = indexPath.item
            guard state.sections.indices.contains(section), item >= 0, item < state.sections[section].itemCount else { continue }
            if measuredItems[section] == nil {
                measuredItems[section] = Array(repeating: CGSize(width: CGFloat.nan, height: CGFloat.nan), count: state.sections[section].itemCount)
            }
            measuredItems[section]![item] = state.normalized(size)
            changedSections.insert(section)
            let group = state.sections[section].stack.group(containing: item)
            changedGroups[section, default: []].insert(group)
            // A group's first item that shrank may now fit in the group before it.
            if group > 0, state.sections[section].stack.firstItems[group] == item {
                changedGroups[section, default: []].insert(group - 1)
            }
        }
        for (key, size) in context.preferredSupplementarySizes {
            let normalizedSize = state.normalized(size)
            if let element = boundaryElement(kind: key.kind, indexPath: key.indexPath, state: state) {
                measuredBoundary[BoundaryKey(section: element.section, kind: key.kind, occurrence: element.element.occurrence)] = normalizedSize
                if element.section >= 0 { changedSections.insert(element.section) } else { dropsState = true; return }
            } else if state.sections.indices.contains(key.indexPath.section) {
                let section = key.indexPath.section
                for plan in state.sections[section].supplementaryPlans where plan.kind == key.kind {
                    measuredItemSupplementaries[ItemSupplementaryKey(section: section, id: plan.id, item: key.indexPath.item)] = normalizedSize
                }
                changedSections.insert(section)
                if key.indexPath.item >= 0, key.indexPath.item < state.sections[section].itemCount {
                    changedGroups[section, default: []].insert(state.sections[section].stack.group(containing: key.indexPath.item))
                }
            }
        }
        guard let firstChanged = changedSections.min() else { return }
        for section in changedSections.sorted() {
            var solver = makeSectionSolver(section: section)
            for group in (changedGroups[section] ?? []).sorted() where group < state.sections[section].stack.count {
                if !resolveGroupInPlace(group, in: &state.sections[section], solver: &solver) {
                    solver.layOutGroups(&state.sections[section], from: group)
                    break
                }
            }
            solver.layOutBoundary(&state.sections[section])
        }
        state.updateOrigins(from: firstChanged)
        self.state = state
        if let anchor, let position = absolutePosition(ofGroupHolding: anchor.item, inSection: anchor.section, state: state) {
            let delta = position - anchor.position
            if delta != 0 {
                var adjustment = state.transposed ? CGPoint(x: delta, y: 0) : CGPoint(x: 0, y: delta)
                if isFlippedInHost { adjustment.x = -adjustment.x }
                context.contentOffsetAdjustment.x += adjustment.x
                context.contentOffsetAdjustment.y += adjustment.y
            }
        }
        let growth = state.mainLength - oldLength
        context.contentSizeAdjustment.width += state.transposed ? growth : 0
        context.contentSizeAdjustment.height += state.transposed ? 0 : growth
    }

    /// Lays out group instance `group` again with the current measurements. Returns `false` (and changes
    /// nothing) when it would now hold a different number of items, so the rest must be laid out again.
    func resolveGroupInPlace(_ group: Int, in geometry: inout SectionGeometry, solver: inout SectionSolver) -> Bool {
        let stack = geometry.stack
        let first = stack.firstItems[group], count = stack.firstItems[group + 1] - first
        var local = GroupOutput()
        let proposed = geometry.plan.group.size.resolve(in: geometry.groupContainer)
        let result = solver.groupSolver.layOut(geometry.plan.group, size: proposed, origin: .zero, firstItem: first,
                                               limit: geometry.itemCount - first, into: &local)
        let supplementaryRange = stack.firstSupplementaries[group]..<stack.firstSupplementaries[group + 1]
        guard result.consumed == count, local.supplementaries.count == supplementaryRange.count else { return false }
        geometry.output.items.replaceSubrange(first..<(first + count), with: local.items)
        if let zIndices = local.itemZIndices { geometry.output.itemZIndices?.replaceSubrange(first..<(first + count), with: zIndices) }
        geometry.output.supplementaries.replaceSubrange(supplementaryRange, with: local.supplementaries)
        let orthogonal = geometry.isOrthogonal
        let length = orthogonal ? result.size.width : result.size.height
        let crossLength = orthogonal ? result.size.height : result.size.width
        geometry.stack.resize(group, by: length - stack.lengths[group])
        geometry.stack.crossLengths[group] = crossLength
        for frame in local.items + local.supplementaries {
            // Frames are relative to the group's origin.
            let along = orthogonal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
            let across = orthogonal ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            geometry.overhangBefore = Swift.max(geometry.overhangBefore, -along.0)
            geometry.overhangAfter = Swift.max(geometry.overhangAfter, along.1 - length)
            geometry.crossOverhangBefore = Swift.max(geometry.crossOverhangBefore, -across.0)
            geometry.crossOverhangAfter = Swift.max(geometry.crossOverhangAfter, across.1 - crossLength)
        }
        return true
    }

    /// The first group reaching into the visible bounds: its section, its first item and its absolute
    /// position along the scroll axis.
    ///
    /// The anchor names an item rather than a group: measurements can change how many items a group
    /// holds, so the group that holds the anchor item afterwards may have another index.
    func anchorPosition(state: CompositionalState, host: any CollectionViewLayoutHost) -> (section: Int, item: Int, position: CGFloat)? {
        let bounds = anchoringBounds ?? host.bounds
        let visible = state.normalized(isFlippedInHost ? bounds.mirroredHorizontally(inWidth: state.contentSize.width) : bounds)
        for section in state.sections(meeting: visible.minY, .infinity) {
            let geometry = state.sections[section]
            guard !geometry.isOrthogonal, geometry.stack.count > 0 else { continue }
            let local = visible.minY - geometry.origin - geometry.contentStart
            let range = geometry.stack.groups(meeting: local, .infinity, overhangBefore: 0, after: 0)
            if let group = range.first {
                return (section, geometry.stack.firstItems[group], geometry.origin + geometry.contentStart + geometry.stack.start(group))
            }
        }
        return nil
    }

    /// The absolute position along the scroll axis of the group that now holds `item` of `section`;
    /// `nil` when the section has no groups any more.
    func absolutePosition(ofGroupHolding item: Int, inSection section: Int, state: CompositionalState) -> CGFloat? {
        guard state.sections.indices.contains(section) else { return nil }
        let geometry = state.sections[section]
        guard geometry.stack.count > 0 else { return nil }
        let group = Swift.min(geometry.stack.group(containing: item), geometry.stack.count - 1)
        return geometry.origin + geometry.contentStart + geometry.stack.start(group)
    }
}
