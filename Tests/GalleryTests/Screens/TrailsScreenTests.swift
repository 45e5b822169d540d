import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem
@testable import Gallery

@Suite("Trails: a whole app in the gallery — app and scene delegates, split view, tabs, alert and sheet (F39)")
@MainActor
struct TrailsScreenTests {
    /// The app's screen shown in a test host of that size, settled.
    private func shown(width: CGFloat, height: CGFloat) throws -> (TrailsScreen, TestHost) {
        let screen = TrailsScreen(size: CGSize(width: width, height: height))
        let host = TestHost(size: CGSize(width: width, height: height))
        host.show(try #require(screen.viewController))
        _ = try host.settle()
        return (screen, host)
    }

    @Test("when the app's scene connects on a wide page, then its root is a split view with the sidebar beside the trails; narrowed, it collapses to its tab bar, and widened it comes back")
    func splitCollapsesToTabs() throws {
        let screen = TrailsScreen(size: CGSize(width: 1280, height: 800))
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let split = try #require(screen.viewController as? SplitViewController)
        host.show(split)
        _ = try host.settle()
        #expect(!split.isCollapsed)
        try host.activate(try host.element(label: "Favorites", traits: []))
        _ = try host.settle()
        #expect(try host.element(label: "Dune Walk, Forest, 5 kilometres, favorite").accessibilityLabel != nil)
        #expect(throws: TestingFailure.self) { try host.element(label: "Cliff Path, Coast, 3 kilometres") }
        host.resize(to: CGSize(width: 390, height: 844))
        _ = try host.settle()
        #expect(split.isCollapsed)
        #expect(throws: TestingFailure.self) { try host.element(label: "Coast") }
        _ = try host.element(label: "Cliff Path, Coast, 3 kilometres")
        host.resize(to: CGSize(width: 1280, height: 800))
        _ = try host.settle()
        #expect(!split.isCollapsed)
        _ = try host.element(label: "Coast")
    }

    @Test("when the text size becomes an accessibility size, then the trails grid keeps fewer, wider columns and a card's name wraps whole instead of ending in an ellipsis")
    func gridReflowsAtAccessibilitySizes() throws {
        let (_, host) = try shown(width: 1280, height: 800)
        func cards() -> [TrailCardCell] {
            var found: [TrailCardCell] = []
            func visit(_ view: View) {
                if let card = view as? TrailCardCell, !card.isHidden { found.append(card) }
                view.subviews.forEach(visit)
            }
            visit(host.window)
            return found
        }
        func columns() -> Int { Set(cards().map { $0.frame.minX.rounded() }).count }
        let before = columns()
        var traits = host.traits
        traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.traits = traits
        _ = try host.settle()
        let after = columns()
        #expect(before == 5 && after == 3, "\(before) → \(after) columns")
        let lighthouse = try #require(cards().first { $0.nameLabel.text == "Lighthouse Loop" })
        let needed = lighthouse.nameLabel.sizeThatFits(CGSize(width: lighthouse.nameLabel.frame.width, height: .greatestFiniteMagnitude))
        #expect(needed.height <= lighthouse.nameLabel.frame.height + 0.5, "\(needed) in \(lighthouse.nameLabel.frame)")
        #expect(lighthouse.nameLabel.frame.height > lighthouse.nameLabel.effectiveFont.lineHeight * 1.5, "wrapped onto two lines")
    }

    @Test("when a trail's Remove is confirmed in its alert, then the trail leaves the grid and the page is told; Cancel keeps it")
    func removeAsksFirst() throws {
        let (screen, host) = try shown(width: 390, height: 844)
        try host.activate(try host.element(label: "Cliff Path, Coast, 3 kilometres"))
        _ = try host.settle()
        try host.activate(try host.element(label: "Remove Trail", traits: .button))
        _ = try host.settle()
        try host.activate(try host.element(label: "Cancel", traits: .button))
        _ = try host.settle()
        #expect(screen.takeNotices().isEmpty)
        try host.activate(try host.element(label: "Remove Trail", traits: .button))
        _ = try host.settle()
        try host.activate(try host.element(label: "Remove", traits: .button))
        _ = try host.settle()
        #expect(screen.takeNotices() == ["Removed Cliff Path"])
        #expect(throws: TestingFailure.self) { try host.element(label: "Cliff Path, Coast, 3 kilometres") }
    }

    @Test("when a trail's picture is held, then its menu offers the favourite and Remove; Remove asks in the alert")
    func pictureMenu() throws {
        let (_, host) = try shown(width: 1280, height: 800)
        try host.activate(try host.element(label: "Cliff Path, Coast, 3 kilometres"))
        _ = try host.settle()
        let favorite = try host.element(label: "Add to Favorites", traits: .button)
        let picture = try #require(favorite.superview?.subviews.first { $0 is ImageView })
        try host.longPress(at: picture.convert(CGPoint(x: picture.bounds.midX, y: picture.bounds.midY), to: host.window))
        _ = try host.settle()
        try host.activate(try host.element(label: "Remove Trail…"))
        _ = try host.settle()
        _ = try host.element(label: "Remove", traits: .button)
    }
}
