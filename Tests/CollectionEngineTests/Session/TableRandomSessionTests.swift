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

/// The collection view's randomized session, on a table: scrolling, swipes, editing, reordering,
/// row updates with random row animations, invalid batches, selection and resizing, with the table's
/// invariants checked after every frame.
@Suite("A long randomized table session keeps the screen, the layout and the data in agreement")
@MainActor
struct TableRandomSessionTests {
    @MainActor
    final class Session {
        let clock = ManualFrameClock()
        let window: Window
        let tableView: TableView
        let source: RecordingTableDataSource
        let diagnostics = DiagnosticsRecorder()
        var random: SeededRandomNumberGenerator
        var counter = 0
        var counts: [String: Int] = [:]

        let time = ManualTimeSource()

        /// A session in a table of `style`; with `prefetching` off no row is prepared ahead, and each row
        /// costs `cellCost` seconds on the window's time source (costly rows make the prefetcher's reach far).
        init(seed: UInt64, style: TableView.Style, prefetching: Bool = true, cellCost: TimeInterval = 0) {
            random = SeededRandomNumberGenerator(seed: seed)
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: time)
            tableView = TableView(frame: window.bounds, style: style)
            tableView.isPrefetchingEnabled = prefetching
            source = RecordingTableDataSource(items: [])
            var sections: [[String]] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                sections.append((0..<Int.random(in: 0...40, using: &random)).map { _ in "" })
            }
            source.items = sections.map { $0.map { _ in self.newName() } }
            source.headerTitles = ["Alpha", nil, "Gamma", "Delta"]
            source.footerTitles = [nil, "Beta's footer"]
            // Every seventh row has a long text, so self-sizing gives it several lines.
            source.text = { name in
                (Int(name.dropFirst()) ?? 0) % 7 == 0 ? name + String(repeating: " and a long tail of words", count: 5) : name
            }
            source.unmovableRows = [IndexPath(row: 0, section: 0)]
            if cellCost > 0 {
                let time = self.time
                source.cellCost = { time.advance(by: cellCost) }
            }
            source.attach(to: tableView)
            diagnostics.attach(to: tableView)
            window.addSubview(tableView)
        }

        func newName() -> String {
            counter += 1
            return "n\(counter)"
        }

        var model: [[String]] { source.items }

        /// The last action, named in failures.
        var lastAction = ""

        func count(_ action: String) {
            counts[action, default: 0] += 1
            lastAction = action
        }

        // MARK: Actions

        func step() {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<20: scroll()
            case 20..<30: swipe()
            case 30..<35: resize()
            case 35..<55: validBatch()
            case 55..<60: invalidBatch()
            case 60..<70: toggleEditing()
            case 70..<80: reorder()
            case 80..<88: tapRow()
            case 88..<92: reload()
            default: break
            }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                clock.advanceFrames(1)
                check()
            }
        }

        func scroll() {
            count("scroll")
            let maximum = Swift.max(tableView.minimumContentOffset.y, tableView.maximumContentOffset.y)
            let y = CGFloat.random(in: tableView.minimumContentOffset.y...maximum, using: &random)
            tableView.setContentOffset(CGPoint(x: 0, y: y), animated: Bool.random(using: &random))
        }

        func point(inVisibleRow row: IndexPath) -> CGPoint? {
            let frame = tableView.rectForRow(at: row)
            guard frame.height > 4 else { return nil }
            return CGPoint(x: frame.midX, y: frame.midY - tableView.contentOffset.y)
        }

        func swipe() {
            guard let row = tableView.indexPathsForVisibleRows?.randomElement(using: &random), var point = point(inVisibleRow: row),
                  point.y > 0, point.y < tableView.bounds.height else { return }
            count("swipe")
            point.x = tableView.bounds.width - 10
            let distance = CGFloat.random(in: 10...300, using: &random)
            drag(from: point, to: CGPoint(x: point.x - distance, y: point.y), checking: !tableView.isEditing)
        }

        /// A drag in four steps; `checking` checks the invariants between steps (not while a row is being
        /// moved: the table then holds the rows where the movement shows them, the data source does not yet).
        func drag(from start: CGPoint, to end: CGPoint, checking: Bool) {
            window.send(PointerEvent(.down, at: start))
            clock.advanceFrames(1)
            for step in 1...4 {
                let t = CGFloat(step) / 4
                window.send(PointerEvent(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
                clock.advanceFrames(1)
                if checking { check() }
            }
            window.send(PointerEvent(.up, at: end))
        }

        func resize() {
            count("resize")
            let size = CGSize(width: CGFloat.random(in: 240...600, using: &random), height: CGFloat.random(in: 200...700, using: &random))
            window.frame = CGRect(origin: .zero, size: size)
            tableView.frame = CGRect(origin: .zero, size: size)
        }

        func validBatch() {
            let update: BatchUpdate, sections: [[String]]
            do {
                // A reconfigured row's content changes (a `'` more); a reloaded one becomes a new row.
                (update, sections) = try RandomBatchUpdates.valid(changing: model, newName: newName,
                                                                  changingReconfigured: { $0 + "'" }, using: &random)
            } catch {
                Issue.record("the generator made an invalid batch: \(error)")
                return
            }
            count("batch")
            let animation = TableView.RowAnimation.allCases.randomElement(using: &random) ?? .fade
            let perform = {
                self.tableView.performBatchUpdates({
                    self.source.items = sections
                    self.tableView.pendingRandomBatch(update, with: animation)
                })
            }
            if Bool.random(using: &random) { perform() } else { View.performWithoutAnimation(perform) }
            #expect(diagnostics.messages.isEmpty, "a valid batch is accepted: \(update)")
        }

        func invalidBatch() {
            guard !model.isEmpty else { return }
            count("invalid")
            var sections = model
            sections[Int.random(in: 0..<sections.count, using: &random)].append(newName())
            tableView.beginUpdates()
            source.items = sections
            tableView.endUpdates()
            #expect(diagnostics.messages.first?.hasPrefix("Invalid update: invalid number of rows in section") == true)
            diagnostics.clear()
        }

        func toggleEditing() {
            count("editing")
            tableView.setEditing(!tableView.isEditing, animated: Bool.random(using: &random))
        }

        func reorder() {
            guard tableView.isEditing, let row = tableView.indexPathsForVisibleRows?.randomElement(using: &random),
                  let point = point(inVisibleRow: row), point.y > 0, point.y < tableView.bounds.height else { return }
            count("reorder")
            let grip = CGPoint(x: tableView.rectForRow(at: row).maxX - 10, y: point.y)
            drag(from: grip, to: CGPoint(x: grip.x, y: CGFloat.random(in: 0...tableView.bounds.height, using: &random)), checking: false)
        }

        func tapRow() {
            guard let row = tableView.indexPathsForVisibleRows?.randomElement(using: &random), let point = point(inVisibleRow: row),
                  point.y > 0, point.y < tableView.bounds.height else { return }
            count("tap")
            tableView.allowsMultipleSelection = Bool.random(using: &random)
            window.send(PointerEvent(.down, at: CGPoint(x: 100, y: point.y)))
            window.send(PointerEvent(.up, at: CGPoint(x: 100, y: point.y)))
        }

        func reload() {
            count("reload")
            var sections = model
            if !sections.isEmpty, Bool.random(using: &random) { sections.remove(at: 0) } else { sections.append([newName()]) }
            source.items = sections
            tableView.reloadData()
        }

        // MARK: Invariants

        func check() {
            let table = tableView
            table.layoutIfNeeded()
            #expect(table.numberOfSections == model.count)
            for (section, items) in model.enumerated() where table.numberOfRows(inSection: section) != items.count {
                Issue.record("after \(lastAction): section \(section): the table holds \(table.numberOfRows(inSection: section)) rows, the model \(items.count)")
            }
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                let cell = table.cellForRow(at: indexPath)
                let shown = (cell as? RecordingTableCell)?.configuredItem
                let expected = model.indices.contains(indexPath.section) && model[indexPath.section].indices.contains(indexPath.row)
                    ? model[indexPath.section][indexPath.row] : nil
                if shown != expected {
                    Issue.record("after \(lastAction): \(indexPath.collectionDescription) shows \(shown ?? "nothing"), the model has \(expected ?? "nothing")")
                }
                if cell?.isEditing != table.isEditing { Issue.record("\(indexPath.collectionDescription) is not in the table's editing state") }
            }
            // Every cell the table returns — on screen, kept near it or prepared ahead — shows its row's
            // current content.
            for (section, rows) in model.enumerated() {
                for (row, expected) in rows.enumerated() {
                    let indexPath = IndexPath(row: row, section: section)
                    guard let cell = table.cellForRow(at: indexPath) else { continue }
                    if let shown = (cell as? RecordingTableCell)?.configuredItem, shown != expected {
                        Issue.record("after \(lastAction): \(indexPath.collectionDescription) (off screen) shows \(shown), the model has \(expected)")
                    }
                }
            }
            let onScreen = Set((table.collectionViewLayout.layoutAttributesForElements(in: table.bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.overlapsStrictly(table.bounds) }
                .map(\.indexPath))
            let visible = Set(table.indexPathsForVisibleRows ?? [])
            if visible != onScreen {
                let extra = visible.symmetricDifference(onScreen).map { path in
                    "\(path.collectionDescription) at \(table.rectForRow(at: path)) cell \(String(describing: table.cellForRow(at: path)?.frame))"
                }
                Issue.record("after \(lastAction): visible \(visible.sorted().map(\.collectionDescription)) but the layout says \(onScreen.sorted().map(\.collectionDescription)); bounds \(table.bounds) extra \(extra)")
            }
            // Rows fill the table's width (less the inset-grouped margins) and never overlap.
            let frames = (table.indexPathsForVisibleRows ?? []).map { table.rectForRow(at: $0) }
            for (upper, lower) in zip(frames, frames.dropFirst()) where lower.minY < upper.maxY - 0.5 {
                Issue.record("rows overlap: \(upper) and \(lower)")
            }
            #expect((table.indexPathsForSelectedRows ?? []).allSatisfy {
                model.indices.contains($0.section) && model[$0.section].indices.contains($0.row)
            })
            #expect(table.contentOffset.y.isFinite)
        }
    }

    @Test("when a plain or grouped table session of 300 random steps runs, then after every frame the invariants hold (seeded)",
          arguments: zip(TestSeeds.seeds(count: 3), [TableView.Style.plain, .grouped, .insetGrouped]))
    func tableSession(seed: UInt64, style: TableView.Style) {
        print("seed", seed, "style", style)
        let session = Session(seed: seed, style: style)
        for _ in 0..<300 { session.step() }
        // Printed so two runs of one seed can be compared: a session must not depend on hash order.
        print("seed", seed, "actions", session.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for action in ["scroll", "swipe", "batch", "invalid", "editing", "reorder", "tap"] {
            #expect(session.counts[action, default: 0] > 3, "\(action) ran \(session.counts[action, default: 0]) times")
        }
        #expect(session.source.log.contains { $0.hasPrefix("commit delete") } || session.source.log.contains { $0.hasPrefix("moveRowAt") },
                "the session swiped a row away or moved one")
        // Narrow windows and self-sizing may make the layout report nothing else either.
        #expect(session.diagnostics.messages.isEmpty, "\(session.diagnostics.messages.prefix(3))")
    }
}

