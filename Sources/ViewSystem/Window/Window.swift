import CollectionGeometry
import Foundation

/// The root of a view hierarchy on a screen: it runs the engine's frames and hands each frame to a
/// renderer (Guides/Engine.md, "A frame") — the headless `UIWindow`.
///
/// Each frame of `clock`: (1) queued input is applied, (2) scrolling and animations advance,
/// (3) views are laid out (collection views show, recycle and self-size their cells), (4) the frame's
/// changes go to `renderer` as one `RenderTransaction`, (5) the rest of the frame's budget goes to
/// spare-time work (prefetching) — at once with `FrameClock.tick(at:)`, or when the host calls
/// `FrameClock.finishFrame(spareTimeShare:)` after sending the transaction. Finished animations call
/// their completions at the start of the frame in which they end.
///
/// Differences from UIKit: there is no screen, scene or key window; tests create a window with a
/// `ManualFrameClock`, the web renderer with a clock ticked by the browser.
@MainActor
open class Window: View, FrameClockSubscriber {
    /// The clock whose frames this window runs.
    public let clock: FrameClock
    /// Receives one transaction per frame; `nil` renders nothing (layout and timing still run).
    public var renderer: (any Renderer)?
    /// Measures the engine's own work (frame reports, prefetch budget). Monotonic system time by default.
    public var timeSource: any TimeSource
    /// The report of the last frame.
    public private(set) var lastFrameReport: FrameReport?
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
    package private(set) var frameWorkDeadline: TimeInterval?

