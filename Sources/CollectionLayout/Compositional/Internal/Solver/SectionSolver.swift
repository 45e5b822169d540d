import CollectionGeometry
import Foundation

/// Lays out one section (F23, F25, F26, F29). Pure: measurements come in through closures.
struct SectionSolver {
    /// What the section is laid out in (normalised).
    struct Inputs: Sendable {
        /// The layout's content extent across the scroll axis.
        var layoutCross: CGFloat
        /// The visible length along the scroll axis (what fractional heights of top-level groups refer to).
        var viewportLength: CGFloat
        /// Cross-axis insets of the section's content insets reference (min, max).
        var contentReference: (min: CGFloat, max: CGFloat)
        /// Cross-axis insets of the supplementary content insets reference (min, max).
        var supplementaryReference: (min: CGFloat, max: CGFloat)
    }

    var groupSolver: GroupSolver
    /// The measured size of a boundary item (kind, occurrence), if any.
    var measuredBoundary: (String, Int) -> CGSize?
    /// The first item at or after the given one that has been measured (or has a measured
    /// supplementary attached), the section's item count or more when none has: a group instance of
    /// unmeasured items lays out at its estimates, like every other such instance. Asked once per run
    /// of such instances, not per instance.
    var firstMeasuredItem: (Int) -> Int = { $0 }
    var problems: Set<String> = []

    /// Lays out a whole section.
    mutating func solve(plan: SectionPlan, supplementaryPlans: [SupplementaryPlan], itemCount: Int, inputs: Inputs) -> SectionGeometry {
        var geometry = SectionGeometry(plan: plan, supplementaryPlans: supplementaryPlans, itemCount: itemCount)
        let insets = plan.insets
        geometry.contentCrossStart = inputs.contentReference.min + insets.left
        geometry.contentCrossLength = Swift.max(0, inputs.layoutCross - inputs.contentReference.min - inputs.contentReference.max - insets.left - insets.right)
        geometry.viewportLength = inputs.viewportLength
        geometry.groupContainer = CGSize(width: geometry.contentCrossLength, height: Swift.max(0, inputs.viewportLength - insets.top - insets.bottom))
        if plan.supplementariesFollowContentInsets {
            geometry.boundaryCrossStart = geometry.contentCrossStart
            geometry.boundaryCrossLength = geometry.contentCrossLength
        } else {
            geometry.boundaryCrossStart = inputs.supplementaryReference.min
            geometry.boundaryCrossLength = Swift.max(0, inputs.layoutCross - inputs.supplementaryReference.min - inputs.supplementaryReference.max)
        }
        geometry.stack.spacing = plan.interGroupSpacing
        layOutGroups(&geometry, from: 0)
        layOutBoundary(&geometry)
        return geometry
    }

