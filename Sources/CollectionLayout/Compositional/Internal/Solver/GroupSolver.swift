import CollectionGeometry
import Foundation

/// What laying out group instances produces: leaf frames and supplementary frames, relative to the
/// origin of the top-level group instance they belong to (normalised).
struct GroupOutput {
    /// Frames of leaf items, in item order.
    var items: [CGRect] = []
    /// z indices of leaf items, present only when a custom group set one.
    var itemZIndices: [Int]?
    /// Frames of supplementary items (badges) of items and groups.
    var supplementaries: [CGRect] = []
    /// The supplementary plan id of each supplementary frame.
    var supplementaryIDs: [Int32] = []
    /// The item each supplementary frame belongs to (for its index path).
    var supplementaryItems: [Int32] = []

    mutating func appendItem(_ frame: CGRect, zIndex: Int) {
        if zIndex != 0 || itemZIndices != nil {
            if itemZIndices == nil { itemZIndices = Array(repeating: 0, count: items.count) }
            itemZIndices!.append(zIndex)
        }
        items.append(frame)
    }

    mutating func appendSupplementary(_ frame: CGRect, id: Int, item: Int) {
        supplementaries.append(frame)
        supplementaryIDs.append(Int32(truncatingIfNeeded: id))
        supplementaryItems.append(Int32(truncatingIfNeeded: item))
    }

    /// Moves everything from the given positions on by `offset`.
    mutating func translate(itemsFrom itemStart: Int, supplementariesFrom supplementaryStart: Int, by offset: CGPoint) {
        guard offset != .zero else { return }
        for index in itemStart..<items.count { items[index].origin.x += offset.x; items[index].origin.y += offset.y }
        for index in supplementaryStart..<supplementaries.count {
            supplementaries[index].origin.x += offset.x
            supplementaries[index].origin.y += offset.y
        }
    }

    mutating func reserveSupplementaryCapacity(_ count: Int) {
        supplementaries.reserveCapacity(count)
        supplementaryIDs.reserveCapacity(count)
        supplementaryItems.reserveCapacity(count)
    }

    /// Drops everything from the given positions on.
    mutating func truncate(items itemCount: Int, supplementaries supplementaryCount: Int) {
        items.removeSubrange(itemCount...)
        itemZIndices?.removeSubrange(itemCount...)
        supplementaries.removeSubrange(supplementaryCount...)
        supplementaryIDs.removeSubrange(supplementaryCount...)
        supplementaryItems.removeSubrange(supplementaryCount...)
    }
}

/// Lays out items and groups (F21, F22, F28). Pure: measurements come in through closures.
struct GroupSolver {
    /// The measured size of the leaf item with this index in the section, if any.
    var measuredItem: (Int) -> CGSize?
    /// The measured size of a supplementary item (plan id, item index), if any.
    var measuredSupplementary: (Int, Int) -> CGSize?
    /// Problems found (zero-size repetition …).
    var problems: Set<String> = []
    /// One past the last item any layout since the last reset looked at (kept or not: a child that did
    /// not fit was laid out first). A group instance that looked at items up to `reach` lays out the same
    /// whenever more than that many items remain, as no child's limit cut it short.
    var reach = 0
    /// Reusable slot buffers (one per nesting level in use), so laying out a group allocates nothing.
    private var slotBuffers: [[Slot]] = []

    init(measuredItem: @escaping (Int) -> CGSize?, measuredSupplementary: @escaping (Int, Int) -> CGSize?) {
        self.measuredItem = measuredItem
        self.measuredSupplementary = measuredSupplementary
    }

    /// Relative tolerance for "the next item fits", so fractions that add up to the whole fit.
    static let fitTolerance: CGFloat = 1e-9

    /// Lays out `plan` (a leaf or a group) at `origin` with the given size, consuming items from
    /// `firstItem` on but at most `limit`; returns how many it consumed and its final size (estimated
    /// axes of groups take their content's size).
    mutating func layOut(_ plan: ItemPlan, size: CGSize, origin: CGPoint, firstItem: Int, limit: Int,
                         into output: inout GroupOutput) -> (consumed: Int, size: CGSize) {
        guard let group = plan.group else {
            guard limit > 0 else { return (0, size) }
            let frame = Self.leafFrame(origin: origin, size: size, insets: plan.effectiveInsets)
            reach = Swift.max(reach, firstItem + 1)
            output.appendItem(frame, zIndex: 0)
            attachSupplementaries(of: plan, to: frame, item: firstItem, into: &output)
            return (1, size)
        }
        let insets = plan.effectiveInsets
        let content = CGSize(width: Swift.max(0, size.width - insets.left - insets.right),
                             height: Swift.max(0, size.height - insets.top - insets.bottom))
        let contentOrigin = CGPoint(x: origin.x + insets.left, y: origin.y + insets.top)
        var consumed = 0
        var finalSize = size

        switch group.axis {
        case .custom:
            for custom in group.customItems where consumed < limit {
                output.appendItem(custom.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: custom.zIndex)
                consumed += 1
            }
        case .x, .y:
            let result = layOutLine(plan, group, content: content, contentOrigin: contentOrigin, firstItem: firstItem, limit: limit, into: &output)
            consumed = result.consumed
            let alongX = group.axis == .x
            if alongX {
                if plan.size.width.isEstimated { finalSize.width = result.along }
                if plan.size.height.isEstimated { finalSize.height = result.cross }
            } else {
                if plan.size.height.isEstimated { finalSize.height = result.along }
                if plan.size.width.isEstimated { finalSize.width = result.cross }
            }
        }
        attachSupplementaries(of: plan, to: CGRect(origin: origin, size: finalSize), item: firstItem, into: &output)
        reach = Swift.max(reach, firstItem + consumed)
        return (consumed, finalSize)
    }

