import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout

import CollectionWeb
import Foundation
import Testing

/// A list of texts whose rows have estimated heights (the page measures them).
@MainActor
final class TextListScreen: WebScreen, CollectionViewDataSource {
    let collectionView: CollectionView
    var texts: [String]
    var updates = 0
    let registration = CellRegistration<CollectionViewCell, String> { cell, _, text in
        var content = ListContentConfiguration.cell()
        content.text = text
        cell.contentConfiguration = content
    }
    var view: View { collectionView }
    var reportedCollectionView: CollectionViewBase? { collectionView }

    init(size: CGSize, texts: [String]) {
        self.texts = texts
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size),
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.isPrefetchingEnabled = false
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
    }

    func perform(action name: String) -> Bool {
        guard name == "append" else { return false }
        texts.append("new")
        collectionView.insertItems(at: [IndexPath(item: texts.count - 1, section: 0)])
        updates += 1
        return true
    }
}

/// One image view showing a PNG from data.
@MainActor
final class PhotoScreen: WebScreen {
    let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let photo = ImageView()
    init() {
        // A 2 × 2 PNG header is enough for the session: it sends the bytes as they are.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        photo.image = Image(data: Data(bytes))
        photo.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        view.addSubview(photo)
    }
    func perform(action name: String) -> Bool {
        photo.contentMode = photo.contentMode == .scaleAspectFit ? .scaleAspectFill : .scaleAspectFit
        return true
    }
}

/// A screen whose one view draws custom content holding two images from data, nested in parts.
@MainActor
final class PartsPhotoScreen: WebScreen {
    final class PartsView: View {
        var parts: CustomContentConfiguration?
        override var renderedContent: RenderedContent? { parts?.renderedContent }
    }
    let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    init() {
        func png(side: UInt8) -> Image? {
            let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                + [0, 0, 0, side, 0, 0, 0, side, 8, 6, 0, 0, 0]
            return Image(data: Data(bytes))
        }
        let drawn = PartsView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        if let first = png(side: 2), let second = png(side: 3) {
            drawn.parts = CustomContentConfiguration(.styled(.vertical([.image(first), .horizontal([.text("a"), .image(second), .image(first)])]),
                                                             classNames: ["photo"]))
        }
        view.addSubview(drawn)
    }
}

/// A screen with a search field and a setting that records what it is given.
@MainActor
final class SearchScreen: WebScreen {
    let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var searches: [String] = []
    var costs: [Double] = []
    var actions = 0
    func apply(text: String, toField name: String) -> Bool {
        searches.append(text)
        return true
    }
    func apply(setting name: String, value: Double) -> Bool {
        costs.append(value)
        return true
    }
    func perform(action name: String) -> Bool {
        actions += 1
        return true
    }
}

@Suite("A web session: the engine owns the state, the page renders what it is sent")
@MainActor
struct WebSessionTests {
    func session() -> WebSession {
        WebSession(screens: [
            WebScreenEntry(ScreenDescription(id: "list", title: "List", actions: [.init(name: "append", title: "Append")],
                                             settings: [.init(name: "cost", title: "Cost", minimum: 0, maximum: 20, step: 1, value: 0)])) { size in
                TextListScreen(size: size, texts: (0..<100).map { "Row \($0)" })
            },
            WebScreenEntry(ScreenDescription(id: "empty", title: "Empty")) { size in
                TextListScreen(size: size, texts: [])
            },
        ], timeSource: ManualTimeSource())
    }

    func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Sends `text` and, as the server does once the answer is out, runs the frame's idle work.
    func send(_ session: WebSession, _ text: String) -> WebSession.Reply {
        let reply = session.receive(Data(text.utf8))
        if reply.hasIdleWork { session.finishFrame() }
        return reply
    }

    /// The `frame` message of a reply (a frame reply ends with a `report`).
    func frameMessage(_ reply: WebSession.Reply) throws -> [String: Any] {
        let messages = try reply.messages.map { try json($0) }
        return try #require(messages.first { $0["type"] as? String == "frame" })
    }

