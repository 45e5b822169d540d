import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("LayoutFrameIndex (F8)")
struct LayoutFrameIndexTests {
    /// A random frame, with lengths that vary by two orders of magnitude along both axes.
    static func randomFrame(_ rng: inout SeededRandomNumberGenerator) -> CGRect {
        let tall = Int.random(in: 0..<20, using: &rng) == 0
        return CGRect(x: CGFloat(Int.random(in: 0...900, using: &rng)), y: CGFloat(Int.random(in: 0...5000, using: &rng)),
                      width: CGFloat(Int.random(in: 0...200, using: &rng)),
                      height: tall ? CGFloat(Int.random(in: 500...3000, using: &rng)) : CGFloat(Int.random(in: 0...100, using: &rng)))
    }

    static func bruteForce(_ frames: [CGRect], _ rect: CGRect) -> [Int] {
        frames.indices.filter { frames[$0].intersects(rect) }
    }

    @Test("when frames of varied lengths are queried, then the answer equals filtering every frame (seeded, both axes)",
          arguments: CollectionViewScrollDirection.allCases)
    func oracle(direction: CollectionViewScrollDirection) {
        for seed in TestSeeds.seeds(count: 25) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var frames = (0..<Int.random(in: 0...400, using: &rng)).map { _ in Self.randomFrame(&rng) }
            if direction == .horizontal {
                frames = frames.map { CGRect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) }
            }
            if Bool.random(using: &rng) {
                frames.sort { direction == .vertical ? $0.minY < $1.minY : $0.minX < $1.minX }
            }
            let index = LayoutFrameIndex(frames, scrollDirection: direction)
            for _ in 0..<40 {
                let rect = LayoutOracle.randomRect(in: CGSize(width: 5000, height: 5000), using: &rng)
                #expect(index.indices(intersecting: rect).sorted() == Self.bruteForce(frames, rect), "seed \(seed), rect \(rect)")
            }
        }
    }

    @Test("when frames are appended in and out of order and removed, then queries stay exact (seeded)")
    func appendAndRemove() {
        for seed in TestSeeds.seeds(count: 25) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var index = LayoutFrameIndex()
            var frames: [CGRect] = []
            for step in 0..<300 {
                if Int.random(in: 0..<25, using: &rng) == 0 {
                    let keep = Int.random(in: 0...frames.count, using: &rng)
                    index.removeFrames(from: keep)
                    frames.removeSubrange(keep...)
                } else {
                    var frame = Self.randomFrame(&rng)
                    if Bool.random(using: &rng), let last = frames.last { frame.origin.y = last.minY + CGFloat(Int.random(in: 0...20, using: &rng)) }
                    index.append(frame)
                    frames.append(frame)
                }
                if step % 10 == 0 {
                    let rect = LayoutOracle.randomRect(in: CGSize(width: 1000, height: 6000), using: &rng)
                    #expect(index.indices(intersecting: rect).sorted() == Self.bruteForce(frames, rect), "seed \(seed), step \(step)")
                }
            }
            #expect(index.count == frames.count && index.frames == frames)
        }
    }

    @Test("when a tall frame starts long before the rect, then it is still found (the walk the session shows would miss it)")
    func tallFrameBeforeShortOnes() {
        let frames = [
            CGRect(x: 0, y: 0, width: 100, height: 1000),   // reaches far down
            CGRect(x: 0, y: 10, width: 100, height: 10),
            CGRect(x: 0, y: 30, width: 100, height: 10),
            CGRect(x: 0, y: 700, width: 100, height: 10),
        ]
        let index = LayoutFrameIndex(frames)
        #expect(index.indices(intersecting: CGRect(x: 0, y: 500, width: 100, height: 100)) == [0])
        #expect(index.indices(intersecting: CGRect(x: 0, y: 650, width: 100, height: 100)) == [0, 3])
    }

    @Test("when touching edges, empty rects and NaN frames are queried, then Foundation's intersection rule holds and NaN never matches")
    func edgeCases() {
        var index = LayoutFrameIndex()
        index.append(CGRect(x: 0, y: 0, width: 10, height: 10))
        index.append(CGRect(x: CGFloat.nan, y: 5, width: 10, height: 10))
        index.append(CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(index.indices(intersecting: CGRect(x: 0, y: 10, width: 10, height: 0)) == [0, 2])
        #expect(index.indices(intersecting: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)).isEmpty)
        #expect(index.indices(intersecting: .null).isEmpty)
        #expect(index.indices(intersecting: CGRect(x: -1, y: -1, width: 100, height: 100)) == [0, 2])
        index.removeAll()
        #expect(index.isEmpty && index.indices(intersecting: .infinite).isEmpty)
    }
}

@Suite("SortedLayoutAttributes (F8)")
struct SortedLayoutAttributesTests {
    @Test("when attributes are appended and queried, then the answer equals filtering them all, in order along the axis")
    @MainActor
    func oracle() {
        var rng = SeededRandomNumberGenerator(seed: 42)
        var sorted = SortedLayoutAttributes()
        var all: [CollectionViewLayoutAttributes] = []
        for item in 0..<500 {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = LayoutFrameIndexTests.randomFrame(&rng)
            sorted.append(attributes)
            all.append(attributes)
        }
        #expect(sorted.count == 500 && sorted[3] === all[3])
        for _ in 0..<50 {
            let rect = LayoutOracle.randomRect(in: CGSize(width: 1000, height: 5000), using: &rng)
            let expected = Set(all.filter { $0.frame.intersects(rect) }.map(\.indexPath))
            #expect(Set(sorted.elements(in: rect).map(\.indexPath)) == expected)
        }
        all[0].frame = CGRect(x: 0, y: 99_000, width: 1, height: 1)
        sorted.reindex()
        #expect(sorted.elements(in: CGRect(x: 0, y: 98_999, width: 5, height: 5)).map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        sorted.removeAll()
        #expect(sorted.isEmpty)
    }
}
