import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// A list with supplementary headers whose text is longer than a line, so every header measures
/// taller than its estimate (28 points plain, 38 grouped).
@MainActor
final class HeaderListStage {
    let clock = ManualFrameClock()
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    init(_ appearance: CollectionLayoutListConfiguration.Appearance, sections: Int = 3, rows: Int = 4, headerLines: Int = 2,
         contentInsetTop: CGFloat = 0) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 600), clock: clock, renderer: RecordingRenderer(),
                        timeSource: ManualTimeSource())
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.contentInset.top = contentInsetTop
        let cells = CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = appearance == .plain ? ListContentConfiguration.plainHeader() : ListContentConfiguration.groupedHeader()
            content.text = Array(repeating: "Section \(indexPath.section) has a header that wraps", count: headerLines).joined(separator: " ")
            header.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        window.addSubview(collectionView)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections { snapshot.appendItems((0..<rows).map { "Row \(section).\($0)" }, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        clock.advanceFrames(3)
    }

    func header(_ section: Int) -> CollectionReusableView? {
        collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    func row(_ item: Int, section: Int) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@Suite("Lists: self-sized headers end where their section's rows begin, and a list at rest at the top stays there")
@MainActor
struct ListHeaderSelfSizingTests {
    @Test("when headers measure taller than their estimates, then in every appearance each header ends where its section's first row begins and the layout's frames agree",
          arguments: [CollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar])
    func headersEndWhereRowsBegin(appearance: CollectionLayoutListConfiguration.Appearance) throws {
        let stage = HeaderListStage(appearance)
        for section in 0..<2 {
            let header = try #require(stage.header(section), "section \(section)'s header is on screen")
            let row = try #require(stage.row(0, section: section))
            #expect(header.frame.height > (appearance == .plain ? 28 : 38), "it measured taller than its estimate: \(header.frame)")
            #expect(abs(header.frame.maxY - row.minY) < 0.001, "section \(section): header \(header.frame), first row \(row)")
            let laidOut = try #require(stage.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)))
            #expect(laidOut.frame == header.frame, "the view is where the layout says")
        }
        // The next section follows the last row of the one before.
        let lastRow = try #require(stage.row(3, section: 0)), nextHeader = try #require(stage.header(1))
        #expect(nextHeader.frame.minY >= lastRow.maxY - 0.001)
    }

    @Test("when estimated headers measure taller at rest at the top, then the content offset stays at the top",
          arguments: [CollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped])
    func restAtTheTop(appearance: CollectionLayoutListConfiguration.Appearance) {
        let stage = HeaderListStage(appearance, sections: 6, headerLines: 3)
        stage.clock.advanceFrames(10)
        #expect(stage.collectionView.contentOffset.y == -stage.collectionView.adjustedContentInset.top,
                "offset \(stage.collectionView.contentOffset.y)")
    }

    @Test("when the content inset's top is set before the first layout, then the list rests at the top of the adjusted inset")
    func contentInsetAtRest() {
        let stage = HeaderListStage(.insetGrouped, contentInsetTop: 50)
        #expect(stage.collectionView.adjustedContentInset.top == 50)
        #expect(stage.collectionView.contentOffset.y == -50, "offset \(stage.collectionView.contentOffset.y)")
        #expect(stage.header(0).map { $0.frame.minY - stage.collectionView.contentOffset.y } ?? 0 >= 50, "the first header below the inset")
    }
}

extension ListHeaderSelfSizingTests {
    @Test("when the headers' exact frames are read, then each section starts where the one before ends and each header sits at its appearance's place")
    func exactFrames() throws {
        for (appearance, firstHeaderY) in [(CollectionLayoutListConfiguration.Appearance.plain, 0.0), (.grouped, 17.0), (.insetGrouped, 17.0)] {
            let stage = HeaderListStage(appearance, sections: 2, rows: 2)
            let first = try #require(stage.header(0)), second = try #require(stage.header(1))
            #expect(abs(first.frame.minY - firstHeaderY) < 1e-6, "\(appearance): \(first.frame)")
            let lastRow = try #require(stage.row(1, section: 0))
            let spaceBefore = appearance == .plain ? 0.0 : 17.0
            #expect(abs(second.frame.minY - (lastRow.maxY + spaceBefore)) < 1e-6, "\(appearance): \(second.frame) after \(lastRow)")
            #expect(abs(try #require(stage.row(0, section: 1)).minY - second.frame.maxY) < 1e-6)
        }
    }

    @Test("when an orthogonal section has an estimated header that measures taller, then its strip starts below the header and the content stays at the top")
    func orthogonalSectionHeader() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 600), clock: clock, renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let cells = CellRegistration<CollectionViewCell, Int> { _, _, _ in }
        let headers = SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { header, _, _ in
            var content = ListContentConfiguration.groupedHeader()
            content.text = "A shelf whose header wraps onto a second line at this width, and a third"
            header.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        window.addSubview(collectionView)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        for shelf in 0..<3 { snapshot.appendItems((0..<8).map { shelf * 100 + $0 }, toSection: shelf) }
        dataSource.apply(snapshot, animatingDifferences: false)
        clock.advanceFrames(3)
        #expect(collectionView.contentOffset.y == 0)
        for shelf in 0..<2 {
            let header = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: shelf)))
            #expect(header.frame.height > 30, "measured taller than its estimate: \(header.frame)")
            let row = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: shelf)))
            #expect(abs(row.frame.minY - header.frame.maxY) < 0.001, "shelf \(shelf): header \(header.frame), strip \(row.frame)")
        }
    }
}
