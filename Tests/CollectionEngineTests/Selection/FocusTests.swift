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

/// Logs the focus calls and answers them as told.
@MainActor
final class FocusDelegate: CollectionViewDelegate {
    var log: [String] = []
    var unfocusable: Set<Int> = []
    var refusesMovesTo: Set<Int> = []
    var preferred: IndexPath?
    var selectsOnFocus: Set<Int>?
    var animationRan = false
    var completionRan = false

    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath.item)
    }
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
        log.append("preferred")
        return preferred
    }
    func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext) -> Bool {
        log.append("should \(describe(context))")
        return !refusesMovesTo.contains(context.nextFocusedIndexPath?.item ?? -1)
    }
    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
                        with coordinator: FocusAnimationCoordinator) {
        log.append("did \(describe(context))")
        coordinator.addCoordinatedFocusingAnimations({ context in
            self.animationRan = context.duration > 0
        }, completion: { self.completionRan = true })
    }
    func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        selectsOnFocus.map { $0.contains(indexPath.item) } ?? collectionView.selectionFollowsFocus
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        log.append("primary \(indexPath.item)")
    }

    private func describe(_ context: CollectionViewFocusUpdateContext) -> String {
        let from = context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "-"
        let to = context.nextFocusedIndexPath.map { "\($0.item)" } ?? "-"
        let heading = [(FocusHeading.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
            .first { context.focusHeading.contains($0.0) }?.1 ?? "?"
        return "\(from)→\(to) \(heading)"
    }
}

@MainActor
private extension GridStage {
    func cell(_ item: Int) -> CollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }
    /// The items whose cells show the focus, and those that draw the focus ring.
    var focused: [Int] { (0..<30).filter { cell($0)?.isFocused == true } }
    var ringed: [Int] { (0..<30).filter { cell($0)?.subviews.contains { $0 is FocusHaloView } == true } }
}

