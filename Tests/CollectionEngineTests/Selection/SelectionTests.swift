import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

/// Logs highlight and selection calls, and can refuse some.
@MainActor
final class SelectionDelegate: CollectionViewDelegate {
    var log: [String] = []
    var refusesHighlight: Set<IndexPath> = []
    var refusesSelection: Set<IndexPath> = []
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.collectionDescription)")
        return !refusesHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.collectionDescription)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.collectionDescription)") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.collectionDescription)")
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.collectionDescription)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.collectionDescription)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.collectionDescription)") }
}

/// A 300 × 300 window with a grid of 100 × 100 items (three per row), on a manual clock.
@MainActor
struct GridStage {
    let clock = ManualFrameClock()
    let window: Window
    let collectionView: CollectionView
    let source: RecordingDataSource
    let delegate = SelectionDelegate()
    let diagnostics = DiagnosticsRecorder()

    init(count: Int = 30, rightToLeft: Bool = false) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        source = RecordingDataSource(counts: [count])
        source.attach(to: collectionView)
        collectionView.delegate = delegate
        diagnostics.attach(to: collectionView)
        window.addSubview(collectionView)
        clock.advanceFrames(1)
    }

    func tap(_ point: CGPoint, kind: PointerEvent.Kind = .touch, modifiers: KeyModifiers = [], hold: Int = 0) {
        window.send(PointerEvent(.down, at: point, kind: kind, modifiers: modifiers))
        clock.advanceFrames(1 + hold)
        window.send(PointerEvent(.up, at: point, kind: kind, modifiers: modifiers))
        clock.advanceFrames(1)
    }

    func key(_ key: KeyEvent.Key, _ modifiers: KeyModifiers = []) {
        window.send(KeyEvent(key, modifiers: modifiers))
        clock.advanceFrames(1)
    }

    var selected: [Int] { (collectionView.indexPathsForSelectedItems ?? []).map(\.item) }
}

@Suite("Highlight, selection, keyboard and rubber band (F11, F30)")
@MainActor
struct SelectionTests {
    @Test("when an item is tapped, then the delegate sees highlight, unhighlight, should-select and did-select in UIKit's order, and the cell is selected")
    func tapSelects() {
        let stage = GridStage()
        stage.tap(CGPoint(x: 150, y: 50))
        #expect(stage.delegate.log == ["shouldHighlight (0 - 1)", "didHighlight (0 - 1)", "didUnhighlight (0 - 1)", "shouldSelect (0 - 1)", "didSelect (0 - 1)"])
        #expect(stage.selected == [1])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        stage.delegate.log = []
        stage.tap(CGPoint(x: 50, y: 150))
        #expect(stage.delegate.log.suffix(3) == ["shouldSelect (0 - 3)", "didDeselect (0 - 1)", "didSelect (0 - 3)"], "single selection replaces")
        #expect(stage.selected == [3])
    }