    /// One placed child of a horizontal or vertical group.
    private struct Slot {
        var subitem: Int
        var size: CGSize
        var itemStart: Int
        var supplementaryStart: Int
        var consumed: Int
        var along: CGFloat = 0
        var cross: CGFloat = 0
    }

    /// Lays out the children of a horizontal (`x`) or vertical (`y`) group; returns the items consumed and
    /// the extent the children use along and across the axis.
    private mutating func layOutLine(_ plan: ItemPlan, _ group: GroupPlan, content: CGSize, contentOrigin: CGPoint,
                                     firstItem: Int, limit: Int, into output: inout GroupOutput) -> (consumed: Int, along: CGFloat, cross: CGFloat) {
        let alongX = group.axis == .x
        func along(_ size: CGSize) -> CGFloat { alongX ? size.width : size.height }
        func cross(_ size: CGSize) -> CGFloat { alongX ? size.height : size.width }
        func edges(_ sub: ItemPlan) -> (lead: SpacingPlan?, trail: SpacingPlan?, before: SpacingPlan?, after: SpacingPlan?) {
            guard let spacing = sub.edgeSpacing else { return (nil, nil, nil, nil) }
            return alongX ? (spacing.minX, spacing.maxX, spacing.minY, spacing.maxY) : (spacing.minY, spacing.maxY, spacing.minX, spacing.maxX)
        }
        let estimatedAlong = alongX ? plan.size.width.isEstimated : plan.size.height.isEstimated
        let contentAlong = along(content), contentCross = cross(content)
        let limitAlong = contentAlong + contentAlong * Self.fitTolerance + Self.fitTolerance
        let spacing = group.spacing?.value ?? 0

        var slots = slotBuffers.popLast() ?? []
        defer {
            slots.removeAll(keepingCapacity: true)
            slotBuffers.append(slots)
        }
        var used: CGFloat = 0
        var consumed = 0
        var cursor = 0
        var cycleStartUsed: CGFloat = 0, cycleStartConsumed = 0
        loop: while consumed < limit {
            let index: Int
            switch group.repetition {
            case .count(let count), .repeated(let count):
                if slots.count == count { break loop }
                index = 0
            case .once:
                if cursor == group.subitems.count { break loop }
                index = cursor
            case .fill:
                if group.subitems.isEmpty { break loop }
                if estimatedAlong && cursor == group.subitems.count { break loop }
                index = cursor % group.subitems.count
                if cursor > 0 && index == 0 {
                    // A whole cycle that added no extent (or no items) would repeat forever.
                    if used <= cycleStartUsed || consumed == cycleStartConsumed {
                        problems.insert("a group repeats subitems of zero extent (or that hold no items); it holds one round of them")
                        break loop
                    }
                    cycleStartUsed = used
                    cycleStartConsumed = consumed
                }
            }
            guard index < group.subitems.count else { break loop }
            let sub = group.subitems[index]
            var childSize = sub.size.resolve(in: content)
            if case .count(let count) = group.repetition {
                let extent = Swift.max(0, (contentAlong - spacing * CGFloat(count - 1)) / CGFloat(count))
                if alongX { childSize.width = extent } else { childSize.height = extent }
            }
            if sub.group == nil, let measured = measuredItem(firstItem + consumed) {
                if sub.size.width.isEstimated { childSize.width = measured.width.sanitizedLength }
                if sub.size.height.isEstimated { childSize.height = measured.height.sanitizedLength }
            }
            let itemStart = output.items.count, supplementaryStart = output.supplementaries.count
            let (childConsumed, finalChild) = layOut(sub, size: childSize, origin: .zero, firstItem: firstItem + consumed,
                                                     limit: limit - consumed, into: &output)
            let (lead, trail, _, _) = edges(sub)
            let needed = (slots.isEmpty ? 0 : spacing) + (lead?.value ?? 0) + along(finalChild) + (trail?.value ?? 0)
            if case .fill = group.repetition, !estimatedAlong, !slots.isEmpty, used + needed > limitAlong {
                output.truncate(items: itemStart, supplementaries: supplementaryStart)
                break loop
            }
            slots.append(Slot(subitem: index, size: finalChild, itemStart: itemStart, supplementaryStart: supplementaryStart, consumed: childConsumed))
            used += needed
            consumed += childConsumed
            cursor += 1
            // A child that holds no items would repeat without end (an empty nested group).
            if childConsumed == 0, sub.group != nil {
                switch group.repetition {
                case .count, .repeated: break loop
                case .fill, .once: break
                }
            }
        }

        // Uniform across siblings: every uniform leaf takes the largest size among them, per axis.
        let hasUniform = group.subitems.contains { $0.group == nil && ($0.size.width.isUniform || $0.size.height.isUniform) }
        for axisIsWidth in hasUniform ? [true, false] : [] {
            let uniform = slots.indices.filter {
                let sub = group.subitems[slots[$0].subitem]
                return sub.group == nil && (axisIsWidth ? sub.size.width.isUniform : sub.size.height.isUniform)
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { axisIsWidth ? slots[$0].size.width : slots[$0].size.height }.max() ?? 0
            for slot in uniform {
                if axisIsWidth { slots[slot].size.width = largest } else { slots[slot].size.height = largest }
                let sub = group.subitems[slots[slot].subitem]
                let frame = Self.leafFrame(origin: .zero, size: slots[slot].size, insets: sub.effectiveInsets)
                output.items[slots[slot].itemStart] = frame
                for (offset, supplementary) in sub.supplementaries.enumerated() {
                    let index = slots[slot].supplementaryStart + offset
                    output.supplementaries[index] = supplementary.frame(
                        attachedTo: frame, measured: measuredSupplementary(supplementary.id, Int(output.supplementaryItems[index])))
                }
            }
        }

        // Positions along the axis, sharing leftover space among flexible spacings.
        var total: CGFloat = 0
        var flexibleCount = 0
        for (position, slot) in slots.enumerated() {
            let (lead, trail, _, _) = edges(group.subitems[slot.subitem])
            total += (position == 0 ? 0 : spacing) + (lead?.value ?? 0) + along(slot.size) + (trail?.value ?? 0)
            if lead?.isFlexible == true { flexibleCount += 1 }
            if trail?.isFlexible == true { flexibleCount += 1 }
        }
        if group.spacing?.isFlexible == true { flexibleCount += Swift.max(0, slots.count - 1) }
        let leftover = estimatedAlong ? 0 : Swift.max(0, contentAlong - total)
        let share = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var position: CGFloat = 0
        for index in slots.indices {
            let (lead, trail, _, _) = edges(group.subitems[slots[index].subitem])
            if index > 0 { position += spacing + (group.spacing?.isFlexible == true ? share : 0) }
            position += (lead?.value ?? 0) + (lead?.isFlexible == true ? share : 0)
            slots[index].along = position
            position += along(slots[index].size) + (trail?.value ?? 0) + (trail?.isFlexible == true ? share : 0)
        }

        // Positions across the axis.
        let estimatedCross = alongX ? plan.size.height.isEstimated : plan.size.width.isEstimated
        var crossExtent = contentCross
        if estimatedCross {
            crossExtent = slots.map { slot -> CGFloat in
                let (_, _, before, after) = edges(group.subitems[slot.subitem])
                return cross(slot.size) + (before?.value ?? 0) + (after?.value ?? 0)
            }.max() ?? 0
        }
        for index in slots.indices {
            let (_, _, before, after) = edges(group.subitems[slots[index].subitem])
            let length = cross(slots[index].size)
            if before?.isFlexible == true && after?.isFlexible == true {
                slots[index].cross = Swift.max(before?.value ?? 0, (crossExtent - length) / 2)
            } else if before?.isFlexible == true {
                slots[index].cross = Swift.max(before?.value ?? 0, crossExtent - length - (after?.value ?? 0))
            } else {
                slots[index].cross = before?.value ?? 0
            }
        }

        // Move every child's output into place.
        for (index, slot) in slots.enumerated() {
            let nextItem = index + 1 < slots.count ? slots[index + 1].itemStart : output.items.count
            let nextSupplementary = index + 1 < slots.count ? slots[index + 1].supplementaryStart : output.supplementaries.count
            let offset = alongX
                ? CGPoint(x: contentOrigin.x + slot.along, y: contentOrigin.y + slot.cross)
                : CGPoint(x: contentOrigin.x + slot.cross, y: contentOrigin.y + slot.along)
            if offset != .zero {
                for item in slot.itemStart..<nextItem { output.items[item].origin.x += offset.x; output.items[item].origin.y += offset.y }
                for supplementary in slot.supplementaryStart..<nextSupplementary {
                    output.supplementaries[supplementary].origin.x += offset.x
                    output.supplementaries[supplementary].origin.y += offset.y
                }
            }
        }
        return (consumed, position, crossExtent)
    }

    /// A leaf's frame: its slot inset by its content insets, the size never below zero.
    static func leafFrame(origin: CGPoint, size: CGSize, insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: Swift.max(0, size.width - insets.left - insets.right),
               height: Swift.max(0, size.height - insets.top - insets.bottom))
    }

    /// Attaches an item's or group's supplementary items to its frame.
    private mutating func attachSupplementaries(of plan: ItemPlan, to frame: CGRect, item: Int, into output: inout GroupOutput) {
        for supplementary in plan.supplementaries {
            let placed = supplementary.frame(attachedTo: frame, measured: measuredSupplementary(supplementary.id, item))
            output.appendSupplementary(placed, id: supplementary.id, item: item)
        }
    }
}
