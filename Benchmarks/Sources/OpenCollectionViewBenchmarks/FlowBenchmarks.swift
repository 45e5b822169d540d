import OpenCollectionView
import Samples

/// A data source with `count` items in one section; cells are never asked for by these benchmarks.
@MainActor
final class CountingDataSource: CollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A collection view of 390 × 844 points (a phone) with `layout` and `counts` items, laid out once.
@MainActor
func makeCollectionView(layout: CollectionViewLayout, counts: [Int]) -> (CollectionView, CountingDataSource) {
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CountingDataSource(counts: counts)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// Deterministic viewport origins spread over the content (a linear congruential sequence).
func viewportOrigins(count: Int, contentHeight: CGFloat, viewportHeight: CGFloat) -> [CGFloat] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let fraction = CGFloat(state >> 11) / CGFloat(1 << 53)
        return (fraction * max(0, contentHeight - viewportHeight)).rounded()
    }
}

@MainActor
func runFlowBenchmarks(_ harness: inout Harness, sizes: [Int]) {
    for n in sizes {
        // Baseline: writing n frames into an array, the cost the prepare target is measured against.
        harness.measure("baseline.writeRects", size: n) {
            var frames = [CGRect]()
            frames.reserveCapacity(n)
            for i in 0..<n {
                frames.append(CGRect(x: CGFloat(i % 7) * 55, y: CGFloat(i / 7) * 60, width: 50, height: 50))
            }
            blackHole(frames)
        }

        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (collectionView, dataSource) = makeCollectionView(layout: layout, counts: [n])
        harness.measure("flow.prepare", size: n) {
            layout.invalidateLayout()
            layout.prepare()
            blackHole(layout.collectionViewContentSize)
        }

        let origins = viewportOrigins(count: 1000, contentHeight: layout.collectionViewContentSize.height, viewportHeight: 844)
        harness.measure("flow.query(viewport)", size: n) {
            for y in origins {
                blackHole(layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844)))
            }
        }

        // Self-sizing: one cell near the top reports a new height; the layout re-flows the section.
        let estimated = CollectionViewFlowLayout()
        estimated.estimatedItemSize = CGSize(width: 50, height: 50)
        let (sizingView, sizingSource) = makeCollectionView(layout: estimated, counts: [n])
        var toggle = false
        harness.measure("flow.selfSizeOneItem", size: n) {
            toggle.toggle()
            let original = estimated.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!
            let preferred = original.copy() as! CollectionViewLayoutAttributes
            preferred.size = CGSize(width: 50, height: toggle ? 80 : 50)
            if estimated.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                estimated.invalidateLayout(with: estimated.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            }
            blackHole(estimated.collectionViewContentSize)
        }
        withExtendedLifetime((collectionView, dataSource, sizingView, sizingSource)) {}
    }
}

@MainActor
func runMosaicBenchmarks(_ harness: inout Harness, sizes: [Int]) {
    for n in sizes {
        let layout = MosaicLayout()
        let (collectionView, dataSource) = makeCollectionView(layout: layout, counts: [n])
        harness.measure("mosaic.prepare", size: n) {
            layout.invalidateLayout()
            layout.prepare()
            blackHole(layout.collectionViewContentSize)
        }
        let origins = viewportOrigins(count: 1000, contentHeight: layout.collectionViewContentSize.height, viewportHeight: 844)
        harness.measure("mosaic.query(viewport)", size: n) {
            for y in origins {
                blackHole(layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844)))
            }
        }
        withExtendedLifetime((collectionView, dataSource)) {}
    }
}
