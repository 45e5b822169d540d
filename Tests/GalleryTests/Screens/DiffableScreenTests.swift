import CollectionEngine
import CollectionGeometry
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The diffable screen: readable names, a sort people expect, and an empty state (F31)")
@MainActor
struct DiffableScreenTests {
    @Test("when names are generated, then they are distinct and carry no numbers, past the plain pairs too")
    func namesHaveNoNumbers() {
        let names = Names.generate(count: DiffableScreen.personCount, seed: 2019)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.contains(where: \.isNumber) }, "\(names.first { $0.contains(where: \.isNumber) } ?? "")")
        let all = Names.generate(count: Names.capacity, seed: 7)
        #expect(Set(all).count == Names.capacity)
    }

    @Test("when the list is sorted A → Z and Z → A, then accents and case do not move a name out of its letter")
    func sortIgnoresAccentsAndCase() {
        let screen = DiffableScreen(size: CGSize(width: 800, height: 600))
        #expect(screen.perform(action: "sort"))
        let ascending = screen.shownPeople.map(\.name)
        let folded = ascending.map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        #expect(folded == folded.sorted(), "first out of order: \(zip(folded, folded.dropFirst()).first { $0 > $1 }.map { "\($0)" } ?? "")")
        #expect(ascending.first?.hasPrefix("A") == true && ascending.last?.hasPrefix("Z") == true)
        #expect(screen.perform(action: "sort"))
        #expect(screen.shownPeople.map(\.name).first?.hasPrefix("Z") == true)
    }

    @Test("when the grid is shown on a phone or a laptop, then its columns fill the width: one on a phone, more on wider screens")
    func gridColumns() {
        for (width, columns) in [(390.0, 1), (500.0, 2), (1050.0, 4), (150.0, 1)] as [(CGFloat, Int)] {
            let screen = DiffableScreen(size: CGSize(width: width, height: 700))
            screen.collectionView.layoutIfNeeded()
            let firstRow = screen.collectionView.visibleCells.filter { $0.frame.minY < 20 }.sorted { $0.frame.minX < $1.frame.minX }
            #expect(firstRow.count == columns, "\(width): \(firstRow.map(\.frame))")
            #expect(abs((firstRow.last?.frame.maxX ?? 0) - (width - 12)) < 0.5 && abs((firstRow.first?.frame.minX ?? 0) - 12) < 0.5,
                    "the row spans the width between the insets at \(width)")
        }
    }

    @Test("when the reader's text is at an accessibility size, then the grid drops columns and its rows grow, as iOS screens reflow")
    func gridReflowsForLargeText() {
        for (category, columns) in [(ContentSizeCategory.large, 4), (.extraExtraExtraLarge, 3), (.accessibilityMedium, 2),
                                    (.accessibilityExtraExtraExtraLarge, 1)] {
            let screen = DiffableScreen(size: CGSize(width: 1050, height: 700))
            screen.collectionView.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: category)
            screen.collectionView.layoutIfNeeded()
            let firstRow = screen.collectionView.visibleCells.filter { $0.frame.minY < 20 }
            #expect(firstRow.count == columns, "\(category.rawValue): \(firstRow.count) columns")
            let scale = Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: category)).pointSize / 17
            #expect(firstRow.allSatisfy { abs($0.frame.height - (48 * scale).rounded()) < 0.5 }, "rows as tall as the text needs")
        }
    }

    @Test("when the search matches nothing, then the collection view shows why behind no cells, and a match removes it")
    func emptyState() throws {
        let screen = DiffableScreen(size: CGSize(width: 800, height: 600))
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.backgroundView == nil)
        #expect(screen.apply(text: "qqqq", toField: "search"))
        screen.collectionView.layoutIfNeeded()
        let background = try #require(screen.collectionView.backgroundView)
        let labels = background.subviews.flatMap(\.subviews).compactMap { ($0 as? Label)?.text }
        #expect(labels == ["No Results", "No names match “qqqq”. Check the spelling or try a shorter search."])
        #expect(screen.collectionView.visibleCells.isEmpty && background.frame == screen.collectionView.bounds)
        #expect(screen.apply(text: "Ada", toField: "search"))
        #expect(screen.collectionView.backgroundView == nil)
        #expect(!screen.apply(text: "x", toField: "unknown"))
    }
}
