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

/// Six 100-point items in a 300 × 300 window that records what its renderer is sent, shown.
@MainActor
private struct ShownGrid {
    let renderer = RecordingRenderer()
    let clock = ManualFrameClock()
    let window: Window
    let collectionView: CollectionView
    let source = RecordingDataSource(counts: [6])

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        source.attach(to: collectionView)
        window.addSubview(collectionView)
        clock.advanceFrames(1)
    }
}

@Suite("Cells and collections to assistive technologies: items placed in their sections (F40)")
@MainActor
struct CellAccessibilityTests {
    @Test("when a grid shows its items, then the collection is the container and each cell an item that knows its place and selection")
    func itemsKnowTheirPlace() throws {
        let stage = GridStage(count: 30)
        #expect(stage.collectionView.renderedAccessibility?.role == .collection)
        stage.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        stage.clock.advanceFrames(1)
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let rendered = try #require(cell.renderedAccessibility)
        #expect(rendered.role == .item && rendered.position == 5 && rendered.setSize == 30 && rendered.isSelected)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.renderedAccessibility?.isSelected == false)
    }

    @Test("when items are deleted, then the cells still on screen are sent again with their new place and section size")
    func updatesResendPlaces() throws {
        let grid = ShownGrid()
        let (collectionView, source, renderer, clock) = (grid.collectionView, grid.source, grid.renderer, grid.clock)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.renderedAccessibility?.setSize == 6)
        source.counts = [5]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)]) })
        clock.advance(by: 1)
        #expect(first.renderedAccessibility?.setSize == 5)
        let sent = renderer.transactions.flatMap(\.contentChanged).filter { $0.view == first.renderIdentifier }
        #expect(sent.last?.accessibility?.setSize == 5, "the first cell did not move, yet its section's size is sent")
    }

    @Test("when an item moves and no count changes, then the cells that moved are sent again with their new place")
    func movesResendPlaces() throws {
        let grid = ShownGrid()
        let (collectionView, renderer, clock) = (grid.collectionView, grid.renderer, grid.clock)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.renderedAccessibility?.position == 1)
        collectionView.performBatchUpdates({ collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) })
        clock.advance(by: 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === first)
        let sent = renderer.transactions.flatMap(\.contentChanged).filter { $0.view == first.renderIdentifier }
        #expect(sent.last?.accessibility?.position == 3, "the moved cell is read as the third item")
    }

    @Test("when a table shows titled sections, then each header is a heading read as its title and each footer static text")
    func headersAreHeadings() throws {
        let stage = TableStage(style: .grouped, items: [["a"], ["b"]]) { _, source in
            source.headerTitles = ["Network", nil]
            source.footerTitles = ["Connects automatically", nil]
        }
        let header = try #require(stage.tableView.headerView(forSection: 0))
        #expect(header.renderedAccessibility?.role == .heading && header.renderedAccessibility?.label == "Network")
        let footer = try #require(stage.tableView.footerView(forSection: 0))
        #expect(footer.renderedAccessibility?.role == .text && footer.accessibilityLabel == "Connects automatically")
        #expect(stage.cell(0)?.renderedAccessibility?.role == .item, "rows stay items")
        header.accessibilityTraits = .staticText
        #expect(header.renderedAccessibility?.role == .text, "what the app sets wins")
    }
}
