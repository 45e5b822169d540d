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

/// A long seeded session of everything a user and an app do at once, with the engine's invariants
/// checked after every frame.
@Suite("A long randomized session keeps the screen, the layout and the data in agreement")
@MainActor
struct RandomSessionTests {
    /// One session: a window, a collection view over a named model, and what was checked.
    @MainActor
    final class Session {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window: Window
        let collectionView: CollectionView
        let source: RecordingDataSource
        let diagnostics = DiagnosticsRecorder()
        let time = ManualTimeSource()
        var random: SeededRandomNumberGenerator
        var invalidBatches = 0
        var validBatches = 0
        var moves = 0
        var checkedFrames = 0

        /// A session over `layout`; with `prefetching` off no cell is prepared ahead, and every cell costs
        /// `cellCost` seconds on the window's time source (a frame's worth for a screenful makes the
        /// prefetcher's reach far: cells prepared and kept eight screens away).
        init(seed: UInt64, layout: CollectionViewLayout, prefetching: Bool = true, cellCost: TimeInterval = 0) {
            random = SeededRandomNumberGenerator(seed: seed)
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: time)
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            var generator = random
            var counter = 0
            let sections = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...60, using: &generator)).map { _ in Self.name(&counter) }
            }
            random = generator
            nextNameStorage = counter
            source = RecordingDataSource(items: sections)
            source.attach(to: collectionView)
            collectionView.isPrefetchingEnabled = prefetching
            if cellCost > 0 {
                let time = self.time
                source.cellCost = { _ in time.advance(by: cellCost) }
            }
            diagnostics.attach(to: collectionView)
            window.addSubview(collectionView)
        }

        private var nextNameStorage: Int
        private static func name(_ counter: inout Int) -> String {
            counter += 1
            return "n\(counter)"
        }
        func newName() -> String { Self.name(&nextNameStorage) }

        var model: [[String]] { source.items ?? [] }

        // MARK: Actions

        /// The last action, named in failures.
        var lastAction = "nothing"

        func step() {
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<25: lastAction = "a scroll"; scrollSomewhere()
            case 25..<35: lastAction = "a drag"; drag()
            case 35..<42: lastAction = "a resize"; resize()
            case 42..<65: lastAction = "a valid batch"; validBatch()
            case 65..<72: lastAction = "an invalid batch"; invalidBatch()
            case 72..<80: lastAction = "a movement"; reorder()
            case 80..<86: lastAction = "a selection"; select()
            case 86..<90: lastAction = "reloadData"; reload()
            default: lastAction = "waiting"
            }
            let frames = Int.random(in: 1...4, using: &random)
            for _ in 0..<frames {
                clock.advanceFrames(1)
                check()
            }
        }

        func scrollSomewhere() {
            let maximum = collectionView.maximumContentOffset
            let y = CGFloat.random(in: collectionView.minimumContentOffset.y...Swift.max(collectionView.minimumContentOffset.y, maximum.y), using: &random)
            if Bool.random(using: &random) {
                collectionView.setContentOffset(CGPoint(x: collectionView.contentOffset.x, y: y), animated: Bool.random(using: &random))
            } else {
                window.send(ScrollWheelEvent(at: CGPoint(x: 100, y: 100), deltaY: CGFloat.random(in: -400...400, using: &random)))
            }
        }

        func drag() {
            let x = CGFloat.random(in: 10...300, using: &random), y = CGFloat.random(in: 50...430, using: &random)
            let distance = CGFloat.random(in: -300...300, using: &random)
            window.send(PointerEvent(.down, at: CGPoint(x: x, y: y)))
            clock.advanceFrames(1)
            for step in 1...4 {
                window.send(PointerEvent(.moved, at: CGPoint(x: x, y: y + distance * CGFloat(step) / 4)))
                clock.advanceFrames(1)
                check()
            }
            window.send(PointerEvent(.up, at: CGPoint(x: x, y: y + distance)))
        }

        func resize() {
            let size = CGSize(width: CGFloat.random(in: 200...500, using: &random), height: CGFloat.random(in: 200...700, using: &random))
            window.frame = CGRect(origin: .zero, size: size)
            collectionView.frame = CGRect(origin: .zero, size: size)
        }

        func validBatch() {
            let update: BatchUpdate, sections: [[String]]
            do {
                // A reconfigured item's content changes (a new version of the same item: a `'` more);
                // a reloaded one becomes a new item.
                (update, sections) = try RandomBatchUpdates.valid(changing: model, newName: newName,
                                                                  changingReconfigured: { $0 + "'" }, using: &random)
            } catch {
                Issue.record("the generator made an invalid batch: \(error)")
                return
            }
            validBatches += 1
            let animated = Bool.random(using: &random)
            let perform = {
                self.collectionView.performBatchUpdates({
                    self.source.items = sections
                    self.collectionView.pendingRandomBatch(update)
                })
            }
            if animated { perform() } else { View.performWithoutAnimation(perform) }
            #expect(diagnostics.messages.isEmpty, "a valid batch is accepted: \(update)")
        }

        func invalidBatch() {
            var sections = model
            guard !sections.isEmpty else { return }
            let section = Int.random(in: 0..<sections.count, using: &random)
            sections[section].append(newName())
            invalidBatches += 1
            collectionView.performBatchUpdates({ self.source.items = sections }) // an insert nobody named
            #expect(diagnostics.diagnostics.last?.recovery == "reloaded the data")
            diagnostics.clear()
        }

        func reorder() {
            guard let item = collectionView.indexPathsForVisibleItems.randomElement(using: &random) else { return }
            guard collectionView.beginInteractiveMovementForItem(at: item) else { return }
            moves += 1
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let point = CGPoint(x: CGFloat.random(in: 0...collectionView.bounds.width, using: &random),
                                    y: collectionView.bounds.minY + CGFloat.random(in: 0...collectionView.bounds.height, using: &random))
                collectionView.updateInteractiveMovementTargetPosition(point)
                clock.advanceFrames(1)
            }
            if Bool.random(using: &random) { collectionView.endInteractiveMovement() } else { collectionView.cancelInteractiveMovement() }
        }

        func select() {
            collectionView.allowsMultipleSelection = Bool.random(using: &random)
            if let item = collectionView.indexPathsForVisibleItems.randomElement(using: &random) {
                collectionView.selectItem(at: item, animated: false, scrollPosition: [])
            }
        }

        func reload() {
            var sections = model
            if !sections.isEmpty, Bool.random(using: &random) { sections.remove(at: 0) } else { sections.append([newName()]) }
            source.items = sections
            collectionView.reloadData()
        }

        // MARK: Invariants

        func check() {
            let collectionView = self.collectionView
            collectionView.layoutIfNeeded()
            checkedFrames += 1
            // The counts the collection view holds are the model's.
            #expect(collectionView.numberOfSections == model.count)
            for (section, items) in model.enumerated() where collectionView.numberOfItems(inSection: section) != items.count {
                Issue.record("section \(section): the collection view holds \(collectionView.numberOfItems(inSection: section)) items, the model \(items.count)")
            }
            // Every cell the collection view returns — on screen, kept near it or prepared ahead — shows
            // the item's current content, and no cell is returned for two items.
            for indexPath in collectionView.indexPathsForVisibleItems where collectionView.cellForItem(at: indexPath) == nil {
                Issue.record("\(indexPath.collectionDescription) is visible but has no cell")
            }
            var seen: [ObjectIdentifier: IndexPath] = [:]
            for (section, items) in model.enumerated() {
                for (item, expected) in items.enumerated() {
                    let indexPath = IndexPath(item: item, section: section)
                    guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
                    let shown = (cell as? RecordingCell)?.configuredItem
                    if shown != expected {
                        let state = collectionView.indexPathsForVisibleItems.contains(indexPath) ? "on screen" : "off screen"
                        Issue.record("\(indexPath.collectionDescription) (\(state)) shows \(shown ?? "nothing"), the model has \(expected) after \(lastAction)")
                    }
                    if let other = seen.updateValue(indexPath, forKey: ObjectIdentifier(cell)) {
                        Issue.record("one cell is returned for \(other.collectionDescription) and \(indexPath.collectionDescription) after \(lastAction)")
                    }
                }
            }
            // The visible cells are exactly the items the layout puts on screen.
            let layout = collectionView.collectionViewLayout
            let onScreen = Set((layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.overlapsStrictly(collectionView.bounds) }
                .map(\.indexPath))
            let visible = Set(collectionView.indexPathsForVisibleItems)
            if visible != onScreen {
                let extra = visible.symmetricDifference(onScreen).map { path in
                    "\(path.collectionDescription) at \(String(describing: layout.layoutAttributesForItem(at: path)?.frame)) cell \(String(describing: collectionView.cellForItem(at: path)?.frame))"
                }
                Issue.record("visible \(visible.sorted().map(\.collectionDescription)) but the layout says \(onScreen.sorted().map(\.collectionDescription)); bounds \(collectionView.bounds) decel \(collectionView.isDecelerating) extra \(extra)")
            }
            // Visible cells are in the hierarchy; the selection names existing items.
            #expect(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
            #expect((collectionView.indexPathsForSelectedItems ?? []).allSatisfy {
                model.indices.contains($0.section) && model[$0.section].indices.contains($0.item)
            })
            #expect(collectionView.contentOffset.x.isFinite && collectionView.contentOffset.y.isFinite)
        }
    }

    @Test("when a list session of 400 random steps runs, then after every frame the invariants hold (seeded)", arguments: TestSeeds.seeds(count: 3))
    func listSession(seed: UInt64) {
        print("seed", seed)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let session = Session(seed: seed, layout: layout)
        for _ in 0..<400 { session.step() }
        #expect(session.checkedFrames > 400)
        #expect(session.invalidBatches > 10 && session.validBatches > 50 && session.moves > 10,
                "\(session.invalidBatches) invalid and \(session.validBatches) valid batches, \(session.moves) movements")
    }

    /// How the cells kept near the screen are made: prefetching on or off, and cells cheap or costly
    /// (a screenful costing a frame or more makes the prefetcher's reach far).
    enum Keeping: String, CaseIterable, CustomTestStringConvertible {
        case noPrefetching, cheapCells, costlyCells
        var testDescription: String { rawValue }
        var prefetching: Bool { self != .noPrefetching }
        var cellCost: TimeInterval { self == .costlyCells ? 0.004 : 0 }
    }

    @Test("when cells are kept near the screen or prepared ahead, then after every batch, reload and scroll each cell the collection view returns shows its item's current content (seeded)",
          arguments: Keeping.allCases, TestSeeds.seeds(count: 2))
    func keptCellsAreCurrent(keeping: Keeping, seed: UInt64) async {
        print("seed", seed, keeping.rawValue)
        for layout in [Self.flowGrid(), CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))] {
            let session = Session(seed: seed, layout: layout, prefetching: keeping.prefetching, cellCost: keeping.cellCost)
            for _ in 0..<120 {
                session.step()
                // Other main-actor tests (the server's) get their turn between steps.
                await Task.yield()
            }
            #expect(session.validBatches > 15, "\(session.validBatches) valid batches")
        }
    }

    /// A flow grid of small cells, so a screen holds many (with section headers when the data source
    /// serves them).
    static func flowGrid(headers: Bool = true) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 60)
        if headers { layout.headerReferenceSize = CGSize(width: 0, height: 30) }
        return layout
    }

    @Test("when a compositional list session with estimated heights runs, then the invariants hold too (seeded)", arguments: TestSeeds.seeds(count: 2))
    func compositionalSession(seed: UInt64) {
        print("seed", seed)
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let session = Session(seed: seed, layout: layout)
        for _ in 0..<250 { session.step() }
        #expect(session.checkedFrames > 250)
    }
}