    @Test("when a screen shows an image from data, then its bytes go once, before the first frame naming it, and later frames only name it")
    func imagesGoOnce() throws {
        let session = WebSession(screens: [
            WebScreenEntry(ScreenDescription(id: "photo", title: "Photo", actions: [.init(name: "mode", title: "Mode")])) { _ in PhotoScreen() },
        ], timeSource: ManualTimeSource())
        let reply = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let messages = try reply.messages.map { try json($0) }
        let types = messages.map { $0["type"] as? String }
        #expect(types == ["welcome", "image", "frame", "report"], "\(types)")
        let image = messages[1]
        #expect(image["mime"] as? String == "image/png" && (image["data"] as? String)?.hasPrefix("iVBORw0KGgo") == true)
        let frame = try frameMessage(reply)
        let content = (frame["inserted"] as? [[String: Any]])?.compactMap { $0["content"] as? [String: Any] }.first { $0["kind"] as? String == "imageView" }
        #expect((content?["image"] as? [String: Any])?["bitmap"] as? String == image["id"] as? String)
        _ = send(session, #"{"type":"action","name":"mode"}"#)
        let next = send(session, #"{"type":"frame","time":16}"#)
        let later = try next.messages.map { try json($0) }.map { $0["type"] as? String }
        #expect(!later.contains("image"), "the content changed, the bytes were sent already: \(later)")
    }

    @Test("when custom content holds images from data in nested parts, then each image's bytes go once before the frame")
    func imagesInPartsGoOnce() throws {
        let session = WebSession(screens: [
            WebScreenEntry(ScreenDescription(id: "parts", title: "Parts")) { _ in PartsPhotoScreen() },
        ], timeSource: ManualTimeSource())
        let reply = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let messages = try reply.messages.map { try json($0) }
        #expect(messages.map { $0["type"] as? String } == ["welcome", "image", "image", "frame", "report"])
        #expect(Set(messages.filter { $0["type"] as? String == "image" }.compactMap { $0["id"] as? String }).count == 2)
    }

    @Test("when a frame is answered, then the answer ends with its report before any idle work, and finishing the frame prepares cells ahead and returns an idle message naming that frame")
    func spareTimeAfterTheAnswer() throws {
        let session = session()
        // The greeting's frame is not finished: the next frame drops its spare time.
        _ = session.receive(Data(#"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#.utf8))
        let list = try #require(session.hostWindow?.subviews.first as? CollectionView)
        list.isPrefetchingEnabled = true
        let reply = session.receive(Data(#"{"type":"frame","time":1000}"#.utf8))
        #expect(reply.hasIdleWork)
        let report = try json(try #require(reply.messages.last))
        #expect(report["type"] as? String == "report" && report["idle"] as? Int == 0 && report["prefetchedCells"] as? Int == 0)
        let frame = try #require(report["frame"] as? Int)
        let idle = try json(try #require(session.finishFrame()))
        #expect(idle["type"] as? String == "idle" && idle["frame"] as? Int == frame)
        #expect((idle["prefetchedCells"] as? Int ?? 0) > 0, "the rows below were prepared after the answer: \(idle)")
        #expect(session.finishFrame() == nil, "once per frame")
        let action = session.receive(Data(#"{"type":"navigate","screen":"empty"}"#.utf8))
        #expect(!action.hasIdleWork && session.finishFrame() == nil, "only a frame leaves idle work")
    }

    @Test("when the page says hello, then it gets the screens, a first frame inserting the visible rows with their measurements asked, and a report")
    func hello() throws {
        let session = session()
        let reply = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(!reply.close && reply.messages.count == 3)
        let report = try json(reply.messages[2])
        #expect(report["type"] as? String == "report" && report["visible"] as? Int == 11, "the guide's flow: welcome, frame, report")
        #expect(report["bytes"] as? Int == reply.messages[1].count)
        let welcome = try json(reply.messages[0])
        #expect(welcome["type"] as? String == "welcome" && welcome["current"] as? String == "list")
        #expect((welcome["screens"] as? [[String: Any]])?.map { $0["id"] as? String } == ["list", "empty"])
        let frame = try json(reply.messages[1])
        #expect(frame["type"] as? String == "frame")
        let inserted = try #require(frame["inserted"] as? [[String: Any]])
        #expect(inserted.filter { $0["kind"] as? String == "CollectionViewCell" }.count == 11, "480 / 44-point estimates")
        let measure = try #require(frame["measure"] as? [[String: Any]])
        #expect(measure.count == 11)
        #expect(measure.allSatisfy { $0["width"] as? Double == 320 && $0["height"] == nil })
        let content = try #require(measure.first?["content"] as? [String: Any])
        #expect((content["text"] as? [String: Any])?["text"] as? String == "Row 0")
    }

    @Test("when the page answers measurements and scrolls with the wheel, then the next frames carry the new heights and offset")
    func measurementsAndWheel() throws {
        let session = session()
        let hello = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let measure = try #require(try json(hello.messages[1])["measure"] as? [[String: Any]])
        let answers = measure.map { #"{"request":\#($0["request"] as! Int),"width":320,"height":60}"# }.joined(separator: ",")
        let first = send(session, #"{"type":"frame","time":1000,"answers":["# + answers + "]}")
        #expect(!first.close)
        let rows = session.hostWindow?.subviews.first.map { ($0 as? CollectionView)?.visibleCells.map(\.frame.height) ?? [] } ?? []
        #expect(rows.prefix(3) == [60, 60, 60])
        let wheel = send(session, #"{"type":"frame","time":1016,"events":[{"kind":"wheel","x":100,"y":100,"dy":120}]}"#)
        let frame = try frameMessage(wheel)
        let updated = try #require(frame["updated"] as? [[String: Any]])
        #expect(updated.contains { ($0["props"] as? [String: Any])?["oy"] as? Double == 120 })
    }

    @Test("when messages are refused, then the page gets an error, the session keeps its state, and only fatal ones close")
    func refusals() throws {
        let session = session()
        let early = send(session, #"{"type":"frame","time":1}"#)
        #expect(try json(early.messages[0])["message"] as? String == "frame before hello" && !early.close)
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let again = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(try json(again.messages[0])["type"] as? String == "error")
        _ = send(session, #"{"type":"frame","time":500}"#)
        let backwards = send(session, #"{"type":"frame","time":400}"#)
        #expect((try json(backwards.messages[0])["message"] as? String)?.contains("earlier") == true)
        let unknownScreen = send(session, #"{"type":"navigate","screen":"nope"}"#)
        #expect((try json(unknownScreen.messages[0])["message"] as? String)?.contains("unknown screen") == true)
        let unknownAction = send(session, #"{"type":"action","name":"explode"}"#)
        #expect(try json(unknownAction.messages[0])["type"] as? String == "error")
        let garbage = send(session, "\u{0}\u{1}garbage")
        #expect(garbage.close)
        #expect(session.currentScreen == "list")
        // Still working after all that.
        let action = send(session, #"{"type":"action","name":"append"}"#)
        #expect(action.messages.isEmpty && !action.close)
        let frame = send(session, #"{"type":"frame","time":600}"#)
        #expect(!frame.close)
        let list = try #require(session.hostWindow?.subviews.first as? CollectionView)
        #expect(list.numberOfItems(inSection: 0) == 101)
    }

    @Test("when numbers are out of range — a frame time of 1e308, rightToLeft -7, a setting beyond the screen's slider — then each is refused with why, and later frames still work")
    func numbersOutOfRange() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        _ = send(session, #"{"type":"frame","time":16}"#)
        let huge = send(session, #"{"type":"frame","time":1e308}"#)
        let hugeMessage = try json(huge.messages[0])["message"] as? String
        #expect(!huge.close && hugeMessage?.hasPrefix("frame time 1e+308 is beyond 10000000000 ms") == true, "\(hugeMessage ?? "")")
        let next = send(session, #"{"type":"frame","time":32}"#)
        #expect(try json(try #require(next.messages.last))["type"] as? String == "report", "a later, real frame is still accepted")

        let sideways = send(session, #"{"type":"setting","name":"rightToLeft","value":-7}"#)
        #expect(try json(sideways.messages[0])["message"] as? String == "setting rightToLeft is -7.0; it is 0 (left to right) or 1 (right to left)")
        #expect(session.hostWindow?.traitCollection.layoutDirection != .rightToLeft)

        let costly = send(session, #"{"type":"setting","name":"cost","value":50}"#)
        #expect(try json(costly.messages[0])["message"] as? String == "setting cost is 50.0, outside the screen's range 0.0…20.0")
        let inRange = send(session, #"{"type":"setting","name":"cost","value":20}"#)
        #expect(inRange.messages.isEmpty, "in range, it waits for the next frame")
        let frame = send(session, #"{"type":"frame","time":48}"#)
        #expect((try json(frame.messages[0])["message"] as? String)?.contains("has no setting \"cost\"") == true,
                "then it reaches the screen (which here does not take it), and the frame goes on")
        #expect(try json(try #require(frame.messages.last))["type"] as? String == "report")
    }

    @Test("when the page navigates, then the next frame removes the old screen's views and inserts the new screen")
    func navigate() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(send(session, #"{"type":"navigate","screen":"empty"}"#).messages.isEmpty)
        let reply = send(session, #"{"type":"frame","time":16}"#)
        let frame = try frameMessage(reply)
        let report = try json(try #require(reply.messages.last))
        #expect(report["type"] as? String == "report" && report["visible"] as? Int == 0, "the empty screen shows no cells")
        #expect((frame["removed"] as? [Int])?.isEmpty == false)
        #expect(session.currentScreen == "empty")
    }

    @Test("when a frame is answered, then it ends with a report of the engine's timing, the bytes sent and the visible cells")
    func reports() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let reply = send(session, #"{"type":"frame","time":16}"#)
        let report = try json(try #require(reply.messages.last))
        #expect(report["type"] as? String == "report")
        #expect(report["visible"] as? Int == 11 && report["budget"] as? Int == 16_667)
        #expect(report["bytes"] as? Int == reply.messages.dropLast().reduce(0) { $0 + $1.count })
        let idle = send(session, #"{"type":"frame","time":32}"#)
        #expect(idle.messages.count == 1, "nothing changed: only the report")
    }

    @Test("when the page turns right to left on, then the window's traits change and the rows are laid out again")
    func rightToLeft() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(send(session, #"{"type":"setting","name":"rightToLeft","value":1}"#).messages.isEmpty)
        _ = send(session, #"{"type":"frame","time":16}"#)
        #expect(session.hostWindow?.traitCollection.layoutDirection == .rightToLeft)
        let unknown = send(session, #"{"type":"text","name":"search","text":"a"}"#)
        #expect((try json(unknown.messages[0])["message"] as? String)?.contains("no text field") == true)
    }

    @Test("when the page prefers a dark appearance, then the window's traits turn dark and colours resolve dark; a value that is no appearance is refused")
    func darkAppearance() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        _ = send(session, #"{"type":"setting","name":"contentSizeCategory","value":5}"#)
        #expect(send(session, #"{"type":"setting","name":"userInterfaceStyle","value":1}"#).messages.isEmpty)
        _ = send(session, #"{"type":"frame","time":16}"#)
        let traits = try #require(session.hostWindow?.traitCollection)
        #expect(traits.userInterfaceStyle == .dark && traits.preferredContentSizeCategory == .extraExtraLarge, "other settings kept")
        #expect(Color.systemBackground.resolvedColor(with: traits) == Color(red: 0, green: 0, blue: 0, alpha: 1))
        for bad in ["2", "-1", "0.5"] {
            let refused = send(session, #"{"type":"setting","name":"userInterfaceStyle","value":\#(bad)}"#)
            let message = try json(refused.messages[0])["message"] as? String
            #expect(message?.hasPrefix("setting userInterfaceStyle is") == true && message?.hasSuffix("it is 0 (light) or 1 (dark)") == true, "\(message ?? "")")
        }
        #expect(session.hostWindow?.traitCollection.userInterfaceStyle == .dark, "kept")
        _ = send(session, #"{"type":"setting","name":"userInterfaceStyle","value":0}"#)
        _ = send(session, #"{"type":"frame","time":32}"#)
        #expect(session.hostWindow?.traitCollection.userInterfaceStyle == .light)
    }

    @Test("when the page prefers reduced motion and more contrast, then the window's settings and contrast trait follow and system colours resolve to their higher-contrast values; values that are no switch are refused and change nothing")
    func assistivePreferences() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(send(session, #"{"type":"setting","name":"reduceMotion","value":1}"#).messages.isEmpty)
        #expect(send(session, #"{"type":"setting","name":"accessibilityContrast","value":1}"#).messages.isEmpty)
        _ = send(session, #"{"type":"frame","time":16}"#)
        let window = try #require(session.hostWindow)
        #expect(window.accessibilitySettings.isReduceMotionEnabled && window.traitCollection.accessibilityContrast == .high)
        #expect(Color.systemBlue.resolvedColor(with: window.traitCollection) == Color(red: 0, green: 64 / 255, blue: 221 / 255))
        for (name, bad, expected) in [("reduceMotion", "2", "it is 0 (off) or 1 (on)"), ("accessibilityContrast", "0.5", "it is 0 (normal) or 1 (high)")] {
            let refused = send(session, #"{"type":"setting","name":"\#(name)","value":\#(bad)}"#)
            let message = try json(refused.messages[0])["message"] as? String
            #expect(message?.hasPrefix("setting \(name) is") == true && message?.hasSuffix(expected) == true, "\(message ?? "")")
        }
        #expect(window.accessibilitySettings.isReduceMotionEnabled && window.traitCollection.accessibilityContrast == .high, "kept")
        _ = send(session, #"{"type":"setting","name":"reduceMotion","value":0}"#)
        _ = send(session, #"{"type":"setting","name":"accessibilityContrast","value":0}"#)
        #expect(!window.accessibilitySettings.isReduceMotionEnabled && window.traitCollection.accessibilityContrast == .normal)
    }

    @Test("when the page chooses a text size, then the window's content size category follows and keeps the direction; a size that is no category is refused")
    func contentSizeCategory() throws {
        let session = session()
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        _ = send(session, #"{"type":"setting","name":"rightToLeft","value":1}"#)
        #expect(send(session, #"{"type":"setting","name":"contentSizeCategory","value":9}"#).messages.isEmpty)
        _ = send(session, #"{"type":"frame","time":16}"#)
        let traits = try #require(session.hostWindow?.traitCollection)
        #expect(traits.preferredContentSizeCategory == .accessibilityExtraLarge && traits.layoutDirection == .rightToLeft)
        for bad in ["12", "-1", "2.5"] {
            let refused = send(session, #"{"type":"setting","name":"contentSizeCategory","value":\#(bad)}"#)
            let message = try json(refused.messages[0])["message"] as? String
            #expect(message?.hasPrefix("setting contentSizeCategory is") == true && message?.hasSuffix("a whole number from 0 (extra small) to 11") == true,
                    "\(message ?? "")")
        }
        #expect(session.hostWindow?.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge, "kept")
    }

    @Test("when a page sends a thousand search texts and slider steps before its next frame, then the screen takes only the last of each, once, at that frame (or before an action); a field the screen does not advertise is refused at once")
    func inputCoalescesUntilTheNextFrame() throws {
        let screen = SearchScreen()
        let session = WebSession(screens: [
            WebScreenEntry(ScreenDescription(id: "search", title: "Search", actions: [.init(name: "go", title: "Go")],
                                             settings: [.init(name: "cost", title: "Cost", minimum: 0, maximum: 20, step: 1, value: 0)],
                                             fields: [.init(name: "query", title: "Query")])) { _ in screen },
        ], timeSource: ManualTimeSource())
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        for step in 0..<1_000 {
            #expect(send(session, #"{"type":"text","name":"query","text":"q\#(step)"}"#).messages.isEmpty)
            if step % 100 == 0 { _ = send(session, #"{"type":"setting","name":"cost","value":\#(step / 100)}"#) }
        }
        #expect(screen.searches.isEmpty && screen.costs.isEmpty, "nothing is applied before the frame")
        _ = send(session, #"{"type":"frame","time":16}"#)
        #expect(screen.searches == ["q999"] && screen.costs == [9])
        _ = send(session, #"{"type":"frame","time":32}"#)
        #expect(screen.searches == ["q999"], "applied once")
        // A frame refused for going back in time leaves the waiting text for the next good frame.
        _ = send(session, #"{"type":"text","name":"query","text":"kept"}"#)
        let refused = send(session, #"{"type":"frame","time":20}"#)
        #expect((try json(refused.messages[0])["message"] as? String)?.contains("earlier than the last frame") == true)
        #expect(screen.searches == ["q999"])
        _ = send(session, #"{"type":"frame","time":40}"#)
        #expect(screen.searches == ["q999", "kept"])
        // An action sees the text typed before it.
        _ = send(session, #"{"type":"text","name":"query","text":"late"}"#)
        _ = send(session, #"{"type":"action","name":"go"}"#)
        #expect(screen.searches == ["q999", "kept", "late"] && screen.actions == 1)
        let unknown = send(session, #"{"type":"text","name":"elsewhere","text":"a"}"#)
        #expect((try json(unknown.messages[0])["message"] as? String)?.contains("no text field \"elsewhere\"") == true)
        let outside = send(session, #"{"type":"setting","name":"cost","value":50}"#)
        #expect((try json(outside.messages[0])["message"] as? String)?.contains("outside the screen's range") == true)
        _ = send(session, #"{"type":"frame","time":48}"#)
        #expect(screen.costs == [9], "a refused setting is not kept")
    }

    @Test("when measurement answers name requests that do not exist (negative, never asked, answered twice), then they are ignored and the rows keep their sizes")
    func unknownAnswers() throws {
        let session = session()
        let hello = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let measure = try #require(try json(hello.messages[1])["measure"] as? [[String: Any]])
        let first = try #require(measure.first?["request"] as? Int)
        let reply = send(session, #"{"type":"frame","time":16,"answers":[{"request":-5,"width":1,"height":1},"#
            + #"{"request":999999,"width":320,"height":900},{"request":\#(first),"width":320,"height":60},"#
            + #"{"request":\#(first),"width":320,"height":700}]}"#)
        let last = try json(try #require(reply.messages.last))
        #expect(!reply.close && last["type"] as? String == "report")
        _ = send(session, #"{"type":"frame","time":32}"#)
        let list = try #require(session.hostWindow?.subviews.first as? CollectionView)
        let heights = list.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map(\.frame.height)
        #expect(heights.first == 60, "the first answer counts; the repeat and the unknown ones do not")
        #expect(heights.dropFirst().allSatisfy { $0 == 44 }, "\(heights)")
    }
}
