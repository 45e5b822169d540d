@testable import CollectionWeb
import CollectionEngine
import ViewSystem
import Foundation
import Testing

@Suite("The session registry shares a frame among the pages that draw (fairness)")
@MainActor
struct WebSessionRegistryTests {
    func registry() -> WebSessionRegistry {
        WebSessionRegistry(screens: [WebScreenEntry(ScreenDescription(id: "list", title: "List")) { size in
            TextListScreen(size: size, texts: (0..<200).map { "Row \($0)" })
        }])
    }

    func send(_ text: String, to identifier: Int, in registry: WebSessionRegistry) -> WebSession.Reply {
        registry.receive(Data(text.utf8), in: identifier).reply
    }

    @Test("when a page is the only one open, then its frames are not limited; when another is open, then every frame has a budget, shared with the pages that drew in the last second, until the other leaves")
    func workLimitFollowsTheOpenPages() throws {
        let registry = registry()
        let first = try #require(registry.open(maximumSessions: 4))
        let hello = #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#
        _ = send(hello, to: first, in: registry)
        #expect(send(#"{"type":"frame","time":16}"#, to: first, in: registry).hasIdleWork)
        #expect(registry.sessionForTesting(first)?.frameWorkLimit == nil, "alone, a page's frames take what its cells cost")
        let second = try #require(registry.open(maximumSessions: 4))
        _ = send(hello, to: second, in: registry)
        let interval = FrameClock.defaultFrameInterval
        _ = send(#"{"type":"frame","time":16}"#, to: second, in: registry)
        let own = try #require(registry.sessionForTesting(second)?.frameWorkLimit, "another page is open: a budget even before it drew")
        #expect(abs(own - interval * 0.75) < 1e-12)
        let idle = try #require(registry.finishFrame(in: first).message)
        #expect(String(decoding: idle, as: UTF8.self).contains(#""type":"idle""#))
        _ = send(#"{"type":"frame","time":33}"#, to: second, in: registry)
        let shared = try #require(registry.sessionForTesting(second)?.frameWorkLimit)
        #expect(abs(shared - interval * 0.75 / 2) < 1e-12, "the first page drew: two share the frame")
        // A page kept waiting by another's long frame still counts for a second; then it no longer draws.
        let now = ContinuousClock.now
        #expect(registry.frameBudget(for: second, at: now + .milliseconds(500)).map { abs($0 - interval * 0.75 / 2) < 1e-12 } == true)
        #expect(registry.frameBudget(for: second, at: now + .seconds(2)).map { abs($0 - interval * 0.75) < 1e-12 } == true)
        registry.close(first)
        _ = send(#"{"type":"frame","time":50}"#, to: second, in: registry)
        #expect(registry.sessionForTesting(second)?.frameWorkLimit == nil, "alone again")
        #expect(registry.finishFrame(in: first).message == nil, "a closed session has no frame to finish")
    }

    @Test("when two pages show scenes of an app, then each scene's frames have the shared budget, as screens' do, and alone again a page has none")
    func appScenesShareTheFrame() throws {
        let application = Application()
        application.launch(GreetingAppDelegate())
        let registry = WebSessionRegistry(application: application, description: ScreenDescription(id: "app", title: "Greeting"))
        let hello = #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#
        let first = try #require(registry.open(maximumSessions: 4)), second = try #require(registry.open(maximumSessions: 4))
        _ = send(hello, to: first, in: registry)
        _ = send(hello, to: second, in: registry)
        #expect(application.connectedScenes.count == 2)
        _ = registry.finishFrame(in: first)
        _ = send(#"{"type":"frame","time":16}"#, to: second, in: registry)
        let shared = try #require(registry.sessionForTesting(second)?.frameWorkLimit)
        #expect(abs(shared - FrameClock.defaultFrameInterval * 0.75 / 2) < 1e-12, "the other scene drew: two share the frame")
        registry.close(first)
        _ = send(#"{"type":"frame","time":33}"#, to: second, in: registry)
        #expect(registry.sessionForTesting(second)?.frameWorkLimit == nil && application.connectedScenes.count == 1)
        registry.close(second)
    }

    @Test("when sessions reach the cap, then opening another fails until one closes")
    func cap() throws {
        let registry = registry()
        let opened = (0..<2).compactMap { _ in registry.open(maximumSessions: 2) }
        #expect(opened.count == 2)
        #expect(registry.open(maximumSessions: 2) == nil)
        registry.close(opened[0])
        #expect(registry.open(maximumSessions: 2) != nil)
    }

    @Test("when an app scheduled a Timer from main-actor code, then it fires with the next message a page sends, before that message's frame")
    func timersFireBetweenFrames() throws {
        let registry = registry()
        let page = try #require(registry.open(maximumSessions: 4))
        _ = send(#"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#, to: page, in: registry)
        let fired = Fired()
        _ = Timer.scheduledTimer(withTimeInterval: 0.005, repeats: false) { _ in MainActor.assumeIsolated { fired.count += 1 } }
        usleep(20_000)
        #expect(fired.count == 0, "nothing runs the run loop until a page sends")
        _ = send(#"{"type":"frame","time":16}"#, to: page, in: registry)
        #expect(fired.count == 1)
        _ = send(#"{"type":"frame","time":33}"#, to: page, in: registry)
        #expect(fired.count == 1, "a timer that does not repeat fires once")
    }
}

@MainActor
private final class Fired {
    var count = 0
}
