import ViewSystem
import CollectionGeometry
import Foundation
import Testing
import ViewTestSupport

@MainActor
struct ScrollStage {
    let clock = ManualFrameClock()
    let window: Window
    let scrollView: ScrollView
    let log = ScrollEventLog()

    init(contentSize: CGSize = CGSize(width: 320, height: 10_000)) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: nil, timeSource: ManualTimeSource())
        scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        window.addSubview(scrollView)
        clock.advanceFrames(1)
    }

    /// Runs frames until the scroll view rests (at most `limit` seconds).
    func settle(limit: TimeInterval = 10) {
        var elapsed: TimeInterval = 0
        while (scrollView.isDecelerating || scrollView.isDragging) && elapsed < limit {
            clock.advanceFrames(1)
            elapsed += clock.frameInterval
        }
        clock.advanceFrames(2)
    }

    /// A drag straight through the scroll view's pan entry points: the finger moves by `translation`,
    /// then lifts at `velocity` (finger direction, points per millisecond).
    func drag(by translation: CGPoint, releasingAt velocity: CGPoint) {
        scrollView.panBegan(time: clock.now)
        scrollView.panChanged(translation: translation, time: clock.now)
        scrollView.panEnded(velocity: velocity, time: clock.now)
    }
}

@Suite("ScrollView physics on the frame clock (F3, F4, B4)")
@MainActor
struct ScrollViewPhysicsTests {
    @Test("when a drag ends at 2 pt/ms with the normal rate, then the content glides about 999 points further, exponentially")
    func decelerationDistance() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        stage.drag(by: .zero, releasingAt: CGPoint(x: 0, y: -2))
        #expect(stage.log.events == ["willBeginDragging", "willEndDragging v=2.0 target=1999.0", "didEndDragging decelerate=true", "willBeginDecelerating"])
        let start = stage.clock.now
        stage.clock.advance(by: 0.1)
        // 100 ms: 1000 + 999.0 × (1 − 0.998^(100 − elapsed frames' rounding)).
        let expected = 1000 + 998.999 * (1 - pow(0.998, CGFloat((stage.clock.now - start) * 1000)))
        #expect(abs(stage.scrollView.contentOffset.y - expected) < 0.01)
        stage.settle()
        #expect(stage.log.events.last == "didEndDecelerating")
        #expect(abs(stage.scrollView.contentOffset.y - 1999) < 1)
        #expect(!stage.scrollView.isDecelerating && !stage.scrollView.isDragging && !stage.scrollView.isTracking)
        #expect(stage.log.offsets.map(\.y) == stage.log.offsets.map(\.y).sorted(), "never moves back")
    }

    @Test("when the rate is fast, then the same release stops about 199 points further")
    func fastRate() {
        let stage = ScrollStage()
        stage.scrollView.decelerationRate = .fast
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        stage.drag(by: .zero, releasingAt: CGPoint(x: 0, y: -2))
        stage.settle()
        #expect(abs(stage.scrollView.contentOffset.y - 1199) < 1)
        #expect(ScrollView.DecelerationRate.normal.restingDistance(forVelocity: 2).rounded() == 999)
        #expect(ScrollView.DecelerationRate(rawValue: 2) == .normal && ScrollView.DecelerationRate(rawValue: .nan) == .normal)
    }

    @Test("when pulled past the top, then the content rubber-bands and springs back without overshooting")
    func rubberBand() {
        let stage = ScrollStage()
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 100), time: stage.clock.now)
        // (1 − 1 / (100 × 0.55 / 480 + 1)) × 480 = 49.35.
        #expect(abs(stage.scrollView.contentOffset.y + 49.35) < 0.01)
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
        #expect(stage.log.events.suffix(2) == ["didEndDragging decelerate=true", "willBeginDecelerating"])
        stage.clock.advance(by: 0.6)
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.log.events.last == "didEndDecelerating")
        #expect(stage.log.offsets.allSatisfy { $0.y <= 0 }, "a critically damped return never overshoots")
    }

    @Test("when bounces is off, then the content stops at the edge and nothing decelerates")
    func noBounce() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.drag(by: CGPoint(x: 0, y: 100), releasingAt: CGPoint(x: 0, y: 1))
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.log.events.last == "didEndDragging decelerate=false")
    }

    @Test("when flung toward the end, then the target is the end, the content overshoots it and springs back to rest exactly there")
    func overshootAtTheEnd() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 9400)
        stage.drag(by: .zero, releasingAt: CGPoint(x: 0, y: -2))
        #expect(stage.log.events.contains("willEndDragging v=2.0 target=9520.0"))
        stage.settle()
        #expect(stage.scrollView.contentOffset.y == 9520)
        #expect((stage.log.offsets.map(\.y).max() ?? 0) > 9530, "it went past the end")
    }

    @Test("when the delegate changes the target, then the content comes to rest exactly on it")
    func delegateTarget() {
        let stage = ScrollStage()
        stage.log.retarget = { _ in CGPoint(x: 0, y: 640) }
        stage.drag(by: CGPoint(x: 0, y: -20), releasingAt: CGPoint(x: 0, y: -1))
        stage.settle()
        #expect(stage.scrollView.contentOffset.y == 640)
    }

    @Test("when paging, then a flick moves one page, a slow release stays, and no drag skips a page")
    func paging() {
        let stage = ScrollStage(contentSize: CGSize(width: 3200, height: 480))
        stage.scrollView.isPagingEnabled = true
        func horizontalDrag(by dx: CGFloat, velocity: CGFloat) {
            stage.scrollView.panBegan(time: stage.clock.now)
            stage.scrollView.panChanged(translation: CGPoint(x: dx, y: 0), time: stage.clock.now)
            stage.scrollView.panEnded(velocity: CGPoint(x: velocity, y: 0), time: stage.clock.now)
            stage.settle()
        }
        horizontalDrag(by: -100, velocity: -1)
        #expect(stage.scrollView.contentOffset.x == 320)
        horizontalDrag(by: -100, velocity: -0.01)
        #expect(stage.scrollView.contentOffset.x == 320, "a slow release rests on the nearest page")
        horizontalDrag(by: -500, velocity: -3)
        #expect(stage.scrollView.contentOffset.x == 640, "one page from where the drag started, not two")
        horizontalDrag(by: 200, velocity: 2)
        #expect(stage.scrollView.contentOffset.x == 320)
    }

    @Test("when scrolled in code with animation, then it eases over 0.3 s and ends with one delegate call; without animation, at once")
    func programmaticScrolling() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.clock.advance(by: 0.15)
        #expect(stage.scrollView.contentOffset.y > 100 && stage.scrollView.contentOffset.y < 200)
        stage.clock.advance(by: 0.2)
        #expect(stage.scrollView.contentOffset.y == 300)
        #expect(stage.log.events == ["didEndScrollingAnimation"])
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(stage.scrollView.contentOffset.y == 50 && stage.log.events.count == 1)
        stage.scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        #expect(stage.scrollView.contentOffset.y == 50, "NaN is ignored")
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(stage.scrollView.contentOffset.y == 520, "just enough to show the rect's bottom")
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(stage.scrollView.contentOffset.y == 100)
        let loose = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        loose.contentSize = CGSize(width: 100, height: 1000)
        let looseLog = ScrollEventLog()
        loose.delegate = looseLog
        loose.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(loose.contentOffset.y == 200 && looseLog.events == ["didEndScrollingAnimation"], "no window: at once")
    }

    @Test("when a refresh control is pulled past its trigger, then it fires once, the content rests below it, and ending refreshing brings the content back")
    func refreshControl() {
        let stage = ScrollStage()
        let control = RefreshControl(frame: .zero)
        var fired = 0
        control.addAction(Action { _ in fired += 1 }, for: .valueChanged)
        stage.scrollView.refreshControl = control
        #expect(control.superview === stage.scrollView && control.frame.maxY == 0)
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 150), time: stage.clock.now)
        #expect(fired == 0, "pulled 67 points: not yet")
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 300), time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 320), time: stage.clock.now)
        #expect(fired == 1 && control.isRefreshing)
        #expect(stage.scrollView.adjustedContentInset.top == 60)
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
        stage.settle()
        #expect(stage.scrollView.contentOffset.y == -60, "the control stays in view while refreshing")
        control.endRefreshing()
        stage.clock.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset.y == 0 && stage.scrollView.adjustedContentInset.top == 0)
        control.beginRefreshing()
        #expect(fired == 1 && control.isRefreshing, "beginRefreshing sends nothing")
        control.triggerDistance = .nan
        #expect(control.triggerDistance == 88)
    }

    @Test("when refreshing ends while the content still springs back from the pull, then it comes to rest at the top, not below the control")
    func refreshEndsMidSpring() {
        let stage = ScrollStage()
        let control = RefreshControl(frame: .zero)
        stage.scrollView.refreshControl = control
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 320), time: stage.clock.now)
        #expect(control.isRefreshing)
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
        stage.clock.advanceFrames(3)
        #expect(stage.scrollView.isDecelerating, "still springing back toward the control's rest")
        control.endRefreshing()
        stage.clock.advance(by: 0.5)
        stage.settle()
        #expect(stage.scrollView.contentOffset.y == 0, "rests at \(stage.scrollView.contentOffset.y)")
        #expect(control.frame.maxY <= stage.scrollView.contentOffset.y, "the control is out of view: \(control.frame)")
    }

    @Test("when the window gets pointer events, then a drag past the slop scrolls, a short one does not, and the wheel and keys scroll too")
    func inputThroughTheWindow() {
        let stage = ScrollStage()
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 300)))
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 295)))
        stage.clock.advanceFrames(1)
        #expect(stage.scrollView.contentOffset.y == 0 && !stage.scrollView.isDragging)
        for step in 1...5 {
            stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 300 - CGFloat(step) * 20)))
            stage.clock.advanceFrames(1)
        }
        #expect(stage.scrollView.isDragging && stage.scrollView.contentOffset.y == 100)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advanceFrames(1)
        // 20 points per 16.7 ms frame: the content was moving at 1.2 pt/ms when the finger lifted.
        #expect(stage.log.events.contains { $0.hasPrefix("willEndDragging v=1.2") })
        stage.settle()
        #expect(stage.scrollView.contentOffset.y > 500)
        let rested = stage.scrollView.contentOffset.y
        #expect(stage.window.send(ScrollWheelEvent(at: CGPoint(x: 10, y: 10), deltaY: 30)))
        stage.clock.advanceFrames(1)
        #expect(stage.scrollView.contentOffset.y == rested + 30)
        #expect(!stage.window.send(ScrollWheelEvent(at: CGPoint(x: 10, y: 10), deltaY: .nan)))
        #expect(!stage.window.send(PointerEvent(.down, at: CGPoint(x: CGFloat.infinity, y: 0))))
        stage.window.makeFirstResponder(stage.scrollView)
        stage.window.send(KeyEvent(.end))
        stage.clock.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset.y == 9520)
        #expect(ScrollView.rubberBandDistance(.nan, dimension: 100) == 0)
    }
}