    /// Lays out the group instances from `firstGroup` on (the earlier ones are kept).
    mutating func layOutGroups(_ geometry: inout SectionGeometry, from firstGroup: Int) {
        let plan = geometry.plan
        let start = Swift.min(firstGroup, geometry.stack.count)
        var item = geometry.stack.firstItems[start]
        geometry.stack.truncate(from: start)
        geometry.output.truncate(items: item, supplementaries: geometry.stack.firstSupplementaries[start])
        let orthogonal = plan.isOrthogonal
        let proposed = plan.group.size.resolve(in: geometry.groupContainer)
        let dependsOnMeasurements = plan.group.dependsOnMeasurements
        /// The first full group instance, reused for every later instance that has at least as many items
        /// left as it looked at (`reach`; a nested group cut short by the items left can let one more
        /// child in): its frames are relative to its group's origin, so only the supplementary items'
        /// item numbers need rebasing. When the group's size depends on measurements, it stands for the
        /// instances whose items have none yet (all of them after a reload or a batch update, which
        /// forget measurements).
        var template: (output: GroupOutput, consumed: Int, reach: Int, size: CGSize, firstItem: Int)?
        geometry.usesTemplate = !dependsOnMeasurements

        geometry.output.items.reserveCapacity(geometry.itemCount)
        var reserved = false
        /// The group instances appended as copies of the template, in runs: each copy reaches beyond
        /// its group as far as the run's first does, so only that one is measured for overhangs.
        var templateRuns: [Range<Int>] = []
        while item < geometry.itemCount {
            let remaining = geometry.itemCount - item
            if let template, let end = runEnd(from: item, reach: template.reach, itemCount: geometry.itemCount,
                                              dependsOnMeasurements: dependsOnMeasurements) {
                // Every full instance from here on (or up to the next measured one) is the template:
                // append them in one tight loop.
                let length = orthogonal ? template.size.width : template.size.height
                let crossLength = orthogonal ? template.size.height : template.size.width
                let crossStart = orthogonal ? 0 : geometry.contentCrossStart
                let hasExtras = template.output.itemZIndices != nil || !template.output.supplementaries.isEmpty
                // A list's group holds one item: appending that frame is several times cheaper than
                // appending a one-element array.
                let single = template.output.items.count == 1 ? template.output.items[0] : nil
                let runStart = geometry.stack.count
                if !hasExtras {
                    // Frames only: every array grows once for the whole run.
                    let instances = (end - template.reach - item) / template.consumed + 1
                    if let single {
                        geometry.output.items.append(contentsOf: repeatElement(single, count: instances))
                    } else {
                        for _ in 0..<instances { geometry.output.items.append(contentsOf: template.output.items) }
                    }
                    geometry.stack.appendRepeated(instances, length: length, crossStart: crossStart, crossLength: crossLength,
                                                  itemEnd: item + template.consumed, itemStride: template.consumed,
                                                  supplementaryEnd: geometry.output.supplementaries.count)
                    item += instances * template.consumed
                    templateRuns.append(runStart..<geometry.stack.count)
                    continue
                }
                repeat {
                    if let single { geometry.output.items.append(single) } else { geometry.output.items.append(contentsOf: template.output.items) }
                    if hasExtras { Self.appendExtras(template.output, to: &geometry.output, itemShift: item - template.firstItem) }
                    item += template.consumed
                    geometry.stack.append(length: length, crossStart: crossStart, crossLength: crossLength,
                                          itemEnd: item, supplementaryEnd: geometry.output.supplementaries.count)
                } while item + template.reach <= end
                templateRuns.append(runStart..<geometry.stack.count)
                continue
            }
            let consumed: Int, size: CGSize
            do {
                // Lay out straight into the section's output (frames are relative to the group's origin).
                let itemStart = geometry.output.items.count, supplementaryStart = geometry.output.supplementaries.count
                groupSolver.reach = item
                let result = groupSolver.layOut(plan.group, size: proposed, origin: .zero, firstItem: item, limit: remaining, into: &geometry.output)
                consumed = result.consumed
                size = result.size
                let reach = groupSolver.reach - item
                if template == nil, consumed > 0, reach < remaining,
                   !dependsOnMeasurements || firstMeasuredItem(item) >= item + reach {
                    template = (Self.copy(geometry.output, items: itemStart, supplementaries: supplementaryStart), consumed, reach, size, item)
                }
            }
            guard consumed > 0 else {
                problems.insert("a group of section items holds no items; the section's last \(remaining) items are not laid out")
                break
            }
            if !reserved {
                // Reserve for as many groups as the first one suggests.
                reserved = true
                let groups = remaining / consumed + 1
                geometry.stack.reserveCapacity(geometry.stack.count + groups)
                let perGroup = geometry.output.supplementaries.count - geometry.stack.firstSupplementaries[geometry.stack.count]
                if perGroup > 0 { geometry.output.reserveSupplementaryCapacity(geometry.output.supplementaries.count + perGroup * groups) }
            }
            item += consumed
            geometry.stack.append(length: orthogonal ? size.width : size.height, crossStart: orthogonal ? 0 : geometry.contentCrossStart,
                                  crossLength: orthogonal ? size.height : size.width,
                                  itemEnd: item, supplementaryEnd: geometry.output.supplementaries.count)
        }
        computeOverhangs(&geometry, from: start, templateRuns: templateRuns)
    }

