import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

extension RandomCompositional {
    /// The supplementary kinds hostile descriptions use, with how many occurrences a section can have.
    public static let hostileBoundaryKinds = ["header", "footer", "side"]

    /// A description a fuzzer would write: everything `description(using:)` makes, plus boundary items
    /// that reach far beyond their section (side items and footers taller than it, headers far longer
    /// than it along the scroll axis, pinned footers), zero-size items, badges pushed far away, and
    /// now and then `.greatestFiniteMagnitude` in an inset or a spacing.
    public static func hostileDescription(using rng: inout SeededRandomNumberGenerator) -> Description {
        var description = description(using: &rng)
        let vertical = description.configuration.scrollDirection == .vertical
        if Int.random(in: 0..<6, using: &rng) == 0 { description.configuration.interSectionSpacing = .greatestFiniteMagnitude }
        for (index, section) in description.sections.enumerated() {
            if Int.random(in: 0..<5, using: &rng) == 0 {
                let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                             subitems: [hostileItem(using: &rng), item(using: &rng)])
                let replacement = CollectionLayoutSection(group: group)
                replacement.boundarySupplementaryItems = section.boundarySupplementaryItems
                replacement.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
                description.sections[index] = replacement
            }
            let section = description.sections[index]
            if Int.random(in: 0..<8, using: &rng) == 0 {
                section.contentInsets.top = .greatestFiniteMagnitude
            }
            if Int.random(in: 0..<8, using: &rng) == 0 { section.interGroupSpacing = .greatestFiniteMagnitude }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                // A side item far longer than the section along the scroll axis.
                let long = CGFloat(Int.random(in: 200...3000, using: &rng))
                let side = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: vertical ? size(.absolute(30), .absolute(long)) : size(.absolute(long), .absolute(30)),
                    elementKind: "side", alignment: vertical ? (Bool.random(using: &rng) ? .leading : .trailing) : (Bool.random(using: &rng) ? .top : .bottom))
                section.boundarySupplementaryItems.append(side)
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                // A footer taller than the section that does not extend it, sometimes pinned.
                let footer = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: vertical ? size(.fractionalWidth(1), .absolute(CGFloat(Int.random(in: 100...2000, using: &rng))))
                        : size(.absolute(CGFloat(Int.random(in: 100...2000, using: &rng))), .fractionalHeight(1)),
                    elementKind: "footer", alignment: vertical ? .bottom : .trailing)
                footer.extendsBoundary = false
                footer.pinToVisibleBounds = Bool.random(using: &rng)
                section.boundarySupplementaryItems.append(footer)
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                // A header far longer than its section along the scroll axis.
                let header = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: vertical ? size(.fractionalWidth(1), .absolute(CGFloat(Int.random(in: 500...4000, using: &rng))))
                        : size(.absolute(CGFloat(Int.random(in: 500...4000, using: &rng))), .fractionalHeight(1)),
                    elementKind: "header", alignment: vertical ? .top : .leading)
                header.extendsBoundary = Bool.random(using: &rng)
                section.boundarySupplementaryItems.insert(header, at: 0)
            }
            // Keep one occurrence per kind at most twice, as the oracle enumerates two.
            var seen: [String: Int] = [:]
            section.boundarySupplementaryItems = section.boundarySupplementaryItems.filter {
                seen[$0.elementKind, default: 0] += 1
                return seen[$0.elementKind]! <= 2
            }
        }
        return description
    }

    /// A zero-size or far-badged leaf, for hostile groups.
    public static func hostileItem(using rng: inout SeededRandomNumberGenerator) -> CollectionLayoutItem {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(12), .absolute(12)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...600, using: &rng)))))
        return CollectionLayoutItem(layoutSize: Bool.random(using: &rng) ? size(.absolute(0), .absolute(0)) : size(.absolute(20), .absolute(20)),
                                    supplementaryItems: [badge])
    }
}