    @Test("when a touch rests on an item, then it highlights after 0.1 s and the cell shows it until lifted")
    func touchHighlightsAfterDelay() {
        let stage = GridStage()
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 50)))
        stage.clock.advanceFrames(1)
        #expect(stage.delegate.log.isEmpty)
        stage.clock.advance(by: 0.15)
        #expect(stage.delegate.log == ["shouldHighlight (0 - 0)", "didHighlight (0 - 0)"])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 50)))
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        #expect(stage.selected == [0])
    }

    @Test("when the delegate refuses the highlight or the selection, then nothing is selected")
    func refusals() {
        let stage = GridStage()
        stage.delegate.refusesHighlight = [IndexPath(item: 0, section: 0)]
        stage.delegate.refusesSelection = [IndexPath(item: 1, section: 0)]
        stage.tap(CGPoint(x: 50, y: 50))
        stage.tap(CGPoint(x: 150, y: 50))
        #expect(stage.selected.isEmpty)
        #expect(!stage.delegate.log.contains("didSelect (0 - 0)") && !stage.delegate.log.contains("shouldSelect (0 - 0)"))
    }

    @Test("when multiple selection is allowed, then taps toggle, shift-click extends from the anchor, and a drag scrolls without selecting")
    func multipleSelection() {
        let stage = GridStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.tap(CGPoint(x: 50, y: 50))
        stage.tap(CGPoint(x: 250, y: 50))
        #expect(stage.selected == [0, 2])
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.selected == [2])
        #expect(stage.delegate.log.contains("shouldDeselect (0 - 0)"))
        stage.tap(CGPoint(x: 150, y: 150), kind: .mouse, modifiers: .shift)
        #expect(stage.selected == [0, 1, 2, 3, 4], "from the anchor — the last item clicked, (0 - 0) — to (0 - 4), as in Finder")
        // A touch drag scrolls.
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 250)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 50, y: 150)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 150)))
        stage.clock.advance(by: 5)
        #expect(stage.selected == [0, 1, 2, 3, 4])
        #expect(stage.collectionView.contentOffset.y > 0)
    }

    @Test("when items are selected from code, then the delegate is not told, invalid paths are reported, and nil clears")
    func programmaticSelection() {
        let stage = GridStage()
        stage.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        stage.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(stage.selected == [5])
        #expect(stage.delegate.log.isEmpty)
        stage.collectionView.selectItem(at: IndexPath(item: 99, section: 0), animated: false, scrollPosition: [])
        stage.collectionView.selectItem(at: IndexPath(item: 0, section: 4), animated: false, scrollPosition: .top)
        #expect(stage.diagnostics.messages == ["attempt to select an item at an invalid index path: (0 - 99)",
                                               "attempt to select an item at an invalid index path: (4 - 0)"])
        #expect(stage.selected == [5])
        stage.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(stage.selected.isEmpty)
        stage.collectionView.allowsSelection = false
        stage.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(stage.selected.isEmpty)
    }

    @Test("when arrow keys are pressed, then the selection moves through the grid's geometry and shift extends it")
    func keyboardNavigation() {
        let stage = GridStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.selected == [0], "the first key selects the first item")
        stage.key(.rightArrow)
        stage.key(.downArrow)
        #expect(stage.selected == [4])
        stage.key(.rightArrow, .shift)
        stage.key(.downArrow, .shift)
        #expect(stage.selected == [4, 5, 6, 7, 8], "from the anchor (0 - 4) to (0 - 8) in order")
        stage.key(.upArrow)
        #expect(stage.selected == [5])
        stage.key(.leftArrow); stage.key(.leftArrow); stage.key(.leftArrow)
        #expect(stage.selected == [3], "at the row's start the key does nothing")
        for _ in 0..<12 { stage.key(.downArrow) }
        #expect(stage.selected == [27])
        stage.clock.advance(by: 1)
        let frame = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 27, section: 0))!.frame
        #expect(stage.collectionView.bounds.contains(frame), "scrolled to keep it visible")
    }

    @Test("when the layout is right to left, then the right arrow moves to the item shown on the right")
    func keyboardRightToLeft() {
        let stage = GridStage(rightToLeft: true)
        stage.window.makeFirstResponder(stage.collectionView)
        stage.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        stage.key(.rightArrow)
        #expect(stage.selected == [0])
    }

    @Test("when a mouse drags a rectangle from empty space, then the items it touches are selected, live, and the rectangle never scrolls")
    func rubberBand() {
        let stage = GridStage(count: 7)
        stage.collectionView.allowsMultipleSelection = true
        // Items 0–6: rows of three; the flow layout centres the lone item 6 (x 100–200) on the last
        // line, so (250, 250) is empty space.
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 250, y: 250), kind: .mouse))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 160, y: 140), kind: .mouse))
        stage.clock.advanceFrames(1)
        #expect(stage.selected == [4, 5, 6])
        #expect(stage.collectionView.rubberBandRect == CGRect(x: 160, y: 140, width: 90, height: 110))
        let band = stage.collectionView.subviews.first { $0.renderKind == "RubberBandView" }
        #expect(band?.frame == CGRect(x: 160, y: 140, width: 90, height: 110), "the rectangle is drawn by a view above the cells")
        #expect(band?.renderedBackground?.strokeWidth == 1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 260, y: 250), kind: .mouse))
        stage.clock.advanceFrames(1)
        #expect(stage.selected.isEmpty, "items the rectangle left are deselected again")
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 50, y: 50), kind: .mouse))
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 50), kind: .mouse))
        stage.clock.advanceFrames(1)
        #expect(stage.selected == [0, 1, 2, 3, 4, 5, 6])
        #expect(stage.collectionView.rubberBandRect == nil)
        #expect(!stage.collectionView.subviews.contains { $0.renderKind == "RubberBandView" })
        #expect(stage.collectionView.contentOffset == .zero, "a rubber band away from the edges never scrolls")
    }

    @Test("when a rubber band is held near the bottom edge, then the content scrolls and the band grows with it, selecting the rows it reaches")
    func rubberBandAutoscrolls() {
        let stage = GridStage(count: 30)
        stage.collectionView.allowsMultipleSelection = true
        // 20 points of inset above the grid: empty space to start from.
        stage.collectionView.contentInset.top = 20
        stage.collectionView.contentOffset = CGPoint(x: 0, y: -20)
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 10), kind: .mouse))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 250, y: 290), kind: .mouse))
        stage.clock.advanceFrames(1)
        stage.clock.advance(by: 0.3)
        let offset = stage.collectionView.contentOffset.y
        #expect(offset > 100, "34 points inside the 44-point edge scrolls about 0.77 points a millisecond")
        #expect(stage.collectionView.rubberBandRect == CGRect(x: 50, y: -10, width: 200, height: 300 + offset))
        let rows = Int(((290 + offset) / 100).rounded(.up))
        #expect(stage.selected == Array(0..<(rows * 3)), "every row the band reaches, all three columns")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 250, y: 290), kind: .mouse))
        stage.clock.advanceFrames(1)
        let rested = stage.collectionView.contentOffset.y
        stage.clock.advance(by: 0.2)
        #expect(stage.collectionView.contentOffset.y == rested, "lifting stops the scrolling")
    }

    @Test("when scrolling to an item at each position, then it lands where the position says, within the content")
    func scrollToItem() {
        let stage = GridStage(count: 60)
        let item = IndexPath(item: 30, section: 0) // row 10: y 1000–1100
        stage.collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(stage.collectionView.contentOffset.y == 1000)
        stage.collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(stage.collectionView.contentOffset.y == 900)
        stage.collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(stage.collectionView.contentOffset.y == 800)
        stage.collectionView.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        #expect(stage.collectionView.contentOffset.y == 1700, "clamped to the end of the content")
        stage.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: true)
        stage.clock.advance(by: 0.5)
        #expect(stage.collectionView.contentOffset.y == 0, "no position: just make it visible")
        stage.collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
        #expect(stage.diagnostics.messages == ["attempt to scroll to invalid index path: (0 - 60)"])
        #expect(stage.collectionView.contentOffset.y == 0)
    }
}
