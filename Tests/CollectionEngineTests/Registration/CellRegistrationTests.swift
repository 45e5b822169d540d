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

@Suite("CellRegistration and SupplementaryRegistration")
@MainActor
struct CellRegistrationTests {
    final class WordCell: CollectionViewCell {
        var word = ""
    }

    final class Source: CollectionViewDataSource {
        let words = ["alpha", "beta", "gamma"]
        var items: [String?]
        let cells = CellRegistration<WordCell, String> { cell, _, word in
            cell.word = word
            var content = cell.defaultContentConfiguration()
            content.text = word
            cell.contentConfiguration = content
        }
        let headers = SupplementaryRegistration<CollectionReusableView>(elementKind: CollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.tag = 100 + indexPath.section
        }

        init() { items = words }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    @Test("when cells and headers come from registrations, then each is registered once, dequeued and configured")
    func configured() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? WordCell }
        #expect(cells.map(\.word) == ["alpha", "beta", "gamma"])
        #expect(cells.allSatisfy { $0.reuseIdentifier == source.cells.reuseIdentifier })
        let content = try #require(cells.first?.renderedContent)
        #expect(content == .list({ var c = ListContentConfiguration.cell(); c.text = "alpha"; return c }()))
        #expect(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.tag) == [100])
        #expect(diagnostics.messages.isEmpty)
        #expect(source.cells.reuseIdentifier != CellRegistration<WordCell, String> { _, _, _ in }.reuseIdentifier)
    }

    @Test("when a registration is given a nil item, then it is reported and the cell comes back unconfigured")
    func nilItem() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: collectionView)
        let source = Source()
        source.items = ["alpha", nil]
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(diagnostics.messages == ["dequeueConfiguredReusableCell(using:for:item:) was given a nil item for (0 - 1)"])
        #expect(collectionView.visibleCells.compactMap { ($0 as? WordCell)?.word } == ["alpha", ""])
    }
}
