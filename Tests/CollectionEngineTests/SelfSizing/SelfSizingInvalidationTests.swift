import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

/// A cell whose height is `lines` × 30 points, by its fitting size (no constraints).
@MainActor
final class LinesCell: CollectionViewCell {
    var lines = 1
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                          verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: CGFloat(lines) * 30)
    }
}

/// A cell whose content view holds one bar pinned top and bottom; the bar's height constraint sizes it.
@MainActor
final class BarCell: CollectionViewCell {
    let bar = View()
    private(set) var barHeight: LayoutConstraint!
    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            barHeight,
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@Suite("selfSizingInvalidation: cells on screen resize when what they show changes")
@MainActor
struct SelfSizingInvalidationTests {
    /// A list of three estimated rows of `Cell` in a window; the registration gives list content.
    @MainActor
    final class Stage<Cell: CollectionViewCell> {
        let clock: ManualFrameClock
        let window: Window
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, Int>

        init(_ mode: CollectionView.SelfSizingInvalidation?) {
            clock = ManualFrameClock()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
            collectionView = CollectionView(frame: window.bounds,
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
            if let mode { collectionView.selfSizingInvalidation = mode }
            let registration = CellRegistration<Cell, Int> { cell, _, item in
                var content = ListContentConfiguration.cell()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0, 1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collectionView)
            clock.advanceFrames(2)
        }

        func cell(_ item: Int) throws -> Cell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? Cell)
        }

        func height(_ item: Int) -> CGFloat? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.height
        }
    }

    @Test("when a row on screen gets a content configuration with three times the text, then by default it grows in the next frames and the row below moves down")
    func newConfigurationResizes() throws {
        let stage = Stage<CollectionViewCell>(nil)
        #expect(stage.collectionView.selfSizingInvalidation == .enabled, "UIKit's default")
        let before = try #require(stage.height(0))
        let nextTop = try #require(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY)
        var content = ListContentConfiguration.cell()
        content.text = String(repeating: "a longer text that wraps ", count: 6)
        try stage.cell(0).contentConfiguration = content
        stage.clock.advanceFrames(3)
        let after = try #require(stage.height(0))
        #expect(after > before + 20, "the row stayed \(after) points tall")
        #expect(try stage.cell(0).frame.height == after)
        let movedTop = try #require(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY)
        #expect(movedTop == nextTop + (after - before))
    }

    @Test("when self-sizing invalidation is disabled, then a new configuration or an invalidated size leaves the row as it was until its item is reconfigured")
    func disabledWaitsForReconfigure() throws {
        let stage = Stage<LinesCell>(.disabled)
        let before = try #require(stage.height(0))
        try stage.cell(0).lines = 3
        try stage.cell(0).invalidateIntrinsicContentSize()
        var content = ListContentConfiguration.cell()
        content.text = "Changed"
        try stage.cell(0).contentConfiguration = content
        stage.clock.advanceFrames(3)
        #expect(stage.height(0) == before)
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems([0])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.clock.advanceFrames(3)
        // Reconfiguring configures the same cell, whose registration does not touch `lines`: 3 lines.
        #expect(stage.height(0) == 90)
    }

    @Test("when a cell or its content view invalidates its intrinsic size, then it is measured again; a view elsewhere in the cell does not count unless constraints are included",
          arguments: [CollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints])
    func invalidatedIntrinsicSize(mode: CollectionView.SelfSizingInvalidation) throws {
        let stage = Stage<LinesCell>(mode)
        #expect(stage.height(0) == 30)
        try stage.cell(0).lines = 2
        try stage.cell(0).invalidateIntrinsicContentSize()
        stage.clock.advanceFrames(3)
        #expect(stage.height(0) == 60)
        try stage.cell(1).lines = 3
        try stage.cell(1).contentView.invalidateIntrinsicContentSize()
        stage.clock.advanceFrames(3)
        #expect(stage.height(1) == 90)
        // A label inside the content view: only an Auto Layout change, seen with constraints included.
        let label = Label()
        try stage.cell(2).contentView.addSubview(label)
        stage.clock.advanceFrames(2)
        try stage.cell(2).lines = 2
        label.invalidateIntrinsicContentSize()
        stage.clock.advanceFrames(3)
        #expect(stage.height(2) == (mode == .enabledIncludingConstraints ? 60 : 30))
    }

    @Test("when a constraint inside a cell's content view changes, then the cell resizes with enabledIncludingConstraints only",
          arguments: [CollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints])
    func constraintChanges(mode: CollectionView.SelfSizingInvalidation) throws {
        let stage = Stage<BarCell>(mode)
        let before = try #require(stage.height(0))
        try stage.cell(0).barHeight.constant = 70
        stage.clock.advanceFrames(3)
        let after = try #require(stage.height(0))
        if mode == .enabledIncludingConstraints {
            #expect(after == before + 40)
        } else {
            #expect(after == before)
        }
    }

    @Test("when a row's configuration update handler gives it longer text as it is selected, then it grows, although the update ran inside a layout pass")
    func configurationUpdateInsideAPass() throws {
        let stage = Stage<CollectionViewCell>(nil)
        let before = try #require(stage.height(0))
        try stage.cell(0).configurationUpdateHandler = { cell, state in
            var content = ListContentConfiguration.cell()
            content.text = state.isSelected ? String(repeating: "a longer text that wraps ", count: 6) : "Row 0"
            cell.contentConfiguration = content
        }
        stage.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        stage.clock.advanceFrames(4)
        let after = try #require(stage.height(0))
        #expect(after > before + 20, "the selected row stayed \(after) points tall")
    }

    @Test("when a resized row settles, then later frames neither measure nor lay out again")
    func settles() throws {
        let stage = Stage<LinesCell>(.enabledIncludingConstraints)
        try stage.cell(0).lines = 2
        try stage.cell(0).invalidateIntrinsicContentSize()
        stage.clock.advanceFrames(3)
        #expect(stage.height(0) == 60)
        let cell = try stage.cell(0)
        for _ in 0..<3 {
            stage.clock.advanceFrames(1)
            #expect(!stage.collectionView.needsLayout, "a measurement asked for another")
            #expect(cell.frame.height == 60)
        }
    }

    @Test("when a table row on screen invalidates its size, then the table measures it again, with the table's own name for the setting")
    func tableRows() throws {
        final class Source: NSObject, TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let table = TableView(frame: window.bounds, style: .plain)
        let mode: TableView.SelfSizingInvalidation = .enabled
        #expect(table.selfSizingInvalidation == mode)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        clock.advanceFrames(2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let before = cell.frame.height
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = String(repeating: "a longer text that wraps ", count: 6)
        cell.contentView.invalidateIntrinsicContentSize()
        clock.advanceFrames(3)
        #expect(cell.frame.height > before + 20, "the row stayed \(cell.frame.height) points tall")
        withExtendedLifetime(source) {}
    }

    @Test("when a raw value names no mode, then there is no mode")
    func badRawValue() {
        #expect(CollectionView.SelfSizingInvalidation(rawValue: 3) == nil)
        #expect(CollectionView.SelfSizingInvalidation(rawValue: -1) == nil)
        #expect(CollectionView.SelfSizingInvalidation(rawValue: 2) == .enabledIncludingConstraints)
    }
}
