import CollectionGeometry
import Foundation

/// The root of a view hierarchy on a screen: it runs the engine's frames and hands each frame to a
/// renderer (Guides/Engine.md, "A frame") — the headless `UIWindow`.
///
/// Each frame of `clock`: (1) queued input is applied, (2) scrolling and animations advance,
/// (3) views are laid out (collection views show, recycle and self-size their cells), (4) the frame's
/// changes go to `renderer` as one `RenderTransaction`, (5) the rest of the frame's budget goes to
/// idle work (prefetching) — at once with `FrameClock.tick(at:)`, or when the host calls
/// `FrameClock.finishFrame(idleTimeShare:)` after sending the transaction. Finished animations call
/// their completions at the start of the frame in which they end.
///
/// Differences from UIKit: there is no screen; a window belongs to a scene only when made with
/// `init(windowScene:)` (an app's); tests create a window with a `ManualFrameClock`, the web renderer
/// with a clock ticked by the browser.
@MainActor
open class Window: View, FrameClockSubscriber {
    /// The clock whose frames this window runs.
    public let clock: FrameClock
    /// Receives one transaction per frame; `nil` renders nothing (layout and timing still run).
    public var renderer: (any Renderer)?
    /// Measures the engine's own work (frame reports, prefetch budget). Monotonic system time by default.
    public var timeSource: any TimeSource
    /// The report of the last frame.
    public var lastFrameReport: FrameReport? { frames.lastReport }
    /// Receives each frame's report (the technical-analysis panel).
    public var frameReportHandler: ((FrameReport) -> Void)?
    /// The most main-actor time (seconds) a frame's layout may spend making new cells before it leaves
    /// the rest of the screen's cells to the next frames; `nil` (the default) shows every element in the
    /// frame that needs it, as UIKit does.
    ///
    /// Not in UIKit. A host that runs several windows on one thread — the web server with several
    /// pages drawing — sets it, so one window's expensive cells are spread over its frames instead of
    /// holding the others back (`Guides/WebProtocol.md`, "Fairness"). A cell is never cut short: a
    /// frame may end one cell's cost past the limit. NaN, infinite and negative limits are ignored.
    public var frameWorkLimit: TimeInterval? {
        didSet { if let limit = frameWorkLimit, !limit.isFinite || limit < 0 { frameWorkLimit = oldValue } }
    }
    /// When the current frame's layout must stop making new cells (`frameWorkLimit` past the frame's start).
    package var frameWorkDeadline: TimeInterval? { frames.workDeadline }

    /// Runs `work` — what a host does for a frame before running it, such as a screen's per-frame hook
    /// that reconfigures items — under the frame's work limit counted from `start`, so the cells that
    /// work makes or configures again share the frame's budget (`frameWorkLimit`) instead of escaping it.
    public func performFrameWork<Result>(startedAt start: TimeInterval, _ work: () throws -> Result) rethrows -> Result {
        try frames.withDeadline(frameWorkLimit.map { (start.isFinite ? start : timeSource.now()) + $0 }, work)
    }
    /// The model used to measure content when the renderer does not (and without a renderer).
    public var textMetrics = TextMetrics()

