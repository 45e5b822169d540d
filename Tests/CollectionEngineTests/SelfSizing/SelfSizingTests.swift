import CollectionData
import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

/// Serves list cells whose text is `texts[item]`, measured by the renderer.
@MainActor
final class TextListSource: CollectionViewDataSource {
    var texts: [String]
    let registration = CellRegistration<CollectionViewCell, String> { cell, _, text in
        var content = ListContentConfiguration.cell()
        content.text = text
        cell.contentConfiguration = content
    }
    init(texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
    }
}

@Suite("Self-sizing through the renderer, with anchoring (F17, F27)")
@MainActor
struct SelfSizingTests {
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window: Window
        let collectionView: CollectionView
        let source: TextListSource

        init(texts: [String], layout: CollectionViewLayout? = nil, asynchronous: Bool = false) {
            renderer.answersMeasurementsLater = asynchronous
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
            let list = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout ?? list)
            collectionView.isPrefetchingEnabled = false
            source = TextListSource(texts: texts)
            collectionView.dataSource = source
            window.addSubview(collectionView)
        }

        func frame(_ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
    }

    /// A word, and a text long enough for three lines at 320 points (288 points of text: 33 characters).
    static let short = "Hello"
    static let long = String(repeating: "word ", count: 17)

    @Test("when list rows have estimated heights, then the renderer measures each at the list's width and the rows take those heights in the first frame")
    func rowsTakeMeasuredHeights() {
        let stage = Stage(texts: [Self.short, Self.long, Self.short, Self.long])
        stage.clock.advanceFrames(1)
        // One line: 11 + 22 + 11 = 44; three lines: 11 + 66 + 11 = 88.
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(stage.frame(1) == CGRect(x: 0, y: 44, width: 320, height: 88))
        #expect(stage.frame(3)?.minY == 176 && stage.frame(3)?.height == 88)
        #expect(stage.collectionView.visibleCells.map(\.frame.height) == [44, 88, 44, 88])
        #expect(stage.renderer.measurementCount == 2, "two texts: the window measures each question once")
        let transactions = stage.renderer.transactions.count
        stage.clock.advanceFrames(3)
        #expect(stage.renderer.transactions.count == transactions, "converged: nothing changes any more")
    }

    @Test("when rows that scrolled above the screen change size, then the content offset moves with them so the first visible row stays put")
    func anchoring() throws {
        // Distinct texts, so no row reuses another's cached measurement.
        let stage = Stage(texts: (0..<400).map { "row \($0) " + Self.long }, asynchronous: true)
        stage.clock.advanceFrames(1)
        stage.renderer.answerMeasurements(in: stage.window)
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = 5000
        stage.clock.advanceFrames(1)
        let firstAtJump = try #require(stage.collectionView.indexPathsForVisibleItems.first)
        // The rows now shown are at their 44-point estimates and measured asynchronously; scroll on
        // before the answers come, so some rows being measured are above the top edge when they grow.
        stage.collectionView.contentOffset.y = 5300
        stage.clock.advanceFrames(1)
        let first = try #require(stage.collectionView.indexPathsForVisibleItems.first)
        let onScreen = try #require(stage.frame(first.item)).minY - stage.collectionView.contentOffset.y
        #expect(first.item - firstAtJump.item == 7, "about 300 points of 44-point rows scrolled above the top")
        stage.renderer.answerMeasurements(in: stage.window)
        stage.clock.advanceFrames(1)
        #expect(try #require(stage.frame(first.item)).minY - stage.collectionView.contentOffset.y == onScreen, "no visible jump")
        // Rows recycled and reused for rows further down lost their questions (they are measured when
        // they come back); the others grew, and the offset absorbed exactly their growth.
        let grown = (firstAtJump.item..<first.item).filter { stage.frame($0)?.height == 88 }.count
        #expect(grown >= 4)
        let expectedOffset: CGFloat = 5300 + CGFloat(grown) * 44
        #expect(stage.collectionView.contentOffset.y == expectedOffset, "the offset absorbed the rows above")
        #expect(stage.collectionView.visibleCells.allSatisfy { $0.frame.height == 88 })
    }

    @Test("when a scrolled list of self-sized rows is reloaded, then the first visible row stays where it was on screen while the rows are measured again")
    func reloadKeepsTheFirstVisibleRow() throws {
        let stage = Stage(texts: (0..<200).map { "row \($0) " + Self.long }, asynchronous: true)
        stage.clock.advanceFrames(1)
        stage.renderer.answerMeasurements(in: stage.window)
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = 2000
        stage.clock.advanceFrames(1)
        stage.renderer.answerMeasurements(in: stage.window)
        stage.clock.advanceFrames(1)
        let first = try #require(stage.collectionView.indexPathsForVisibleItems.min())
        let onScreen = try #require(stage.frame(first.item)).minY - stage.collectionView.contentOffset.y
        for round in 0..<3 {
            stage.collectionView.reloadData()
            stage.clock.advanceFrames(1)
            #expect(try #require(stage.frame(first.item)).minY - stage.collectionView.contentOffset.y == onScreen,
                    "round \(round): at the estimates, the row is where it was")
            stage.renderer.answerMeasurements(in: stage.window)
            stage.clock.advanceFrames(1)
            #expect(try #require(stage.frame(first.item)).minY - stage.collectionView.contentOffset.y == onScreen,
                    "round \(round): measured again, the row is where it was")
            #expect(stage.collectionView.indexPathsForVisibleItems.min() == first)
        }
    }

    @Test("when a list scrolled near its end is reloaded with fewer rows, then the offset comes back to the new end and rows are shown")
    func reloadWithFewerRowsClampsTheOffset() throws {
        let stage = Stage(texts: (0..<100).map { "row \($0)" })
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = stage.collectionView.maximumContentOffset.y
        stage.clock.advanceFrames(1)
        stage.source.texts = (0..<20).map { "row \($0)" }
        stage.collectionView.reloadData()
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.contentOffset.y == stage.collectionView.maximumContentOffset.y)
        #expect(abs(stage.collectionView.contentOffset.y - (20 * 44 - 480)) < 0.001, "twenty 44-point rows under a 480-point screen")
        #expect(stage.collectionView.indexPathsForVisibleItems.count == 11)
    }

    @Test("when the renderer answers a frame later, then rows keep their estimates for one frame and then take the answers, anchored")
    func asynchronousMeasurements() throws {
        let stage = Stage(texts: Array(repeating: Self.long, count: 20), asynchronous: true)
        stage.clock.advanceFrames(1)
        #expect(stage.frame(1) == CGRect(x: 0, y: 44, width: 320, height: 44), "estimates meanwhile")
        let requests = try #require(stage.renderer.transactions.last?.measurements)
        // Eleven rows on screen with the same text at the same width: one question, all waiting for it.
        #expect(requests.count == 1 && requests.allSatisfy { $0.fixesWidth && !$0.fixesHeight && $0.fittingSize == CGSize(width: 320, height: 44) })
        #expect(stage.window.numberOfOpenMeasurements == 1)
        stage.renderer.answerMeasurements(in: stage.window)
        stage.clock.advanceFrames(1)
        #expect(stage.frame(1) == CGRect(x: 0, y: 88, width: 320, height: 88))
        #expect((0..<11).allSatisfy { stage.frame($0)?.height == 88 }, "every row that waited took the answer")
        #expect(stage.collectionView.contentOffset.y == 0)
        // Answers to requests nobody asked, and absurd sizes, are ignored.
        stage.window.deliver(MeasurementAnswer(request: 9_999, size: CGSize(width: 1, height: 1)))
        stage.window.deliver(MeasurementAnswer(request: 1, size: CGSize(width: CGFloat.nan, height: 1)))
        stage.clock.advanceFrames(1)
        #expect(stage.frame(1)?.height == 88)
    }

    @Test("when a flow layout uses automaticSize, then word cells take their natural sizes and the lines re-flow until they converge; turned off, they take the item size")
    func flowAutomaticSize() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let words = "one two three four five six seven eight nine ten".split(separator: " ").map(String.init)
        let stage = Stage(texts: words, layout: layout)
        stage.clock.advanceFrames(3)
        // Natural width: 16 + 8.5 × characters + 16.
        let widths = words.map { 32 + 8.5 * CGFloat($0.count) }
        #expect((0..<words.count).map { stage.frame($0)!.width } == widths)
        #expect((0..<words.count).allSatisfy { stage.frame($0)!.height == 44 })
        // Lines fill 300 points: one two three four five (57.5 + 57.5 + 74.5 + 66 + 66 + 4 × 10 = 361.5 > 300) …
        #expect(stage.frame(0)!.minY == stage.frame(3)!.minY, "one, two, three and four share the first line (295.5 points)")
        #expect(stage.frame(4)!.minY > stage.frame(0)!.minY)
        let count = stage.renderer.transactions.count
        stage.clock.advanceFrames(2)
        #expect(stage.renderer.transactions.count == count)
        // Self-sizing turned off: every cell takes the item size in the next frame; on again, the
        // natural sizes come back.
        layout.estimatedItemSize = .zero
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.visibleCells.count == words.count)
        #expect(stage.collectionView.visibleCells.allSatisfy { $0.frame.size == layout.itemSize }, "\(stage.collectionView.visibleCells.map(\.frame))")
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        stage.clock.advanceFrames(3)
        #expect((0..<words.count).map { stage.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.width } == widths)
    }

    @Test("when a cell asks for a NaN size, then the layout reports it and keeps its size")
    func badPreferredSize() {
        final class BrokenCell: CollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
                let copy = layoutAttributes.copy() as! CollectionViewLayoutAttributes
                copy.size = CGSize(width: CGFloat.nan, height: 10)
                return copy
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let source = RecordingDataSource(counts: [1])
        source.attach(to: collectionView)
        collectionView.register(BrokenCell.self, forCellWithReuseIdentifier: RecordingDataSource.cellIdentifier)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.first?.frame.size == CGSize(width: 50, height: 50))
        #expect(diagnostics.messages.contains { $0.contains("preferred size {nan, 10}") })
    }
}

