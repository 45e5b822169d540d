// The examples of the CollectionWeb catalog's "Getting started" article and of Guides/WebProtocol.md
// and Guides/Deployment.md, run as tests so the documentation cannot rot (scripts/check-examples
// checks that each document shows its code verbatim).
import CollectionEngine
import CollectionGeometry
import CollectionWeb
import Foundation
import Testing
import ViewSystem

/// A screen of your own for the browser: one label, and a button that counts.
@MainActor
final class CounterScreen: WebScreen {
    let view = View()
    let label = Label()
    private var count = 0

    init(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        view.backgroundColor = .systemBackground
        label.frame = CGRect(x: 20, y: 100, width: size.width - 40, height: 40)
        label.text = "Tapped 0 times"
        view.addSubview(label)
    }

    func perform(action name: String) -> Bool {
        guard name == "tap" else { return false }
        count += 1
        label.text = "Tapped \(count) times"
        return true
    }
}

let counterEntry = WebScreenEntry(ScreenDescription(id: "counter", title: "Counter",
                                                    actions: [.init(name: "tap", title: "Tap")])) { size in
    CounterScreen(size: size)
}

@Suite("CollectionWeb's documentation examples")
@MainActor
struct WebDocumentationExampleTests {
    func types(_ reply: WebSession.Reply) -> [String] {
        reply.messages.compactMap { data in
            (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["type"] as? String
        }
    }

    @Test("getting started: a session shows a screen of your own and answers the page's messages")
    func sessionWithAScreenOfYourOwn() {
        let session = WebSession(screens: [counterEntry])
        let hello = session.receive(Data(#"{"type":"hello","version":1,"viewport":{"width":390,"height":844}}"#.utf8))
        #expect(types(hello) == ["welcome", "frame", "report"])

        let tap = session.receive(Data(#"{"type":"action","name":"tap"}"#.utf8))
        #expect(tap.messages.isEmpty)                // seen in the next frame
        let frame = session.receive(Data(#"{"type":"frame","time":16.7}"#.utf8))
        #expect(types(frame).first == "frame")
        #expect(String(decoding: frame.messages[0], as: UTF8.self).contains("Tapped 1 times"))
    }

    @Test("the protocol guide: a message with a number out of range is refused with an error and changes nothing")
    func refusedMessage() throws {
        let session = WebSession(screens: [counterEntry])
        _ = session.receive(Data(#"{"type":"hello","version":1,"viewport":{"width":390,"height":844}}"#.utf8))

        let refused = session.receive(Data(#"{"type":"frame","time":1e308}"#.utf8))
        #expect(types(refused) == ["error"])
        let error = try #require(try JSONSerialization.jsonObject(with: refused.messages[0]) as? [String: Any])
        #expect((error["message"] as? String)?.contains("time") == true)
        let next = session.receive(Data(#"{"type":"frame","time":33.4}"#.utf8))
        #expect(types(next).last == "report")         // the session goes on: the frame is answered
    }

    @Test("the deployment guide: one process behind a proxy, on a port of its own, serving the page")
    func serverBehindAProxy() async throws {
        let box = AddressBox()
        let configuration = WebServer.Configuration(host: "127.0.0.1", port: 0, maximumSessions: 48,
                                                    allowedOrigins: ["https://gallery.example.org"],
                                                    allowedHosts: ["gallery.example.org"])
        let server = WebServer(screens: [counterEntry], configuration: configuration)
        let task = Task { try await server.run { address in Task { await box.set(address) } } }
        defer { task.cancel() }

        let address = try await box.waitForAddress()
        let port = try #require(address.flatMap(URL.init(string:))?.port)
        let page = try await RawConnection.exchange(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                                                    for: .seconds(5))
        #expect(page.text.hasPrefix("HTTP/1.1 200"))
        // As the proxy forwards it: the public name, answered; another name is not.
        let proxied = try await RawConnection.exchange(port: port, sending: "GET / HTTP/1.1\r\nHost: gallery.example.org\r\nConnection: close\r\n\r\n",
                                                       for: .seconds(5))
        #expect(proxied.text.hasPrefix("HTTP/1.1 200"))
    }
}
