import CollectionGeometry
import Foundation
import ViewSystem

/// A window of a given size and traits on a clock that moves only when told to, holding the view or
/// view controller under test: the simulator a Linux test does not have (B7).
///
/// Not in UIKit. A host owns its `Window`, `ManualFrameClock` and `RecordingRenderer`; nothing runs
/// until a driver or `runFrames(_:)` moves the clock, so every test is deterministic. Drivers
/// (`scroll`, `fling`, `tap`, `longPress`, `drag`, `type`) send input as a user's finger would and run
/// the frames it takes; assertions read what is on screen and throw a `TestingFailure` with a readable
/// message. See `Guides/Testing.md`.
///
/// ```swift
/// let host = TestHost(size: CGSize(width: 390, height: 844))
/// host.show(collectionView)
/// try host.assertVisibleItems(in: collectionView, [IndexPath(item: 0, section: 0), …])
/// ```
@MainActor
public final class TestHost {
    /// The window the content is shown in.
    public let window: Window
    /// The clock of the window's frames; it moves only when the host (or the test) moves it.
    public let clock: ManualFrameClock
    /// The headless renderer: every frame's changes, and the hierarchy as a screen would show it.
    public let renderer: RecordingRenderer
    /// The time the engine reads to measure its own work (frame reports, the prefetch budget): it
    /// stands still unless a test moves it, so prefetching decides the same way in every run.
    public let timeSource: ManualTimeSource
    /// The app's scene the window belongs to, for a host made with `init(launching:size:traits:)`.
    public let scene: WindowScene?
    /// What the application reported while launching and connecting the scene (a scene delegate that
    /// made no window …), for a host made with `init(launching:size:traits:)`.
    public private(set) var applicationDiagnostics: [String] = []

    /// Creates a window of `size` with `traits` (size classes, layout direction, content size
    /// category, light or dark). A NaN, infinite or negative size is read as zero.
    public init(size: CGSize = CGSize(width: 390, height: 844), traits: TraitCollection = TraitCollection()) {
        clock = ManualFrameClock()
        renderer = RecordingRenderer()
        timeSource = ManualTimeSource()
        window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: renderer, timeSource: timeSource)
        window.overrideTraitCollection = traits
        scene = nil
    }

    /// Launches the app whose delegate is `delegate` into `Application.shared` and connects one window
    /// scene of `size` and `traits` to it, as a page connecting to a served app does: the app delegate
    /// launches, configures the scene, the scene delegate makes the window (`UIWindow(windowScene:)`,
    /// `makeKeyAndVisible()`); the host then runs a frame of that key window.
    ///
    /// Not in UIKit. Launching ends the scenes of an earlier launch (there is one application per
    /// process). A scene delegate that makes no key window is reported in `applicationDiagnostics` and
    /// the host shows an empty window.
    public init(launching delegate: any ApplicationDelegate, size: CGSize = CGSize(width: 390, height: 844),
                traits: TraitCollection = TraitCollection()) {
        clock = ManualFrameClock()
        renderer = RecordingRenderer()
        timeSource = ManualTimeSource()
        let application = Application.shared
        var reported: [String] = []
        application.diagnosticHandler = { reported.append($0) }
        application.launch(delegate)
        let scene = application.connectWindowScene(size: size, traits: traits, clock: clock, renderer: renderer, timeSource: timeSource)
        application.diagnosticHandler = nil
        self.scene = scene
        if let key = scene.keyWindow {
            window = key
        } else {
            window = Window(frame: CGRect(origin: .zero, size: size.sanitizedSize), clock: clock, renderer: renderer, timeSource: timeSource)
            window.overrideTraitCollection = traits
        }
        applicationDiagnostics = reported
        runFrames(1)
    }

    /// Creates a window of `size` whose traits differ from the defaults in layout direction.
    public convenience init(size: CGSize = CGSize(width: 390, height: 844), layoutDirection: UserInterfaceLayoutDirection) {
        var traits = TraitCollection()
        traits.layoutDirection = layoutDirection
        self.init(size: size, traits: traits)
    }

    /// The window's traits; setting them tells every view (`traitCollectionDidChange(_:)`) and runs a frame.
    /// Size classes left as the window's size gives them go on following its size.
    public var traits: TraitCollection {
        get { window.traitCollection }
        set {
            let newValue = window.traitsToOverride(forEffective: newValue)
            if let scene, scene.keyWindow === window { scene.changeTraits(to: newValue) } else { window.overrideTraitCollection = newValue }
            runFrames(1)
        }
    }

    /// Shows `view` in the window — at `frame` (window coordinates), or filling the window — and runs
    /// a frame, so its layout has run and its cells are on screen.
    public func show(_ view: View, frame: CGRect? = nil) {
        view.frame = frame ?? window.bounds
        if frame == nil { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        window.addSubview(view)
        runFrames(1)
    }

    /// Makes `viewController` the window's root view controller (its view fills the window; appearance
    /// callbacks run) and runs a frame.
    public func show(_ viewController: ViewController) {
        window.rootViewController = viewController
        runFrames(1)
    }

    /// Resizes the window, as a rotation or a split-screen change does (`viewWillTransition(to:with:)`
    /// reaches the root view controller), and runs a frame.
    public func resize(to size: CGSize) {
        if let scene, scene.keyWindow === window { scene.resize(to: size) } else { window.transition(to: size) }
        runFrames(1)
    }

    /// Runs `count` frames (one by default; a negative count runs none).
    public func runFrames(_ count: Int = 1) {
        clock.advanceFrames(count)
    }

    /// Moves time forward by `seconds`, running every frame in it. Returns `false` and does nothing
    /// for a NaN, infinite or negative duration.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Bool {
        clock.advance(by: seconds)
    }

    /// Runs frames until nothing moves: no input waits, no scroll view — orthogonal sections included —
    /// is dragged, decelerating, animating its offset or about to rest after wheel turns, and no view
    /// animation runs.
    ///
    /// Throws when that has not happened after `maximumFrames` frames (an animation that never ends,
    /// a repeating one). Returns the number of frames run.
    /// - Complexity: O(frames × scroll views).
    @discardableResult
    public func settle(maximumFrames: Int = 1_200) throws(TestingFailure) -> Int {
        var frames = 0
        while !isSettled {
            guard frames < maximumFrames else {
                throw TestingFailure("still moving after \(maximumFrames) frames (\(String(format: "%.1f", Double(maximumFrames) * clock.frameInterval)) s): \(motionDescription)")
            }
            runFrames(1)
            frames += 1
        }
        return frames
    }

    /// Whether nothing moves on screen or is about to.
    public var isSettled: Bool { window.isSettled }

    private var motionDescription: String {
        var parts: [String] = []
        if window.animator.count > 0 { parts.append("\(window.animator.count) view animation(s) running") }
        if window.layerAnimations.count > 0 { parts.append("layer animations running in \(window.layerAnimations.count) view(s)") }
        for scrollView in window.participantsInMotion.compactMap({ $0 as? ScrollView }) {
            let state = scrollView.isDecelerating ? "decelerating" : scrollView.isTracking ? "tracking"
                : scrollView.isAnimatingScroll ? "animating its offset" : "coming to rest after wheel turns"
            parts.append("\(TextDump.name(of: scrollView)) \(state)")
        }
        return parts.joined(separator: "; ")
    }
}
