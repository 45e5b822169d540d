import CollectionGeometry
import Foundation

/// Turns descriptor objects into normalised plans, reporting nonsense values (replaced by 0).
@MainActor
struct PlanCompiler {
    /// Whether the layout scrolls horizontally (plans are then transposed).
    let transposed: Bool
    let environment: any CollectionLayoutEnvironment
    var problems: Set<String> = []
    /// The next supplementary id of the section being compiled.
    private var nextSupplementaryID = 0
    /// Every supplementary plan of the section being compiled, by id.
    private(set) var supplementaryPlans: [SupplementaryPlan] = []

    init(transposed: Bool, environment: any CollectionLayoutEnvironment) {
        self.transposed = transposed
        self.environment = environment
    }

    mutating func section(_ section: CollectionLayoutSection) -> SectionPlan {
        nextSupplementaryID = 0
        supplementaryPlans = []
        return SectionPlan(
            group: item(section.group, depth: 0, kindsAbove: []),
            insets: insets(section.contentInsets, what: "section contentInsets"),
            contentInsetsReference: section.contentInsetsReference,
            supplementaryContentInsetsReference: section.supplementaryContentInsetsReference,
            interGroupSpacing: length(section.interGroupSpacing, what: "interGroupSpacing"),
            orthogonalBehavior: section.orthogonalScrollingBehavior,
            orthogonalProperties: section.orthogonalScrollingProperties,
            boundaryItems: section.boundarySupplementaryItems.map { boundary($0) },
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
            decorations: section.decorationItems.map {
                DecorationPlan(kind: $0.elementKind, insets: insets($0.contentInsets, what: "decoration contentInsets"), zIndex: $0.zIndex)
            },
            hasVisibleItemsHandler: section.visibleItemsInvalidationHandler != nil)
    }

    mutating func boundary(_ item: CollectionLayoutBoundarySupplementaryItem) -> BoundaryPlan {
        // Alignment as (x, y) positions in real coordinates, then transposed when needed.
        let (realX, realY): (BoundaryPlan.CrossPosition, BoundaryPlan.CrossPosition)
        switch item.alignment {
        case .none, .top: (realX, realY) = (.center, .min)
        case .topLeading: (realX, realY) = (.min, .min)
        case .leading: (realX, realY) = (.min, .center)
        case .bottomLeading: (realX, realY) = (.min, .max)
        case .bottom: (realX, realY) = (.center, .max)
        case .bottomTrailing: (realX, realY) = (.max, .max)
        case .trailing: (realX, realY) = (.max, .center)
        case .topTrailing: (realX, realY) = (.max, .min)
        }
        let (x, y) = transposed ? (realY, realX) : (realX, realY)
        let band: BoundaryPlan.Band = y == .min ? .before : (y == .max ? .after : .side)
        return BoundaryPlan(kind: item.elementKind, size: size(item.layoutSize), band: band, cross: x,
                            offset: point(item.offset, what: "boundary item offset"),
                            extendsBoundary: item.extendsBoundary, pinToVisibleBounds: item.pinToVisibleBounds,
                            zIndex: item.zIndex, spaceBefore: item.spaceBefore)
    }

