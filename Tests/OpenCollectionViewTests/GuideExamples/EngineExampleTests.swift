// The examples of the CollectionEngine catalog's "Getting started" article and of Guides/Engine.md,
// Guides/Lists.md, Guides/TableView.md and Guides/HostileInput.md, written as a client writes them
// (one import) and run as tests so the documentation cannot rot (scripts/check-examples checks that
// each document shows its code verbatim).
import OpenCollectionView
import Testing

/// The table view guide's settings screen: two sections of rows with titles.
final class SettingsTable: TableViewDataSource {
    let sections = [("General", ["About", "Software Update"]), ("Privacy", ["Location", "Camera", "Microphone"])]

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@Suite("The engine's documentation examples")
@MainActor
struct EngineExampleTests {
    @Test("getting started: a diffable list in a window; applying a snapshot animates the insert")
    func diffableList() {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: renderer)

        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = CellRegistration<CollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
        clock.advanceFrames(1)
        #expect(collectionView.visibleCells.count == 3)

        snapshot.insertItems(["Blueberry"], afterItem: "Banana")
        dataSource.apply(snapshot)                   // animated: the new row fades in, Cherry slides down
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.animations.isEmpty == false)
        _ = clock.advance(by: 1)                     // the animation ends
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Blueberry")
        #expect(collectionView.visibleCells.count == 4)
    }

    @Test("the engine guide: each frame's changes reach the renderer as one transaction, scrolled cells are reused")
    func framesAndReuse() {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 48)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.isPrefetchingEnabled = false
        let dataSource = PlainCells(count: 1000)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)

        clock.advanceFrames(1)
        let first = renderer.transactions.count
        for _ in 1...30 {                            // three screens down, 48 points per frame
            collectionView.contentOffset.y += 48
            clock.advanceFrames(1)
        }
        #expect(renderer.transactions.count == first + 30)   // one transaction per frame
        let inserted = renderer.transactions[first...].flatMap(\.inserted)
        #expect(inserted.contains { $0.isReused })            // cells that left the screen come back for new items
        #expect(Set(inserted.map(\.view)).count < 40)       // fewer views than the 40 items shown
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == Array(30...39))
    }

    @Test("the lists guide: an outline expands a parent when its section snapshot says so")
    func outline() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }

        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        clock.advanceFrames(1)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)      // children of collapsed parents are hidden

        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        clock.advanceFrames(1)
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(dataSource.snapshot(for: 0).level(of: "Apple") == 1)
    }

    @Test("the table view guide: an inset-grouped table with titled sections and disclosure indicators")
    func settingsTable() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let table = TableView(frame: window.bounds, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let settings = SettingsTable()
        table.dataSource = settings
        window.addSubview(table)
        clock.advanceFrames(1)

        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        let camera = table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect((camera?.contentConfiguration as? ListContentConfiguration)?.text == "Camera")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY > table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)   // inset from the edges
    }

    @Test("the hostile input guide: a batch that contradicts the data source is reported in UIKit's words and recovered")
    func invalidBatchIsReported() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var reported: [CollectionDiagnostic] = []
        collectionView.diagnosticHandler = { reported.append($0) }
        let dataSource = PlainCells(count: 5)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()

        var finished: Bool?
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])   // but the data source still has 5
        }, completion: { finished = $0 })

        #expect(finished == false)
        #expect(reported.map(\.message).contains { $0.hasPrefix("Invalid update: invalid number of items in section 0.") })
        #expect(collectionView.numberOfItems(inSection: 0) == 5)             // reloaded: what the data source says
        layout.itemSize = CGSize(width: CGFloat.nan, height: 100)              // a NaN width is reported and read as 0
        collectionView.layoutIfNeeded()
        #expect(reported.contains { $0.message.contains("NaN") })
    }
}
