import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Context menu interactions on any view: a held touch or a secondary click asks the delegate, the menu shows and closes")
@MainActor
struct ContextMenuInteractionTests {
    /// A delegate that gives a two-action menu (or none) and records what it hears.
    final class Delegate: ContextMenuInteractionDelegate {
        var log: [String] = []
        var givesMenu = true
        var highlight: TargetedPreview?
        var preview: (() -> ViewController?)?
        var name = "menu"

        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
            log.append("\(name) at \(Int(location.x)),\(Int(location.y))")
            guard givesMenu else { return nil }
            return ContextMenuConfiguration(identifier: NSString(string: "photo"), previewProvider: preview) { [weak self] _ in
                Menu(children: [Action(title: "Copy") { _ in self?.log.append("copy") }, Action(title: "Share") { _ in }])
            }
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                    highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> TargetedPreview? {
            log.append("highlight \(identifier)")
            return highlight
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
            log.append("dismissal (older spelling)")
            return nil
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                    animator: any ContextMenuInteractionCommitAnimating) {
            log.append("preview tapped")
            animator.addCompletion { [weak self] in self?.log.append("commit completion") }
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                    animator: (any ContextMenuInteractionAnimating)?) {
            log.append("display")
        }

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                    animator: (any ContextMenuInteractionAnimating)?) {
            log.append("end")
        }
    }

    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let window: Window
        let photo = View(frame: CGRect(x: 40, y: 60, width: 100, height: 80))
        let delegate = Delegate()
        let interaction: ContextMenuInteraction

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            interaction = ContextMenuInteraction(delegate: delegate)
            photo.layer.cornerRadius = 12
            photo.addInteraction(interaction)
            window.addSubview(photo)
        }

        var backdrop: MenuBackdrop? { window.subviews.compactMap { $0 as? MenuBackdrop }.first }

        func hold(at point: CGPoint, frames: Int) {
            window.send(PointerEvent(.down, at: point))
            clock.advanceFrames(frames)
        }
    }

    @Test("when a touch rests 0.5 s on the view, then the delegate is asked at the touch in the view's coordinates, the view lifts with its corner radius and the menu shows")
    func longPress() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.hold(at: CGPoint(x: 50, y: 70), frames: 20)
        #expect(stage.backdrop == nil && stage.delegate.log.isEmpty, "not before 0.5 s")
        stage.clock.advanceFrames(12)
        let backdrop = try #require(stage.backdrop)
        #expect(stage.delegate.log == ["menu at 10,10", "highlight photo", "display"])
        #expect(backdrop.menu?.actions.map(\.title) == ["Copy", "Share"])
        let preview = try #require(backdrop.previewView)
        #expect(preview.frame == CGRect(x: 40, y: 60, width: 100, height: 80) && preview.layer.cornerRadius == 12)
        #expect(stage.interaction.menuAppearance == .rich)
        #expect(stage.interaction.location(in: stage.photo) == CGPoint(x: 10, y: 10))
        #expect(stage.interaction.location(in: nil) == CGPoint(x: 50, y: 70))
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 70)))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop === backdrop, "lifting the finger keeps the menu")
    }

    @Test("when an action is chosen, then the menu closes, the delegate hears the end and is asked for the dismissal preview, then the action runs")
    func choosing() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        let backdrop = try #require(stage.backdrop)
        let row = backdrop.list.subviews.first { $0.frame.height == 44 }!
        stage.window.tap(backdrop.list.convert(CGPoint(x: row.frame.midX, y: row.frame.midY), to: stage.window), clock: stage.clock)
        #expect(stage.delegate.log == ["menu at 20,20", "highlight photo", "display", "end", "dismissal (older spelling)", "copy"], "the menu closes, then the action runs")
        #expect(stage.backdrop == nil && stage.interaction.menuAppearance == .unknown)
    }

    @Test("when the delegate gives no configuration, then no menu shows and a held touch goes on to the view's own handling")
    func noConfiguration() {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.delegate.givesMenu = false
        stage.hold(at: CGPoint(x: 50, y: 70), frames: 40)
        #expect(stage.backdrop == nil && stage.delegate.log == ["menu at 10,10"], "asked once per touch")
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 70), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop == nil && stage.delegate.log.count == 2)
    }

    @Test("when a touch moves past the slop or lifts before 0.5 s, then no menu is asked for")
    func movedOrShort() {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.window.tap(CGPoint(x: 50, y: 70), clock: stage.clock)
        stage.clock.advanceFrames(40)
        stage.window.drag(from: CGPoint(x: 50, y: 70), to: CGPoint(x: 120, y: 130), steps: 3, clock: stage.clock)
        stage.clock.advanceFrames(40)
        #expect(stage.delegate.log.isEmpty && stage.backdrop == nil)
    }

    @Test("when views inside each other both have interactions, then the innermost one whose delegate gives a menu shows it")
    func innermostWins() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        stage.photo.addSubview(badge)
        let inner = Delegate()
        inner.name = "badge"
        badge.addInteraction(ContextMenuInteraction(delegate: inner))
        stage.hold(at: CGPoint(x: 50, y: 70), frames: 32)
        #expect(inner.log.first == "badge at 10,10" && stage.delegate.log.isEmpty)
        try #require(stage.backdrop).dismiss()
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 70)))
        inner.givesMenu = false
        stage.hold(at: CGPoint(x: 50, y: 70), frames: 32)
        #expect(inner.log.last == "badge at 10,10" && stage.delegate.log.first == "menu at 10,10", "the outer one when the inner gives none")
        #expect(stage.backdrop != nil)
    }

    @Test("when a button inside the view is held, then the menu shows and the button's press is cancelled without its action")
    func overAControl() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        var taps = 0
        button.addAction(Action(title: "Go") { _ in taps += 1 }, for: .touchUpInside)
        stage.photo.addSubview(button)
        stage.hold(at: CGPoint(x: 50, y: 70), frames: 32)
        #expect(stage.backdrop != nil && !button.isHighlighted)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 70)))
        stage.clock.advanceFrames(1)
        #expect(taps == 0)
    }

    @Test("when the delegate names a highlight preview, then that view lifts; a preview view controller shows on a platter and a tap on it is the preview action")
    func previews() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        let thumbnail = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        stage.photo.addSubview(thumbnail)
        stage.delegate.highlight = TargetedPreview(view: thumbnail)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(try #require(stage.backdrop?.previewView).frame == CGRect(x: 45, y: 65, width: 20, height: 20))
        stage.interaction.dismissMenu()
        #expect(stage.delegate.log.suffix(2) == ["end", "dismissal (older spelling)"])

        let detail = ViewController()
        detail.preferredContentSize = CGSize(width: 200, height: 150)
        stage.delegate.preview = { detail }
        stage.delegate.log = []
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        let platter = try #require(stage.backdrop?.previewView)
        #expect(platter.frame.size == CGSize(width: 200, height: 150))
        #expect(!stage.delegate.log.contains("highlight photo"), "a preview view controller needs no lift")
        stage.window.tap(CGPoint(x: platter.frame.midX, y: platter.frame.midY), clock: stage.clock)
        #expect(stage.delegate.log.starts(with: ["menu at 20,20", "display", "preview tapped", "end"]))
        #expect(stage.backdrop == nil)
        stage.clock.advanceFrames(30)
        #expect(stage.delegate.log.last == "commit completion")
    }

    @Test("when the shown menu is updated, then the new menu replaces it in place; with no menu shown, nothing happens")
    func updating() throws {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        var calls = 0
        stage.interaction.updateVisibleMenu { calls += 1; return $0 }
        #expect(calls == 0)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        stage.interaction.updateVisibleMenu { Menu(children: $0.children + [Action(title: "Delete", attributes: .destructive) { _ in }]) }
        #expect(try #require(stage.backdrop).menu?.actions.map(\.title) == ["Copy", "Share", "Delete"])
    }

    @Test("when the interaction is removed from its view, or its delegate is gone, then the view opens no menu")
    func removedOrDelegateGone() {
        let stage = Stage()
        defer { withExtendedLifetime(stage.window) {} }
        stage.photo.removeInteraction(stage.interaction)
        #expect(stage.interaction.view == nil)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop == nil && stage.delegate.log.isEmpty)
        var delegate: Delegate? = Delegate()
        let orphan = ContextMenuInteraction(delegate: delegate!)
        stage.photo.addInteraction(orphan)
        delegate = nil
        #expect(orphan.delegate == nil)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 80), kind: .mouse, buttonMask: .secondary))
        stage.clock.advanceFrames(1)
        #expect(stage.backdrop == nil)
    }
}
