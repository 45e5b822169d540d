import CollectionEngine
import CollectionGeometry
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The labels & stacks screen: message cells made of labels in stack views size themselves (F34)")
@MainActor
struct MessagesScreenTests {
    /// A message row's height in the text model: margins 10 + 12 around the taller of the avatar (a
    /// symbol of 1.5 × the text size: 1.8 × the text size square) and the texts — the name's line,
    /// 4 points, and the body wrapped beside the avatar (at most `bodyLines` lines).
    static func height(of message: MessagesScreen.Message, textSize: CGFloat, bodyLines: Int, width: CGFloat) -> CGFloat {
        let metrics = TextMetrics()
        let avatar = Image.SymbolConfiguration(pointSize: textSize * 1.5).symbolSize.width
        let nameLine = metrics.lineHeight(of: .systemFont(ofSize: textSize, weight: .semibold))
        let body = Font.systemFont(ofSize: textSize)
        let lines = metrics.lines(of: message.body, font: body, width: width - 28 - avatar - 10, maximumLines: bodyLines).count
        return 10 + max(avatar, nameLine + 4 + CGFloat(lines) * metrics.lineHeight(of: body)) + 12
    }

    @Test("when the text size, the body's line limit and the times change, then every visible row has the height its labels need",
          arguments: [(17.0, 0.0, true), (24.0, 0.0, true), (13.0, 2.0, false)])
    func rowsFitTheirLabels(textSize: Double, bodyLines: Double, showsTimes: Bool) {
        let screen = MessagesScreen(size: CGSize(width: 500, height: 700))
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 500, height: 700), clock: clock,
                            renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        var diagnostics: [LayoutDiagnostic] = []
        window.layoutDiagnosticHandler = { diagnostics.append($0) }
        window.addSubview(screen.view)
        #expect(screen.apply(setting: "textSize", value: textSize))
        #expect(screen.apply(setting: "bodyLines", value: bodyLines))
        #expect(screen.apply(setting: "times", value: showsTimes ? 1 : 0))
        clock.advanceFrames(4)
        let visible = screen.collectionView.indexPathsForVisibleItems.sorted()
        #expect(visible.count >= 3)
        for indexPath in visible {
            let frame = screen.collectionView.cellForItem(at: indexPath)?.frame ?? .zero
            let expected = Self.height(of: screen.messages[indexPath.item], textSize: CGFloat(textSize), bodyLines: Int(bodyLines), width: 476)
            #expect(frame.width == 476 && frame.height == expected, "row \(indexPath.item): \(frame.size), expected height \(expected)")
            let cell = screen.collectionView.cellForItem(at: indexPath) as? MessageCell
            #expect(cell?.timeLabel.isHidden == !showsTimes)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.first?.message ?? "")")
        // An accessibility content size — the page's Text size, for every screen — scales every label
        // (body 17 → 28 at the default text size).
        window.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        clock.advanceFrames(4)
        if let first = screen.collectionView.indexPathsForVisibleItems.sorted().first,
           let cell = screen.collectionView.cellForItem(at: first) as? MessageCell {
            let scaled = (CGFloat(textSize) * 28 / 17).rounded()
            #expect(cell.bodyLabel.effectiveFont.pointSize == scaled && cell.bodyLabel.font.pointSize == CGFloat(textSize))
            let metrics = TextMetrics()
            #expect(cell.nameLabel.frame.height == metrics.lineHeight(of: cell.nameLabel.effectiveFont))
        }
        #expect(!screen.apply(setting: "unknown", value: 1))
        #expect(screen.apply(setting: "textSize", value: .nan), "a NaN size is corrected, not refused")
    }
}