@Suite("ScrollView: wheel turns on a paging scroll view end on a page (F13)")
@MainActor
struct ScrollViewWheelPagingTests {
    @Test("when wheel turns move a paging scroll view past a third of a page and pause, then it animates to the next page")
    func wheelTurnsTurnThePage() {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 4_800))
        stage.scrollView.isPagingEnabled = true
        for _ in 0..<4 {
            stage.window.send(ScrollWheelEvent(at: CGPoint(x: 10, y: 10), deltaY: 40))
            stage.clock.advanceFrames(1)
        }
        #expect(stage.scrollView.contentOffset.y == 160)
        stage.clock.advance(by: 1)
        #expect(stage.scrollView.contentOffset.y == 480)
        #expect(stage.log.events.last == "didEndScrollingAnimation")
    }

    @Test("when a scroll view does not page, then wheel turns leave the content where they put it")
    func wheelTurnsWithoutPaging() {
        let stage = ScrollStage()
        stage.window.send(ScrollWheelEvent(at: CGPoint(x: 10, y: 10), deltaY: 130))
        stage.clock.advanceFrames(1)
        stage.clock.advance(by: 1)
        #expect(stage.scrollView.contentOffset.y == 130)
        #expect(stage.log.events.isEmpty)
    }
}

@Suite("RefreshControl: what renderers draw")
@MainActor
struct RefreshControlRenderingTests {
    @Test("when the control starts refreshing or its title changes, then the next transaction carries its new content")
    func contentFollowsTheState() throws {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        let control = RefreshControl()
        control.title = "Loading"
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        clock.advanceFrames(1)
        func texts() -> [String] {
            guard case .custom(let custom) = control.renderedContent else { return [] }
            func collect(_ part: CustomContentConfiguration.Part) -> [String] {
                switch part {
                case .text(let text, _, _): [text]
                case .vertical(let parts, _), .horizontal(let parts, _): parts.flatMap(collect)
                case .styled(let inner, _): collect(inner)
                case .image, .swatch: []
                }
            }
            return collect(custom.root)
        }
        #expect(texts() == ["↓", "Loading"])
        control.beginRefreshing()
        clock.advanceFrames(1)
        #expect(texts() == ["⟳", "Loading"])
        #expect(renderer.transactions.last?.contentChanged.contains { $0.view == control.renderIdentifier } == true)
        control.title = nil
        clock.advanceFrames(1)
        #expect(texts() == ["⟳"])
        #expect(renderer.transactions.last?.contentChanged.contains { $0.view == control.renderIdentifier } == true)
    }
}

