import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// A deliberately naive compositional layout, for oracle tests: it reads the descriptor objects
/// directly and computes every frame in real coordinates with plain recursion — no compiled plans,
/// no transposition, no templates, no block stacks, no incremental updates. Measured items take
/// their measured size on their estimated axes (`measuredItems`); supplementaries use their estimates.
@MainActor
public struct ReferenceCompositionalSolver {
    public let bounds: CGSize
    public let counts: [Int]
    public let configuration: CollectionViewCompositionalLayoutConfiguration
    public let sectionProvider: (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?
    /// Measured sizes of items (as on screen), by index path.
    public var measuredItems: [IndexPath: CGSize] = [:]
    private var result: [ElementSignature] = []
    /// The section being placed (for `measuredItems`).
    private var placing = 0

    public init(bounds: CGSize, counts: [Int], configuration: CollectionViewCompositionalLayoutConfiguration,
                sectionProvider: @escaping (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?) {
        self.bounds = bounds
        self.counts = counts
        self.configuration = configuration
        self.sectionProvider = sectionProvider
    }

    private final class Environment: CollectionLayoutEnvironment, CollectionLayoutContainer {
        let contentSize: CGSize
        init(size: CGSize) { contentSize = size }
        var container: any CollectionLayoutContainer { self }
        var traitCollection: TraitCollection { TraitCollection() }
        var effectiveContentInsets: DirectionalEdgeInsets { .zero }
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: DirectionalEdgeInsets { .zero }
    }

    private var vertical: Bool { configuration.scrollDirection == .vertical }

    private func resolve(_ dimension: CollectionLayoutDimension, _ container: CGSize) -> CGFloat {
        if dimension.isFractionalWidth { return dimension.dimension * container.width }
        if dimension.isFractionalHeight { return dimension.dimension * container.height }
        return dimension.dimension
    }

    private func resolve(_ size: CollectionLayoutSize, _ container: CGSize) -> CGSize {
        CGSize(width: resolve(size.widthDimension, container), height: resolve(size.heightDimension, container))
    }

    /// Insets with the edges of estimated axes removed.
    private func effectiveInsets(_ item: CollectionLayoutItem) -> DirectionalEdgeInsets {
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return insets
    }

    private func attach(_ supplementary: CollectionLayoutSupplementaryItem, to frame: CGRect) -> CGRect {
        let size = resolve(supplementary.layoutSize, frame.size)
        func point(_ anchor: CollectionLayoutAnchor?, _ box: CGSize, default edges: DirectionalRectEdge) -> CGPoint {
            let edges = anchor?.edges ?? edges
            return CGPoint(x: edges.contains(.leading) ? 0 : (edges.contains(.trailing) ? box.width : box.width / 2),
                           y: edges.contains(.top) ? 0 : (edges.contains(.bottom) ? box.height : box.height / 2))
        }
        func shift(_ anchor: CollectionLayoutAnchor?) -> CGPoint {
            guard let anchor else { return .zero }
            return anchor.isAbsoluteOffset ? anchor.offset : CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
        }
        let container = point(supplementary.containerAnchor, frame.size, default: [])
        let own = point(supplementary.itemAnchor ?? supplementary.containerAnchor, size, default: [])
        let push = shift(supplementary.containerAnchor), pull = shift(supplementary.itemAnchor)
        return CGRect(x: frame.minX + container.x - own.x + push.x - pull.x, y: frame.minY + container.y - own.y + push.y - pull.y,
                      width: size.width, height: size.height)
    }

    private struct Placed {
        var frames: [(CollectionElementCategory, String, Int, CGRect)]
    }

    /// Lays out `item` with `size` at `origin`; returns the items consumed, the final size and the elements.
    private func place(_ item: CollectionLayoutItem, size: CGSize, origin: CGPoint, next: Int, limit: Int) -> (Int, CGSize, Placed) {
        var placed = Placed(frames: [])
        guard let group = item as? CollectionLayoutGroup else {
            guard limit > 0 else { return (0, size, placed) }
            let insets = effectiveInsets(item)
            let frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                               width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
            placed.frames.append((.cell, "", next, frame))
            for supplementary in item.supplementaryItems { placed.frames.append((.supplementaryView, supplementary.elementKind, next, attach(supplementary, to: frame))) }
            return (1, size, placed)
        }
        let insets = effectiveInsets(group)
        let content = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        var consumed = 0
        var final = size
        switch group.arrangement {
        case .custom(let provider):
            for custom in provider(Environment(size: bounds)) where consumed < limit {
                placed.frames.append((.cell, "", next + consumed, custom.frame.offsetBy(dx: origin.x, dy: origin.y)))
                consumed += 1
            }
        case .horizontal, .vertical:
            var isHorizontal = false
            if case .horizontal = group.arrangement { isHorizontal = true }
            let along: (CGSize) -> CGFloat = { isHorizontal ? $0.width : $0.height }
            let across: (CGSize) -> CGFloat = { isHorizontal ? $0.height : $0.width }
            let alongEstimated = isHorizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
            let acrossEstimated = isHorizontal ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
            let spacing = group.interItemSpacing?.spacing ?? 0
            func gaps(_ sub: CollectionLayoutItem) -> (CollectionLayoutSpacing?, CollectionLayoutSpacing?, CollectionLayoutSpacing?, CollectionLayoutSpacing?) {
                guard let edge = sub.edgeSpacing else { return (nil, nil, nil, nil) }
                return isHorizontal ? (edge.leading, edge.trailing, edge.top, edge.bottom) : (edge.top, edge.bottom, edge.leading, edge.trailing)
            }
            var children: [(sub: CollectionLayoutItem, size: CGSize, placed: Placed)] = []
            var used: CGFloat = 0
            var index = 0
            var roundUsed: CGFloat = 0, roundConsumed = 0
            children: while consumed < limit {
                let sub: CollectionLayoutItem
                switch group.repetition {
                case .count(let count):
                    if children.count == max(1, count) { break children }
                    sub = group.subitems[0]
                case .once:
                    if index == group.subitems.count { break children }
                    sub = group.subitems[index]
                case .repeated(let count):
                    if children.count == count { break children }
                    sub = group.distinctSubitems[0]
                case .fill:
                    if group.subitems.isEmpty || (alongEstimated && index == group.subitems.count) { break children }
                    if index > 0 && index % group.subitems.count == 0 {
                        // A round that added no length or no items would repeat forever.
                        if used <= roundUsed || consumed == roundConsumed { break children }
                        roundUsed = used
                        roundConsumed = consumed
                    }
                    sub = group.subitems[index % group.subitems.count]
                }
                var childSize = resolve(sub.layoutSize, content)
                if case .count(let count) = group.repetition {
                    let n = CGFloat(max(1, count))
                    let extent = max(0, (along(content) - spacing * (n - 1)) / n)
                    if isHorizontal { childSize.width = extent } else { childSize.height = extent }
                }
                if !(sub is CollectionLayoutGroup), let measured = measuredItems[IndexPath(item: next + consumed, section: placing)] {
                    if sub.layoutSize.widthDimension.isEstimated { childSize.width = measured.width }
                    if sub.layoutSize.heightDimension.isEstimated { childSize.height = measured.height }
                }
                let (childConsumed, finalChild, childPlaced) = place(sub, size: childSize, origin: .zero, next: next + consumed, limit: limit - consumed)
                let (lead, trail, _, _) = gaps(sub)
                let needed = (children.isEmpty ? 0 : spacing) + (lead?.spacing ?? 0) + along(finalChild) + (trail?.spacing ?? 0)
                if case .fill = group.repetition, !alongEstimated, !children.isEmpty, used + needed > along(content) * (1 + 1e-9) + 1e-9 { break children }
                children.append((sub, finalChild, childPlaced))
                used += needed
                consumed += childConsumed
                index += 1
                // A nested group that holds nothing ends a counted or repeated group (it would repeat forever).
                if childConsumed == 0, sub is CollectionLayoutGroup {
                    switch group.repetition {
                    case .count, .repeated: break children
                    default: break
                    }
                }
            }
            // Uniform across siblings.
            for widthAxis in [true, false] {
                let uniform = children.indices.filter {
                    !(children[$0].sub is CollectionLayoutGroup)
                        && (widthAxis ? children[$0].sub.layoutSize.widthDimension.isUniformAcrossSiblings : children[$0].sub.layoutSize.heightDimension.isUniformAcrossSiblings)
                }
                guard uniform.count > 1 else { continue }
                let largest = uniform.map { widthAxis ? children[$0].size.width : children[$0].size.height }.max()!
                for index in uniform {
                    if widthAxis { children[index].size.width = largest } else { children[index].size.height = largest }
                    children[index].placed = place(children[index].sub, size: children[index].size, origin: .zero,
                                                   next: children[index].placed.frames.first?.2 ?? 0, limit: 1).2
                }
            }
            var total: CGFloat = 0, flexible = 0
            for (position, child) in children.enumerated() {
                let (lead, trail, _, _) = gaps(child.sub)
                total += (position == 0 ? 0 : spacing) + (lead?.spacing ?? 0) + along(child.size) + (trail?.spacing ?? 0)
                flexible += (lead?.isFlexibleSpacing == true ? 1 : 0) + (trail?.isFlexibleSpacing == true ? 1 : 0)
            }
            if group.interItemSpacing?.isFlexibleSpacing == true { flexible += max(0, children.count - 1) }
            let share = flexible > 0 && !alongEstimated ? max(0, along(content) - total) / CGFloat(flexible) : 0
            let crossExtent = acrossEstimated
                ? (children.map { child -> CGFloat in
                    let (_, _, before, after) = gaps(child.sub)
                    return across(child.size) + (before?.spacing ?? 0) + (after?.spacing ?? 0)
                }.max() ?? 0)
                : across(content)
            var position: CGFloat = 0
            for (number, child) in children.enumerated() {
                let (lead, trail, before, after) = gaps(child.sub)
                if number > 0 { position += spacing + (group.interItemSpacing?.isFlexibleSpacing == true ? share : 0) }
                position += (lead?.spacing ?? 0) + (lead?.isFlexibleSpacing == true ? share : 0)
                let length = across(child.size)
                let crossPosition: CGFloat
                if before?.isFlexibleSpacing == true && after?.isFlexibleSpacing == true {
                    crossPosition = max(before?.spacing ?? 0, (crossExtent - length) / 2)
                } else if before?.isFlexibleSpacing == true {
                    crossPosition = max(before?.spacing ?? 0, crossExtent - length - (after?.spacing ?? 0))
                } else {
                    crossPosition = before?.spacing ?? 0
                }
                let offset = isHorizontal
                    ? CGPoint(x: origin.x + insets.leading + position, y: origin.y + insets.top + crossPosition)
                    : CGPoint(x: origin.x + insets.leading + crossPosition, y: origin.y + insets.top + position)
                placed.frames += child.placed.frames.map { ($0.0, $0.1, $0.2, $0.3.offsetBy(dx: offset.x, dy: offset.y)) }
                position += along(child.size) + (trail?.spacing ?? 0) + (trail?.isFlexibleSpacing == true ? share : 0)
            }
            if isHorizontal {
                if group.layoutSize.widthDimension.isEstimated { final.width = position }
                if group.layoutSize.heightDimension.isEstimated { final.height = crossExtent }
            } else {
                if group.layoutSize.heightDimension.isEstimated { final.height = position }
                if group.layoutSize.widthDimension.isEstimated { final.width = crossExtent }
            }
        }
        for supplementary in group.supplementaryItems {
            placed.frames.append((.supplementaryView, supplementary.elementKind, next, attach(supplementary, to: CGRect(origin: origin, size: final))))
        }
        return (consumed, final, placed)
    }

    /// Every element of the layout, as the reference computes it.
    public mutating func elements() -> [ElementSignature] {
        result = []
        let environment = Environment(size: bounds)
        let crossLength = vertical ? bounds.width : bounds.height
        let viewport = vertical ? bounds.height : bounds.width
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength) : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func emit(_ category: CollectionElementCategory, _ kind: String, _ path: IndexPath, _ frame: CGRect) {
            let attributes: CollectionViewLayoutAttributes
            switch category {
            case .cell: attributes = CollectionViewLayoutAttributes(forCellWith: path)
            case .supplementaryView: attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
            case .decorationView: attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: path)
            }
            attributes.frame = frame
            result.append(ElementSignature(attributes))
        }
        /// Main-axis and cross-axis lengths of a real size.
        func mainOf(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func crossOf(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        /// Where a boundary item goes: before, after or beside the content, and where across.
        func placement(_ alignment: RectAlignment) -> (band: Int, cross: Int) {
            let (x, y): (Int, Int)
            switch alignment {
            case .none, .top: (x, y) = (1, 0)
            case .topLeading: (x, y) = (0, 0)
            case .leading: (x, y) = (0, 1)
            case .bottomLeading: (x, y) = (0, 2)
            case .bottom: (x, y) = (1, 2)
            case .bottomTrailing: (x, y) = (2, 2)
            case .trailing: (x, y) = (2, 1)
            case .topTrailing: (x, y) = (2, 0)
            }
            return vertical ? (y, x) : (x, y)
        }

        var cursor: CGFloat = 0
        var layoutKinds: [String: Int] = [:]
        var layoutAfter: [(CollectionLayoutBoundarySupplementaryItem, Int)] = []
        for item in configuration.boundarySupplementaryItems {
            let occurrence = layoutKinds[item.elementKind, default: 0]
            layoutKinds[item.elementKind] = occurrence + 1
            let (band, crossPosition) = placement(item.alignment)
            let size = resolve(item.layoutSize, vertical ? CGSize(width: crossLength, height: viewport) : CGSize(width: viewport, height: crossLength))
            let cross = crossPosition == 0 ? 0 : (crossPosition == 1 ? (crossLength - crossOf(size)) / 2 : crossLength - crossOf(size))
            if band == 0 {
                emit(.supplementaryView, item.elementKind, IndexPath(item: occurrence, section: 0),
                     rect(main: cursor, cross: cross, mainLength: mainOf(size), crossLength: crossOf(size)).offsetBy(dx: item.offset.x, dy: item.offset.y))
                if item.extendsBoundary { cursor += mainOf(size) }
            } else {
                layoutAfter.append((item, occurrence))
            }
        }
        let sectionsStart = cursor
        for (sectionIndex, count) in counts.enumerated() {
            if sectionIndex > 0 { cursor += configuration.interSectionSpacing }
            guard let section = sectionProvider(sectionIndex, environment) else { continue }
            placing = sectionIndex
            let insets = section.contentInsets
            let (crossStart, crossEnd) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
            let (mainStart, mainEnd) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
            let contentCross = max(0, crossLength - crossStart - crossEnd)
            let container = vertical
                ? CGSize(width: contentCross, height: max(0, viewport - mainStart - mainEnd))
                : CGSize(width: max(0, viewport - mainStart - mainEnd), height: contentCross)
            let boundaryCrossStart = section.supplementariesFollowContentInsets ? crossStart : 0
            let boundaryCross = section.supplementariesFollowContentInsets ? contentCross : crossLength
            let sectionStart = cursor
            var kinds: [String: Int] = [:]
            var after: [(CollectionLayoutBoundarySupplementaryItem, Int, CGSize)] = []
            for item in section.boundarySupplementaryItems {
                let occurrence = kinds[item.elementKind, default: 0]
                kinds[item.elementKind] = occurrence + 1
                let size = resolve(item.layoutSize, vertical ? CGSize(width: boundaryCross, height: viewport) : CGSize(width: viewport, height: boundaryCross))
                let (band, crossPosition) = placement(item.alignment)
                guard band == 0 else {
                    after.append((item, occurrence, size))
                    continue
                }
                let cross = boundaryCrossStart + (crossPosition == 0 ? 0 : (crossPosition == 1 ? (boundaryCross - crossOf(size)) / 2 : boundaryCross - crossOf(size)))
                emit(.supplementaryView, item.elementKind, IndexPath(item: occurrence, section: sectionIndex),
                     rect(main: cursor, cross: cross, mainLength: mainOf(size), crossLength: crossOf(size)).offsetBy(dx: item.offset.x, dy: item.offset.y))
                if item.extendsBoundary { cursor += mainOf(size) }
            }
            let contentStart = cursor + mainStart
            var next = 0
            var stackPosition: CGFloat = 0
            var band: CGFloat = 0
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var groups = 0
            /// A `.groupPagingCentered` strip starts with its first group centred (how far the strip is scrolled).
            var stripOffset: CGFloat = 0
            while next < count {
                let size = resolve(section.group.layoutSize, container)
                let (consumed, final, placed) = place(section.group, size: size, origin: .zero, next: next, limit: count - next)
                if consumed == 0 { break }
                if groups > 0 { stackPosition += section.interGroupSpacing }
                let origin: CGPoint
                if orthogonal {
                    if groups == 0, section.orthogonalScrollingBehavior == .groupPagingCentered {
                        stripOffset = crossStart + crossOf(final) / 2 - crossLength / 2
                    }
                    origin = vertical ? CGPoint(x: crossStart + stackPosition - stripOffset, y: contentStart)
                        : CGPoint(x: contentStart, y: crossStart + stackPosition - stripOffset)
                    stackPosition += crossOf(final)
                    band = max(band, mainOf(final))
                } else {
                    origin = vertical ? CGPoint(x: crossStart, y: contentStart + stackPosition) : CGPoint(x: contentStart + stackPosition, y: crossStart)
                    stackPosition += mainOf(final)
                }
                for (category, kind, item, frame) in placed.frames {
                    emit(category, kind, IndexPath(item: item, section: sectionIndex), frame.offsetBy(dx: origin.x, dy: origin.y))
                }
                next += consumed
                groups += 1
            }
            let contentEnd = contentStart + (orthogonal ? band : stackPosition) + mainEnd
            cursor = contentEnd
            for (item, occurrence, size) in after {
                let (position, crossPosition) = placement(item.alignment)
                let cross = boundaryCrossStart + (crossPosition == 0 ? 0 : (crossPosition == 1 ? (boundaryCross - crossOf(size)) / 2 : boundaryCross - crossOf(size)))
                let main: CGFloat
                if position == 2 {
                    if item.extendsBoundary { main = cursor; cursor += mainOf(size) } else { main = contentEnd - mainOf(size) }
                } else {
                    main = contentStart
                }
                emit(.supplementaryView, item.elementKind, IndexPath(item: occurrence, section: sectionIndex),
                     rect(main: main, cross: cross, mainLength: mainOf(size), crossLength: crossOf(size)).offsetBy(dx: item.offset.x, dy: item.offset.y))
            }
            for decoration in section.decorationItems {
                let whole = rect(main: sectionStart, cross: 0, mainLength: cursor - sectionStart, crossLength: crossLength)
                let i = decoration.contentInsets
                emit(.decorationView, decoration.elementKind, IndexPath(item: 0, section: sectionIndex),
                     CGRect(x: whole.minX + i.leading, y: whole.minY + i.top,
                            width: max(0, whole.width - i.leading - i.trailing), height: max(0, whole.height - i.top - i.bottom)))
            }
        }
        let sectionsEnd = counts.isEmpty ? sectionsStart : cursor
        for (item, occurrence) in layoutAfter {
            let size = resolve(item.layoutSize, vertical ? CGSize(width: crossLength, height: viewport) : CGSize(width: viewport, height: crossLength))
            let (band, crossPosition) = placement(item.alignment)
            let cross = crossPosition == 0 ? 0 : (crossPosition == 1 ? (crossLength - crossOf(size)) / 2 : crossLength - crossOf(size))
            let main: CGFloat
            if band == 2 {
                if item.extendsBoundary { main = cursor; cursor += mainOf(size) } else { main = sectionsEnd - mainOf(size) }
            } else {
                main = sectionsStart
            }
            emit(.supplementaryView, item.elementKind, IndexPath(item: occurrence, section: 0),
                 rect(main: main, cross: cross, mainLength: mainOf(size), crossLength: crossOf(size)).offsetBy(dx: item.offset.x, dy: item.offset.y))
        }
        return result.sorted()
    }
}