/// A cell 64 points tall whatever it shows.
private final class SixtyFourPointCell: CollectionViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 64) }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                          verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 64)
    }
}

@Suite("Self-sizing through batch updates (F17, F27)")
@MainActor
struct SelfSizingThroughUpdatesTests {
    @Test("when a diffable apply reorders, deletes and inserts self-sized list rows, then the rows that stay keep their measured height from the first frame, and the new one is measured")
    func measuredSizesFollowTheirItems() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let collectionView = CollectionView(frame: window.bounds,
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = CellRegistration<SixtyFourPointCell, Int> { cell, _, item in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        func heights() -> [CGFloat] {
            (0..<collectionView.numberOfItems(inSection: 0)).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? -1 }
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8))
        dataSource.apply(snapshot, animatingDifferences: false)
        clock.advanceFrames(3)
        #expect(heights() == Array(repeating: 64, count: 8))

        var next = DiffableDataSourceSnapshot<Int, Int>()
        next.appendSections([0])
        next.appendItems([7, 6, 5, 100, 4, 3, 2, 1])   // reversed, 0 deleted, 100 inserted
        dataSource.apply(next, animatingDifferences: true)
        let first = heights()
        #expect(first.enumerated().allSatisfy { $0.offset == 3 || $0.element == 64 }, "the rows that stay keep 64 at once: \(first)")
        clock.advanceFrames(60)
        #expect(heights() == Array(repeating: 64, count: 8), "the inserted row is measured too")
    }
}
