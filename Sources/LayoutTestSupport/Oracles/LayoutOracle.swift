import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// Reference answers for layout queries, computed the slow, obvious way.
@MainActor
public enum LayoutOracle {
    /// Every element of `layout`, asked one by one: each item through `layoutAttributesForItem(at:)`,
    /// and each section's supplementary views of `supplementaryKinds` through
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` at item 0.
    public static func allElements(of layout: CollectionViewLayout, counts: [Int],
                                   supplementaryKinds: [String] = [CollectionElementKind.sectionHeader,
                                                                   CollectionElementKind.sectionFooter]) -> [ElementSignature] {
        var result: [ElementSignature] = []
        for (section, count) in counts.enumerated() {
            for kind in supplementaryKinds {
                if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                    result.append(ElementSignature(attributes))
                }
            }
            for item in 0..<count {
                if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    result.append(ElementSignature(attributes))
                }
            }
        }
        return result
    }

    /// The elements of `all` whose frames intersect `rect` by Foundation's own `CGRect.intersects(_:)`.
    nonisolated public static func filter(_ all: [ElementSignature], intersecting rect: CGRect) -> [ElementSignature] {
        all.filter { $0.frame.intersects(rect) }
    }

    /// The answer of `layout.layoutAttributesForElements(in:)`, as sorted signatures.
    public static func query(_ layout: CollectionViewLayout, in rect: CGRect) -> [ElementSignature] {
        (layout.layoutAttributesForElements(in: rect) ?? []).map(ElementSignature.init).sorted()
    }

    /// A random rectangle around the content: sometimes empty, sometimes a line, sometimes larger than everything.
    nonisolated public static func randomRect(in content: CGSize, using rng: inout SeededRandomNumberGenerator) -> CGRect {
        let width = max(content.width, 1), height = max(content.height, 1)
        let x = CGFloat.random(in: -width * 0.1...width * 1.05, using: &rng)
        let y = CGFloat.random(in: -height * 0.1...height * 1.05, using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return CGRect(x: x, y: y, width: 0, height: 0)
        case 1: return CGRect(x: -10, y: y, width: width + 20, height: 0)
        case 2: return CGRect(x: -10, y: -10, width: width + 20, height: height + 20)
        default:
            return CGRect(x: x, y: y, width: CGFloat.random(in: 0...width, using: &rng),
                          height: CGFloat.random(in: 0...min(height, 900), using: &rng))
        }
    }
}

extension LayoutOracle {
    /// Every element of a compositional layout asked one by one — never through a rect query: each
    /// item, each item's supplementary items of `itemKinds`, the first `occurrences` boundary items of
    /// each of `boundaryKinds` per section (and the layout's at section 0), and each section's
    /// decorations of `decorationKinds`.
    public static func allCompositionalElements(of layout: CollectionViewLayout, counts: [Int],
                                                itemKinds: [String] = ["badge"],
                                                boundaryKinds: [String] = ["header", "footer", "side", "layout-header", "layout-footer"],
                                                decorationKinds: [String] = ["background"],
                                                occurrences: Int = 2) -> [ElementSignature] {
        var result = Set<ElementSignature>()
        // Layout-wide boundary items answer at section 0 even when there are no sections.
        for (section, count) in (counts.isEmpty ? [0] : counts).enumerated() {
            for kind in boundaryKinds {
                for occurrence in 0..<occurrences {
                    if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: occurrence, section: section)) {
                        result.insert(ElementSignature(attributes))
                    }
                }
            }
            for kind in decorationKinds {
                if let attributes = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                    result.insert(ElementSignature(attributes))
                }
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                if let attributes = layout.layoutAttributesForItem(at: indexPath) { result.insert(ElementSignature(attributes)) }
                for kind in itemKinds {
                    if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
                        result.insert(ElementSignature(attributes))
                    }
                }
            }
        }
        return result.sorted()
    }
}
