import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Outlines: section snapshots applied per section, the outline disclosure, sectionSnapshotHandlers (F37)")
@MainActor
struct OutlineTests {
    typealias Outline = DiffableDataSourceSectionSnapshot<String>

    /// A sidebar whose one section holds Mail (Inbox, Sent) and Photos (Albums (Trips), Recents), collapsed.
    func makeStage() -> ListStage {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .sidebar))
        stage.configureCell = { cell, _, _ in cell.accessories = [.outlineDisclosure()] }
        var outline = Outline()
        outline.append(["Mail", "Photos"])
        outline.append(["Inbox", "Sent"], to: "Mail")
        outline.append(["Albums", "Recents"], to: "Photos")
        outline.append(["Trips"], to: "Albums")
        stage.dataSource.apply(outline, to: 0, animatingDifferences: false)
        stage.settle()
        return stage
    }

    func disclosure(_ cell: CollectionViewListCell?) -> View? {
        cell?.subviews.first { $0 is AccessoryView && !$0.isHidden }
    }

    @Test("when a parent's outline disclosure is tapped, then its children appear beneath it, indented one level, and its state is expanded; tapped again they go")
    func expandAndCollapse() throws {
        let stage = makeStage()
        #expect(stage.shown == ["Mail", "Photos"])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 2, "the flat snapshot holds only visible items")
        let photos = try #require(stage.cell(showing: "Photos"))
        stage.tap(try #require(disclosure(photos)))
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos", "Albums", "Recents"])
        #expect(photos.configurationState.isExpanded)
        #expect(try #require(stage.cell(showing: "Albums")).indentationLevel == 1)
        #expect(try #require(stage.cell(showing: "Photos")).indentationLevel == 0)
        let albums = try #require(stage.cell(showing: "Albums"))
        #expect(albums.contentView.frame.minX == 10, "indented by one level of 10 points")
        stage.tap(try #require(disclosure(albums)))
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos", "Albums", "Trips", "Recents"])
        #expect(try #require(stage.cell(showing: "Trips")).indentationLevel == 2)
        #expect(stage.dataSource.snapshot(for: 0).isExpanded("Albums"))

        stage.tap(try #require(disclosure(stage.cell(showing: "Photos"))))
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos"])
        #expect(try #require(stage.cell(showing: "Photos")).configurationState.isExpanded == false)
        #expect(stage.dataSource.snapshot(for: 0).isExpanded("Albums"), "a collapsed parent's descendants keep their own state")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a parent expands, then its children start under it — at its top, behind it, transparent — and slide to their places; collapsing slides them back under it; other inserts fade in where they land")
    func childrenSlideFromUnderTheirParent() throws {
        let stage = makeStage()
        let photos = try #require(stage.cell(showing: "Photos"))
        let animator = stage.window.animator
        stage.tap(try #require(disclosure(photos)))
        stage.clock.advanceFrames(1)
        let start = stage.clock.now
        for name in ["Albums", "Recents"] {
            let child = try #require(stage.cell(showing: name))
            let first = try #require(animator.presentation(of: child, at: start), "\(name) animates")
            // One frame into the animation: within a point of the parent's top.
            #expect(abs(first.frame.minY - photos.frame.minY) < 1, "\(name) starts at its parent's top: \(first.frame)")
            #expect(first.alpha < 0.1 && first.zIndex < photos.zIndex, "\(name) starts transparent, behind its parent: \(first)")
            #expect(animator.presentation(of: child, at: start + 10) == nil || child.frame.minY > photos.frame.maxY - 0.5)
        }
        stage.settle()
        #expect(try #require(stage.cell(showing: "Recents")).frame.minY > photos.frame.maxY)

        // Collapsing: the children end under the parent.
        let albums = try #require(stage.cell(showing: "Albums"))
        stage.tap(try #require(disclosure(photos)))
        stage.clock.advanceFrames(1)
        if let last = animator.presentation(of: albums, at: stage.clock.now + 0.3 - 0.001) {
            #expect(abs(last.frame.minY - photos.frame.minY) < 2, "Albums ends under Photos: \(last.frame)")
        } else {
            Issue.record("Albums does not animate out")
        }
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos"])

        // An insert at the top is not a run under a row: it fades in where it lands.
        var outline = stage.dataSource.snapshot(for: 0)
        outline.insert(["Calendar"], before: "Mail")
        stage.dataSource.apply(outline, to: 0, animatingDifferences: true)
        stage.clock.advanceFrames(1)
        let calendar = try #require(stage.cell(showing: "Calendar"))
        let fading = try #require(animator.presentation(of: calendar, at: stage.clock.now))
        #expect(fading.frame.minY == calendar.frame.minY && fading.alpha < 0.1)
    }

    @Test("when an update's items are examined, then only one run of inserted or removed rows after a row that stays slides")
    func slideRuns() {
        func insert(_ item: Int, _ section: Int = 0) -> CollectionViewUpdateItem {
            CollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: item, section: section))
        }
        func delete(_ item: Int) -> CollectionViewUpdateItem {
            CollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(item: item, section: 0), indexPathAfterUpdate: nil)
        }
        #expect(ListUpdateSlide([insert(4), insert(3), insert(5)]) == ListUpdateSlide([insert(3), insert(4), insert(5)]))
        #expect(ListUpdateSlide([insert(3), insert(4)])?.anchor == 2)
        #expect(ListUpdateSlide([delete(7), delete(8)])?.isInsertion == false)
        #expect(ListUpdateSlide([insert(0), insert(1)]) == nil, "a run at the top has no row to slide under")
        #expect(ListUpdateSlide([insert(2), insert(4)]) == nil, "two runs")
        #expect(ListUpdateSlide([insert(2), delete(5)]) == nil, "inserts and deletes")
        #expect(ListUpdateSlide([insert(2), insert(3, 1)]) == nil, "two sections")
        #expect(ListUpdateSlide([]) == nil)
        #expect(ListUpdateSlide([CollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(index: 1))]) == nil,
                "a section insert")
    }

    @Test("when handlers refuse, watch or supply children, then expanding follows them: shouldExpand false keeps it collapsed, snapshotForExpandingParent loads children lazily")
    func handlers() throws {
        let stage = makeStage()
        var events: [String] = []
        stage.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
            events.append("should expand \(item)")
            return item != "Mail"
        }
        stage.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
        stage.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { events.append("should collapse \($0)"); return true }
        stage.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
        stage.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var next = current
            if parent == "Photos" { next.append(["Shared"], to: "Photos") }
            return next
        }
        stage.tap(try #require(disclosure(stage.cell(showing: "Mail"))))
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos"])
        stage.tap(try #require(disclosure(stage.cell(showing: "Photos"))))
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos", "Albums", "Recents", "Shared"])
        stage.tap(try #require(disclosure(stage.cell(showing: "Photos"))))
        stage.settle()
        #expect(events == ["should expand Mail", "should expand Photos", "will expand Photos", "should collapse Photos", "will collapse Photos"])
    }

    @Test("when a header-style disclosure's cell is tapped anywhere, then it toggles instead of selecting")
    func headerStyle() throws {
        let stage = makeStage()
        stage.configureCell = { cell, _, _ in cell.accessories = [.outlineDisclosure(options: .init(style: .header))] }
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.settle()
        stage.tap(stage.middle(of: try #require(stage.cell(showing: "Mail"))))
        stage.settle()
        #expect(stage.shown == ["Mail", "Inbox", "Sent", "Photos"])
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("when an outline disclosure is tapped in a section applied flat, then it is reported and nothing changes")
    func flatSection() throws {
        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .plain), sections: [["a", "b"]])
        stage.configureCell = { cell, _, _ in cell.accessories = [.outlineDisclosure()] }
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.settle()
        stage.tap(try #require(disclosure(stage.cell(0))))
        #expect(stage.shown == ["a", "b"])
        #expect(stage.diagnostics.messages.contains { $0.contains("was not applied as a section snapshot") })
    }

    @Test("when a section snapshot appends to an unknown parent, repeats an identifier across levels, or expands an unknown item, then each is rejected with the snapshot unchanged and reported when applied")
    func badInput() throws {
        var outline = Outline()
        outline.append(["A"])
        outline.append(["A1"], to: "A")
        let before = outline
        outline.append(["x"], to: "nobody")
        outline.append(["A"], to: "A1")
        outline.expand(["ghost"])
        #expect(outline == before)
        #expect(outline.problems.count == 3)
        #expect(outline._checkInvariants().isEmpty)

        let stage = ListStage(CollectionLayoutListConfiguration(appearance: .sidebar))
        stage.dataSource.apply(outline, to: 0, animatingDifferences: false)
        stage.settle()
        #expect(stage.shown == ["A"])
        #expect(stage.diagnostics.messages.count == 3)
    }

    @Test("when an assistive technology asks a row with an outline disclosure for its actions, then it offers Expand, or Collapse once expanded, doing what a tap on the disclosure does")
    func disclosureAsCustomAction() throws {
        let stage = makeStage()
        let photos = try #require(stage.cell(showing: "Photos"))
        #expect(photos.accessibilityCustomActions?.map(\.name) == ["Expand"])
        #expect(try #require(photos.accessibilityCustomActions?.first).perform())
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos", "Albums", "Recents"])
        let expanded = try #require(stage.cell(showing: "Photos"))
        #expect(expanded.accessibilityCustomActions?.map(\.name) == ["Collapse"])
        #expect(expanded.renderedAccessibility?.description == "item \"Photos\" 2 of 4 actions: \"Collapse\"")
        #expect(try #require(expanded.accessibilityCustomActions?.first).perform())
        stage.settle()
        #expect(stage.shown == ["Mail", "Photos"])
    }
}
