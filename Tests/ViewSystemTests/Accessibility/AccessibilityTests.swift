import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("UIAccessibility: notifications posted to the page and the reader's settings, per window (F40)")
@MainActor
struct AccessibilityTests {
    /// A window on a manual clock with a button whose action runs `onTap` (work a user's tap starts).
    @MainActor
    final class Stage {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window: Window
        let button = Button(type: .system)
        var onTap: () -> Void = {}

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.addAction(Action { [unowned self] _ in self.onTap() }, for: .primaryActionTriggered)
            window.addSubview(button)
            clock.advanceFrames(1)
        }

        func tap() { window.tap(CGPoint(x: 70, y: 42), clock: clock) }
        var announcements: [String] { renderer.transactions.flatMap(\.announcements) }
        var focusMoves: [ViewIdentifier] { renderer.transactions.compactMap(\.accessibilityFocus) }
    }

    @Test("when an app posts an announcement while handling a tap, then the frame's transaction carries it; texts given with other notifications are spoken too; empty ones are not")
    func announcements() {
        let stage = Stage()
        stage.onTap = {
            Accessibility.post(notification: .announcement, argument: "Saved")
            Accessibility.post(notification: .layoutChanged, argument: NSAttributedString(string: "3 new messages"))
            Accessibility.post(notification: .announcement, argument: "")
            Accessibility.post(notification: .announcement, argument: 42)
        }
        stage.tap()
        #expect(stage.announcements == ["Saved", "3 new messages"])
        #expect(stage.focusMoves.isEmpty)
    }

    @Test("when a view is posted with screen or layout changed, then the assistive focus moves to it in its window's next frame, from anywhere; a view in no window moves nothing")
    func focusMoves() throws {
        let stage = Stage()
        let title = Label(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        title.text = "Inbox"
        stage.window.addSubview(title)
        stage.clock.advanceFrames(1)
        Accessibility.post(notification: .screenChanged, argument: title)
        stage.clock.advanceFrames(1)
        #expect(stage.focusMoves == [try #require(title.renderIdentifier)])
        Accessibility.post(notification: .announcement, argument: title)
        Accessibility.post(notification: .layoutChanged, argument: Label())
        Accessibility.post(notification: .announcement, argument: "outside any frame, with no view: nowhere")
        stage.clock.advanceFrames(1)
        #expect(stage.focusMoves.count == 1 && stage.announcements.isEmpty)
    }

    @Test("when announcements pile up between frames, then they are cut to 2 000 characters and the newest 16 are kept")
    func announcementLimits() {
        let stage = Stage()
        stage.onTap = {
            Accessibility.post(notification: .announcement, argument: String(repeating: "a", count: 5_000))
            for index in 0..<30 { Accessibility.post(notification: .announcement, argument: "note \(index)") }
        }
        stage.tap()
        #expect(stage.announcements.count == 16 && stage.announcements.first == "note 14" && stage.announcements.last == "note 29")
    }

    @Test("when the reader's settings change, then the queries answer them while the window's frame runs, UIKit's status notifications are posted at the next frame, and outside a frame the settings read as off")
    func settings() throws {
        let stage = Stage()
        var heard: [String] = []
        stage.onTap = {
            heard.append("motion \(Accessibility.isReduceMotionEnabled) contrast \(Accessibility.isDarkerSystemColorsEnabled) bold \(Accessibility.isBoldTextEnabled) voiceOver \(Accessibility.isVoiceOverRunning)")
        }
        stage.tap()
        var posted: [String] = []
        let names = [Accessibility.reduceMotionStatusDidChangeNotification, Accessibility.darkerSystemColorsStatusDidChangeNotification,
                     Accessibility.boldTextStatusDidChangeNotification, Accessibility.voiceOverStatusDidChangeNotification,
                     Accessibility.reduceTransparencyStatusDidChangeNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { posted.append("\(name) \(Accessibility.isReduceMotionEnabled)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        stage.window.accessibilitySettings.isReduceMotionEnabled = true
        stage.window.overrideTraitCollection = TraitCollection(accessibilityContrast: .high, legibilityWeight: .bold)
        #expect(posted.isEmpty, "posted with the next frame")
        stage.tap()
        #expect(heard == ["motion false contrast false bold false voiceOver false", "motion true contrast true bold true voiceOver false"])
        #expect(posted == ["UIAccessibilityReduceMotionStatusDidChangeNotification true", "UIAccessibilityBoldTextStatusDidChangeNotification true",
                           "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification true"])
        #expect(Accessibility.isReduceMotionEnabled == false, "no window's frame is running")
        stage.clock.advanceFrames(2)
        #expect(posted.count == 3, "nothing changed since")
    }
}
