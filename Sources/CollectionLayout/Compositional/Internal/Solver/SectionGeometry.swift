import CollectionGeometry
import Foundation

/// The group instances of a section, stacked along one axis (the scroll axis, or the cross axis for
/// orthogonal sections). Positions are kept per block of groups plus an offset per block, so a group
/// that changes length moves the groups after it in O(block size + blocks) instead of O(groups).
struct GroupStack: Sendable {
    static let blockSize = 128

    /// Offset of each block along the stack axis (relative to the stack's start).
    var blockOffsets: [CGFloat] = []
    /// Start of each group relative to its block's offset.
    var localStarts: [CGFloat] = []
    /// Length of each group along the stack axis.
    var lengths: [CGFloat] = []
    /// Position and length of each group across the stack axis (section-local).
    var crossStarts: [CGFloat] = []
    var crossLengths: [CGFloat] = []
    /// First item of each group, plus the item count at the end.
    var firstItems: [Int] = [0]
    /// First supplementary frame of each group, plus the count at the end.
    var firstSupplementaries: [Int] = [0]
    /// Space between groups.
    var spacing: CGFloat = 0

    var count: Int { lengths.count }

    func start(_ group: Int) -> CGFloat { blockOffsets[group / Self.blockSize] + localStarts[group] }
    func end(_ group: Int) -> CGFloat { start(group) + lengths[group] }

    /// The stack's total length.
    var length: CGFloat { count == 0 ? 0 : end(count - 1) }

    mutating func reserveCapacity(_ groups: Int) {
        localStarts.reserveCapacity(groups)
        lengths.reserveCapacity(groups)
        crossStarts.reserveCapacity(groups)
        crossLengths.reserveCapacity(groups)
        firstItems.reserveCapacity(groups + 1)
        firstSupplementaries.reserveCapacity(groups + 1)
        blockOffsets.reserveCapacity(groups / Self.blockSize + 1)
    }

    mutating func append(length: CGFloat, crossStart: CGFloat, crossLength: CGFloat, itemEnd: Int, supplementaryEnd: Int) {
        let index = count
        let start = index == 0 ? 0 : end(index - 1) + spacing
        if index % Self.blockSize == 0 { blockOffsets.append(start) }
        localStarts.append(start - blockOffsets[index / Self.blockSize])
        lengths.append(length)
        crossStarts.append(crossStart)
        crossLengths.append(crossLength)
        firstItems.append(itemEnd)
        firstSupplementaries.append(supplementaryEnd)
    }

    /// Appends `n` groups of one length and cross position, whose item ranges follow each other by
    /// `itemStride` from `itemEnd` (the first one's end), each ending at `supplementaryEnd`: what
    /// `n` calls of `append` would do, with the same arithmetic, in one pass per array.
    /// - Complexity: O(n).
    mutating func appendRepeated(_ n: Int, length: CGFloat, crossStart: CGFloat, crossLength: CGFloat,
                                 itemEnd: Int, itemStride: Int, supplementaryEnd: Int) {
        guard n > 0 else { return }
        let first = count
        // Worked on as unique local arrays, written through a buffer: no per-group bookkeeping.
        var offsets = blockOffsets, starts = localStarts
        blockOffsets = []
        localStarts = []
        var blockOffset = first == 0 ? 0 : offsets[(first - 1) / Self.blockSize]
        var previousStart = first == 0 ? 0 : starts[first - 1]
        var previousLength = first == 0 ? 0 : lengths[first - 1]
        starts.append(contentsOf: repeatElement(0, count: n))
        offsets.reserveCapacity((first + n) / Self.blockSize + 1)
        let spacing = spacing
        starts.withUnsafeMutableBufferPointer { buffer in
            for index in first..<(first + n) {
                let start = index == 0 ? 0 : blockOffset + previousStart + previousLength + spacing
                if index % Self.blockSize == 0 {
                    offsets.append(start)
                    blockOffset = start
                }
                previousStart = start - blockOffset
                previousLength = length
                buffer[index] = previousStart
            }
        }
        blockOffsets = offsets
        localStarts = starts
        lengths.append(contentsOf: repeatElement(length, count: n))
        crossStarts.append(contentsOf: repeatElement(crossStart, count: n))
        crossLengths.append(contentsOf: repeatElement(crossLength, count: n))
        // Filled in place: appending a `stride` costs several times as much per group.
        let firstNew = firstItems.count
        firstItems.append(contentsOf: repeatElement(itemEnd, count: n))
        firstItems.withUnsafeMutableBufferPointer { buffer in
            var item = itemEnd
            for index in firstNew..<(firstNew + n) {
                buffer[index] = item
                item += itemStride
            }
        }
        firstSupplementaries.append(contentsOf: repeatElement(supplementaryEnd, count: n))
    }