@Suite("Keyboard focus (F30, UIKit's focus API)")
@MainActor
struct FocusTests {
    @Test("when selection does not follow focus, then arrows move only the focus ring, and Return selects the focused item")
    func focusWithoutSelection() {
        let stage = GridStage()
        stage.collectionView.selectionFollowsFocus = false
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [0] && stage.ringed == [0], "the first key focuses the first item")
        stage.key(.rightArrow)
        stage.key(.downArrow)
        #expect(stage.focused == [4] && stage.ringed == [4])
        #expect(stage.selected.isEmpty)
        stage.key(.enter)
        #expect(stage.selected == [4])
        #expect(stage.focused == [4], "acting on the item keeps the focus shown")
        stage.key(.rightArrow)
        #expect(stage.selected == [4] && stage.focused == [5])
    }

    @Test("when no view has the keys yet, then the first key goes to the largest view that takes keys, never a text field")
    func initialFirstResponder() {
        let stage = GridStage()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let small = CollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), collectionViewLayout: CollectionViewFlowLayout())
        stage.window.addSubview(small)
        stage.window.addSubview(field)
        stage.key(.downArrow)
        #expect(stage.window.firstResponder === stage.collectionView)
        #expect(stage.focused == [0] && stage.selected == [0], "a keyboard user reaches the content without clicking")
    }

    @Test("when selection follows focus (the default), then arrows select as they focus, and a tap moves the focus without showing it")
    func selectionFollowsFocus() {
        let stage = GridStage()
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.rightArrow)
        #expect(stage.selected == [0] && stage.focused == [0])
        stage.key(.rightArrow)
        #expect(stage.selected == [1] && stage.ringed == [1])
        stage.tap(CGPoint(x: 50, y: 150))
        #expect(stage.selected == [3])
        #expect(stage.focused.isEmpty && stage.ringed.isEmpty, "a pointer does not show the focus")
        stage.key(.rightArrow)
        #expect(stage.selected == [4] && stage.focused == [4], "the keys go on from the item tapped")
    }

    @Test("when several items can be selected, then Space toggles the focused item and shift-arrows extend from the anchor")
    func spaceToggles() {
        let stage = GridStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.collectionView.selectionFollowsFocus = false
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.rightArrow)
        stage.key(.space)
        stage.key(.rightArrow)
        stage.key(.rightArrow)
        stage.key(.space)
        #expect(stage.selected == [0, 2])
        stage.key(.space)
        #expect(stage.selected == [0])
    }

    @Test("when focus is not allowed, then arrows scroll instead and no item is focused")
    func focusNotAllowed() {
        let stage = GridStage()
        stage.collectionView.allowsFocus = false
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        stage.clock.advance(by: 1)
        #expect(stage.focused.isEmpty && stage.selected.isEmpty)
        #expect(stage.collectionView.contentOffset.y > 0, "the scroll view's arrow key")
    }

    @Test("when focus is turned off while an item has it, then the ring goes")
    func turningFocusOff() {
        let stage = GridStage()
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.ringed == [0])
        stage.collectionView.allowsFocus = false
        #expect(stage.ringed.isEmpty && stage.focused.isEmpty)
    }

    @Test("when the delegate or a cell refuses focus for some items, then arrows pass over them")
    func unfocusableItems() {
        let stage = GridStage()
        let delegate = FocusDelegate()
        delegate.unfocusable = [1, 2]
        stage.collectionView.delegate = delegate
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.rightArrow)
        #expect(stage.focused == [0])
        stage.key(.rightArrow)
        #expect(stage.focused == [4], "items 1 and 2 are passed over: the nearest focusable item to the right is in the next row")
        stage.key(.upArrow)
        #expect(stage.focused == [0], "item 1, straight above, cannot be focused")
        delegate.unfocusable = [0, 1, 2, 3]
        stage.window.makeFirstResponder(nil)
        stage.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [4], "focus enters at the first item that can be focused")
    }

    @Test("when focus moves, then the delegate is asked with a context naming both items and the heading, may refuse, and its animations run")
    func delegateFocusCalls() {
        let stage = GridStage()
        let delegate = FocusDelegate()
        stage.collectionView.delegate = delegate
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        stage.key(.rightArrow)
        #expect(delegate.log == ["preferred", "should -→0 down", "did -→0 down", "didSelect 0",
                                 "should 0→1 right", "did 0→1 right", "didSelect 1"], "arrows select without the primary action")
        #expect(delegate.animationRan && delegate.completionRan)
        delegate.refusesMovesTo = [4]
        stage.key(.downArrow)
        #expect(stage.focused == [1] && stage.selected == [1], "a refused move leaves focus and selection")
    }

    @Test("when selection follows focus for some items only, then the delegate's answer decides per item")
    func selectionFollowsFocusPerItem() {
        let stage = GridStage()
        let delegate = FocusDelegate()
        delegate.selectsOnFocus = [1]
        stage.collectionView.delegate = delegate
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.rightArrow)
        #expect(stage.selected.isEmpty)
        stage.key(.rightArrow)
        #expect(stage.selected == [1])
        stage.key(.rightArrow)
        #expect(stage.selected == [1] && stage.focused == [2])
    }

    @Test("when focus enters, then it goes to the delegate's preferred item, or back to where it left with remembersLastFocusedIndexPath")
    func focusEntry() {
        let stage = GridStage()
        let delegate = FocusDelegate()
        delegate.preferred = IndexPath(item: 7, section: 0)
        stage.collectionView.selectionFollowsFocus = false
        stage.collectionView.delegate = delegate
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [7])
        stage.key(.leftArrow)
        #expect(stage.focused == [6])
        stage.window.makeFirstResponder(nil)
        #expect(stage.focused.isEmpty, "the focus leaves with the keys")
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [7], "without remembering, the preferred item again")
        stage.key(.leftArrow)
        stage.collectionView.remembersLastFocusedIndexPath = true
        stage.window.makeFirstResponder(nil)
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.upArrow)
        #expect(stage.focused == [6], "remembered")
    }

    @Test("when the preferred index path names no item, then it is reported and focus enters at the first item")
    func badPreferredIndexPath() {
        let stage = GridStage()
        let delegate = FocusDelegate()
        delegate.preferred = IndexPath(item: 99, section: 3)
        stage.collectionView.delegate = delegate
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [0])
        #expect(stage.diagnostics.messages == ["indexPathForPreferredFocusedView(in:) returned (3 - 99), which names no item"])
        delegate.preferred = IndexPath(item: 5, section: 0)
        delegate.unfocusable = [5]
        stage.window.makeFirstResponder(nil)
        stage.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused == [0])
        #expect(stage.diagnostics.messages.last == "indexPathForPreferredFocusedView(in:) returned (0 - 5), which names an item that cannot be focused")
    }

    @Test("when a cell overrides canBecomeFocused, then its answer wins over the collection view's")
    func cellCanBecomeFocused() {
        let stage = GridStage()
        let source = MixedFocusDataSource()
        source.attach(to: stage.collectionView)
        stage.clock.advanceFrames(1)
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.rightArrow)
        stage.key(.rightArrow)
        #expect(stage.focused == [2], "the cell of item 1 refuses the focus")
        #expect(stage.cell(0)?.canBecomeFocused == true)
        #expect(stage.cell(1)?.canBecomeFocused == false)
    }

    @Test("when editing, then allowsFocusDuringEditing decides")
    func focusDuringEditing() {
        let stage = GridStage()
        stage.collectionView.isEditing = true
        stage.collectionView.allowsFocusDuringEditing = false
        stage.window.makeFirstResponder(stage.collectionView)
        stage.key(.downArrow)
        #expect(stage.focused.isEmpty)
        stage.collectionView.allowsFocusDuringEditing = true
        stage.key(.downArrow)
        #expect(stage.focused == [0])
    }

    @Test("when a table row has focusStyle custom, then it is focused without the ring, and the table delegate is asked")
    func tableFocus() {
        let delegate = TableFocusDelegate()
        let stage = TableStage(rows: 10)
        stage.tableView.delegate = delegate
        stage.tableView.selectionFollowsFocus = false
        stage.window.makeFirstResponder(stage.tableView)
        stage.window.send(KeyEvent(.downArrow))
        stage.clock.advanceFrames(1)
        stage.window.send(KeyEvent(.downArrow))
        stage.clock.advanceFrames(1)
        #expect(delegate.log.filter { !$0.hasPrefix("can") } == ["should -→0", "did -→0", "should 0→1", "did 0→1"])
        #expect(delegate.log.contains("can 1"), "whether the row can be focused is asked")
        #expect(stage.cell(1)?.isFocused == true)
        #expect(stage.cell(1)?.subviews.contains { $0 is FocusHaloView } == true)
        stage.cell(1)?.focusStyle = .custom
        #expect(stage.cell(1)?.subviews.contains { $0 is FocusHaloView } == false)
        #expect(stage.cell(1)?.configurationState.isFocused == true, "the row draws its own focus from its state")
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }
}

/// A cell that never takes the focus.
final class UnfocusableCell: CollectionViewCell {
    override var canBecomeFocused: Bool { false }
}

/// Nine items; the second one's cell never takes the focus.
@MainActor
final class MixedFocusDataSource: CollectionViewDataSource {
    func attach(to collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        collectionView.register(UnfocusableCell.self, forCellWithReuseIdentifier: "Unfocusable")
        collectionView.dataSource = self
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item == 1 ? "Unfocusable" : "Plain", for: indexPath)
    }
}

@MainActor
final class TableFocusDelegate: TableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        log.append("can \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        log.append("should \(context.previouslyFocusedIndexPath.map { "\($0.row)" } ?? "-")→\(context.nextFocusedIndexPath.map { "\($0.row)" } ?? "-")")
        return true
    }
    func tableView(_ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
        log.append("did \(context.previouslyFocusedIndexPath.map { "\($0.row)" } ?? "-")→\(context.nextFocusedIndexPath.map { "\($0.row)" } ?? "-")")
    }
}