    /// Compiles `item`. `kindsAbove` are the supplementary kinds of the groups holding it: a group's
    /// supplementary item takes its first item's index path, so a kind repeated along the way from a
    /// group to a leaf would name one element twice.
    mutating func item(_ item: CollectionLayoutItem, depth: Int, kindsAbove: Set<String>) -> ItemPlan {
        var kinds = kindsAbove
        var supplementaries: [SupplementaryPlan] = []
        for supplementary in item.supplementaryItems {
            guard kinds.insert(supplementary.elementKind).inserted else {
                problems.insert("an item has two supplementary items of kind \(supplementary.elementKind) (on itself or on a group holding it), which would share one index path; only the first is laid out")
                continue
            }
            supplementaries.append(self.supplementary(supplementary))
        }
        var plan = ItemPlan(size: size(item.layoutSize), insets: insets(item.contentInsets, what: "item contentInsets"),
                            edgeSpacing: item.edgeSpacing.map { edgeSpacing($0) },
                            supplementaries: supplementaries, group: nil)
        guard let group = item as? CollectionLayoutGroup else { return plan }
        if depth > 64 {
            problems.insert("groups nest more than 64 levels deep; the deeper ones are laid out as items")
            return plan
        }
        let axis: GroupPlan.Axis
        var custom: [CustomItemPlan] = []
        switch group.arrangement {
        case .horizontal: axis = transposed ? .y : .x
        case .vertical: axis = transposed ? .x : .y
        case .custom(let provider):
            axis = .custom
            for (index, customItem) in provider(environment).enumerated() {
                guard customItem.frame.isUsableFrame else {
                    problems.insert("a custom group's item provider returned an invalid frame \(customItem.frame.compactDescription) for its item \(index); that item is laid out at the group's origin with size zero")
                    custom.append(CustomItemPlan(frame: .zero, zIndex: customItem.zIndex))
                    continue
                }
                custom.append(CustomItemPlan(frame: transposed ? transpose(customItem.frame) : customItem.frame, zIndex: customItem.zIndex))
            }
        }
        let subitems = group.distinctSubitems.map { self.item($0, depth: depth + 1, kindsAbove: kinds) }
        let subitemSlots = subitems.map(Self.slots(of:))
        var repetition: GroupPlan.Repetition
        switch group.repetition {
        case .fill: repetition = .fill
        case .once: repetition = .once
        case .count(let count):
            if count < 1 { problems.insert("a group was made with count \(count); a group needs at least one item, so 1 is used") }
            repetition = .count(Swift.max(1, count))
        case .repeated(let count):
            if count < 1 { problems.insert("a group was made with repeatingSubitem count \(count); it holds no items") }
            repetition = .repeated(Swift.max(0, count))
        }
        // A group instance may hold at most `maximumSlots` leaf slots: nested counts multiply, and a
        // description of millions of slots is a mistake (or an attack) even when few items exist.
        switch repetition {
        case .count(let count), .repeated(let count):
            let perSlot = subitemSlots.first ?? 1
            if perSlot > 0, count > Self.maximumSlots / perSlot {
                let clamped = Swift.max(1, Self.maximumSlots / perSlot)
                problems.insert("a group repeats its subitem \(count) times, which with its nested groups makes more than \(Self.maximumSlots) item slots; \(clamped) is used")
                repetition = { if case .count = repetition { return .count(clamped) } else { return .repeated(clamped) } }()
            }
        default: break
        }
        plan.group = GroupPlan(axis: axis, repetition: repetition, subitems: subitems,
                               spacing: group.interItemSpacing.map { spacing($0, what: "interItemSpacing") }, customItems: custom)
        if case .fill = repetition, group.subitems.isEmpty, axis != .custom {
            problems.insert("a group has no subitems; it holds no items")
        }
        return plan
    }

    /// The most leaf item slots one group instance can describe (nested counts multiply).
    static let maximumSlots = 1 << 20

    /// How many leaf item slots one instance of `plan` describes (groups that fill count one round).
    static func slots(of plan: ItemPlan) -> Int {
        guard let group = plan.group else { return 1 }
        let perSubitem = group.subitems.map(slots(of:))
        switch group.repetition {
        case .count(let count), .repeated(let count):
            return (perSubitem.first ?? 0).multipliedReportingOverflow(by: count).overflow ? Int.max : (perSubitem.first ?? 0) * count
        case .once, .fill:
            return group.axis == .custom ? group.customItems.count : perSubitem.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
        }
    }

    mutating func supplementary(_ item: CollectionLayoutSupplementaryItem) -> SupplementaryPlan {
        let plan = SupplementaryPlan(id: nextSupplementaryID, kind: item.elementKind, size: size(item.layoutSize),
                                     containerAnchor: anchor(item.containerAnchor),
                                     itemAnchor: item.itemAnchor.map { anchor($0) }, zIndex: item.zIndex)
        nextSupplementaryID += 1
        supplementaryPlans.append(plan)
        return plan
    }

