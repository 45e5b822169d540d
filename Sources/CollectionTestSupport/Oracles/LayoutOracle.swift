import OpenCollectionView

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
