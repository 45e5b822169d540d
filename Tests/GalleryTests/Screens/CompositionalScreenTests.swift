import CollectionEngine
import CollectionWeb
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The compositional catalogue's screens")
@MainActor
struct CompositionalScreenTests {
    /// The talk that starts first among those on screen (it may start above the top), and its distance from the top.
    private func topTalk(in collectionView: CollectionView) throws -> (indexPath: IndexPath, y: CGFloat) {
        let visible = collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { (indexPath, $0.frame.minY - collectionView.contentOffset.y, $0.frame.maxY - collectionView.contentOffset.y) }
        }.filter { $0.2 > 0 }.map { ($0.0, $0.1) }
        return try #require(visible.min { $0.1 < $1.1 })
    }

    @Test("when the conference schedule is scrolled and its header text size changed, then the talk at the top stays there and rows stay on screen",
          arguments: [(390.0, 844.0), (1280.0, 569.0)])
    func headerTextSizeAfterScrolling(width: Double, height: Double) throws {
        let page = try ScriptedPage(screen: "compositional-estimatedPinnedHeaders", width: width, height: height)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        for _ in 0..<2 {
            try page.frame(events: [["kind": "wheel", "x": 100, "y": 300, "dx": 0, "dy": 900]])
            try page.frames(20)
        }
        let before = try topTalk(in: collectionView)
        for size in [24, 32, 40, 48, 11, 17] {
            try page.send(["type": "setting", "name": "textSize", "value": Double(size)])
            try page.frames(12)
            let visible = try #require(page.lastReport["visible"] as? Int)
            #expect(visible > 3, "at \(size) pt only \(visible) elements are shown")
            #expect(collectionView.contentOffset.y <= collectionView.maximumContentOffset.y + 0.5)
            let cell = try #require(collectionView.cellForItem(at: before.indexPath), "at \(size) pt \(before.indexPath) left the screen")
            #expect(abs(cell.frame.minY - collectionView.contentOffset.y - before.y) < 1,
                    "at \(size) pt the top talk moved from \(before.y) to \(cell.frame.minY - collectionView.contentOffset.y)")
        }
    }

    @Test("when the compositional list is shown, then each row draws the sample's chevron at its trailing edge and a hairline under its text, but the section's last row",
          arguments: [false, true])
    func listRowsDrawChevronAndSeparator(rightToLeft: Bool) throws {
        let page = try ScriptedPage(screen: "compositional-list", width: 390, height: 844)
        if rightToLeft { try page.send(["type": "setting", "name": "rightToLeft", "value": 1]) }
        try page.frames(4)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let count = collectionView.numberOfItems(inSection: 0)
        collectionView.scrollToItem(at: IndexPath(item: count - 1, section: 0), at: .bottom, animated: false)
        try page.frames(3)
        let rows = collectionView.indexPathsForVisibleItems.sorted()
        #expect(rows.count > 5)
        for indexPath in rows {
            let cell = try #require(collectionView.cellForItem(at: indexPath) as? SampleListCell)
            let label = cell.label.frame, chevron = cell.accessoryImageView.frame, line = cell.separatorView.frame
            #expect(cell.label.text == "Item 0.\(indexPath.item)")
            #expect(cell.accessoryImageView.image?.name == (rightToLeft ? "chevron.left" : "chevron.right"))
            if rightToLeft {
                #expect(chevron.minX == 16 && label.maxX == cell.bounds.width - 16, "\(indexPath): \(chevron) \(label)")
                #expect(line.maxX == label.maxX && line.minX == 0)
            } else {
                #expect(chevron.maxX == cell.bounds.width - 16 && label.minX == 16, "\(indexPath): \(chevron) \(label)")
                #expect(line.minX == label.minX && line.maxX == cell.bounds.width)
            }
            #expect(abs(chevron.midY - cell.bounds.midY) < 0.5 && line.height == 0.5 && line.maxY == cell.bounds.height)
            #expect(cell.separatorView.isHidden == (indexPath.item == count - 1), "\(indexPath)")
        }
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test("when the orthogonal behaviours are shown on a phone, then every strip's header starts at the same edge and keeps its one-word name on one line")
    func behaviourHeadersOnAPhone() throws {
        let page = try ScriptedPage(screen: "compositional-orthogonalBehaviors", width: 390, height: 844)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let edges = (0..<collectionView.numberOfSections).compactMap {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.frame.minX
        }
        #expect(edges.count == 5)
        let headers = collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        #expect(headers.count >= 3)
        for header in headers {
            let content = try #require((header as? ContentReusableView)?.contentConfiguration as? ListContentConfiguration)
            #expect(content.textProperties.numberOfLines == 1 && content.textProperties.adjustsFontSizeToFitWidth, "\(content.text ?? "")")
        }
        #expect(Set(edges).count == 1, "the headers' leading edges: \(edges)")
    }

    @Test("when the conference schedule rests at its top and its header text size is raised, then the first header stays at the top")
    func headerTextSizeAtTheTop() throws {
        let page = try ScriptedPage(screen: "compositional-estimatedPinnedHeaders", width: 390, height: 844)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        for size in [24, 40, 48] {
            try page.send(["type": "setting", "name": "textSize", "value": Double(size)])
            try page.frames(12)
            #expect(collectionView.contentOffset.y == collectionView.minimumContentOffset.y)
            let header = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 0)))
            #expect(header.frame.minY == 0, "at \(size) pt the first header starts at \(header.frame.minY)")
        }
    }

    @Test("when the conference schedule shows, then talks are list rows with separators from where their text starts, and footers are small grey text")
    func scheduleRowsAndFooters() throws {
        let page = try ScriptedPage(screen: "compositional-estimatedPinnedHeaders", width: 390, height: 844)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        let separator = try #require(cell.subviews.first { $0 is SeparatorLineView && !$0.isHidden && $0.frame.height < 1 },
                                     "a talk has a separator under it")
        // Asking for the content view makes its labels real; laid out, they are where the page draws the text.
        let contentView = cell.contentView
        contentView.layoutIfNeeded()
        let label = try #require(contentView.label(showing: ConferenceSchedule.title(at: IndexPath(item: 0, section: 0)))?.label)
        let title = label.convert(label.bounds, to: cell)
        #expect(abs(separator.frame.minX - title.minX) < 0.5 && title.minX > 40,
                "the separator starts at the title, past the image: \(separator.frame.minX) vs \(title.minX)")
        let footer = try #require(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter,
                                                                    at: IndexPath(item: 0, section: 0)) as? ContentReusableView)
        let content = try #require(footer.contentConfiguration as? ListContentConfiguration)
        #expect(content.textProperties.color == .secondaryLabel && content.textProperties.font.pointSize < 17,
                "footer: \(content.textProperties.font.pointSize) pt")
    }
}