extension RandomSessionTests {
    @Test("when a diffable session applies random snapshots while scrolling, resizing and reordering, then the screen always shows the current snapshot (seeded)",
          arguments: TestSeeds.seeds(count: 2))
    func diffableSession(seed: UInt64) {
        print("seed", seed)
        var random = SeededRandomNumberGenerator(seed: seed)
        let stage = DiffableStage()
        stage.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var reorders = 0
        for round in 0..<200 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                var snapshot = DiffableDataSourceSnapshot<String, String>()
                var pool = (0..<80).map { "i\($0)" }.shuffled(using: &random)
                for section in ["A", "B", "C"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
                    let take = Swift.min(pool.count, Int.random(in: 0...25, using: &random))
                    snapshot.appendSections([section])
                    snapshot.appendItems(Array(pool.prefix(take)), toSection: section)
                    pool.removeFirst(take)
                }
                stage.dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
            case 4..<6:
                let maximum = Swift.max(0, stage.collectionView.maximumContentOffset.y)
                stage.collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat.random(in: 0...maximum, using: &random)), animated: Bool.random(using: &random))
            case 6:
                let size = CGSize(width: CGFloat.random(in: 200...500, using: &random), height: CGFloat.random(in: 200...700, using: &random))
                stage.window.frame = CGRect(origin: .zero, size: size)
                stage.collectionView.frame = CGRect(origin: .zero, size: size)
            default:
                guard let item = stage.collectionView.indexPathsForVisibleItems.randomElement(using: &random),
                      stage.collectionView.beginInteractiveMovementForItem(at: item) else { break }
                reorders += 1
                stage.collectionView.updateInteractiveMovementTargetPosition(
                    CGPoint(x: 100, y: stage.collectionView.bounds.minY + CGFloat.random(in: 0...stage.collectionView.bounds.height, using: &random)))
                stage.collectionView.endInteractiveMovement()
            }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                stage.clock.advanceFrames(1)
                stage.collectionView.layoutIfNeeded()
                let snapshot = stage.dataSource.snapshot()
                let expected = stage.collectionView.indexPathsForVisibleItems.map { snapshot.itemIdentifier(at: $0) ?? "?" }
                if stage.shown != expected { Issue.record("round \(round): shown \(stage.shown), snapshot \(expected)") }
                #expect(stage.collectionView.numberOfSections == snapshot.numberOfSections)
            }
        }
        // Narrow windows make the 320-point rows too wide, which the flow layout rightly reports; nothing else is.
        #expect(stage.diagnostics.diagnostics.filter { $0.source != .layout }.isEmpty)
        #expect(reorders > 5)
    }
}

