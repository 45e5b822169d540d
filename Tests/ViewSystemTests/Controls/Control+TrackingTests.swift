import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Controls follow their touch: touch events, isTracking and isTouchInside, and content alignment")
@MainActor
struct ControlTrackingTests {
    /// A window 390 × 600 with a button at (100, 100, 120 × 44) logging every touch event it sends.
    func buttonInWindow() -> (Window, ManualFrameClock, Button, () -> [String]) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer())
        let button = Button(configuration: .filled())
        button.configuration?.title = "Go"
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        var log: [String] = []
        let names: [(Control.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "inside"), (.touchDragOutside, "outside"),
                                                 (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "up-inside"),
                                                 (.touchUpOutside, "up-outside"), (.touchCancel, "cancel")]
        for (event, name) in names { button.addAction(Action { _ in log.append(name) }, for: event) }
        clock.advanceFrames(1)
        return (window, clock, button, { log })
    }

    func move(_ window: Window, to point: CGPoint, clock: ManualFrameClock) {
        window.send(PointerEvent(.moved, at: point))
        clock.advanceFrames(1)
    }

    @Test("when a touch goes down on a button, leaves it, comes back and lifts inside, then it sends down, drag exit and outside, drag enter and inside, then up inside, highlighted only while inside")
    func dragOutAndBack() {
        let (window, clock, button, log) = buttonInWindow()
        defer { withExtendedLifetime(window) {} }
        window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        clock.advanceFrames(1)
        #expect(button.isTracking && button.isTouchInside && button.isHighlighted && log() == ["down"])
        move(window, to: CGPoint(x: 300, y: 120), clock: clock)
        #expect(button.isTracking && !button.isTouchInside && !button.isHighlighted)
        move(window, to: CGPoint(x: 160, y: 122), clock: clock)
        #expect(button.isTouchInside && button.isHighlighted)
        window.send(PointerEvent(.up, at: CGPoint(x: 160, y: 122)))
        clock.advanceFrames(1)
        #expect(log() == ["down", "exit", "outside", "enter", "inside", "up-inside"])
        #expect(!button.isTracking && !button.isTouchInside && !button.isHighlighted)
    }

    @Test("when a touch lifts outside the button, then it sends up outside and no tap; when the touch is cancelled, then it sends cancel and stops tracking")
    func upOutsideAndCancel() {
        let (window, clock, button, log) = buttonInWindow()
        defer { withExtendedLifetime(window) {} }
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .primaryActionTriggered)
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 400), clock: clock)
        #expect(log().first == "down" && log().last == "up-outside" && !log().contains("up-inside") && taps == 0)
        #expect(!button.isTracking)

        window.send(PointerEvent(.down, at: CGPoint(x: 150, y: 120)))
        clock.advanceFrames(1)
        window.send(PointerEvent(.cancelled, at: CGPoint(x: 150, y: 120)))
        clock.advanceFrames(1)
        #expect(log().last == "cancel" && !button.isTracking && !button.isHighlighted && taps == 0)
        window.tap(CGPoint(x: 150, y: 120), clock: clock)
        #expect(Array(log().suffix(2)) == ["down", "up-inside"] && taps == 1)
    }

    @Test("when a button sits in a scroll view and the touch drags past the slop, then the scroll view takes it and the button hears touchCancel")
    func scrollViewTakesTheTouch() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer())
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scroll)
        let button = Button(configuration: .plain())
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        scroll.addSubview(button)
        var log: [String] = []
        button.addAction(Action { _ in log.append("cancel") }, for: .touchCancel)
        button.addAction(Action { _ in log.append("up") }, for: [.touchUpInside, .touchUpOutside])
        clock.advanceFrames(1)
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 20), clock: clock)
        #expect(log == ["cancel"] && scroll.contentOffset.y > 0 && !button.isTracking)
    }

    @Test("when the event masks are combined, then each group holds its events, and raw values are UIKit's")
    func eventMasks() {
        #expect(Control.Event.allTouchEvents.isSuperset(of: [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                                             .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]))
        #expect(Control.Event.allTouchEvents.isDisjoint(with: [.valueChanged, .editingChanged]))
        #expect(Control.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        #expect(Control.Event.allEvents.isSuperset(of: [.allTouchEvents, .allEditingEvents, .valueChanged, .primaryActionTriggered,
                                                       .applicationReserved, .systemReserved]))
        #expect(Control.Event.touchCancel.rawValue == 256 && Control.State.application.rawValue == 0xFF_0000)
        var sent = 0
        let control = Control()
        control.addAction(Action { _ in sent += 1 }, for: .allEvents)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDragExit)
        #expect(sent == 2, "an action for all events runs for any")
    }

    @Test("when a button's content alignments are set, then its content sits against that edge and its inset, leading and trailing following the layout direction")
    func contentAlignment() {
        let button = Button(configuration: .plain())
        button.configuration?.title = "Go"
        button.configuration?.contentInsets = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 20)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let label = button.subviews.first { $0 is Label }!
        let centredX = label.frame.minX
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(label.frame.minX == 10 && label.frame.minY == 4 && button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 180 && label.frame.maxY == 54)
        button.contentHorizontalAlignment = .trailing
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(button.effectiveContentHorizontalAlignment == .left && label.frame.minX == 20, "trailing is the left edge right to left, its inset the trailing one")
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        #expect(label.frame.minX == centredX, "fill centres a button's content")
        #expect(Control.ContentHorizontalAlignment(rawValue: 9) == nil && Control.ContentVerticalAlignment(rawValue: -1) == nil)
    }
}
