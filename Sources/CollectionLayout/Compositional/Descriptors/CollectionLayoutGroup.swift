import CollectionGeometry
import Foundation

/// A group: an item that lays out other items (and groups) along an axis or at custom frames (F22, F28).
///
/// UIKit's `NSCollectionLayoutGroup`. A horizontal (or vertical) group with `subitems:` repeats its
/// subitems, in order, as long as the next one fits; `subitem:count:` makes exactly `count` items whose
/// extent is computed from the group's; `repeatingSubitem:count:` repeats the item `count` times at its
/// own size; a custom group asks its item provider for frames. Groups nest to any depth.
@MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// How the group arranges its subitems.
    package enum Arrangement {
        case horizontal
        case vertical
        case custom((any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    /// How many subitems the group holds.
    package enum Repetition: Hashable {
        /// Repeat the subitems while they fit.
        case fill
        /// Exactly `count` items, the extent computed from the group's (`subitem:count:`).
        case count(Int)
        /// The subitems exactly once each (custom groups).
        case once
        /// The one subitem `count` times, each at its own size (`repeatingSubitem:count:`). Kept as one
        /// subitem and a count, so a large count costs nothing until items exist to fill it.
        case repeated(Int)
    }

    package let arrangement: Arrangement
    package let repetition: Repetition
    /// The distinct subitems (one for `subitem:count:` and `repeatingSubitem:count:`).
    package let distinctSubitems: [CollectionLayoutItem]
    /// The items the group lays out; a group made with `repeatingSubitem:count:` lists its subitem
    /// `count` times, as UIKit does.
    ///
    /// - Complexity: O(count) for a repeating group (the array is made on each access).
    public var subitems: [CollectionLayoutItem] {
        if case .repeated(let count) = repetition, let subitem = distinctSubitems.first {
            return Array(repeating: subitem, count: count)
        }
        return distinctSubitems
    }
    /// The space between subitems along the group's axis.
    public var interItemSpacing: CollectionLayoutSpacing?

    /// Supplementary items anchored to the group; unlike an item's, they can be set after the group
    /// is made, as in UIKit.
    public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    private init(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], arrangement: Arrangement,
                 repetition: Repetition, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.repetition = repetition
        self.distinctSubitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A group that lays out `subitems` leading to trailing, repeating them while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, repetition: .fill)
    }

    /// A group of exactly `count` copies of `subitem` side by side; their width is computed from the group's.
    ///
    /// Deprecated in UIKit (use `horizontal(layoutSize:repeatingSubitem:count:)`), still supported.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, repetition: .count(count))
    }

    /// A group of `subitem` repeated `count` times leading to trailing, each at its own size.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, repetition: .repeated(Swift.max(0, count)))
    }

    /// A group that lays out `subitems` top to bottom, repeating them while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, repetition: .fill)
    }

    /// A group of exactly `count` copies of `subitem` stacked; their height is computed from the group's.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, repetition: .count(count))
    }

    /// A group of `subitem` repeated `count` times top to bottom, each at its own size.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, repetition: .repeated(Swift.max(0, count)))
    }

    /// A group whose items are placed at the frames `itemProvider` returns (relative to the group).
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), repetition: .once)
    }

    /// A text description of the group's structure, for debugging (`visualDescription()` in UIKit).
    public func visualDescription() -> String {
        var lines: [String] = []
        func describe(_ item: CollectionLayoutItem, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            if let group = item as? CollectionLayoutGroup {
                let kind: String
                switch group.arrangement {
                case .horizontal: kind = "horizontal"
                case .vertical: kind = "vertical"
                case .custom: kind = "custom"
                }
                if case .repeated(let count) = group.repetition, let subitem = group.distinctSubitems.first {
                    lines.append("\(indent)\(kind) group \(group.layoutSize) repeating \(count) times:")
                    describe(subitem, depth: depth + 1)
                } else {
                    lines.append("\(indent)\(kind) group \(group.layoutSize)")
                    for subitem in group.distinctSubitems { describe(subitem, depth: depth + 1) }
                }
            } else {
                lines.append("\(indent)item \(item.layoutSize)")
            }
        }
        describe(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
