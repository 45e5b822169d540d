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

/// A flow layout that logs the transition hooks.
@MainActor
final class HookedFlowLayout: CollectionViewFlowLayout {
    let name: String
    var log: [String] = []
    init(name: String, itemSize: CGSize) {
        self.name = name
        super.init()
        self.itemSize = itemSize
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForTransition(to newLayout: CollectionViewLayout) { log.append("\(name) to") }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) { log.append("\(name) from") }
    override func finalizeLayoutTransition() { log.append("\(name) finalize") }
}

@Suite("Changing layouts, animated and interactive (F3)")
@MainActor
struct LayoutTransitionTests {
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window: Window
        let grid = HookedFlowLayout(name: "grid", itemSize: CGSize(width: 100, height: 100))
        let list = HookedFlowLayout(name: "list", itemSize: CGSize(width: 300, height: 50))
        let collectionView: CollectionView
        let source = RecordingDataSource(counts: [12])
        let diagnostics = DiagnosticsRecorder()

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: grid)
            collectionView.isPrefetchingEnabled = false
            source.attach(to: collectionView)
            diagnostics.attach(to: collectionView)
            window.addSubview(collectionView)
            clock.advanceFrames(1)
        }

        func frame(_ item: Int) -> CGRect? { collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    }

    @Test("when the layout changes with animation, then the same cells slide from grid to list places, the hooks run in order, and the completion waits for the end")
    func animatedChange() throws {
        let stage = Stage()
        let cell4 = stage.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        var finished: Bool?
        stage.collectionView.setCollectionViewLayout(stage.list, animated: true) { finished = $0 }
        #expect(stage.collectionView.collectionViewLayout === stage.list)
        #expect(stage.grid.log == ["grid to", "grid finalize"] && stage.list.log == ["list from", "list finalize"])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell4)
        #expect(stage.frame(4) == CGRect(x: 0, y: 200, width: 300, height: 50))
        #expect(finished == nil)
        stage.clock.advanceFrames(1)
        let animation = try #require(stage.renderer.transactions.last?.animations.last { $0.view == cell4?.renderIdentifier })
        #expect(animation.from.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(animation.to.frame == CGRect(x: 0, y: 200, width: 300, height: 50))
        stage.clock.advance(by: 0.4)
        #expect(finished == true)
        #expect(stage.collectionView.visibleCells.count == 6)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when items come on screen with the new layout, then they slide in from where the old layout had them; items that leave slide out first")
    func itemsComeAndGo() throws {
        let stage = Stage()
        stage.collectionView.setCollectionViewLayout(stage.list, animated: false)
        stage.clock.advanceFrames(1)
        stage.collectionView.setCollectionViewLayout(stage.grid, animated: true)
        stage.clock.advanceFrames(1)
        let cell7 = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
        let animation = try #require(stage.renderer.transactions.last?.animations.last { $0.view == cell7.renderIdentifier })
        #expect(animation.from.frame == CGRect(x: 0, y: 350, width: 300, height: 50) && animation.from.alpha == 1)
        #expect(animation.to.frame == CGRect(x: 100, y: 200, width: 100, height: 100))
        stage.collectionView.setCollectionViewLayout(stage.list, animated: true)
        #expect(cell7.superview != nil, "item 7 leaves the screen by sliding to its list place")
        #expect(cell7.frame == CGRect(x: 0, y: 350, width: 300, height: 50))
        stage.clock.advance(by: 0.4)
        #expect(cell7.superview == nil)
        #expect(stage.source.log.contains("didEndDisplaying (0 - 7)"))
    }

    @Test("when the layout changes without animation, then it applies at once and the completion runs before returning")
    func immediateChange() {
        let stage = Stage()
        var finished: Bool?
        stage.collectionView.setCollectionViewLayout(stage.list, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(stage.frame(1) == CGRect(x: 0, y: 50, width: 300, height: 50))
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.animations.isEmpty == true)
    }

    @Test("when the layout belongs to another collection view, then the change is reported and refused")
    func layoutInUse() {
        let stage = Stage()
        let other = CollectionView(frame: .zero, collectionViewLayout: stage.list)
        var finished: Bool?
        stage.collectionView.setCollectionViewLayout(stage.list, animated: true) { finished = $0 }
        #expect(finished == false)
        #expect(stage.collectionView.collectionViewLayout === stage.grid)
        #expect(stage.diagnostics.diagnostics.map(\.source) == [.api])
        _ = other
    }

    @Test("when an interactive transition is driven halfway and finished, then frames are interpolated and the next layout settles in")
    func interactiveFinish() {
        let stage = Stage()
        var result: (Bool, Bool)?
        let transition = stage.collectionView.startInteractiveTransition(to: stage.list) { result = ($0, $1) }
        #expect(stage.collectionView.collectionViewLayout === transition)
        transition.transitionProgress = 0.5
        stage.collectionView.layoutIfNeeded()
        #expect(stage.frame(4) == CGRect(x: 50, y: 150, width: 200, height: 75), "halfway between (100, 100, 100, 100) and (0, 200, 300, 50)")
        transition.transitionProgress = .nan
        #expect(transition.transitionProgress == 0.5)
        transition.transitionProgress = 7
        #expect(transition.transitionProgress == 1)
        stage.collectionView.finishInteractiveTransition()
        #expect(stage.collectionView.collectionViewLayout === stage.list)
        stage.clock.advance(by: 0.4)
        #expect(result.map { [$0.0, $0.1] } == [true, true])
        #expect(stage.frame(4) == CGRect(x: 0, y: 200, width: 300, height: 50))
    }

    @Test("when an interactive transition is cancelled, then the first layout comes back and the completion says not completed")
    func interactiveCancel() {
        let stage = Stage()
        var result: (Bool, Bool)?
        let transition = stage.collectionView.startInteractiveTransition(to: stage.list) { result = ($0, $1) }
        transition.transitionProgress = 0.3
        #expect(stage.collectionView.startInteractiveTransition(to: HookedFlowLayout(name: "x", itemSize: CGSize(width: 1, height: 1))) === transition)
        #expect(stage.diagnostics.messages.count == 1)
        stage.collectionView.cancelInteractiveTransition()
        stage.clock.advance(by: 0.4)
        #expect(stage.collectionView.collectionViewLayout === stage.grid)
        #expect(result.map { [$0.0, $0.1] } == [false, true])
        #expect(stage.frame(4) == CGRect(x: 100, y: 100, width: 100, height: 100))
        // Without a running transition these do nothing.
        stage.collectionView.finishInteractiveTransition()
        stage.collectionView.cancelInteractiveTransition()
        #expect(stage.collectionView.collectionViewLayout === stage.grid)
    }

    @Test("when a transition layout gets animated values, then it keeps finite ones and ignores NaN and infinity")
    func animatedValues() {
        let transition = CollectionViewTransitionLayout(currentLayout: CollectionViewFlowLayout(), nextLayout: CollectionViewFlowLayout())
        transition.updateValue(3, forAnimatedKey: "radius")
        transition.updateValue(.nan, forAnimatedKey: "radius")
        transition.updateValue(.infinity, forAnimatedKey: "other")
        #expect(transition.value(forAnimatedKey: "radius") == 3)
        #expect(transition.value(forAnimatedKey: "other") == 0)
        #expect(transition.collectionViewContentSize == .zero, "no host: nothing laid out")
    }

    @Test("when the delegate supplies a transition layout, then it is used; one between other layouts is reported and replaced")
    func delegateTransitionLayout() {
        @MainActor final class Custom: CollectionViewTransitionLayout {}
        @MainActor final class Supplier: CollectionViewDelegate {
            var wrong = false
            func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                                newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
                wrong ? Custom(currentLayout: toLayout, nextLayout: fromLayout) : Custom(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }
        let stage = Stage()
        let supplier = Supplier()
        stage.collectionView.delegate = supplier
        let transition = stage.collectionView.startInteractiveTransition(to: stage.list)
        #expect(transition is Custom)
        stage.collectionView.cancelInteractiveTransition()
        stage.clock.advance(by: 0.4)
        supplier.wrong = true
        let replaced = stage.collectionView.startInteractiveTransition(to: stage.list)
        #expect(!(replaced is Custom) && replaced.nextLayout === stage.list)
        #expect(stage.diagnostics.diagnostics.map(\.source) == [.api])
    }
}
