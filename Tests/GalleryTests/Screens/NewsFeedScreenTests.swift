import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The news feed: self-sizing Auto Layout article cells that follow the window's width and text size (F16, F17, F33)")
@MainActor
struct NewsFeedScreenTests {
    private func show(width: CGFloat) -> (NewsFeedScreen, ShownScreen) {
        let screen = NewsFeedScreen()
        return (screen, ShownScreen(screen, width: width, height: 900, frames: 20))
    }

    /// Each visible article's frame, by item.
    private func frames(_ screen: NewsFeedScreen) -> [Int: CGRect] {
        Dictionary(uniqueKeysWithValues: screen.feed.collectionView.visibleCells.compactMap { cell in
            screen.feed.collectionView.indexPath(for: cell).map { ($0.item, cell.frame) }
        })
    }

    @Test("when the feed is shown, then each row is as tall as its tallest article's constraints, and no constraint conflicts",
          arguments: [(CGFloat(390), 1), (800, 2), (1100, 3)])
    func rowsFitTheirArticles(width: CGFloat, columns: Int) throws {
        let (screen, host) = show(width: width)
        defer { withExtendedLifetime(host) {} }
        let shown = frames(screen)
        #expect(shown.count >= columns)
        for (item, frame) in shown {
            let cell = try #require(screen.feed.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ArticleCell)
            #expect(cell.headlineLabel.text == screen.feed.articles[item].headline)
            #expect(abs(cell.pictureView.frame.height - frame.width * 9 / 16) < 0.5, "the picture keeps 16:9")
            let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: frame.width, height: 0),
                                                                  withHorizontalFittingPriority: .required,
                                                                  verticalFittingPriority: .fittingSizeLevel).height
            let row = item / columns
            let siblings = shown.filter { $0.key / columns == row }.map(\.value.height)
            #expect(abs(frame.height - (siblings.max() ?? 0)) < 0.5 && frame.height >= fitted - 0.5,
                    "article \(item): \(frame.height), fits \(fitted), row \(siblings)")
            #expect(abs(frame.width - (width - 32 - 16 * CGFloat(columns - 1)) / CGFloat(columns)) < 0.5)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics.first?.message ?? "")")
    }

    @Test("when the reader's text size grows, then every visible article is measured again and grows, live")
    func textSizeResizesLive() throws {
        let (screen, host) = show(width: 390)
        defer { withExtendedLifetime(host) {} }
        let clock = host.clock, window = host.window
        let before = try #require(frames(screen)[0])
        let fontBefore = try #require((screen.feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ArticleCell)?.headlineLabel.effectiveFont)
        var traits = window.traitCollection
        traits.preferredContentSizeCategory = .accessibilityLarge
        window.overrideTraitCollection = traits
        clock.advanceFrames(20)
        let cell = try #require(screen.feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ArticleCell)
        let after = try #require(frames(screen)[0])
        #expect(cell.headlineLabel.effectiveFont.pointSize > fontBefore.pointSize, "\(fontBefore.pointSize) → \(cell.headlineLabel.effectiveFont.pointSize)")
        #expect(after.height > before.height + 20, "\(before.height) → \(after.height)")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics.first?.message ?? "")")
    }

    @Test("when newer stories are loaded, then two new articles lead the feed and the rest keep their identities")
    func refresh() throws {
        let (screen, host) = show(width: 390)
        defer { withExtendedLifetime(host) {} }
        let clock = host.clock
        let old = screen.feed.articles
        #expect(screen.perform(action: "refresh") && !screen.perform(action: "unknown"))
        clock.advanceFrames(30)
        #expect(screen.feed.articles.count == old.count + 2 && Array(screen.feed.articles.dropFirst(2)) == old)
        #expect(Set(screen.feed.articles.map(\.id)).count == screen.feed.articles.count)
        #expect(screen.takeNotices().first?.hasPrefix("Refreshed: 2 new stories") == true)
    }
}