extension TableRandomSessionTests {
    @Test("when rows are kept near the screen or prepared ahead, then after every batch, reload and scroll each cell the table returns shows its row's current content (seeded)",
          arguments: RandomSessionTests.Keeping.allCases, TestSeeds.seeds(count: 2))
    func keptRowsAreCurrent(keeping: RandomSessionTests.Keeping, seed: UInt64) async {
        print("seed", seed, keeping.rawValue)
        let session = Session(seed: seed, style: .plain, prefetching: keeping.prefetching, cellCost: keeping.cellCost)
        for _ in 0..<150 {
            session.step()
            await Task.yield()
        }
        #expect(session.counts["batch", default: 0] > 15)
    }
}

extension TableView {
    /// Names every change of `update` inside the open batch, through the table's API.
    func pendingRandomBatch(_ update: BatchUpdate, with animation: RowAnimation) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections), with: animation) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections), with: animation) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections), with: animation) }
        for move in update.sectionMoves { moveSection(move.source, toSection: move.destination) }
        if !update.deletedItems.isEmpty { deleteRows(at: Array(update.deletedItems), with: animation) }
        if !update.insertedItems.isEmpty { insertRows(at: Array(update.insertedItems), with: animation) }
        if !update.reloadedItems.isEmpty { reloadRows(at: Array(update.reloadedItems), with: animation) }
        if !update.reconfiguredItems.isEmpty { reconfigureRows(at: Array(update.reconfiguredItems)) }
        for move in update.itemMoves { moveRow(at: move.source, to: move.destination) }
    }
}