extension CollectionView {
    /// Names every change of `update` inside the open batch, through the public API.
    func pendingRandomBatch(_ update: BatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections)) }
        for move in update.sectionMoves { moveSection(move.source, toSection: move.destination) }
        if !update.deletedItems.isEmpty { deleteItems(at: Array(update.deletedItems)) }
        if !update.insertedItems.isEmpty { insertItems(at: Array(update.insertedItems)) }
        if !update.reloadedItems.isEmpty { reloadItems(at: Array(update.reloadedItems)) }
        if !update.reconfiguredItems.isEmpty { reconfigureItems(at: Array(update.reconfiguredItems)) }
        for move in update.itemMoves { moveItem(at: move.source, to: move.destination) }
    }
}

extension RandomSessionTests {
    /// A diffable list whose items have versions: a reconfigured or reloaded item shows a new version.
    @MainActor
    final class VersionedStage {
        let clock = ManualFrameClock()
        let time = ManualTimeSource()
        let window: Window
        let collectionView: CollectionView
        var dataSource: CollectionViewDiffableDataSource<String, String>!
        var versions: [String: Int] = [:]

        init(layout: CollectionViewLayout, keeping: Keeping) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: time)
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.isPrefetchingEnabled = keeping.prefetching
            let time = self.time, cost = keeping.cellCost
            let registration = CellRegistration<RecordingCell, String> { [unowned self] cell, _, item in
                if cost > 0 { time.advance(by: cost) }
                cell.configuredItem = self.content(of: item)
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            window.addSubview(collectionView)
        }