@Suite("Directional lock: a drag that begins along one axis keeps to it")
@MainActor
struct ScrollViewDirectionalLockTests {
    @Test("when directional lock is on and a drag begins mostly across, then only the horizontal offset moves, also when the finger later wanders and at release; a diagonal start moves both ways; with the lock off both always move")
    func directionalLock() {
        let stage = ScrollStage(contentSize: CGSize(width: 3_000, height: 3_000))
        let scroll = stage.scrollView
        scroll.isDirectionalLockEnabled = true
        scroll.panBegan(time: stage.clock.now)
        scroll.panChanged(translation: CGPoint(x: -30, y: -10), time: stage.clock.now)
        scroll.panChanged(translation: CGPoint(x: -60, y: -80), time: stage.clock.now)
        #expect(scroll.contentOffset == CGPoint(x: 60, y: 0), "locked across by the first movement")
        scroll.panEnded(velocity: CGPoint(x: 0, y: -2), time: stage.clock.now)
        stage.settle()
        #expect(scroll.contentOffset == CGPoint(x: 60, y: 0), "a flick across the lock does not move it either")

        scroll.panBegan(time: stage.clock.now)
        scroll.panChanged(translation: CGPoint(x: 0, y: -40), time: stage.clock.now)
        scroll.panChanged(translation: CGPoint(x: -50, y: -50), time: stage.clock.now)
        scroll.panEnded(velocity: .zero, time: stage.clock.now)
        stage.settle()
        #expect(scroll.contentOffset == CGPoint(x: 60, y: 50), "locked down")

        stage.drag(by: CGPoint(x: -20, y: -18), releasingAt: .zero)
        stage.settle()
        #expect(scroll.contentOffset == CGPoint(x: 80, y: 68), "a diagonal start is not locked")

        scroll.isDirectionalLockEnabled = false
        stage.drag(by: CGPoint(x: -30, y: -2), releasingAt: .zero)
        stage.settle()
        #expect(scroll.contentOffset == CGPoint(x: 110, y: 70), "without the lock both axes follow")
    }
}
