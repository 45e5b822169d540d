import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation

/// The engine behind one page: a window on a clock the page's animation frames drive, the screen it
/// shows, and the translation of messages both ways (`Guides/WebProtocol.md`).
///
/// The engine owns the state; the page only renders what `receive(_:)` answers. A refused message is
/// answered with an `error` message and changes nothing; a fatal one also asks to close the connection.
@MainActor
public final class WebSession {
    /// What `receive(_:)` asks the connection to do.
    public struct Reply: Sendable {
        /// Messages to send, in order.
        public var messages: [Data]
        /// Whether to close the connection after sending them.
        public var close: Bool
        /// Whether a frame ran whose idle work (prefetching) waits for `finishFrame(idleTimeShare:)`,
        /// to be called once the messages are sent.
        public var hasIdleWork = false
        /// The former name of `hasIdleWork`.
        @available(*, deprecated, renamed: "hasIdleWork")
        public var hasSpareTimeWork: Bool { hasIdleWork }
    }

    private let screens: [WebScreenEntry]
    /// The app whose scenes this session shows (one per page), with the entry the page lists for it;
    /// `nil` for a session of screens.
    private let application: (application: Application, description: ScreenDescription)?
    /// The app's scene this page connected, once it said hello.
    private var scene: WindowScene?
    private let renderer = WebRenderer()
    /// The page's frames. A frame's work, idle work included, may use 75 % of the interval: the
    /// last quarter absorbs the time the operating system takes the thread away (4–6 ms at times on a
    /// 2-core machine whose other core draws the page), so a cell started in time still ends before the
    /// 16.67 ms line; the prefetcher's deep windows, not a full frame, carry the throughput
    /// (Guides/WebProtocol.md, "Decisions").
    private let clock = FrameClock(idleTimeFraction: 0.75)
    private let timeSource: any TimeSource
    private var window: Window?
    private var screen: (id: String, screen: any WebScreen)?
    /// Text and settings received since the last frame, by field in arrival order: applied at the start
    /// of the next frame (or before an action or navigation), so a page that sends a thousand keystrokes
    /// or slider steps between two frames costs the screen one change, not a thousand.
    private var pendingInput: [(field: PendingField, apply: (any WebScreen) -> Bool)] = []

    /// A field whose latest value replaces the ones before it.
    private enum PendingField: Hashable {
        case text(String)
        case setting(String)
    }
    /// The frame answered whose idle work has not run yet.
    private var unfinishedFrame: Int?
    /// The page's time of its first frame (milliseconds): the clock starts there.
    private var firstFrameTime: Double?
    private var lastFrameTime: Double = 0

    /// The largest viewport a session lays out by default, in points (a 4K screen at one point per
    /// pixel, a little taller): what one page may make the server lay out, configure and keep.
    public nonisolated static let defaultMaximumViewport = CGSize(width: 3_840, height: 2_400)

    /// The largest viewport this session lays out; a page that claims more gets this much (the rest of
    /// its stage stays empty).
    public let maximumViewport: CGSize

    /// Creates a session that can show `screens` (the first is shown unless `hello` names another),
    /// laying out at most `maximumViewport`.
    public init(screens: [WebScreenEntry], timeSource: any TimeSource = MonotonicTimeSource(),
                maximumViewport: CGSize = WebSession.defaultMaximumViewport) {
        self.screens = screens
        application = nil
        self.timeSource = timeSource
        self.maximumViewport = CGSize(width: Swift.max(1, maximumViewport.width), height: Swift.max(1, maximumViewport.height))
    }

    /// Creates a session that shows a scene of `application` (launched already): the page's `hello`
    /// connects one — the scene delegate makes its window — and closing the session disconnects it.
    /// The page lists the app as one screen, `description`.
    public init(application: Application, description: ScreenDescription, timeSource: any TimeSource = MonotonicTimeSource(),
                maximumViewport: CGSize = WebSession.defaultMaximumViewport) {
        screens = []
        self.application = (application, description)
        self.timeSource = timeSource
        self.maximumViewport = CGSize(width: Swift.max(1, maximumViewport.width), height: Swift.max(1, maximumViewport.height))
    }

    /// The app's scene this page connected (`nil` for a session of screens, or before `hello`).
    public var connectedScene: WindowScene? { scene }

    /// Ends the session: an app's scene disconnects (its delegate hears it resign, enter the background
    /// and disconnect; the app delegate hears the session discarded). Called when the page's connection
    /// ends; a second call does nothing.
    public func close() {
        guard let scene, let application else { return }
        self.scene = nil
        application.application.disconnect(scene)
    }

    /// `size` held to `maximumViewport`.
    private func bounded(_ size: CGSize) -> CGSize {
        CGSize(width: Swift.min(size.width, maximumViewport.width), height: Swift.min(size.height, maximumViewport.height))
    }

