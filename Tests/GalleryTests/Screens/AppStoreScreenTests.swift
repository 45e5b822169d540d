import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The App Store screen: shelves of generated apps built from view controllers, stacks and buttons (F28, F34, F35)")
@MainActor
struct AppStoreScreenTests {
    private func show(width: CGFloat = 1050) -> (AppStoreScreen, ShownScreen) {
        let screen = AppStoreScreen()
        return (screen, ShownScreen(screen, width: width, frames: 3))
    }

    @Test("when the store is shown, then its large title, the shelves' titles and the first cards start at the same leading edge",
          arguments: [390.0, 1050.0])
    func titleAlignsWithShelves(width: Double) throws {
        let (screen, host) = show(width: width)
        defer { withExtendedLifetime(host) {} }
        let window = host.window
        let title = try #require(window.label(showing: "Apps")?.frame)
        let shelf = try #require(window.label(showing: "Apps We Love")?.frame)
        let collectionView = try #require(screen.store.collectionView)
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let cardFrame = card.convert(card.bounds, to: nil)
        #expect(title.minX == shelf.minX && shelf.minX == cardFrame.minX, "title \(title.minX), shelf \(shelf.minX), card \(cardFrame.minX)")
    }

    @Test("when the store is shown, then every cell shows its app's name, category and icon from image data, and no constraint conflicts")
    func cellsShowTheirApps() throws {
        let (screen, host) = show()
        defer { withExtendedLifetime(host) {} }
        let collectionView = try #require(screen.store.collectionView)
        let cells = collectionView.visibleCells
        #expect(cells.count >= 8)
        for cell in cells {
            let indexPath = try #require(collectionView.indexPath(for: cell))
            let app = screen.store.shelves[indexPath.section].apps[indexPath.item]
            switch cell {
            case let row as AppRowCell:
                #expect(row.nameLabel.text?.hasSuffix(app.name) == true && row.categoryLabel.text == app.category)
                #expect(row.iconView.image?.bitmap != nil && row.getButton.currentTitle == "GET")
                #expect(row.iconView.frame.size == CGSize(width: 56, height: 56), "\(row.iconView.frame)")
            case let featured as FeaturedAppCell:
                #expect(featured.nameLabel.text == app.name && featured.categoryLabel.text == app.category.uppercased())
                #expect(featured.pictureView.image?.bitmap != nil)
                #expect(featured.pictureView.frame.height > 150, "the picture fills the card: \(featured.pictureView.frame)")
            case let icon as AppIconCell:
                #expect(icon.nameLabel.text == app.name)
            default:
                Issue.record("unexpected cell \(type(of: cell))")
            }
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics.first?.message ?? "")")
    }

    @Test("when the reader's text size grows, then the shelves' titles and the featured cards' texts grow with it, and the headers with their titles")
    func dynamicType() throws {
        let (screen, host) = show(width: 390)
        defer { withExtendedLifetime(host) {} }
        let collectionView = try #require(screen.store.collectionView)
        func header() throws -> ShelfHeaderView {
            try #require(collectionView.visibleSupplementaryViews(ofKind: ShelfHeaderView.elementKind).compactMap { $0 as? ShelfHeaderView }.first)
        }
        let titleBefore = try header().titleLabel.effectiveFont.pointSize
        let heightBefore = try header().frame.height
        let featured = try #require(collectionView.visibleCells.compactMap { $0 as? FeaturedAppCell }.first)
        let nameBefore = featured.nameLabel.effectiveFont.pointSize
        var traits = host.window.traitCollection
        traits.preferredContentSizeCategory = .accessibilityLarge
        host.window.overrideTraitCollection = traits
        host.clock.advanceFrames(20)
        let grown = try header()
        #expect(grown.titleLabel.effectiveFont.pointSize > titleBefore, "\(titleBefore)")
        #expect(grown.frame.height > heightBefore + 10, "\(heightBefore) → \(grown.frame.height)")
        #expect(featured.nameLabel.effectiveFont.pointSize > nameBefore && featured.subtitleLabel.effectiveFont.pointSize > 17)
    }

