import Foundation
import OpenCollectionView

/// Expanding a parent with a tenth of an outline's items as children (F37).
///
/// - `outline.expand(1/10 of n)`: the snapshot work a tap on an outline disclosure does before the
///   batch update — expand, put the visible items in the section of the full snapshot, and diff
///   against the current snapshot — and its three parts.
/// - `outline.tap(1/10 of n)`: the whole tap in a list of a collection view (diffable data source,
///   list layout, 390 × 844 at 120 Hz): the apply, its batch update and the first frame; then every
///   frame of the animation, the worst reported.
/// - `outline.tap: disclosure`: the same through the pointer — down and up on the parent's outline
///   disclosure, two frames — so the engine itself applies the section snapshot.
func runOutlineBenchmarks(_ harness: inout Harness) {
    for n in [10_000, 100_000, 1_000_000] where harness.includes(n) {
        let (outline, parent) = makeOutline(n)
        var current = DiffableDataSourceSnapshot<Int, Int>()
        current.appendSections([0])
        current.replaceItems(inSection: 0, with: outline)
        var expanded = outline
        expanded.expand([parent])
        var next = current
        next.replaceItems(inSection: 0, with: expanded)

        harness.measure("outline.expand: section snapshot", size: n) {
            var copy = outline
            copy.expand([parent])
            blackHole(copy)
        }
        harness.measure("outline.expand: full snapshot", size: n) {
            var copy = current
            copy.replaceItems(inSection: 0, with: expanded)
            blackHole(copy)
        }
        harness.measure("outline.expand: diff", size: n) { blackHole(next.changeset(from: current)) }
        harness.measure("outline.expand(1/10 of n)", size: n) {
            var expanded = outline
            expanded.expand([parent])
            var next = current
            next.replaceItems(inSection: 0, with: expanded)
            blackHole(next.changeset(from: current))
        }
    }
    for n in [10_000, 100_000] where harness.includes(n) && harness.wants("outline.tap") {
        MainActor.assumeIsolated { runOutlineTap(&harness, n: n) }
    }
}

/// n items: n − n/10 − 1 roots and, among them, one collapsed parent with n/10 children.
private func makeOutline(_ n: Int) -> (DiffableDataSourceSectionSnapshot<Int>, parent: Int) {
    let children = n / 10
    let parent = -1
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    var roots = Array(0..<(n - children - 1))
    roots.insert(parent, at: roots.count / 2)
    outline.append(roots)
    outline.append(Array(n..<(n + children)), to: parent)
    return (outline, parent)
}

@MainActor
private func runOutlineTap(_ harness: inout Harness, n: Int) {
    let clock = ManualFrameClock(frameInterval: 1.0 / 120)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: DiscardingRenderer())
    let collectionView = CollectionView(frame: window.bounds,
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure()]
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    window.addSubview(collectionView)
    var (outline, parent) = makeOutline(n)
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    // Scroll so the parent is on screen, as it is when the user taps its disclosure.
    if let path = dataSource.indexPath(for: parent) {
        collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
    }
    clock.advanceFrames(1)

    var worstFrame: Duration = .zero
    let wall = ContinuousClock()
    harness.measure("outline.tap(1/10 of n)", size: n) {
        outline = dataSource.snapshot(for: 0)
        if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
        dataSource.apply(outline, to: 0, animatingDifferences: true)
        clock.advanceFrames(1)
    }
    // The user's tap: down and up on the disclosure at the parent row's trailing edge.
    harness.measure("outline.tap: disclosure", size: n) {
        let wasExpanded = dataSource.snapshot(for: 0).isExpanded(parent)
        guard let path = dataSource.indexPath(for: parent), let cell = collectionView.cellForItem(at: path) else {
            fatalError("the parent row is not on screen")
        }
        let point = cell.convert(CGPoint(x: cell.bounds.maxX - 18, y: cell.bounds.midY), to: window)
        _ = window.send(PointerEvent(.down, at: point))
        clock.advanceFrames(1)
        _ = window.send(PointerEvent(.up, at: point))
        clock.advanceFrames(1)
        precondition(dataSource.snapshot(for: 0).isExpanded(parent) != wasExpanded, "the tap at \(point) did not reach the disclosure")
    }
    // The animation's frames after a tap (both directions), each timed.
    for _ in 0..<6 {
        outline = dataSource.snapshot(for: 0)
        if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
        dataSource.apply(outline, to: 0, animatingDifferences: true)
        clock.advanceFrames(1)
        for _ in 0..<48 {
            let start = wall.now
            clock.advanceFrames(1)
            worstFrame = max(worstFrame, wall.now - start)
        }
    }
    print("outline.tap: worst animation frame".padding(toLength: 34, withPad: " ", startingAt: 0)
          + String(format: " %9d  %10.4f ms over 6 × 48 frames", n, worstFrame.milliseconds))
}
