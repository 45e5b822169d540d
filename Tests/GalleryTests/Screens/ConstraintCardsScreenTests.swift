import CollectionEngine
import CollectionWeb
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The constraints & layers screen: cards sized by their constraints, drawn by their layers (F32, F33)")
@MainActor
struct ConstraintCardsScreenTests {
    /// What the card's constraints give, worked out by hand from `CardCell`: 14-point margins, a
    /// 44-point avatar, and a column starting 4 points down holding a 14-point bar and then 10-point
    /// bars 9 points apart.
    static func fittedHeight(bars: Int) -> CGFloat {
        28 + max(44, 4 + 14 + CGFloat(bars - 1) * 19)
    }

    @Test("when four columns are asked for on a phone, then the cards take the columns they can fill and no constraint conflicts")
    func columnsOnAPhone() {
        let screen = ConstraintCardsScreen(size: CGSize(width: 390, height: 700))
        let shown = ShownScreen(screen, width: 390, height: 700, frames: 1)
        #expect(screen.apply(setting: "columns", value: 4))
        shown.clock.advanceFrames(30)
        let widths = Set(screen.collectionView.visibleCells.map { ($0.frame.width * 100).rounded() / 100 })
        #expect(widths == [172], "two columns of (390 - 32 - 14) / 2 points: \(widths)")
        #expect(shown.diagnostics.isEmpty, "\(shown.diagnostics.first?.message ?? "")")
    }

    @Test("when the column count changes, then every row is as tall as its tallest card's constraints and no constraint conflicts",
          arguments: [1, 2, 3, 4])
    func rowsFitTheirTallestCard(columns: Int) {
        let screen = ConstraintCardsScreen(size: CGSize(width: 900, height: 700))
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 900, height: 700), clock: clock,
                            renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        var diagnostics: [LayoutDiagnostic] = []
        window.layoutDiagnosticHandler = { diagnostics.append($0) }
        window.addSubview(screen.view)
        #expect(screen.apply(setting: "columns", value: Double(columns)))
        clock.advanceFrames(30)

        let cells = screen.collectionView.indexPathsForVisibleItems.sorted()
        #expect(cells.count >= columns * 3, "only \(cells.count) cards visible")
        let width = (900 - 32 - 14 * CGFloat(columns - 1)) / CGFloat(columns)
        for indexPath in cells {
            guard let frame = screen.collectionView.cellForItem(at: indexPath)?.frame else {
                Issue.record("no cell at \(indexPath)")
                continue
            }
            let row = indexPath.item / columns
            let siblings = (row * columns)..<min((row + 1) * columns, screen.cards.count)
            let expected = siblings.map { Self.fittedHeight(bars: screen.cards[$0].bars.count) }.max() ?? 0
            #expect(abs(frame.height - expected) < 0.01 && abs(frame.width - width) < 0.01,
                    "card \(indexPath.item) is \(frame.size), expected \(width) × \(expected)")
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.first?.message ?? "")")
    }

    @Test("when the layer settings change, then the visible cards are restyled without a layout pass")
    func layerSettingsRestyle() {
        let screen = ConstraintCardsScreen(size: CGSize(width: 600, height: 500))
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 500), clock: clock,
                            renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.addSubview(screen.view)
        clock.advanceFrames(3)
        let before = screen.collectionView.visibleCells.map(\.frame)
        #expect(screen.apply(setting: "cornerRadius", value: 40))
        #expect(screen.apply(setting: "continuous", value: 0))
        #expect(screen.apply(setting: "shadow", value: 0))
        #expect(!screen.apply(setting: "unknown", value: 1))
        clock.advanceFrames(2)
        #expect(!screen.collectionView.visibleCells.isEmpty)
        for cell in screen.collectionView.visibleCells {
            #expect(cell.contentView.layer.cornerRadius == 28, "a radius past the slider is clamped to it")
            #expect(cell.contentView.layer.cornerCurve == .circular && cell.contentView.layer.shadowOpacity == 0)
        }
        #expect(screen.collectionView.visibleCells.map(\.frame) == before)
    }

    @Test("when a new card shows, then its red tag sits in the card's top trailing corner, clipped by a view with the card's corners, in both directions",
          arguments: [false, true])
    func tagInTheCorner(rightToLeft: Bool) throws {
        let page = try ScriptedPage(screen: "constraint-cards", width: 600, height: 500)
        if rightToLeft { try page.send(["type": "setting", "name": "rightToLeft", "value": 1]) }
        try page.frames(4)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let new = try #require(ConstraintCardsScreen(size: CGSize(width: 600, height: 500)).cards.firstIndex { $0.isNew })
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: new, section: 0)))
        func views(in view: View) -> [View] { view.subviews + view.subviews.flatMap(views) }
        let red = try #require(views(in: cell.contentView).first { $0.backgroundColor == .systemRed && !$0.isHidden })
        let clip = try #require(red.superview)
        #expect(clip.clipsToBounds && clip.layer.cornerRadius == cell.contentView.layer.cornerRadius
                && clip.layer.cornerCurve == cell.contentView.layer.cornerCurve)
        #expect(clip.convert(clip.bounds, to: cell.contentView) == cell.contentView.bounds)
        let frame = red.convert(red.bounds, to: cell.contentView)
        #expect(frame.minY == 0, "the tag hangs from the top edge: \(frame)")
        if rightToLeft {
            #expect(frame.minX == 0 && red.layer.maskedCorners == [.layerMaxXMaxYCorner], "in the top left corner: \(frame)")
        } else {
            #expect(frame.maxX == cell.contentView.bounds.width && red.layer.maskedCorners == [.layerMinXMaxYCorner],
                    "in the top right corner: \(frame)")
        }
    }
}
