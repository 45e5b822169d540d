import CollectionEngine
import ViewSystem
import CollectionWeb
import Foundation
import Testing
@testable import Gallery

/// A page stand-in: says hello, then sends frames 16 ms apart, answering every measurement with a
/// size from the headless text metrics, as the browser would a frame later.
@MainActor
final class ScriptedPage {
    let session: WebSession
    private(set) var time: Double = 0
    private var answers: [[String: Any]] = []
    private(set) var notices: [String] = []
    private(set) var lastReport: [String: Any] = [:]
    private(set) var errors: [String] = []

    init(screen: String, width: Double = 1024, height: Double = 768, timeSource: any TimeSource = ManualTimeSource()) throws {
        session = WebSession(screens: GalleryScreens.all, timeSource: timeSource)
        try send(["type": "hello", "version": 1, "viewport": ["width": width, "height": height], "screen": screen])
    }

    func send(_ message: [String: Any]) throws {
        let reply = session.receive(try JSONSerialization.data(withJSONObject: message))
        for data in reply.messages {
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            switch object["type"] as? String {
            case "frame":
                for request in object["measure"] as? [[String: Any]] ?? [] {
                    let width = request["width"] as? Double ?? Self.measuredWidth(of: request)
                    answers.append(["request": request["request"] ?? 0, "width": width,
                                    "height": request["height"] as? Double ?? Self.measuredHeight(of: request)])
                }
            case "notice": notices.append(object["message"] as? String ?? "")
            case "report": lastReport = object
            case "error": errors.append(object["message"] as? String ?? "")
            default: break
            }
        }
        // What the server does once the answer is sent: the frame's idle work (prefetching).
        if reply.hasIdleWork { session.finishFrame() }
    }

    /// The width a browser gives content with no fixed width: its text on one line, at half an em a
    /// character, with 20 points of margins (at least 44 points).
    private static func measuredWidth(of request: [String: Any]) -> Double {
        let content = request["content"] as? [String: Any]
        // A list's text, or a custom configuration's text part.
        let text = content?["text"] as? [String: Any] ?? (content?["part"] as? [String: Any])?["text"] as? [String: Any]
        let size = (text?["font"] as? [String: Any])?["size"] as? Double ?? 17
        let characters = Double((text?["text"] as? String)?.count ?? 6)
        return max(44, (characters * size * 0.5).rounded(.up) + 20)
    }

    /// The height a browser gives content with no fixed height: a line of its text and one of its
    /// secondary text, with the list's vertical margins (at least 44 pt), so a larger font or a
    /// subtitle measures taller, as in the page.
    private static func measuredHeight(of request: [String: Any]) -> Double {
        let content = request["content"] as? [String: Any]
        let lines = ["text", "secondary"].compactMap { content?[$0] as? [String: Any] }
        let textHeight = lines.reduce(0.0) { height, text in
            height + (((text["font"] as? [String: Any])?["size"] as? Double ?? 17) * 1.2).rounded(.up)
        }
        return max(44, textHeight + 22)
    }

    /// Sends one frame, 16.7 ms after the last, carrying `events`.
    func frame(events: [[String: Any]]) throws {
        time += 1000.0 / 60
        try send(["type": "frame", "time": time, "events": events])
    }

    /// A mouse event of `phase` at (`x`, `y`) in the stage's coordinates.
    static func pointer(_ phase: String, x: Double, y: Double) -> [String: Any] {
        ["kind": "pointer", "phase": phase, "x": x, "y": y, "pointer": "mouse"]
    }

    /// A click at (`x`, `y`): the button goes down in one frame and up in the next.
    func tap(x: Double, y: Double) throws {
        try frame(events: [Self.pointer("down", x: x, y: y)])
        try frame(events: [Self.pointer("up", x: x, y: y)])
    }

    /// Runs `count` frames (a 60 Hz page).
    func frames(_ count: Int) throws {
        for _ in 0..<count {
            time += 1000.0 / 60
            var message: [String: Any] = ["type": "frame", "time": time]
            if !answers.isEmpty { message["answers"] = answers; answers.removeAll() }
            try send(message)
        }
    }

    var screen: (any WebScreen)? { nil }
}

@Suite("The gallery's screens, driven headlessly through a web session")
@MainActor
struct GalleryScreensTests {
    @Test("when the gallery lists its screens, then every session demo is there once, with a title")
    func screenList() {
        let descriptions = GalleryScreens.all.map(\.description)
        #expect(Set(descriptions.map(\.id)).count == descriptions.count)
        for id in ["friends", "mosaic", "prefetching", "self-sizing", "reordering", "refresh", "desktop", "diffable",
                   "compositional-list", "compositional-orthogonalBehaviors", "compositional-estimatedPinnedHeaders",
                   "settings-table", "long-table"] {
            #expect(descriptions.contains { $0.id == id }, "\(id)")
        }
        #expect(descriptions.allSatisfy { !$0.title.isEmpty && $0.id.count <= 64 })
    }