    @Test("when the text size is an accessibility size, then a shelf's rows grow to hold their texts and never overlap")
    func rowsGrowWithTheText() throws {
        let (screen, host) = show(width: 390)
        defer { withExtendedLifetime(host) {} }
        let collectionView = try #require(screen.store.collectionView)
        var traits = host.window.traitCollection
        traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.window.overrideTraitCollection = traits
        host.clock.advanceFrames(20)
        let section = StoreShelf.appsWeLove.rawValue
        collectionView.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: false)
        host.clock.advanceFrames(5)
        let rows = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: section)) as? AppRowCell }
        #expect(rows.count == 3)
        for (above, below) in zip(rows, rows.dropFirst()) {
            #expect(above.frame.maxY <= below.frame.minY + 0.5, "\(above.frame) overlaps \(below.frame)")
        }
        for row in rows {
            let texts = row.categoryLabel.convert(row.categoryLabel.bounds, to: row.contentView)
            #expect(texts.maxY <= row.contentView.bounds.maxY + 0.5 && row.frame.height > 76, "\(texts) in \(row.frame)")
        }
    }

    @Test("when a laptop-wide window becomes phone-wide, then a page of rows goes from three columns to one")
    func columnsFollowTheWidth() throws {
        for (width, columns) in [(CGFloat(1050), CGFloat(3)), (700, 2), (390, 1)] {
            let (screen, host) = show(width: width)
            defer { withExtendedLifetime(host) {} }
            let collectionView = try #require(screen.store.collectionView)
            let row = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: StoreShelf.appsWeLove.rawValue)))
            let expected = (width - 32) * 0.92 / columns
            #expect(abs(row.frame.width - expected) < 0.5, "at \(width): \(row.frame.width), expected \(expected)")
        }
    }

    @Test("when GET is pressed, then the app's rows on every shelf say OPEN after a reconfigure, and a second press opens it")
    func getBecomesOpen() throws {
        let (screen, host) = show()
        defer { withExtendedLifetime(host) {} }
        let clock = host.clock
        let collectionView = try #require(screen.store.collectionView)
        let indexPath = IndexPath(item: 1, section: StoreShelf.appsWeLove.rawValue)
        let cell = try #require(collectionView.cellForItem(at: indexPath) as? AppRowCell)
        let app = screen.store.shelves[indexPath.section].apps[indexPath.item]
        cell.getButton.sendActions(for: .primaryActionTriggered)
        clock.advanceFrames(1)
        let shown = try #require(collectionView.cellForItem(at: indexPath) as? AppRowCell)
        #expect(shown === cell, "reconfigured in place, not replaced")
        #expect(shown.getButton.currentTitle == "OPEN" && screen.store.installed == [app.id])
        shown.getButton.sendActions(for: .primaryActionTriggered)
        #expect(screen.takeNotices() == ["Get \(app.name): the button now says OPEN", "Open \(app.name)"])
    }

    @Test("when See All is pressed, then the shelf is pushed as a list of its apps with their icons, and the report follows it")
    func seeAllPushesAList() throws {
        let (screen, host) = show()
        defer { withExtendedLifetime(host) {} }
        let clock = host.clock
        screen.store.showAll(of: .topFree)
        clock.advanceFrames(40)
        let list = try #require(screen.navigation.topViewController as? AppListViewController)
        #expect(list.title == "Top Free Apps" && screen.reportedCollectionView === list.collectionView)
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        let content = try #require(cell.contentConfiguration as? ListContentConfiguration)
        #expect(content.text == screen.store.shelves[StoreShelf.topFree.rawValue].apps[0].name && content.image?.bitmap != nil)
        #expect(screen.takeNotices() == ["See All: Top Free Apps"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics.first?.message ?? "")")
    }

    @Test("when the catalogue is generated, then no app appears twice and every shelf has its count")
    func catalogue() {
        let shelves = StoreCatalog.shelves(seed: 2019)
        let apps = shelves.flatMap(\.apps)
        #expect(Set(apps.map(\.name)).count == apps.count)
        #expect(shelves.map(\.apps.count) == StoreShelf.allCases.map(\.appCount))
        #expect(StoreCatalog.shelves(seed: 2019).flatMap(\.apps) == apps, "deterministic")
    }
}
