@testable import CollectionWeb
import CollectionEngine
import ViewSystem
import Foundation
import Testing

@Suite("The session registry shares a frame among the pages that draw (issue 20, fairness)")
@MainActor
struct WebSessionRegistryTests {
    func registry() -> WebSessionRegistry {
        WebSessionRegistry(screens: [WebScreenEntry(ScreenDescription(id: "list", title: "List")) { size in
            TextListScreen(size: size, texts: (0..<200).map { "Row \($0)" })
        }], maximumSessions: 4)
    }

    func send(_ text: String, to identifier: Int, in registry: WebSessionRegistry) -> WebSession.Reply {
        registry.receive(Data(text.utf8), in: identifier).reply
    }

    @Test("when a page draws alone, then its frames are not limited; when another page draws too, then each frame gets a share, until the other stops drawing or leaves")
    func workLimitFollowsTheDrawingPages() throws {
        let registry = registry()
        let first = try #require(registry.open()), second = try #require(registry.open())
        let hello = #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#
        for page in [first, second] { _ = send(hello, to: page, in: registry) }
        let session = { (page: Int) in registry.sessionForTesting(page) }
        #expect(send(#"{"type":"frame","time":16}"#, to: first, in: registry).hasSpareTimeWork)
        #expect(session(first)?.frameWorkLimit == nil, "nobody else has drawn yet")
        let idle = try #require(registry.finishFrame(in: first).message)
        #expect(String(decoding: idle, as: UTF8.self).contains(#""type":"idle""#))
        _ = send(#"{"type":"frame","time":16}"#, to: second, in: registry)
        let limit = try #require(session(second)?.frameWorkLimit, "the first page drew in the last 100 ms")
        #expect(abs(limit - FrameClock.defaultFrameInterval * 0.9 / 2) < 1e-12)
        registry.close(first)
        _ = send(#"{"type":"frame","time":33}"#, to: second, in: registry)
        #expect(session(second)?.frameWorkLimit == nil, "alone again")
        #expect(registry.finishFrame(in: first).message == nil, "a closed session has no frame to finish")
    }
}