    /// The view controller whose view fills the window (F35). Setting it hides the old one's view
    /// (`viewWillDisappear` … `viewDidDisappear`) and shows the new one's, sized to the window and
    /// following its size (`viewWillAppear` … `viewDidAppear`).
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
                old.endAppearanceTransition()
            }
            if let new = rootViewController {
                new.beginAppearanceTransition(true, animated: false)
                let view: View = new.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
                new.endAppearanceTransition()
            }
        }
    }

    /// The window's traits: its override or the defaults — a window has no superview and is never
    /// measured for one, so it skips the measurement context (the root of every trait lookup). Size
    /// classes the override leaves unspecified come from the window's size, as a full-screen window's
    /// do in UIKit: regular width from 700 points, regular height from 500 (`Guides/ViewControllers.md`).
    open override var traitCollection: TraitCollection {
        Self.traits(givenTraits, sizedTo: bounds.size)
    }

    /// A size change that crosses a size class boundary also tells the views and view controllers that
    /// the traits changed.
    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.size != bounds.size { sizeDidChange(from: oldBounds.size) }
    }

    /// Resizes the window to `size`, telling the root view controller first
    /// (`willTransition(to:with:)` when the size classes change, then `viewWillTransition(to:with:)`),
    /// then running the coordinator's blocks.
    public func transition(to size: CGSize) {
        let size = size.sanitizedSize
        guard size != bounds.size else { return }
        let coordinator = TransitionCoordinator()
        let root = rootViewController
        root?.runningTransitionCoordinator = coordinator
        let newTraits = Self.traits(givenTraits, sizedTo: size)
        if newTraits != traitCollection { root?.willTransition(to: newTraits, with: coordinator) }
        root?.viewWillTransition(to: size, with: coordinator)
        coordinator.run { frame = CGRect(origin: frame.origin, size: size) }
        root?.runningTransitionCoordinator = nil
    }

    /// The view animations: started by property changes inside `View.animate`, advanced each frame.
    package let animator = Animator()
    /// The views whose layers run explicit animations (`Layer.add(_:forKey:)`).
    package let layerAnimations = LayerAnimationSchedule()
    /// Layout diagnostics already printed to standard error (with no handler to take them), and
    /// those reported once per window whoever takes them (unknown symbols): each once per window.
    package var printedLayoutDiagnostics: Set<String> = []

    // The window's concerns, each owning its state (Guides/Engine.md, "A frame").
    /// The frame reports, the frame work deadline and the frame participants.
    let frames = FrameLoop()
    /// Input queued for the next frame, the pointer gesture in progress and the keyboard focus.
    let input = InputRouter()
    /// Measurement requests, answers and the sizes already known.
    let measurements = MeasurementBroker()
    /// What the renderer was last told, and the views' identifiers.
    let renderDiff = RenderDiff()
    /// The reader's assistive settings and what was posted to assistive technologies.
    let accessibility = AccessibilityEnvironment()

    /// The reader's assistive settings that are no trait (reduced motion …), which `Accessibility`'s
    /// queries answer while this window's frame runs; a change is posted as UIKit's status
    /// notification at the next frame.
    ///
    /// Differences from UIKit: the settings are a window's, since each browser page is a device.
    public var accessibilitySettings: AccessibilitySettings {
        get { accessibility.settings }
        set { accessibility.settings = newValue }
    }

    /// The scene the window belongs to (a `WindowScene`, see `windowScene`), as the next responder.
    weak var sceneResponder: Responder?

    /// The next responder: the window's scene (then the application, then the app delegate).
    open override var next: Responder? { sceneResponder }

    /// The view keys go to.
    public internal(set) var firstResponder: View? {
        get { input.firstResponder }
        set { input.firstResponder = newValue }
    }

    /// Creates a window of `frame` that runs the frames of `clock` and renders them with `renderer`.
    public init(frame: CGRect, clock: FrameClock, renderer: (any Renderer)? = nil, timeSource: (any TimeSource)? = nil) {
        self.clock = clock
        self.renderer = renderer
        self.timeSource = timeSource ?? MonotonicTimeSource()
        super.init(frame: frame)
        renderIdentifier = 0
        clipsToBounds = true
        clock.subscribe(self)
    }

    /// Creates a window with its own 60 Hz clock and no renderer.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, clock: FrameClock())
    }

    /// Creates a window with a zero frame and its own clock; `coder` is ignored.
    public required init?(coder: NSCoder) {
        clock = FrameClock()
        timeSource = MonotonicTimeSource()
        super.init(coder: coder)
        renderIdentifier = 0
        clock.subscribe(self)
    }

    /// Creates a window with a zero frame and its own clock.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Frames

    func frameClock(_ clock: FrameClock, runFrameAt time: TimeInterval, workStartedAt: TimeInterval?) {
        runFrame(at: time, workStartedAt: workStartedAt)
    }

    func frameClock(_ clock: FrameClock, finishFrameWithSpareTimeShare share: Double) {
        finishFrame(idleTimeShare: share)
    }

    /// Runs a frame at `time` up to its transaction (steps 1–4 above; called by the clock); its
    /// idle work waits for `finishFrame(idleTimeShare:)`. The frame's budget counts from
    /// `workStartedAt` when the host began work for it earlier.
    func runFrame(at time: TimeInterval, workStartedAt: TimeInterval? = nil) {
        // Accessibility's static API and the device answer for this window while its frame runs.
        DeviceScreen.$current.withValue(DeviceScreen(traits: traitCollection, size: bounds.size)) {
            runFrameInEnvironment(at: time, workStartedAt: workStartedAt)
        }
    }

    private func runFrameInEnvironment(at time: TimeInterval, workStartedAt: TimeInterval?) {
        AccessibilityEnvironment.$current.withValue(accessibility) {
            for name in accessibility.refresh(traits: traitCollection) { NotificationCenter.default.post(name: name, object: nil) }
            if frames.open != nil { finishFrame(idleTimeShare: 0) }
            // The implicit layer transaction of the turn before the frame ends here, as a run loop turn's does.
            TransactionStack.existing?.commitImplicit()
            let report = FrameReport(frameNumber: clock.frameCount, time: time, budget: clock.frameInterval)
            let start = timeSource.now()
            let workStart = Swift.min(start, workStartedAt.map { $0.isFinite ? $0 : start } ?? start)
            frames.begin(report, deadline: frameWorkLimit.map { workStart + $0 })

            let answered = measurements.applyAnswers()
            if !answered.isEmpty {
                for participant in frames.all { participant.measurementsDidArrive(for: answered, in: self) }
            }
            input.process(in: self, time: clock.now)
            animator.finishAnimations(endingBy: time)
            layerAnimations.advance(to: time, in: self)
            for participant in frames.active() { participant.advanceFrame(in: self, to: time) }
            let advanced = timeSource.now()

            layoutIfNeeded()
            let laidOut = timeSource.now()

            frames.endLayout()
            let transaction = makeTransaction(frameNumber: clock.frameCount, time: time)
            if !transaction.isEmpty { renderer?.render(transaction) }
            let rendered = timeSource.now()

            frames.endFrame(startedAt: workStart, fallback: report) { report in
                report.advanceDuration = advanced - start
                report.layoutDuration = laidOut - advanced
                report.renderDuration = rendered - laidOut
            }
    
        }
    }

    /// Step 5 of the frame last run: idle work (prefetching) until `share` of the clock's
    /// `idleTimeFraction` of the budget has passed since the frame's work began; then the frame's
    /// report is complete and goes to `frameReportHandler`. What it changes is rendered next frame.
    func finishFrame(idleTimeShare share: Double) {
        guard let frame = frames.takeOpenFrame() else { return }
        let start = timeSource.now()
        let deadline = frame.start + frame.report.budget * clock.idleTimeFraction * share
        if share > 0 {
            for participant in frames.active() {
                participant.performIdleWork(in: self, until: deadline)
            }
        }
        let report = frames.finishOpenFrame(frame) { report in
            report.idleDuration = timeSource.now() - start
        }
        frameReportHandler?(report)
    }

    /// Counts work for the current frame's report.
    package func noteFrameWork(cellsConfigured: Int = 0, cellsPrefetched: Int = 0, itemsPrefetched: Int = 0) {
        frames.noteWork(cellsConfigured: cellsConfigured, cellsPrefetched: cellsPrefetched, itemsPrefetched: itemsPrefetched)
    }

    package func addParticipant(_ participant: any FrameParticipant) {
        frames.add(participant)
    }

    func removeParticipant(_ participant: any FrameParticipant) {
        frames.remove(participant)
    }

    /// The frame participants in motion (scroll views dragged, decelerating, animating their offset
    /// or resting wheel turns — orthogonal sections included, which are not in the view tree).
    package var participantsInMotion: [any FrameParticipant] {
        frames.inMotion
    }

    /// Whether nothing moves or is about to: no view or layer animation runs, no input waits for the next frame
    /// and no participant is in motion (for tests that run frames until the screen settles).
    package var isSettled: Bool {
        animator.count == 0 && layerAnimations.isIdle && !input.hasPendingInput && participantsInMotion.isEmpty
    }

    // MARK: Measuring

    /// Measures `key`'s content for `view`: the size when the renderer answers at once (or with
    /// `textMetrics` when there is no renderer); `nil` when the renderer answers later. A later answer
    /// is stored on `view` (`View.receiveMeasurement`) at the start of the frame it arrives in, and the
    /// window's frame participants are told which views got answers.
    package func measure(_ key: MeasurementKey, for view: View, fitting size: CGSize) -> CGSize? {
        measurements.measure(key, for: view, identifier: { renderDiff.identifier(for: view) }, fitting: size,
                             renderer: renderer, textMetrics: textMetrics)
    }

    /// Hands the engine a renderer's answer to a measurement request (applied at the next frame).
    ///
    /// Answers to unknown requests, and sizes that are negative, NaN, infinite or above 1e9, are ignored (and the
    /// request stays open, for a size).
    public func deliver(_ answer: MeasurementAnswer) {
        measurements.deliver(answer)
    }

    /// The number of measurement requests waiting for an answer.
    public var numberOfOpenMeasurements: Int { measurements.openCount }
}