    @Test("when a screen lists its settings, then no two share a title and none repeats the page's own Text size (Dynamic Type)")
    func settingTitles() {
        for description in GalleryScreens.all.map(\.description) {
            let titles = description.settings.map(\.title)
            #expect(Set(titles).count == titles.count, "\(description.id): \(titles)")
            for title in titles {
                #expect(title != "Text size" && !title.contains("Dynamic Type") && !title.contains("Content size"),
                        "\(description.id)'s \(title) repeats the toolbar's Text size, which sets Dynamic Type for every screen")
            }
        }
    }

    @Test("when each screen is shown, then its first frames show cells and no message is refused",
          arguments: GalleryScreens.all.map(\.description.id))
    func everyScreenShowsCells(_ id: String) throws {
        let page = try ScriptedPage(screen: id)
        try page.frames(10)
        #expect(page.session.currentScreen == id)
        #expect((page.lastReport["visible"] as? Int ?? 0) > 0, "\(id) shows no cells")
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test("when the mosaic's Update runs, then the photos end in the session's order; the buggy version is reported and reloaded")
    func mosaicUpdates() throws {
        let page = try ScriptedPage(screen: "mosaic")
        try page.frames(2)
        try page.send(["type": "action", "name": "update"])
        try page.frames(40)
        #expect(page.notices.contains("Update finished (animated to the end): 9999, 0, 3′, 1, 4, 5"), "\(page.notices)")
        try page.send(["type": "action", "name": "reset"])
        try page.send(["type": "action", "name": "buggy"])
        try page.frames(2)
        #expect(page.notices.contains { $0.contains("attempt to delete and reload the same index path (0 - 3)") }, "\(page.notices)")
        #expect(page.notices.contains("Buggy update completion(false); the collection view reloaded: 3′, 0, 1, 4, 5, 6"), "\(page.notices)")
    }

    @Test("when a folder's name is clicked in the lists screen's sidebar, then it expands and is not selected; clicked again, it collapses")
    func folderNameExpands() throws {
        let page = try ScriptedPage(screen: "lists")
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let photos = IndexPath(item: 4, section: 0)  // Mail, its three children, then Photos.
        let frame = try #require(collectionView.layoutAttributesForItem(at: photos)?.frame)
        let rows = collectionView.numberOfItems(inSection: 0)
        try page.tap(x: Double(frame.minX + 80), y: Double(frame.midY - collectionView.contentOffset.y))
        try page.frames(30)
        #expect(page.notices.contains("willExpandItem Photos"), "\(page.notices)")
        #expect(collectionView.numberOfItems(inSection: 0) == rows + 3)
        #expect(collectionView.indexPathsForSelectedItems?.contains(photos) != true)
        try page.tap(x: Double(frame.minX + 80), y: Double(frame.midY - collectionView.contentOffset.y))
        try page.frames(30)
        #expect(page.notices.contains("willCollapseItem Photos"), "\(page.notices)")
        #expect(collectionView.numberOfItems(inSection: 0) == rows)
    }

    @Test("when the mosaic is scrolled and Reset pressed, then it shows its first photos again, where Update changes them")
    func mosaicResetScrollsBack() throws {
        let page = try ScriptedPage(screen: "mosaic")
        try page.frames(2)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        try page.frame(events: [["kind": "wheel", "x": 200, "y": 300, "dx": 0, "dy": 1500]])
        try page.frames(10)
        #expect(collectionView.contentOffset.y > 1000)
        try page.send(["type": "action", "name": "reset"])
        try page.frames(2)
        #expect(collectionView.contentOffset.y == collectionView.minimumContentOffset.y)
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    }

    @Test("when an item is dragged with the mouse on the reordering screen, then moveItemAt is called once with its paths")
    func reorderingByDrag() throws {
        let page = try ScriptedPage(screen: "reordering")
        try page.frames(2)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let source = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let target = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame)
        func pointer(_ phase: String, _ x: Double, _ y: Double) -> [String: Any] { ScriptedPage.pointer(phase, x: x, y: y) }
        try page.frame(events: [pointer("down", source.midX, source.midY)])
        for step in 1...10 {
            let fraction = Double(step) / 10
            let x = source.midX + (target.midX - source.midX) * fraction, y = source.midY + (target.midY - source.midY) * fraction
            try page.frame(events: [pointer("moved", x, y)])
        }
        try page.frame(events: [pointer("up", target.midX, target.midY)])
        try page.frames(40)
        #expect(page.errors.isEmpty, "\(page.errors)")
        #expect(page.notices.filter { $0.hasPrefix("moveItemAt") } == ["moveItemAt (0 - 1) → (0 - 6), item 1"], "\(page.notices)")
    }

    @Test("when the lists screen's sort row is tapped and Title A–Z chosen from its pop-up menu, then the messages are sorted, the row shows the order and the menu's selection is told")
    func listsSortMenu() throws {
        let page = try ScriptedPage(screen: "lists")
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let sortRow = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        func tap(_ point: CGPoint) throws {
            try page.tap(x: Double(point.x), y: Double(point.y - collectionView.contentOffset.y))
            try page.frames(2)
        }
        try tap(CGPoint(x: sortRow.midX, y: sortRow.midY))
        let menu = try #require(page.session.hostWindow?.subviews.last as? MenuBackdrop, "the tap presents the menu")
        #expect(menu.menu?.actions.map(\.title) == ["Newest first", "Oldest first", "Title A–Z"])
        let list = menu.list.frame
        try tap(CGPoint(x: list.midX, y: list.minY + 2 * 44 + 22 + collectionView.contentOffset.y))
        try page.frames(30)
        #expect(page.notices.contains("selectedElements: [\"Title A–Z\"]"), "\(page.notices)")
        let titles = (1..<collectionView.numberOfItems(inSection: 1)).compactMap { item -> String? in
            guard case .list(let content)? = collectionView.cellForItem(at: IndexPath(item: item, section: 1))?.renderedContent else { return nil }
            return content.text
        }
        #expect(!titles.isEmpty && titles == titles.sorted(), "\(titles)")
        guard case .list(let row)? = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.renderedContent else {
            Issue.record("the sort row draws list content")
            return
        }
        #expect(row.secondaryText == "Title A–Z")
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test("when the sort row's pop-up menu is open, then Escape, a toolbar action or another screen closes it, and nothing of it stays in the window")
    func menuClosesWithTheScreen() throws {
        let page = try ScriptedPage(screen: "lists")
        try page.frames(3)
        let window = try #require(page.session.hostWindow)
        func openMenu() throws {
            let collectionView = try #require(window.subviews.first as? CollectionView)
            let sortRow = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
            try page.tap(x: Double(sortRow.midX), y: Double(sortRow.midY - collectionView.contentOffset.y))
            try page.frames(2)
            #expect(window.subviews.last is MenuBackdrop, "the tap presents the menu")
        }
        let menus = { window.subviews.filter { $0 is MenuBackdrop }.count }
        try openMenu()
        try page.frame(events: [["kind": "key", "key": "Escape"]])
        #expect(menus() == 0, "Escape closes the menu")
        try page.frame(events: [["kind": "key", "key": "ArrowDown"]])
        #expect(window.firstResponder is CollectionView, "the keys go back to the list")
        try openMenu()
        try page.send(["type": "action", "name": "edit"])
        #expect(menus() == 0, "a toolbar action closes the menu")
        try page.send(["type": "action", "name": "edit"])
        try openMenu()
        try page.send(["type": "navigate", "screen": "friends"])
        try page.frames(3)
        #expect(menus() == 0 && window.subviews.count == 1, "the next screen starts without the last one's menu: \(window.subviews)")
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    /// The first view of type `T` in `view`'s tree, breadth first.
    private func first<T: View>(_ type: T.Type, in view: View?) -> T? {
        var queue = view.map { [$0] } ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let match = next as? T { return match }
            queue += next.subviews
        }
        return nil
    }

    @Test("when a choice is tapped on the settings table, then its checkmark moves there and the selection is told")
    func settingsTableChoice() throws {
        let page = try ScriptedPage(screen: "settings-table")
        try page.frames(2)
        let table = try #require(first(TableView.self, in: page.session.hostWindow))
        let never = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 1)), to: nil)
        try page.tap(x: Double(never.midX), y: Double(never.midY))
        try page.frames(20)
        #expect(page.notices.contains("didSelectRowAt (1 - 2) Never"), "\(page.notices)")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType == TableViewCell.AccessoryType.none)
        #expect(table.indexPathForSelectedRow == nil, "deselected after the tap, as settings pages do")
    }

    @Test("when Wi-Fi is tapped on the settings table, then its networks are pushed; choosing one pops back to the row showing it")
    func settingsPushesOptions() throws {
        let page = try ScriptedPage(screen: "settings-table")
        try page.frames(2)
        let table = try #require(first(TableView.self, in: page.session.hostWindow))
        let wifi = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        try page.tap(x: Double(wifi.midX), y: Double(wifi.midY))
        try page.frames(40)
        let options = try #require(first(TableView.self, in: page.session.hostWindow), "the pushed page's table")
        #expect(options !== table && options.numberOfRows(inSection: 0) == 4)
        #expect(options.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark, "Home is the current network")
        let office = options.convert(options.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        try page.tap(x: Double(office.midX), y: Double(office.midY))
        try page.frames(40)
        #expect(first(TableView.self, in: page.session.hostWindow) === table, "popped back")
        let content = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? ListContentConfiguration
        #expect(content?.secondaryText == "Office" && page.notices.contains("Wi-Fi: Office"), "\(page.notices)")
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test("when the 100,000-row table scrolls, swipes a row away and toggles editing, then the header sticks, the prefetcher is asked, and the delete is told")
    func longTable() throws {
        let page = try ScriptedPage(screen: "long-table", width: 400, height: 600)
        try page.frames(2)
        let table = try #require(page.session.hostWindow?.subviews.first as? TableView)
        #expect(table.numberOfSections == 100 && table.numberOfRows(inSection: 99) == 1000)
        try page.frame(events: [["kind": "wheel", "x": 200, "y": 300, "dx": 0, "dy": 2000]])
        try page.frames(30)
        #expect(table.contentOffset.y > 1000)
        #expect(table.headerView(forSection: 0)?.frame.minY == table.contentOffset.y, "section 0's header is pinned at the top")
        #expect(page.notices.contains { $0.hasPrefix("prefetchRowsAt: ") }, "\(page.notices)")
        let row = try #require(table.indexPathsForVisibleRows?.dropFirst(3).first)
        let frame = table.rectForRow(at: row)
        let y = Double(frame.midY - table.contentOffset.y)
        func pointer(_ phase: String, _ x: Double) -> [String: Any] { ScriptedPage.pointer(phase, x: x, y: y) }
        // Clear of the section index strip at the trailing edge, which takes its own drags (as wide
        // as its titles measure: this stand-in page measures every text at least 44 points wide).
        let start = Double(table.sectionIndexFrame?.minX ?? table.bounds.width) - 10
        try page.frame(events: [pointer("down", start)])
        for step in 1...8 { try page.frame(events: [pointer("moved", start - 42 * Double(step))]) }
        try page.frame(events: [pointer("up", 30)])
        try page.frames(30)
        #expect(page.notices.contains { $0.hasPrefix("commit delete \(row.collectionDescription)") }, "\(page.notices)")
        #expect(table.numberOfRows(inSection: row.section) == 999)
        try page.send(["type": "action", "name": "edit"])
        try page.frames(5)
        #expect(table.isEditing && page.notices.contains("setEditing(true)"))
        #expect(table.visibleTableCells.allSatisfy { $0.isEditing })
        #expect(page.errors.isEmpty)
    }

    @Test("when the diffable screen is searched, sorted and switched to a list, then it shows only matches, in order")
    func diffableSearch() throws {
        let page = try ScriptedPage(screen: "diffable")
        try page.frames(2)
        try page.send(["type": "text", "name": "search", "text": "Ada"])
        try page.frames(30)
        let notice = try #require(page.notices.last)
        #expect(notice.hasSuffix("of 3000 names match “Ada”"), "\(notice)")
        try page.send(["type": "action", "name": "sort"])
        try page.send(["type": "action", "name": "switchLayout"])
        try page.frames(40)
        #expect(page.notices.last?.hasPrefix("Sorted A → Z: ") == true)
        let visible = try #require(page.lastReport["visible"] as? Int)
        #expect(visible > 0)
        try page.send(["type": "text", "name": "search", "text": String(repeating: "x", count: 300)])
        #expect(page.errors.last?.contains("at most 256 characters") == true)
    }

    @Test("when the lab's settings change and its replay runs, then the scroll session moves the content and ends")
    func prefetchingLabReplay() throws {
        let page = try ScriptedPage(screen: "prefetching")
        try page.send(["type": "setting", "name": "cost", "value": 0])
        try page.send(["type": "setting", "name": "prefetchDataSource", "value": 0])
        try page.send(["type": "action", "name": "replay"])
        try page.frames(PrefetchingLabScreen.recordedScroll.count + 30)
        #expect(page.notices.contains { $0.hasPrefix("Replay finished: ") && $0.hasSuffix(" items") })
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let travelled = PrefetchingLabScreen.recordedScroll.reduce(0, +)
        #expect(abs(collectionView.contentOffset.y - travelled) < 1, "\(collectionView.contentOffset.y) vs \(travelled)")
    }
}
