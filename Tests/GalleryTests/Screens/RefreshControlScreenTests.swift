import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

/// The refresh screen, which loads for a second of wall-clock time, is pulled by the browser suite
/// (`test_pulling_the_list_down_refreshes_it`); the case of an end while the content still springs
/// back is `ScrollViewPhysicsTests`'.
@Suite("Pull to refresh on the gallery's screens, driven as the page drives it (F19)")
@MainActor
struct RefreshControlScreenTests {
    /// Pulls the screen's collection view down by `distance` points with the mouse and lets go.
    private func pull(_ page: ScriptedPage, distance: Double) throws {
        try page.frame(events: [ScriptedPage.pointer("down", x: 200, y: 150)])
        for step in 1...12 { try page.frame(events: [ScriptedPage.pointer("moved", x: 200, y: 150 + distance * Double(step) / 12)]) }
        try page.frame(events: [ScriptedPage.pointer("up", x: 200, y: 150 + distance)])
    }

    private func collectionView(in page: ScriptedPage) throws -> CollectionView {
        var found: CollectionView?
        var stack: [View] = page.session.hostWindow.map { [$0] } ?? []
        while let view = stack.popLast(), found == nil {
            if let collectionView = view as? CollectionView, collectionView.refreshControl != nil { found = collectionView }
            stack.append(contentsOf: view.subviews)
        }
        return try #require(found)
    }

    @Test("when the news feed is pulled past the trigger and its refresh ends at once, then the content returns to the top and the control is hidden")
    func newsFeedRefreshEnds() throws {
        let page = try ScriptedPage(screen: "news-feed", width: 390, height: 844)
        try page.frames(5)
        let collectionView = try collectionView(in: page)
        let top = collectionView.minimumContentOffset.y
        try pull(page, distance: 220)
        try page.frames(90)
        let control = try #require(collectionView.refreshControl)
        #expect(!control.isRefreshing)
        #expect(abs(collectionView.contentOffset.y - top) < 0.5, "rests at \(collectionView.contentOffset.y), top \(top)")
        #expect(control.frame.maxY <= collectionView.contentOffset.y + collectionView.adjustedContentInset.top + 0.5,
                "the control is above the visible area: \(control.frame) at \(collectionView.contentOffset.y)")
    }
}