    /// The bound of a run of template instances starting at `item`: the section's last item, or the
    /// next measured item if that comes first and instances depend on measurements. Each instance's
    /// start plus `reach` must not pass it; `nil` when not even the first instance's does. Asks
    /// `firstMeasuredItem` once.
    private func runEnd(from item: Int, reach: Int, itemCount: Int, dependsOnMeasurements: Bool) -> Int? {
        let end = dependsOnMeasurements ? Swift.min(itemCount - 1, firstMeasuredItem(item)) : itemCount - 1
        return item + reach <= end ? end : nil
    }

    /// The part of `output` from the given positions on, as an output of its own.
    private static func copy(_ output: GroupOutput, items: Int, supplementaries: Int) -> GroupOutput {
        var result = GroupOutput()
        result.items = Array(output.items[items...])
        result.itemZIndices = output.itemZIndices.map { Array($0[items...]) }
        result.supplementaries = Array(output.supplementaries[supplementaries...])
        result.supplementaryIDs = Array(output.supplementaryIDs[supplementaries...])
        result.supplementaryItems = Array(output.supplementaryItems[supplementaries...])
        return result
    }

    /// Appends a template instance's z indices and supplementary items (its frames are appended by the
    /// caller), renumbering the supplementary items' items by `itemShift`.
    private static func appendExtras(_ local: GroupOutput, to output: inout GroupOutput, itemShift: Int) {
        if local.itemZIndices != nil || output.itemZIndices != nil {
            let base = output.items.count - local.items.count
            if output.itemZIndices == nil { output.itemZIndices = Array(repeating: 0, count: base) }
            output.itemZIndices!.append(contentsOf: local.itemZIndices ?? Array(repeating: 0, count: local.items.count))
        }
        guard !local.supplementaries.isEmpty else { return }
        output.supplementaries.append(contentsOf: local.supplementaries)
        output.supplementaryIDs.append(contentsOf: local.supplementaryIDs)
        let shift = Int32(truncatingIfNeeded: itemShift)
        output.supplementaryItems.append(contentsOf: local.supplementaryItems.lazy.map { $0 + shift })
    }

    /// How far elements of the groups from `firstGroup` on reach beyond their group.
    /// - Parameter templateRuns: runs of groups that are copies of one instance (ascending): only the
    ///   first of each run is measured.
    /// - Complexity: O(items of the groups measured).
    private mutating func computeOverhangs(_ geometry: inout SectionGeometry, from firstGroup: Int, templateRuns: [Range<Int>]) {
        if firstGroup == 0 {
            geometry.overhangBefore = 0; geometry.overhangAfter = 0
            geometry.crossOverhangBefore = 0; geometry.crossOverhangAfter = 0
        }
        let orthogonal = geometry.isOrthogonal
        let stack = geometry.stack
        var run = 0
        var group = firstGroup
        while group < stack.count {
            defer { group += 1 }
            while run < templateRuns.count, templateRuns[run].upperBound <= group { run += 1 }
            if run < templateRuns.count, templateRuns[run].lowerBound < group {
                // A copy: the rest of its run is skipped.
                group = templateRuns[run].upperBound - 1
                continue
            }
            let length = stack.lengths[group], crossLength = stack.crossLengths[group]
            func measure(_ frame: CGRect) {
                let along = orthogonal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                let across = orthogonal ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
                geometry.overhangBefore = Swift.max(geometry.overhangBefore, -along.0)
                geometry.overhangAfter = Swift.max(geometry.overhangAfter, along.1 - length)
                geometry.crossOverhangBefore = Swift.max(geometry.crossOverhangBefore, -across.0)
                geometry.crossOverhangAfter = Swift.max(geometry.crossOverhangAfter, across.1 - crossLength)
            }
            if geometry.usesTemplate, group > firstGroup, stack.firstItems[group + 1] - stack.firstItems[group] == stack.firstItems[firstGroup + 1] - stack.firstItems[firstGroup] {
                continue
            }
            for item in stack.firstItems[group]..<stack.firstItems[group + 1] { measure(geometry.output.items[item]) }
            for index in stack.firstSupplementaries[group]..<stack.firstSupplementaries[group + 1] { measure(geometry.output.supplementaries[index]) }
        }
    }