    /// The most main-actor time a frame may spend making new cells before leaving the rest to later
    /// frames (`Window.frameWorkLimit`); `nil` shows every cell at once. The server sets it while
    /// other pages are drawing.
    public var frameWorkLimit: TimeInterval? {
        didSet { window?.frameWorkLimit = frameWorkLimit }
    }

    /// The identifier of the screen shown, once the page said hello.
    public var currentScreen: String? { screen?.id }

    /// The window, once the page said hello (for tests and the technical-analysis panel).
    public var hostWindow: Window? { window }

    /// Handles one message from the page.
    public func receive(_ data: Data) -> Reply {
        let began = timeSource.now()
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(data)
        } catch {
            return Reply(messages: [ServerMessage.error(error).encoded()], close: error.isFatal)
        }
        do {
            var reply = Reply(messages: try handle(message, began: began), close: false)
            switch message {
            case .hello, .frame:
                // The frame's answer ends with its report; the idle work runs after it is sent.
                // The report counts the frame's bytes (the greeting before the first frame is not one).
                let frameMessages = if case .hello = message { reply.messages.dropFirst() } else { reply.messages[...] }
                reply.messages.append(endedReport(after: frameMessages, handlingSince: began))
                reply.hasIdleWork = true
            case .navigate, .action, .setting, .text:
                break
            }
            return reply
        } catch {
            return Reply(messages: [ServerMessage.error(error).encoded()], close: error.isFatal)
        }
    }

    private func handle(_ message: ClientMessage, began: TimeInterval) throws(WebProtocolError) -> [Data] {
        switch message {
        case .hello(_, let viewport, let requested):
            guard window == nil else { throw WebProtocolError("hello was already received") }
            if let application { return connectScene(of: application.application, listedAs: application.description, viewport: viewport) }
            guard let entry = requested.flatMap(entry(for:)) ?? screens.first else {
                throw WebProtocolError("this server has no screens", isFatal: true)
            }
            let window = Window(frame: CGRect(origin: .zero, size: bounded(viewport)), clock: clock, renderer: renderer, timeSource: timeSource)
            self.window = window
            window.frameWorkLimit = frameWorkLimit
            show(entry, in: window)
            clock.beginFrame(at: 0)
            let welcome = ServerMessage.welcome(screens: screens.map(\.description), current: entry.description.id).encoded()
            // The first transaction, then (in `receive`) the report the guide promises: it ends every
            // answer to a frame.
            return [welcome] + renderer.takeOutbox()
        case .frame(let frame):
            guard let window else { throw WebProtocolError("frame before hello") }
            let start = firstFrameTime ?? frame.time
            firstFrameTime = start
            guard frame.time >= lastFrameTime else {
                throw WebProtocolError("frame time \(frame.time) is earlier than the last frame's \(lastFrameTime)")
            }
            lastFrameTime = frame.time
            // The input that came since the last frame, once the frame is known to be good; what it
            // makes the screen do shares the frame's budget.
            let refusedInput = window.performFrameWork(startedAt: began) { applyPendingInput() }
            if let viewport = frame.viewport.map(bounded), viewport != window.bounds.size {
                if let scene {
                    // Every window of the scene hears the new size (view controllers first).
                    scene.resize(to: viewport)
                } else if window.rootViewController != nil {
                    // A view controller hears the new size first (`viewWillTransition(to:with:)`).
                    window.transition(to: viewport)
                } else {
                    window.frame = CGRect(origin: .zero, size: viewport)
                    screen?.screen.view.frame = window.bounds
                }
            }
            for event in frame.events {
                switch event {
                case .pointer(let pointer): window.send(pointer)
                case .wheel(let wheel): window.send(wheel)
                case .key(let key): window.send(key)
                case .text(let text): window.send(text)
                case .accessibility(let action): window.send(action)
                }
            }
            for answer in frame.answers { window.deliver(answer) }
            let time = Swift.max(clock.now, (frame.time - start) / 1000)
            // The screen's per-frame work shares the frame's budget (the cells it reconfigures or makes
            // are left to later frames once the budget is spent).
            window.performFrameWork(startedAt: began) { screen?.screen.frameWillBegin(at: time) }
            // The frame's budget counts from the message's arrival: the screen's per-frame work and
            // the input applied above share it.
            clock.beginFrame(at: time, workStartedAt: began)
            var messages = refusedInput + renderer.takeOutbox()
            for notice in screen?.screen.takeNotices() ?? [] { messages.append(ServerMessage.notice(notice).encoded()) }
            return messages
        case .navigate(let id):
            guard let window else { throw WebProtocolError("navigate before hello") }
            if application != nil { throw WebProtocolError("an app has no screens to navigate to (\(id.debugDescription))") }
            guard let entry = entry(for: id) else { throw WebProtocolError("unknown screen \(id.debugDescription)") }
            let refusedInput = applyPendingInput()
            show(entry, in: window)
            return refusedInput
        case .action(let name):
            if application != nil { throw WebProtocolError("an app has no action \(name.debugDescription)") }
            guard let screen else { throw WebProtocolError("action before hello") }
            let refusedInput = applyPendingInput()
            // A control outside the stage was used: a menu shown on the stage closes, as a click
            // elsewhere closes it.
            if let window { MenuBackdrop.dismissAll(in: window) }
            guard screen.screen.perform(action: name) else {
                throw WebProtocolError("the screen \(screen.id) has no action \(name.debugDescription)")
            }
            return refusedInput
        case .setting(let name, let value):
            guard let window else { throw WebProtocolError("setting before hello") }
            if name == WebProtocol.reduceMotionSetting {
                guard value == 0 || value == 1 else {
                    throw WebProtocolError("setting reduceMotion is \(value); it is 0 (off) or 1 (on)")
                }
                var settings = window.accessibilitySettings
                settings.isReduceMotionEnabled = value != 0
                if let scene { scene.changeAccessibilitySettings(to: settings) } else { window.accessibilitySettings = settings }
                return []
            }
            if let change = try Self.sessionTraitChange(name: name, value: value) {
                var traits = window.traitCollection
                change(&traits)
                traits = window.traitsToOverride(forEffective: traits)
                if let scene { scene.changeTraits(to: traits) } else { window.overrideTraitCollection = traits }
                return []
            }
            if application != nil { throw WebProtocolError("an app has no setting \(name.debugDescription)") }
            guard let screen else { throw WebProtocolError("setting before hello") }
            guard let advertised = entry(for: screen.id)?.description.settings.first(where: { $0.name == name }) else {
                // Not advertised: applied now, so a setting the screen does not have is refused now.
                guard screen.screen.apply(setting: name, value: value) else {
                    throw WebProtocolError("the screen \(screen.id) has no setting \(name.debugDescription)")
                }
                return []
            }
            // Numbers are held to what the screen advertises (its slider's range), not to what a page sends.
            if value < advertised.minimum || value > advertised.maximum {
                throw WebProtocolError("setting \(name) is \(value), outside the screen's range \(advertised.minimum)…\(advertised.maximum)")
            }
            keepForNextFrame(.setting(name)) { $0.apply(setting: name, value: value) }
            return []
        case .text(let name, let value):
            if application != nil { throw WebProtocolError("an app has no text field \(name.debugDescription)") }
            guard let screen else { throw WebProtocolError("text before hello") }
            guard entry(for: screen.id)?.description.fields.contains(where: { $0.name == name }) == true else {
                throw WebProtocolError("the screen \(screen.id) has no text field \(name.debugDescription)")
            }
            keepForNextFrame(.text(name)) { $0.apply(text: value, toField: name) }
            return []
        }
    }

    /// The change a session-wide setting makes to the window's traits — `rightToLeft` (0 or 1) the layout
    /// direction, `contentSizeCategory` (0…11) the text size, `userInterfaceStyle` (0 or 1) light or dark,
    /// `accessibilityContrast` (0 or 1) normal or increased contrast — or `nil` for another setting.
    private static func sessionTraitChange(name: String, value: Double) throws(WebProtocolError) -> ((inout TraitCollection) -> Void)? {
        switch name {
        case WebProtocol.rightToLeftSetting:
            guard value == 0 || value == 1 else {
                throw WebProtocolError("setting rightToLeft is \(value); it is 0 (left to right) or 1 (right to left)")
            }
            return { $0.layoutDirection = value != 0 ? .rightToLeft : .leftToRight }
        case WebProtocol.contentSizeCategorySetting:
            let categories = ContentSizeCategory.ordered
            guard value >= 0, value < Double(categories.count), value.rounded() == value else {
                throw WebProtocolError("setting contentSizeCategory is \(value); it is a whole number from 0 (extra small) to \(categories.count - 1)")
            }
            return { $0.preferredContentSizeCategory = categories[Int(value)] }
        case WebProtocol.userInterfaceStyleSetting:
            guard value == 0 || value == 1 else {
                throw WebProtocolError("setting userInterfaceStyle is \(value); it is 0 (light) or 1 (dark)")
            }
            return { $0.userInterfaceStyle = value != 0 ? .dark : .light }
        case WebProtocol.accessibilityContrastSetting:
            guard value == 0 || value == 1 else {
                throw WebProtocolError("setting accessibilityContrast is \(value); it is 0 (normal) or 1 (high)")
            }
            return { $0.accessibilityContrast = value != 0 ? .high : .normal }
        default:
            return nil
        }
    }

    /// Runs the idle work (prefetching) of the frame just answered, within `idleTimeShare` of its
    /// budget (a server with several busy pages gives each a part), and returns the `idle` message
    /// that tells the page what it cost (`nil` when no frame waits). Call it once the reply's messages
    /// are sent, so the page draws the frame meanwhile.
    @discardableResult
    public func finishFrame(idleTimeShare: Double = 1) -> Data? {
        guard let window, let frame = window.lastFrameReport?.frameNumber, frame == unfinishedFrame else { return nil }
        unfinishedFrame = nil
        clock.finishFrame(idleTimeShare: idleTimeShare)
        guard let report = window.lastFrameReport else { return nil }
        return ServerMessage.idle(frame: frame, duration: report.idleDuration, cellsPrefetched: report.cellsPrefetched,
                                       itemsPrefetched: report.itemsPrefetched).encoded()
    }

    /// The former name of `finishFrame(idleTimeShare:)`.
    @available(*, deprecated, renamed: "finishFrame(idleTimeShare:)")
    public func finishFrame(spareTimeShare: Double) -> Data? { finishFrame(idleTimeShare: spareTimeShare) }

    /// The report that ends the answer to a frame: the window's frame (input, scrolling, layout,
    /// transaction; its idle work follows in `finishFrame`), the session's own time for the message
    /// as `session`, the bytes of `messages` and the screen's visible cells.
    private func endedReport(after messages: ArraySlice<Data>, handlingSince began: TimeInterval) -> Data {
        let bytes = messages.reduce(0) { $0 + $1.count }
        let counted = screen?.screen.reportedCollectionViews ?? []
        let visible = counted.isEmpty ? nil : counted.reduce(0) { $0 + $1.indexPathsForVisibleItems.count }
        let report = window?.lastFrameReport
        unfinishedFrame = report?.frameNumber
        let frame = report.map { $0.advanceDuration + $0.layoutDuration + $0.renderDuration } ?? 0
        let session = Swift.max(0, timeSource.now() - began - frame)
        return ServerMessage.report(report, bytes: bytes, visibleCells: visible, sessionDuration: session).encoded()
    }

    /// Keeps `apply` as the latest input of `field`, replacing an earlier one still waiting.
    private func keepForNextFrame(_ field: PendingField, _ apply: @escaping (any WebScreen) -> Bool) {
        if let index = pendingInput.firstIndex(where: { $0.field == field }) {
            pendingInput[index].apply = apply
        } else {
            pendingInput.append((field, apply))
        }
    }

    /// Applies the text and settings waiting for the next frame, in the order their fields first came;
    /// returns an error message for each the screen did not take (the frame goes on).
    private func applyPendingInput() -> [Data] {
        guard let screen, !pendingInput.isEmpty else { return [] }
        let waiting = pendingInput
        pendingInput = []
        return waiting.compactMap { field, apply in
            guard !apply(screen.screen) else { return nil }
            let what = switch field {
            case .text(let name): "no text field \(name.debugDescription)"
            case .setting(let name): "no setting \(name.debugDescription)"
            }
            return ServerMessage.error(WebProtocolError("the screen \(screen.id) has \(what)")).encoded()
        }
    }

    /// Connects a scene of `application` for this page and makes its key window the session's window
    /// (an empty one, with the application's report on standard error, when the scene delegate made
    /// none); returns the greeting and the first transaction.
    private func connectScene(of application: Application, listedAs description: ScreenDescription, viewport: CGSize) -> [Data] {
        let size = bounded(viewport)
        let scene = application.connectWindowScene(size: size, traits: TraitCollection(), clock: clock, renderer: renderer, timeSource: timeSource)
        self.scene = scene
        let window = scene.keyWindow ?? Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: renderer, timeSource: timeSource)
        self.window = window
        window.frameWorkLimit = frameWorkLimit
        clock.beginFrame(at: 0)
        let welcome = ServerMessage.welcome(screens: [description], current: description.id).encoded()
        return [welcome] + renderer.takeOutbox()
    }

    private func entry(for id: String) -> WebScreenEntry? {
        screens.first { $0.description.id == id }
    }

    private func show(_ entry: WebScreenEntry, in window: Window) {
        // A screen's view controller disappears with it; a plain view is just removed.
        window.rootViewController = nil
        screen?.screen.view.removeFromSuperview()
        // A menu the last screen showed closes with it.
        MenuBackdrop.dismissAll(in: window)
        let made = entry.make(window.bounds.size)
        if let controller = made.viewController {
            window.rootViewController = controller
        } else {
            made.view.frame = window.bounds
            window.addSubview(made.view)
        }
        // Keys go to the screen's collection view, as if it had been clicked.
        window.makeFirstResponder(made.reportedCollectionView ?? made.view)
        screen = (entry.description.id, made)
    }
}
