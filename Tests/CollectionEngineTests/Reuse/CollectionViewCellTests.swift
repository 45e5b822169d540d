import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing

/// A data source whose cells are configured only by a configuration update handler.
@MainActor
final class HandlerConfiguredSource: CollectionViewDataSource {
    var handlerCalls: [(item: Int, selected: Bool)] = []
    lazy var registration = CellRegistration<CollectionViewCell, Int> { [unowned self] cell, _, item in
        cell.configurationUpdateHandler = { [unowned self] cell, state in
            handlerCalls.append((item, state.isSelected))
            var content = ListContentConfiguration.cell()
            content.text = state.isSelected ? "Item \(item) ✓" : "Item \(item)"
            cell.contentConfiguration = content
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

@Suite("CollectionViewCell: configuration updates")
@MainActor
struct CollectionViewCellTests {
    @Test("when a registration sets only a configuration update handler, then the handler configures the cell before it is shown, and again when its state changes")
    func handlerMakesTheFirstConfiguration() throws {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = HandlerConfiguredSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        clock.advanceFrames(1)
        #expect(source.handlerCalls.map(\.item) == [0, 1, 2])
        let texts = collectionView.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text }.sorted()
        #expect(texts == ["Item 0", "Item 1", "Item 2"])
        let inserted = try #require(renderer.transactions.first?.inserted.filter { $0.kind == "CollectionViewCell" })
        #expect(inserted.allSatisfy { $0.content != nil }, "the first transaction already carries the content")

        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        clock.advanceFrames(1)
        #expect(source.handlerCalls.last.map { [$0.item] } == [1] && source.handlerCalls.last?.selected == true)
        let selected = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? ListContentConfiguration
        #expect(selected?.text == "Item 1 ✓")
    }
}