    /// Places the boundary items and derives where the content starts and ends and the section's extent.
    mutating func layOutBoundary(_ geometry: inout SectionGeometry) {
        let plan = geometry.plan
        let container = CGSize(width: geometry.boundaryCrossLength, height: geometry.viewportLength)
        var occurrences: [String: Int] = [:]
        var elements: [BoundaryElement] = []
        func size(of boundary: BoundaryPlan, occurrence: Int) -> CGSize {
            var size = boundary.size.resolve(in: container)
            if let measured = measuredBoundary(boundary.kind, occurrence) {
                if boundary.size.width.isEstimated { size.width = measured.width.sanitizedLength }
                if boundary.size.height.isEstimated { size.height = measured.height.sanitizedLength }
            }
            return size
        }
        func crossPosition(_ position: BoundaryPlan.CrossPosition, width: CGFloat) -> CGFloat {
            switch position {
            case .min: geometry.boundaryCrossStart
            case .center: geometry.boundaryCrossStart + (geometry.boundaryCrossLength - width) / 2
            case .max: geometry.boundaryCrossStart + geometry.boundaryCrossLength - width
            }
        }
        func next(_ kind: String) -> Int {
            let value = occurrences[kind, default: 0]
            occurrences[kind] = value + 1
            return value
        }
        var cursor: CGFloat = 0
        var pending: [(BoundaryPlan, Int, CGSize)] = []
        for boundary in plan.boundaryItems {
            let occurrence = next(boundary.kind)
            let itemSize = size(of: boundary, occurrence: occurrence)
            guard boundary.band == .before else {
                pending.append((boundary, occurrence, itemSize))
                continue
            }
            cursor += boundary.spaceBefore
            let frame = CGRect(x: crossPosition(boundary.cross, width: itemSize.width) + boundary.offset.x, y: cursor + boundary.offset.y,
                               width: itemSize.width, height: itemSize.height)
            elements.append(BoundaryElement(plan: boundary, occurrence: occurrence, frame: frame))
            if boundary.extendsBoundary { cursor += itemSize.height }
        }
        geometry.contentStart = cursor + plan.insets.top
        let contentLength = geometry.isOrthogonal ? (geometry.stack.crossLengths.max() ?? 0) : geometry.stack.length
        geometry.contentEnd = geometry.contentStart + contentLength + plan.insets.bottom
        cursor = geometry.contentEnd
        for (boundary, occurrence, itemSize) in pending {
            let x = crossPosition(boundary.cross, width: itemSize.width) + boundary.offset.x
            let y: CGFloat
            switch boundary.band {
            case .after:
                if boundary.extendsBoundary {
                    y = cursor
                    cursor += itemSize.height
                } else {
                    y = geometry.contentEnd - itemSize.height
                }
            case .side, .before:
                y = geometry.contentStart
            }
            elements.append(BoundaryElement(plan: boundary, occurrence: occurrence,
                                            frame: CGRect(x: x, y: y + boundary.offset.y, width: itemSize.width, height: itemSize.height)))
        }
        geometry.boundary = elements
        geometry.extent = cursor
        geometry.boundaryOverhangBefore = 0
        geometry.boundaryOverhangAfter = 0
        for element in elements {
            // A pinned footer can be pushed up until it ends at the content's start.
            let lowest = element.plan.pinToVisibleBounds && element.plan.band == .after
                ? Swift.min(element.frame.minY, geometry.contentStart - element.frame.height) : element.frame.minY
            geometry.boundaryOverhangBefore = Swift.max(geometry.boundaryOverhangBefore, -lowest)
            geometry.boundaryOverhangAfter = Swift.max(geometry.boundaryOverhangAfter, element.frame.maxY - cursor)
        }
        geometry.orthogonalContentLength = geometry.contentCrossStart + geometry.stack.length + plan.insets.right
    }
}
