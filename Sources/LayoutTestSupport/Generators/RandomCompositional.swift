import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// Random compositional layout descriptions for oracle tests: items of every dimension kind, groups of
/// every arrangement nested up to two levels, spacing and edge spacing (fixed and flexible), insets,
/// badges, headers and footers, backgrounds, orthogonal sections and layout-wide boundary items.
/// Sizes are never zero (zero-extent repetition is a separate, deliberate case).
@MainActor
public enum RandomCompositional {
    public struct Description {
        public var sections: [CollectionLayoutSection]
        public var configuration: CollectionViewCompositionalLayoutConfiguration
        public var counts: [Int]
        public var bounds: CGSize
    }

    public static func description(using rng: inout SeededRandomNumberGenerator) -> Description {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        configuration.interSectionSpacing = CGFloat(Int.random(in: 0...3, using: &rng) * 5)
        configuration.contentInsetsReference = .none
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "layout-header",
                                                                   alignment: configuration.scrollDirection == .vertical ? .top : .leading)
            let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .absolute(40)), elementKind: "layout-footer",
                                                                   alignment: configuration.scrollDirection == .vertical ? .bottomTrailing : .trailing)
            configuration.boundarySupplementaryItems = [header, footer]
        }
        let sectionCount = Int.random(in: 0...4, using: &rng)
        let sections = (0..<sectionCount).map { _ in section(using: &rng, vertical: configuration.scrollDirection == .vertical) }
        let counts = (0..<sectionCount).map { _ in Int.random(in: 0...30, using: &rng) }
        let bounds = CGSize(width: CGFloat(Int.random(in: 200...600, using: &rng)), height: CGFloat(Int.random(in: 200...700, using: &rng)))
        return Description(sections: sections, configuration: configuration, counts: counts, bounds: bounds)
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func dimension(using rng: inout SeededRandomNumberGenerator, allowEstimated: Bool = true) -> CollectionLayoutDimension {
        switch Int.random(in: 0..<(allowEstimated ? 5 : 3), using: &rng) {
        case 0: .fractionalWidth([0.2, 0.25, 1 / 3, 0.5, 1][Int.random(in: 0..<5, using: &rng)])
        case 1: .fractionalHeight([0.25, 0.5, 1][Int.random(in: 0..<3, using: &rng)])
        case 2: .absolute(CGFloat(Int.random(in: 10...120, using: &rng)))
        case 3: .estimated(CGFloat(Int.random(in: 10...120, using: &rng)))
        default: .uniformAcrossSiblings(estimate: CGFloat(Int.random(in: 10...80, using: &rng)))
        }
    }

    static func spacing(using rng: inout SeededRandomNumberGenerator) -> CollectionLayoutSpacing? {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: nil
        case 1: .flexible(CGFloat(Int.random(in: 0...8, using: &rng)))
        default: .fixed(CGFloat(Int.random(in: 0...8, using: &rng)))
        }
    }

    static func insets(using rng: inout SeededRandomNumberGenerator, maximum: Int = 6) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: CGFloat(Int.random(in: 0...maximum, using: &rng)), leading: CGFloat(Int.random(in: 0...maximum, using: &rng)),
                              bottom: CGFloat(Int.random(in: 0...maximum, using: &rng)), trailing: CGFloat(Int.random(in: 0...maximum, using: &rng)))
    }

    static func item(using rng: inout SeededRandomNumberGenerator) -> CollectionLayoutItem {
        var supplementaries: [CollectionLayoutSupplementaryItem] = []
        if Int.random(in: 0..<4, using: &rng) == 0 {
            supplementaries.append(CollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(12), .absolute(12)), elementKind: "badge",
                containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))))
        }
        let item = CollectionLayoutItem(layoutSize: size(dimension(using: &rng), dimension(using: &rng)), supplementaryItems: supplementaries)
        if Bool.random(using: &rng) { item.contentInsets = insets(using: &rng, maximum: 4) }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: spacing(using: &rng), top: spacing(using: &rng),
                                                           trailing: spacing(using: &rng), bottom: spacing(using: &rng))
        }
        return item
    }

    static func makeGroup(using rng: inout SeededRandomNumberGenerator, depth: Int) -> CollectionLayoutGroup {
        let layoutSize = size(depth == 0 ? .fractionalWidth([0.5, 0.8, 1][Int.random(in: 0..<3, using: &rng)]) : dimension(using: &rng),
                              dimension(using: &rng))
        let subitems: [CollectionLayoutItem] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            depth < 2 && Int.random(in: 0..<4, using: &rng) == 0 ? makeGroup(using: &rng, depth: depth + 1) : item(using: &rng)
        }
        let horizontal = Bool.random(using: &rng)
        let group: CollectionLayoutGroup
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
            group = horizontal ? .horizontal(layoutSize: layoutSize, subitem: subitems[0], count: Int.random(in: 1...4, using: &rng))
                : .vertical(layoutSize: layoutSize, subitem: subitems[0], count: Int.random(in: 1...4, using: &rng))
        case 1:
            group = horizontal ? .horizontal(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: Int.random(in: 1...3, using: &rng))
                : .vertical(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: Int.random(in: 1...3, using: &rng))
        case 2 where depth == 0:
            let frames = (0..<Int.random(in: 1...4, using: &rng)).map { index in
                CollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat(index * 20), y: CGFloat(index * 7), width: 30, height: 25), zIndex: index)
            }
            group = .custom(layoutSize: size(.fractionalWidth(1), .absolute(60))) { _ in frames }
        default:
            group = horizontal ? .horizontal(layoutSize: layoutSize, subitems: subitems) : .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        if Bool.random(using: &rng) { group.interItemSpacing = spacing(using: &rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 { group.contentInsets = insets(using: &rng) }
        return group
    }

    static func section(using rng: inout SeededRandomNumberGenerator, vertical: Bool) -> CollectionLayoutSection {
        let section = CollectionLayoutSection(group: makeGroup(using: &rng, depth: 0))
        section.contentInsets = insets(using: &rng, maximum: 12)
        section.contentInsetsReference = .none
        section.interGroupSpacing = CGFloat(Int.random(in: 0...10, using: &rng))
        if Int.random(in: 0..<4, using: &rng) == 0 {
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }.randomElement(using: &rng)!
        }
        if Bool.random(using: &rng) {
            let alignments: [RectAlignment] = vertical ? [.top, .topLeading, .bottom, .bottomTrailing, .leading] : [.leading, .trailing, .top]
            section.boundarySupplementaryItems = (0..<Int.random(in: 1...2, using: &rng)).map { index in
                let item = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(vertical ? 1 : 0.3), .absolute(CGFloat(Int.random(in: 10...40, using: &rng)))),
                    elementKind: index == 0 ? "header" : "footer", alignment: alignments.randomElement(using: &rng)!)
                item.extendsBoundary = Int.random(in: 0..<4, using: &rng) != 0
                return item
            }
            section.supplementariesFollowContentInsets = Bool.random(using: &rng)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let background = CollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = insets(using: &rng)
            section.decorationItems = [background]
        }
        return section
    }
}
