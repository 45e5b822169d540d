import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionWeb
import Foundation
import Testing

@Suite("Messages from the page are validated before anything uses them")
struct ClientMessageTests {
    func decode(_ json: String) throws(WebProtocolError) -> ClientMessage {
        try ClientMessage.decode(Data(json.utf8))
    }

    func refusal(_ json: String) -> WebProtocolError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test("when the page says hello and sends a frame with every kind of input, then each decodes to the engine's events")
    func validMessages() throws {
        #expect(try decode(#"{"type":"hello","version":1,"viewport":{"width":800,"height":600},"screen":"mosaic"}"#)
                == .hello(version: 1, viewport: CGSize(width: 800, height: 600), screen: "mosaic"))
        let frame = try decode(#"""
        {"type":"frame","time":16.5,"viewport":{"width":640,"height":480},
         "events":[{"kind":"pointer","phase":"down","x":10,"y":20,"pointer":"touch"},
                   {"kind":"pointer","phase":"down","x":5,"y":6,"pointer":"mouse","button":"secondary"},
                   {"kind":"wheel","x":1,"y":2,"dx":0,"dy":-40},
                   {"kind":"key","key":"ArrowDown","modifiers":["shift","meta"]},
                   {"kind":"key","key":"a"},
                   {"kind":"text","view":12,"phase":"change","text":"héllo <b>"},
                   {"kind":"accessibility","view":40,"action":"custom","name":"Delete"},
                   {"kind":"accessibility","view":41,"action":"activate"},
                   {"kind":"accessibility","view":42,"action":"increment"},
                   {"kind":"accessibility","view":42,"action":"decrement"}],
         "answers":[{"request":3,"width":320,"height":88}]}
        """#)
        #expect(frame == .frame(ClientFrame(
            time: 16.5, viewport: CGSize(width: 640, height: 480),
            events: [.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 20), kind: .touch)),
                     .pointer(PointerEvent(.down, at: CGPoint(x: 5, y: 6), kind: .mouse, buttonMask: .secondary)),
                     .wheel(ScrollWheelEvent(at: CGPoint(x: 1, y: 2), deltaX: 0, deltaY: -40)),
                     .key(KeyEvent(.downArrow, modifiers: [.shift, .command])),
                     .key(KeyEvent(.character("a"))),
                     .text(TextInputEvent(view: 12, kind: .change, text: "héllo <b>")),
                     .accessibility(AccessibilityActionEvent(view: 40, action: .custom("Delete"))),
                     .accessibility(AccessibilityActionEvent(view: 41, action: .activate)),
                     .accessibility(AccessibilityActionEvent(view: 42, action: .increment)),
                     .accessibility(AccessibilityActionEvent(view: 42, action: .decrement))],
            answers: [MeasurementAnswer(request: 3, size: CGSize(width: 320, height: 88))])))
        #expect(try decode(#"{"type":"navigate","screen":"friends"}"#) == .navigate(screen: "friends"))
        #expect(try decode(#"{"type":"action","name":"update"}"#) == .action(name: "update"))
        #expect(try decode(#"{"type":"setting","name":"rtl","value":1}"#) == .setting(name: "rtl", value: 1))
    }

    @Test("when messages are malformed, oversized or hostile, then each is refused with a reason, and only unreadable ones are fatal",
          arguments: [
            (#"not json"#, true),
            (#"[1,2,3]"#, true),
            (#"{"type":"hello","version":2,"viewport":{"width":800,"height":600}}"#, true),
            (#"{"type":"hello","version":1}"#, false),
            (#"{"type":"hello","version":1,"viewport":{"width":0,"height":600}}"#, false),
            (#"{"type":"hello","version":1,"viewport":{"width":1e300,"height":600}}"#, false),
            (#"{"type":"hello","version":"1","viewport":{"width":800,"height":600}}"#, false),
            (#"{"type":"frame","time":-1}"#, false),
            (#"{"type":"frame","time":"NaN"}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"teleport","x":1,"y":1}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"hover","x":1,"y":1}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"down","x":1e9,"y":1}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"down","x":1}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"down","x":1,"y":1,"pointer":"pen"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"down","x":1,"y":1,"button":"middle"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"pointer","phase":"down","x":1,"y":1,"button":2}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"key","key":"F13"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"key","key":"a","modifiers":["hyper"]}]}"#, false),
            (#"{"type":"frame","time":1,"answers":[{"request":1,"width":-5,"height":3}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"text","phase":"change","text":"a"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"text","view":-1,"phase":"change","text":"a"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"text","view":3,"phase":"paste","text":"a"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"text","view":3,"phase":"change"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","action":"custom","name":"Delete"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":-4,"action":"custom","name":"Delete"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":4,"action":"custom"}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":4,"action":"custom","name":7}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":4}]}"#, false),
            (#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":4,"action":"magnify"}]}"#, false),
            (#"{"type":"navigate"}"#, false),
            (#"{"type":"navigate","screen":""}"#, false),
            (#"{"type":"action","name":"<script>alert(1)</script>-and-a-name-that-is-far-too-long-for-any-button-ever"}"#, false),
            (#"{"type":"setting","name":"rtl"}"#, false),
            (#"{"type":"eval","code":"alert(1)"}"#, false),
            (#"{"version":1}"#, false),
          ])
    func refusals(json: String, fatal: Bool) {
        let error = refusal(json)
        #expect(error != nil, "\(json) was accepted")
        #expect(error?.isFatal == fatal, "\(json): \(error?.message ?? "")")
        #expect(!(error?.message.isEmpty ?? true))
    }

    @Test("when a text event or an accessibility action carries more than the text limit, then it is refused")
    func overlongText() {
        let text = String(repeating: "x", count: WebProtocol.maximumTextLength + 1)
        let error = refusal(#"{"type":"frame","time":1,"events":[{"kind":"text","view":3,"phase":"change","text":"\#(text)"}]}"#)
        #expect(error?.isFatal == false && error?.message.contains("at most") == true)
        let action = refusal(#"{"type":"frame","time":1,"events":[{"kind":"accessibility","view":3,"action":"custom","name":"\#(text)"}]}"#)
        #expect(action?.isFatal == false && action?.message.contains("at most") == true)
    }

    @Test("when a message is over the size limit or a frame carries too many events, then it is refused")
    func limits() {
        let big = #"{"type":"action","name":""# + String(repeating: "x", count: WebProtocol.maximumMessageBytes) + #""}"#
        #expect(refusal(big)?.isFatal == true)
        let events = Array(repeating: #"{"kind":"wheel","x":1,"y":1,"dy":1}"#, count: WebProtocol.maximumEventsPerFrame + 1).joined(separator: ",")
        #expect(refusal(#"{"type":"frame","time":1,"events":["# + events + "]}")?.message.contains("events in one frame") == true)
    }
}