    /// Drops the groups from `group` on.
    mutating func truncate(from group: Int) {
        guard group < count else { return }
        lengths.removeSubrange(group...)
        localStarts.removeSubrange(group...)
        crossStarts.removeSubrange(group...)
        crossLengths.removeSubrange(group...)
        firstItems.removeSubrange((group + 1)...)
        firstSupplementaries.removeSubrange((group + 1)...)
        blockOffsets.removeSubrange(((group + Self.blockSize - 1) / Self.blockSize)...)
    }

    /// Changes the length of `group` by `delta` and moves every later group.
    ///
    /// - Complexity: O(block size + number of blocks).
    mutating func resize(_ group: Int, by delta: CGFloat) {
        guard delta != 0 else { return }
        lengths[group] += delta
        let block = group / Self.blockSize
        let blockEnd = Swift.min(count, (block + 1) * Self.blockSize)
        for later in (group + 1)..<Swift.max(group + 1, blockEnd) { localStarts[later] += delta }
        for later in (block + 1)..<Swift.max(block + 1, blockOffsets.count) { blockOffsets[later] += delta }
    }

    /// The group holding `item`.
    func group(containing item: Int) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if firstItems[mid + 1] <= item { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The groups whose extent along the stack axis meets `[low, high]` (edges included), given that
    /// elements may reach `before` beyond a group's start and `after` beyond its end.
    ///
    /// - Complexity: O(log n).
    func groups(meeting low: CGFloat, _ high: CGFloat, overhangBefore before: CGFloat, after: CGFloat) -> Range<Int> {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if end(mid) + after >= low { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(mid) - before <= high { lo = mid + 1 } else { hi = mid }
        }
        return first..<lo
    }
}

/// A laid-out boundary supplementary item (section-local, normalised, before pinning).
struct BoundaryElement: Sendable {
    var plan: BoundaryPlan
    /// The index of this item among the section's boundary items of the same kind (its index path item).
    var occurrence: Int
    var frame: CGRect
}

/// One laid-out section, normalised and section-local on the scroll axis.
struct SectionGeometry: Sendable {
    var plan: SectionPlan
    var supplementaryPlans: [SupplementaryPlan]
    var itemCount: Int

    /// Where the section starts along the scroll axis, and how long it is.
    var origin: CGFloat = 0
    var extent: CGFloat = 0
    /// Where the groups start (after headers and the top inset), along the scroll axis.
    var contentStart: CGFloat = 0
    /// Where the groups' area starts across the scroll axis, and how wide it is.
    var contentCrossStart: CGFloat = 0
    var contentCrossLength: CGFloat = 0
    /// The size groups resolve their fractions against.
    var groupContainer: CGSize = .zero
    /// The viewport's length along the scroll axis (the container height for boundary items).
    var viewportLength: CGFloat = 0
    /// The cross-axis area of boundary items.
    var boundaryCrossStart: CGFloat = 0
    var boundaryCrossLength: CGFloat = 0

    var stack = GroupStack()
    /// Leaf frames, relative to their group's origin.
    var output = GroupOutput()
    /// How far elements reach beyond their group, along the stack axis and across it.
    var overhangBefore: CGFloat = 0
    var overhangAfter: CGFloat = 0
    var crossOverhangBefore: CGFloat = 0
    var crossOverhangAfter: CGFloat = 0
    /// How far boundary items reach before the section's start and past its extent along the scroll
    /// axis (a `.leading` item taller than the section, a footer taller than its content, a pinned
    /// footer pushed up to its section's content start).
    var boundaryOverhangBefore: CGFloat = 0
    var boundaryOverhangAfter: CGFloat = 0

    var boundary: [BoundaryElement] = []
    /// The end of the groups' area including the bottom inset (footers start here).
    var contentEnd: CGFloat = 0
    /// For orthogonal sections: the length of the scrolling strip (insets included).
    var orthogonalContentLength: CGFloat = 0
    /// Whether every group instance was laid out from one template (nothing depends on measurements).
    var usesTemplate = false

    var isOrthogonal: Bool { plan.isOrthogonal }

    /// The origin of `group`, section-local and normalised, for an orthogonal scroll offset.
    func groupOrigin(_ group: Int, orthogonalOffset: CGFloat = 0) -> CGPoint {
        if isOrthogonal {
            return CGPoint(x: contentCrossStart + stack.start(group) - orthogonalOffset, y: contentStart + stack.crossStarts[group])
        }
        return CGPoint(x: stack.crossStarts[group], y: contentStart + stack.start(group))
    }
}
