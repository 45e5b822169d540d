import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import Testing
import ViewSystem

@MainActor
private final class ListSource: CollectionViewDataSource {
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        content.secondaryText = "Its detail"
        cell.contentConfiguration = content
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

@Suite("The reader's text size: list content follows it and self-sizing cells are measured again (Dynamic Type)")
@MainActor
struct ContentSizeCategoryTests {
    @Test("when the window's content size category grows and shrinks back, then the visible rows grow with their fonts and return to their size")
    func rowsFollowTheCategory() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 800), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let source = ListSource()
        let collectionView = CollectionView(frame: window.bounds,
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.dataSource = source
        window.addSubview(collectionView)
        clock.advanceFrames(5)
        func height(_ item: Int) throws -> CGFloat { try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0))).frame.height }
        let regular = try height(0)

        var traits = window.traitCollection
        traits.preferredContentSizeCategory = .accessibilityExtraLarge
        window.overrideTraitCollection = traits
        clock.advanceFrames(5)
        let large = try height(0)
        let content = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.renderedContent)
        guard case .list(let list) = content else { Issue.record("not list content: \(content)"); return }
        #expect(list.textProperties.font.pointSize > 17 * 1.5, "the body font scaled: \(list.textProperties.font.pointSize)")
        #expect(large > regular * 1.5, "\(regular) → \(large)")
        #expect(try height(3) == large, "every visible row, not only the first")

        traits.preferredContentSizeCategory = .large
        window.overrideTraitCollection = traits
        clock.advanceFrames(5)
        #expect(try height(0) == regular)
    }

    @Test("when a list content configuration opts out of Dynamic Type, then its fonts keep their size at any category")
    func optingOut() {
        var content = ListContentConfiguration.cell()
        content.textProperties.adjustsFontForContentSizeCategory = false
        let state = CellConfigurationState(traitCollection: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let updated = content.updated(for: state)
        #expect(updated.textProperties.font == content.textProperties.font)
        #expect(updated.secondaryTextProperties.font.pointSize > content.secondaryTextProperties.font.pointSize)
    }
}