    // MARK: Values

    mutating func size(_ size: CollectionLayoutSize) -> SizePlan {
        let width = dimension(size.widthDimension), height = dimension(size.heightDimension)
        return transposed ? SizePlan(width: height, height: width) : SizePlan(width: width, height: height)
    }

    mutating func dimension(_ dimension: CollectionLayoutDimension) -> DimensionPlan {
        var value = dimension.dimension
        if !value.isUsableLength {
            problems.insert("the dimension \(dimension) is negative, NaN, infinite or above 1e9; 0 is used")
            value = 0
        }
        switch dimension.kind {
        case .fractionalWidth: return transposed ? .fractionalHeight(value) : .fractionalWidth(value)
        case .fractionalHeight: return transposed ? .fractionalWidth(value) : .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniform(value)
        }
    }

    mutating func insets(_ insets: DirectionalEdgeInsets, what: String) -> EdgeInsets {
        var clean = insets
        if !insets.isUsableInsets {
            problems.insert("\(what) \(insets) has a negative, NaN, infinite or above 1e9 edge; 0 is used for it")
            clean = insets.sanitizedInsets
        }
        return transposed
            ? EdgeInsets(top: clean.leading, left: clean.top, bottom: clean.trailing, right: clean.bottom)
            : EdgeInsets(top: clean.top, left: clean.leading, bottom: clean.bottom, right: clean.trailing)
    }

    mutating func length(_ value: CGFloat, what: String) -> CGFloat {
        if !value.isUsableLength { problems.insert("\(what) \(value) is negative, NaN, infinite or above 1e9; 0 is used") }
        return value.sanitizedLength
    }

    mutating func spacing(_ spacing: CollectionLayoutSpacing, what: String) -> SpacingPlan {
        SpacingPlan(value: length(spacing.spacing, what: what), isFlexible: spacing.isFlexibleSpacing)
    }

    mutating func edgeSpacing(_ spacing: CollectionLayoutEdgeSpacing) -> EdgeSpacingPlan {
        let leading = spacing.leading.map { self.spacing($0, what: "edgeSpacing") }
        let top = spacing.top.map { self.spacing($0, what: "edgeSpacing") }
        let trailing = spacing.trailing.map { self.spacing($0, what: "edgeSpacing") }
        let bottom = spacing.bottom.map { self.spacing($0, what: "edgeSpacing") }
        return transposed
            ? EdgeSpacingPlan(minX: top, minY: leading, maxX: bottom, maxY: trailing)
            : EdgeSpacingPlan(minX: leading, minY: top, maxX: trailing, maxY: bottom)
    }

    mutating func anchor(_ anchor: CollectionLayoutAnchor) -> AnchorPlan {
        var offset = anchor.offset
        if !offset.isFinitePoint {
            problems.insert("an anchor offset \(offset.compactDescription) is NaN or infinite; zero is used")
            offset = .zero
        }
        let edges = anchor.edges
        var plan = AnchorPlan()
        let leading = edges.contains(.leading), trailing = edges.contains(.trailing)
        let top = edges.contains(.top), bottom = edges.contains(.bottom)
        if transposed {
            plan.minX = top; plan.maxX = bottom; plan.minY = leading; plan.maxY = trailing
            plan.offset = CGPoint(x: offset.y, y: offset.x)
        } else {
            plan.minX = leading; plan.maxX = trailing; plan.minY = top; plan.maxY = bottom
            plan.offset = offset
        }
        plan.isFractional = anchor.isFractionalOffset
        return plan
    }

    mutating func point(_ point: CGPoint, what: String) -> CGPoint {
        guard point.isFinitePoint else {
            problems.insert("\(what) \(point.compactDescription) is NaN or infinite; zero is used")
            return .zero
        }
        return transposed ? CGPoint(x: point.y, y: point.x) : point
    }

    func transpose(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }
}
