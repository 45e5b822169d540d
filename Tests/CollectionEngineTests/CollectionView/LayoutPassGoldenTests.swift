import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import TestSupport
import Testing
import ViewSystem

/// Golden traces of the layout pass: seeded scripts of scrolls, resizes, batch updates, reloads,
/// reconfigurations and direction flips, each step's data source and delegate calls, visible
/// elements and their frames written as text. The traces were recorded before the pass was split
/// into a plan and its application; the split must reproduce them call for call.
///
/// `UPDATE_GOLDEN=1` records them again (only on purpose: a changed trace is a changed behaviour).
@Suite("Layout pass golden traces")
@MainActor
struct LayoutPassGoldenTests {
    nonisolated static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]

    @Test("when a seeded script of scrolls, resizes, updates and reloads runs, then every step's calls and visible elements match the recorded trace", arguments: seeds)
    func traceMatchesGolden(seed: UInt64) throws {
        print("layout pass golden seed \(seed)")
        let trace = Self.trace(seed: seed, steps: 90)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("LayoutPassGolden").appendingPathComponent(String(format: "seed-%llx.txt", seed))
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try trace.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = trace.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(expected, actual).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("seed \(seed), line \(line.offset + 1): expected «\(line.element.0)», got «\(line.element.1)»")
        }
        #expect(expected.count == actual.count, "seed \(seed): \(expected.count) lines recorded, \(actual.count) traced")
    }

    /// Runs the seeded script and writes what each step did.
    static func trace(seed: UInt64, steps: Int) -> String {
        var random = SeededRandomNumberGenerator(seed: seed)
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 600), clock: clock,
                            renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: CGFloat(Int.random(in: 40...160, using: &random)), height: CGFloat(Int.random(in: 30...90, using: &random)))
        layout.minimumLineSpacing = CGFloat(Int.random(in: 0...12, using: &random))
        layout.minimumInteritemSpacing = CGFloat(Int.random(in: 0...12, using: &random))
        layout.headerReferenceSize = CGSize(width: 40, height: CGFloat(Int.random(in: 0...1, using: &random) * 36))
        layout.footerReferenceSize = CGSize(width: 40, height: CGFloat(Int.random(in: 0...1, using: &random) * 20))
        if Bool.random(using: &random) { layout.scrollDirection = .horizontal }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 360, height: 560), collectionViewLayout: layout)
        let source = RecordingDataSource(counts: (0..<Int.random(in: 1...5, using: &random)).map { _ in Int.random(in: 0...40, using: &random) })
        source.attach(to: collectionView)
        window.addSubview(collectionView)
        var lines: [String] = []
        func record(_ step: String) {
            collectionView.layoutIfNeeded()
            clock.advanceFrames(1)
            lines.append("# \(step)")
            lines.append(contentsOf: source.log)
            source.clearLog()
            let cells = collectionView.indexPathsForVisibleItems.sorted().map { path -> String in
                let frame = collectionView.cellForItem(at: path)?.frame ?? .null
                return "\(path.collectionDescription)@\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width))x\(Int(frame.height))"
            }
            lines.append("cells " + cells.joined(separator: " "))
            for (kind, name) in [(CollectionView.elementKindSectionHeader, "headers"), (CollectionView.elementKindSectionFooter, "footers")] {
                let paths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted().map(\.collectionDescription)
                if !paths.isEmpty { lines.append("\(name) " + paths.joined(separator: " ")) }
            }
            lines.append("offset \(Int(collectionView.contentOffset.x)),\(Int(collectionView.contentOffset.y)) size \(Int(collectionView.contentSize.width))x\(Int(collectionView.contentSize.height))")
        }
        record("start counts \(source.counts)")
        for _ in 0..<steps {
            let counts = source.counts
            let nonEmpty = counts.indices.filter { counts[$0] > 0 }
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30:
                let size = collectionView.contentSize
                let x = layout.scrollDirection == .horizontal ? CGFloat(Int.random(in: 0...max(0, Int(size.width)), using: &random)) : 0
                let y = layout.scrollDirection == .vertical ? CGFloat(Int.random(in: 0...max(0, Int(size.height)), using: &random)) : 0
                collectionView.contentOffset = CGPoint(x: x, y: y)
                record("scroll to \(Int(x)),\(Int(y))")
            case 30..<40:
                let delta = CGFloat(Int.random(in: -300...300, using: &random))
                var offset = collectionView.contentOffset
                if layout.scrollDirection == .vertical { offset.y = max(0, offset.y + delta) } else { offset.x = max(0, offset.x + delta) }
                collectionView.contentOffset = offset
                record("scroll by \(Int(delta))")
            case 40..<47:
                let width = CGFloat(Int.random(in: 120...400, using: &random))
                let height = CGFloat(Int.random(in: 120...600, using: &random))
                collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
                record("resize \(Int(width))x\(Int(height))")
            case 47..<62:
                let section = Int.random(in: 0..<counts.count, using: &random)
                let item = Int.random(in: 0...counts[section], using: &random)
                source.counts[section] += 1
                collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: item, section: section)]) }
                record("insert \(section).\(item)")
            case 62..<74 where !nonEmpty.isEmpty:
                let section = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &random)]
                let item = Int.random(in: 0..<counts[section], using: &random)
                source.counts[section] -= 1
                collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: item, section: section)]) }
                record("delete \(section).\(item)")
            case 74..<82 where !nonEmpty.isEmpty:
                let from = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &random)]
                let item = Int.random(in: 0..<counts[from], using: &random)
                let to = Int.random(in: 0..<counts.count, using: &random)
                let target = Int.random(in: 0...(to == from ? counts[to] - 1 : counts[to]), using: &random)
                source.counts[from] -= 1
                source.counts[to] += 1
                collectionView.performBatchUpdates {
                    collectionView.moveItem(at: IndexPath(item: item, section: from), to: IndexPath(item: target, section: to))
                }
                record("move \(from).\(item) -> \(to).\(target)")
            case 82..<88:
                let visible = collectionView.indexPathsForVisibleItems.sorted()
                let chosen = visible.isEmpty ? [] : [visible[Int.random(in: 0..<visible.count, using: &random)]]
                if Bool.random(using: &random) {
                    collectionView.reconfigureItems(at: chosen)
                    record("reconfigure \(chosen.map(\.collectionDescription))")
                } else {
                    collectionView.reloadItems(at: chosen)
                    record("reload \(chosen.map(\.collectionDescription))")
                }
            case 88..<92:
                source.counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
                collectionView.reloadData()
                record("reloadData \(source.counts)")
            case 92..<96:
                let rightToLeft = collectionView.semanticContentAttribute != .forceRightToLeft
                collectionView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
                layout.invalidateLayout()
                record(rightToLeft ? "right to left" : "left to right")
            default:
                collectionView.isPrefetchingEnabled.toggle()
                record("prefetching \(collectionView.isPrefetchingEnabled)")
            }
            clock.advanceFrames(30)
            record("settle")
        }
        withExtendedLifetime(window) {}
        return lines.joined(separator: "\n") + "\n"
    }
}