    /// Runs `work` — what a host does for a frame before running it, such as a screen's per-frame hook
    /// that reconfigures items — under the frame's work limit counted from `start`, so the cells that
    /// work makes or configures again share the frame's budget (`frameWorkLimit`) instead of escaping it.
    public func performFrameWork<Result>(startedAt start: TimeInterval, _ work: () throws -> Result) rethrows -> Result {
        let previous = frameWorkDeadline
        frameWorkDeadline = frameWorkLimit.map { (start.isFinite ? start : timeSource.now()) + $0 }
        defer { frameWorkDeadline = previous }
        return try work()
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
    /// measured for one, so it skips the measurement context (the root of every trait lookup).
    open override var traitCollection: TraitCollection {
        var traits = overrideTraitCollection ?? TraitCollection()
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        return traits
    }

    /// Resizes the window to `size`, telling the root view controller first
    /// (`viewWillTransition(to:with:)`), then running the coordinator's blocks.
    public func transition(to size: CGSize) {
        let size = size.sanitizedSize
        guard size != bounds.size else { return }
        let coordinator = TransitionCoordinator()
        let root = rootViewController
        root?.runningTransitionCoordinator = coordinator
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        coordinator.run { frame = CGRect(origin: frame.origin, size: size) }
        root?.runningTransitionCoordinator = nil
    }

    package let animator = Animator()
    package var currentReport: FrameReport?
    var openFrame: OpenFrame?
    var participants: [WeakParticipant] = []
    var renderedNodes: [ViewIdentifier: RenderedNode] = [:]
    /// Each rendered parent's children, in order, as the renderer was last told.
    var renderedChildren: [ViewIdentifier: [ViewIdentifier]] = [:]
    /// Counts transactions; a node not stamped with the current count was not found and is removed.
    var renderStamp = 0
    var nextViewIdentifier: ViewIdentifier = 1
    var pendingInput: [InputEvent] = []
    /// Layout diagnostics already printed to standard error (with no handler to take them), and
    /// those reported once per window whoever takes them (unknown symbols): each once per window.
    package var printedLayoutDiagnostics: Set<String> = []
    var pendingMeasurements: [MeasurementRequest] = []
    /// Open measurement requests by identifier: the view that asked and what it asked for.
    var openMeasurements: [Int: (view: WeakView, key: MeasurementKey)] = [:]
    var pendingAnswers: [MeasurementAnswer] = []
    /// Sizes already measured, by question: the same text in the same font at the same width is not
    /// measured twice (a reused cell, a label shown again). Cleared when it holds
    /// `measurementCacheLimit` answers.
    var measurementCache: [MeasurementKey: CGSize] = [:]
    /// The open request for each question asked and not answered yet, and the other views waiting
    /// for its answer.
    var openKeys: [MeasurementKey: Int] = [:]
    var openWaiters: [Int: [WeakView]] = [:]
    /// The most answers `measurementCache` keeps before it starts again.
    static let measurementCacheLimit = 20_000
    var nextMeasurementIdentifier = 1
    /// Input state: the pointer gesture in progress, the view with the keyboard focus.
    var pointerTracking: PointerTracking?
    /// The view keys go to.
    public internal(set) weak var firstResponder: View?

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

    package func frameClock(_ clock: FrameClock, runFrameAt time: TimeInterval, workStartedAt: TimeInterval?) {
        runFrame(at: time, workStartedAt: workStartedAt)
    }

    package func frameClock(_ clock: FrameClock, finishFrameWithSpareTimeShare share: Double) {
        finishFrame(spareTimeShare: share)
    }

    /// Runs a frame at `time` up to its transaction (steps 1–4 above; called by the clock); its
    /// spare-time work waits for `finishFrame(spareTimeShare:)`. The frame's budget counts from
    /// `workStartedAt` when the host began work for it earlier.
    func runFrame(at time: TimeInterval, workStartedAt: TimeInterval? = nil) {
        if openFrame != nil { finishFrame(spareTimeShare: 0) }
        let budget = clock.frameInterval
        var report = FrameReport(frameNumber: clock.frameCount, time: time, budget: budget)
        currentReport = report
        let start = timeSource.now()
        let workStart = Swift.min(start, workStartedAt.map { $0.isFinite ? $0 : start } ?? start)

        frameWorkDeadline = frameWorkLimit.map { workStart + $0 }
        deliverPendingAnswers()
        processInput()
        animator.finishAnimations(endingBy: time)
        for participant in activeParticipants() { participant.advanceFrame(in: self, to: time) }
        let advanced = timeSource.now()

        layoutIfNeeded()
        let laidOut = timeSource.now()

        frameWorkDeadline = nil
        let transaction = makeTransaction(frameNumber: clock.frameCount, time: time)
        if !transaction.isEmpty { renderer?.render(transaction) }
        let rendered = timeSource.now()

        report = currentReport ?? report
        report.advanceDuration = advanced - start
        report.layoutDuration = laidOut - advanced
        report.renderDuration = rendered - laidOut
        currentReport = nil
        lastFrameReport = report
        openFrame = OpenFrame(start: workStart, report: report)
    }

    /// Step 5 of the frame last run: spare-time work (prefetching) until `share` of the clock's
    /// `spareTimeFraction` of the budget has passed since the frame's work began; then the frame's
    /// report is complete and goes to `frameReportHandler`. What it changes is rendered next frame.
    func finishFrame(spareTimeShare share: Double) {
        guard let frame = openFrame else { return }
        openFrame = nil
        currentReport = frame.report
        let start = timeSource.now()
        let deadline = frame.start + frame.report.budget * clock.spareTimeFraction * share
        if share > 0 {
            for participant in activeParticipants() {
                participant.performIdleWork(in: self, until: deadline)
            }
        }
        var report = currentReport ?? frame.report
        report.idleDuration = timeSource.now() - start
        currentReport = nil
        lastFrameReport = report
        frameReportHandler?(report)
    }

    /// A frame whose transaction went out and whose spare-time work has not run yet.
    struct OpenFrame {
        /// When work for the frame began (the host's, or the frame's own), on `timeSource`.
        var start: TimeInterval
        var report: FrameReport
    }

    /// Counts work for the current frame's report.
    package func noteFrameWork(cellsConfigured: Int = 0, cellsPrefetched: Int = 0, itemsPrefetched: Int = 0) {
        currentReport?.cellsConfigured += cellsConfigured
        currentReport?.cellsPrefetched += cellsPrefetched
        currentReport?.itemsPrefetched += itemsPrefetched
    }

    package func addParticipant(_ participant: any FrameParticipant) {
        guard !participants.contains(where: { $0.participant === participant }) else { return }
        participants.append(WeakParticipant(participant: participant))
    }

    package func removeParticipant(_ participant: any FrameParticipant) {
        participants.removeAll { $0.participant === participant || $0.participant == nil }
    }

    /// The frame participants in motion (scroll views dragged, decelerating, animating their offset
    /// or resting wheel turns — orthogonal sections included, which are not in the view tree).
    package var participantsInMotion: [any FrameParticipant] {
        participants.compactMap(\.participant).filter(\.isInMotion)
    }

    /// Whether nothing moves or is about to: no view animation runs, no input waits for the next frame
    /// and no participant is in motion (for tests that run frames until the screen settles).
    package var isSettled: Bool {
        animator.count == 0 && pendingInput.isEmpty && participantsInMotion.isEmpty
    }

    private func activeParticipants() -> [any FrameParticipant] {
        participants.removeAll { $0.participant == nil }
        return participants.compactMap(\.participant)
    }

    struct WeakParticipant {
        weak var participant: (any FrameParticipant)?
    }

    // MARK: Measuring

    /// Measures `key`'s content for `view`: the size when the renderer answers at once (or with
    /// `textMetrics` when there is no renderer); `nil` when the renderer answers later. A later answer
    /// is stored on `view` (`View.receiveMeasurement`) at the start of the frame it arrives in, and the
    /// window's frame participants are told which views got answers.
    package func measure(_ key: MeasurementKey, for view: View, fitting size: CGSize) -> CGSize? {
        if let size = measurementCache[key] { return size }
        if !openKeys.isEmpty, let open = openKeys[key] {
            // Asked already and not answered yet: this view hears the same answer.
            openWaiters[open, default: []].append(WeakView(view))
            return nil
        }
        let identifier = assignRenderIdentifier(to: view)
        let request = MeasurementRequest(id: nextMeasurementIdentifier, view: identifier, content: key.content,
                                         fittingSize: size, fixesWidth: key.width != nil, fixesHeight: key.height != nil)
        nextMeasurementIdentifier += 1
        guard let renderer else { return textMetrics.size(of: key.content, fixedWidth: key.width) }
        if let size = renderer.measure(request) {
            remember(size, for: key)
            return size
        }
        pendingMeasurements.append(request)
        openMeasurements[request.id] = (WeakView(view), key)
        openKeys[key] = request.id
        return nil
    }

    /// Hands the engine a renderer's answer to a measurement request (applied at the next frame).
    ///
    /// Answers to unknown requests, and sizes that are negative, NaN, infinite or above 1e9, are ignored (and the
    /// request stays open, for a size).
    public func deliver(_ answer: MeasurementAnswer) {
        guard openMeasurements[answer.request] != nil, answer.size.isUsableSize else { return }
        pendingAnswers.append(answer)
    }

    /// The number of measurement requests waiting for an answer.
    public var numberOfOpenMeasurements: Int { openMeasurements.count }

    private func deliverPendingAnswers() {
        guard !pendingAnswers.isEmpty else { return }
        let answers = pendingAnswers
        pendingAnswers.removeAll()
        var answered: [View] = []
        for answer in answers {
            guard let open = openMeasurements.removeValue(forKey: answer.request) else { continue }
            openKeys[open.key] = nil
            remember(answer.size, for: open.key)
            let views = [open.view] + (openWaiters.removeValue(forKey: answer.request) ?? [])
            for view in views.compactMap(\.view) {
                let stored = view.receiveMeasurement(open.key, size: answer.size)
                if view.measurementDidArrive() || stored { answered.append(view) }
            }
        }
        guard !answered.isEmpty else { return }
        for participant in participants.compactMap(\.participant) {
            participant.measurementsDidArrive(for: answered, in: self)
        }
    }

    private func remember(_ size: CGSize, for key: MeasurementKey) {
        if measurementCache.count >= Self.measurementCacheLimit { measurementCache.removeAll(keepingCapacity: true) }
        measurementCache[key] = size
    }

    /// A view held weakly (a measurement request does not keep its view alive).
    struct WeakView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    func assignRenderIdentifier(to view: View) -> ViewIdentifier {
        if let identifier = view.renderIdentifier { return identifier }
        let identifier = nextViewIdentifier
        nextViewIdentifier += 1
        view.renderIdentifier = identifier
        return identifier
    }
}
