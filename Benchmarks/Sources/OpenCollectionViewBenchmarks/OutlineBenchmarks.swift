import OpenCollectionView

/// Expanding a parent with a tenth of an outline's items as children (F37): the section snapshot
/// work a tap on an outline disclosure does before the batch update — expand, flatten the visible
/// items into the section, and diff against the current snapshot.
func runOutlineBenchmarks(_ harness: inout Harness) {
    for n in [10_000, 100_000, 1_000_000] where n <= harness.maximumSize {
        // n items: n − n/10 visible roots and one collapsed parent (among them) with n/10 children.
        let children = n / 10
        let parent = -1
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        var roots = Array(0..<(n - children - 1))
        roots.insert(parent, at: roots.count / 2)
        outline.append(roots)
        outline.append(Array(n..<(n + children)), to: parent)
        var current = DiffableDataSourceSnapshot<Int, Int>()
        current.appendSections([0])
        current.replaceItems(inSection: 0, with: outline)
        harness.measure("outline.expand(1/10 of n)", size: n) {
            var expanded = outline
            expanded.expand([parent])
            var next = current
            next.replaceItems(inSection: 0, with: expanded)
            blackHole(next.changeset(from: current))
        }
    }
}