@Suite("Orthogonal sections under a trackpad")
@MainActor
struct OrthogonalTrackpadTests {
    @Test("when a trackpad scrolls sideways over an orthogonal section, then its strip moves by the turns' distance and rests there")
    func sidewaysTrackpad() throws {
        let page = try ScriptedPage(screen: "compositional-orthogonalSections", width: 1024, height: 768)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let cell = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let strip = try #require(collectionView.orthogonalScrollView(forSection: 0))
        // A trackpad's sideways swipe: many small turns, several per frame, with a little vertical jitter.
        for step in 0..<30 {
            let turns = (0..<3).map { turn -> [String: Any] in
                ["kind": "wheel", "x": Double(cell.midX), "y": Double(cell.midY - collectionView.contentOffset.y), "dx": 10.0, "dy": (step + turn) % 4 == 0 ? 1.0 : 0.0]
            }
            try page.frame(events: turns)
        }
        try page.frames(90)
        #expect(strip.contentOffset.x > 600, "900 points of turns moved the strip \(strip.contentOffset.x)")
    }

    @Test("when a trackpad swipes sideways over a paging strip, then the strip goes on past where the turns left it to the next page or group boundary and rests there",
          arguments: [(2, "paging"), (3, "groupPaging"), (4, "groupPagingCentered")])
    func pagingStripUnderATrackpad(section: Int, behavior: String) throws {
        let page = try ScriptedPage(screen: "compositional-orthogonalBehaviors", width: 1024, height: 768)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: false)
        try page.frames(2)
        let strip = try #require(collectionView.orthogonalScrollView(forSection: section))
        let frames = (0..<collectionView.numberOfItems(inSection: section)).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
        let first = try #require(frames.first)
        let start = strip.contentOffset.x
        // Where the strip may rest: a page is the strip's width; a group starts at its item's leading
        // edge; a centred group's middle is the strip's middle.
        let boundaries: [CGFloat] = switch behavior {
        case "paging": (0..<frames.count).map { CGFloat($0) * strip.bounds.width }
        case "groupPagingCentered": frames.map { $0.midX - strip.bounds.width / 2 }
        default: frames.map { start + $0.minX - first.minX }
        }
        // A trackpad's sideways swipe: 20 frames of three 10-point turns — 600 points — then a pause.
        for _ in 0..<20 {
            let turns = (0..<3).map { _ -> [String: Any] in
                ["kind": "wheel", "x": Double(first.midX), "y": Double(first.midY - collectionView.contentOffset.y), "dx": 10.0, "dy": 0.0]
            }
            try page.frame(events: turns)
        }
        let left = strip.contentOffset.x
        try page.frames(120)
        let rest = strip.contentOffset.x
        #expect(left - start > 500, "the turns moved the strip: \(start) → \(left)")
        #expect(boundaries.contains { abs($0 - rest) < 0.5 }, "\(behavior) rests on a boundary: \(rest), boundaries \(boundaries.prefix(5)), start \(start), first \(first), width \(strip.bounds.width)")
        #expect(rest >= left - 0.5, "\(behavior) goes on in the swipe's direction: left at \(left), rests at \(rest)")
    }
}
