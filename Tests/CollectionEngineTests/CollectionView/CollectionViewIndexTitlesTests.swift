import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("CollectionView: the index titles strip and the items it scrolls to (F15, F36)")
@MainActor
struct CollectionViewIndexTitlesTests {
    /// A diffable data source that shows its sections' names as index titles, as a UIKit subclass
    /// overrides `indexTitles(for:)`, and logs what it is asked.
    final class IndexedDataSource: CollectionViewDiffableDataSource<String, String> {
        var log: [String] = []
        var titles: [String]? = ["A", "B", "C", "D", "E", "F"]
        var destination: (String, Int) -> IndexPath = { _, index in IndexPath(item: 0, section: index) }

        override func indexTitles(for collectionView: CollectionView) -> [String]? {
            log.append("indexTitles")
            return titles
        }

        override func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
            log.append("indexPathFor \(title) at \(index)")
            return destination(title, index)
        }
    }

    /// Six sections "A"… "F" of ten rows under supplementary headers, in a 320 × 300 list.
    @MainActor
    final class Stage {
        let clock = ManualFrameClock()
        let window: Window
        let collectionView: CollectionView
        let dataSource: IndexedDataSource
        let diagnostics = DiagnosticsRecorder()

        init(sections: [String] = ["A", "B", "C", "D", "E", "F"], titles: [String]? = ["A", "B", "C", "D", "E", "F"]) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            var list = CollectionLayoutListConfiguration(appearance: .plain)
            list.headerMode = .supplementary
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: list))
            diagnostics.attach(to: collectionView)
            let cells = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            let headers = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = "Section \(indexPath.section)"
                header.contentConfiguration = content
            }
            dataSource = IndexedDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            dataSource.titles = titles
            window.addSubview(collectionView)
            apply(sections)
        }

        func apply(_ sections: [String]) {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(sections)
            for section in sections { snapshot.appendItems((0..<10).map { "\(section)\($0)" }, toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
            clock.advanceFrames(2)
        }

        /// The window point at the middle of the line of title `index` of `count` on 16-point lines.
        func point(ofTitle index: Int, of count: Int) -> CGPoint {
            let frame = collectionView.indexTitlesFrame ?? .zero
            let top = (frame.height - CGFloat(count) * 16) / 2
            return CGPoint(x: frame.midX - collectionView.contentOffset.x, y: frame.minY - collectionView.contentOffset.y + top + CGFloat(index) * 16 + 8)
        }

        func headerTop(_ section: Int) -> CGFloat {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY ?? -1
        }
    }

    @Test("when the data source gives index titles, then a strip shows them at the trailing edge of the visible area, above the content, and follows scrolling")
    func stripPlacement() {
        let stage = Stage()
        #expect(stage.collectionView.indexTitleLines == ["A", "B", "C", "D", "E", "F"])
        #expect(stage.collectionView.indexTitlesFrame == CGRect(x: 304, y: 0, width: 16, height: 300))
        stage.collectionView.contentOffset.y = 500
        stage.clock.advanceFrames(1)
        // Estimated rows measured on the way may have moved the offset a little: the strip follows it.
        #expect(stage.collectionView.contentOffset.y >= 500)
        #expect(stage.collectionView.indexTitlesFrame == CGRect(x: 304, y: stage.collectionView.contentOffset.y, width: 16, height: 300))
        #expect(stage.collectionView.subviews.last?.frame == stage.collectionView.indexTitlesFrame, "above the cells")
        stage.collectionView.semanticContentAttribute = .forceRightToLeft
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.indexTitlesFrame?.minX == 0, "at the trailing edge, which is the left one right to left")

        let none = Stage(titles: nil)
        #expect(none.collectionView.indexTitlesFrame == nil && none.collectionView.indexTitleLines.isEmpty)
        #expect(stage.diagnostics.messages.isEmpty && none.diagnostics.messages.isEmpty)
    }

    @Test("when a title is tapped or the strip dragged, then the data source is asked once per title and the first item's section header comes to the top; a later item comes to the top itself")
    func tapAndDrag() {
        let stage = Stage()
        stage.dataSource.log.removeAll()
        stage.window.tap(stage.point(ofTitle: 3, of: 6), clock: stage.clock)
        #expect(stage.dataSource.log == ["indexPathFor D at 3"])
        #expect(stage.collectionView.contentOffset.y == stage.headerTop(3))

        stage.dataSource.log.removeAll()
        stage.collectionView.contentOffset.y = 0
        stage.clock.advanceFrames(1)
        stage.window.drag(from: stage.point(ofTitle: 0, of: 6), to: stage.point(ofTitle: 4, of: 6), steps: 10, clock: stage.clock)
        #expect(stage.dataSource.log == ["A", "B", "C", "D", "E"].enumerated().map { "indexPathFor \($1) at \($0)" })
        #expect(stage.collectionView.contentOffset.y == stage.headerTop(4))

        stage.dataSource.destination = { _, _ in IndexPath(item: 5, section: 1) }
        stage.window.tap(stage.point(ofTitle: 0, of: 6), clock: stage.clock)
        let item = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))?.frame.minY
        #expect(stage.collectionView.contentOffset.y == item)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the data source names no item for a title, or leaves the default answer, then it is reported and nothing scrolls")
    func badIndexPaths() {
        let stage = Stage()
        for (destination, described) in [(IndexPath(item: 0, section: 42), "(42 - 0)"), (IndexPath(item: 10, section: 1), "(1 - 10)"), (IndexPath(), "()")] {
            stage.diagnostics.clear()
            stage.dataSource.destination = { _, _ in destination }
            stage.window.tap(stage.point(ofTitle: 2, of: 6), clock: stage.clock)
            #expect(stage.collectionView.contentOffset.y == 0)
            #expect(stage.diagnostics.messages == ["collectionView(_:indexPathForIndexTitle:at:) returned \(described) for the title \"C\" at 2, which names no item of the collection view"])
        }

        /// A data source with titles but without the answer: the default empty index path.
        final class TitlesOnly: NSObject, CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func indexTitles(for collectionView: CollectionView) -> [String]? { ["X", "Y"] }
        }
        let source = TitlesOnly()
        let other = Stage()
        other.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        other.collectionView.dataSource = source
        other.clock.advanceFrames(2)
        other.diagnostics.clear()
        #expect(other.collectionView.indexTitleLines == ["X", "Y"])
        other.window.tap(other.point(ofTitle: 1, of: 2), clock: other.clock)
        #expect(other.diagnostics.messages == ["collectionView(_:indexPathForIndexTitle:at:) returned () for the title \"Y\" at 1, which names no item of the collection view"])
        #expect(other.collectionView.contentOffset.y == 0)
    }

    @Test("when a snapshot is applied or the data reloaded, then the titles are asked for again and the strip follows them")
    func titlesFollowTheData() {
        let stage = Stage()
        stage.dataSource.titles = ["A", "C"]
        stage.apply(["A", "C"])
        #expect(stage.collectionView.indexTitleLines == ["A", "C"])
        stage.dataSource.titles = []
        stage.collectionView.reloadData()
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.indexTitlesFrame == nil, "no titles, no strip")
        stage.dataSource.titles = ["Z"]
        stage.collectionView.reloadData()
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.indexTitleLines == ["Z"])
    }

    @Test("when a collection view controller subclass overrides the index methods, then its collection view shows and uses them")
    func controllerOverrides() {
        final class Letters: CollectionViewController {
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func indexTitles(for collectionView: CollectionView) -> [String]? { ["Top", "Middle"] }
            override func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(item: index * 50, section: 0)
            }
        }
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let controller = Letters(collectionViewLayout: layout)
        controller.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.rootViewController = controller
        clock.advanceFrames(2)
        let collectionView = controller.collectionView!
        #expect(collectionView.indexTitleLines == ["Top", "Middle"])
        let frame = collectionView.indexTitlesFrame ?? .zero
        let top = (frame.height - 32) / 2
        window.tap(CGPoint(x: frame.midX, y: frame.minY + top + 24), clock: clock)
        #expect(abs(collectionView.contentOffset.y - 50 * 40) < 0.001, "\(collectionView.contentOffset.y)")
    }
}