        func content(of item: String) -> String { "\(item)#\(versions[item, default: 0])" }
    }

    @Test("when diffable applies reload, reconfigure and move items in and out of changed sections while cells are kept near the screen, then every cell the collection view returns shows its item's current version (seeded)",
          arguments: Keeping.allCases, TestSeeds.seeds(count: 2))
    func diffableKeptCellsAreCurrent(keeping: Keeping, seed: UInt64) async {
        print("seed", seed, keeping.rawValue)
        var random = SeededRandomNumberGenerator(seed: seed)
        for layout in [Self.flowGrid(headers: false), CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))] {
            let stage = VersionedStage(layout: layout, keeping: keeping)
            var lastAction = "the first apply"
            for round in 0..<100 {
                await Task.yield()
                var snapshot = stage.dataSource.snapshot()
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<3:
                    // A new arrangement: items move between sections, sections come and go.
                    var next = DiffableDataSourceSnapshot<String, String>()
                    var pool = (0..<200).map { "i\($0)" }.shuffled(using: &random)
                    for section in ["A", "B", "C", "D"].shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)) {
                        let take = Swift.min(pool.count, Int.random(in: 0...60, using: &random))
                        next.appendSections([section])
                        next.appendItems(Array(pool.prefix(take)), toSection: section)
                        pool.removeFirst(take)
                    }
                    // Some of the items that stay also change.
                    let staying = next.itemIdentifiers.filter { snapshot.indexOfItem($0) != nil }
                    let changed = staying.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
                    for item in changed { stage.versions[item, default: 0] += 1 }
                    if Bool.random(using: &random) { next.reconfigureItems(changed) } else { next.reloadItems(changed) }
                    snapshot = next
                    lastAction = "a new arrangement with \(changed.count) changed items"
                case 3..<6:
                    let items = snapshot.itemIdentifiers.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
                    for item in items { stage.versions[item, default: 0] += 1 }
                    if Bool.random(using: &random) { snapshot.reconfigureItems(items) } else { snapshot.reloadItems(items) }
                    lastAction = "\(items.count) items changed in place"
                case 6:
                    if let section = snapshot.sectionIdentifiers.randomElement(using: &random) {
                        for item in snapshot.itemIdentifiers(inSection: section) { stage.versions[item, default: 0] += 1 }
                        snapshot.reloadSections([section])
                        lastAction = "section \(section) reloaded"
                    }
                default:
                    let maximum = Swift.max(0, stage.collectionView.maximumContentOffset.y)
                    stage.collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat.random(in: 0...maximum, using: &random)),
                                                          animated: Bool.random(using: &random))
                    lastAction = "a scroll"
                }
                stage.dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random), completion: nil)
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    stage.clock.advanceFrames(1)
                    stage.collectionView.layoutIfNeeded()
                    let current = stage.dataSource.snapshot()
                    for (section, identifier) in current.sectionIdentifiers.enumerated() {
                        for (index, item) in current.itemIdentifiers(inSection: identifier).enumerated() {
                            let indexPath = IndexPath(item: index, section: section)
                            guard let cell = stage.collectionView.cellForItem(at: indexPath) as? RecordingCell else { continue }
                            if cell.configuredItem != stage.content(of: item) {
                                let state = stage.collectionView.indexPathsForVisibleItems.contains(indexPath) ? "on screen" : "off screen"
                                Issue.record("round \(round): \(indexPath.collectionDescription) (\(state)) shows \(cell.configuredItem ?? "nothing"), the item is \(stage.content(of: item)) after \(lastAction)")
                            }
                        }
                    }
                }
            }
        }
    }
}
