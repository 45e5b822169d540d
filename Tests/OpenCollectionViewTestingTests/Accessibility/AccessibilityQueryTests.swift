import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Accessibility queries: finding, reading and activating elements as a UI test does (F40)")
@MainActor
struct AccessibilityQueryTests {
    /// A screen as UIKit code builds one: a heading, a labelled image button, a switch and a footnote.
    @MainActor
    final class Screen {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let heading = Label(frame: CGRect(x: 16, y: 20, width: 200, height: 30))
        let play = Button(type: .system)
        let toggle = Switch(frame: CGRect(x: 300, y: 70, width: 51, height: 31))
        let footnote = Label(frame: CGRect(x: 16, y: 200, width: 300, height: 20))
        var played = 0

        init() {
            heading.text = "Episodes"
            heading.accessibilityTraits = [.staticText, .header]
            play.setImage(Image(systemName: "play.fill"), for: .normal)
            play.accessibilityLabel = "Play"
            play.accessibilityIdentifier = "play"
            play.frame = CGRect(x: 16, y: 70, width: 44, height: 44)
            play.addAction(Action { [unowned self] _ in self.played += 1 }, for: .primaryActionTriggered)
            toggle.accessibilityLabel = "Download"
            footnote.text = "Downloads use Wi-Fi"
            for view in [footnote, toggle, play, heading] { root.addSubview(view) }
        }
    }

    @Test("when a screen is read, then its elements come top to bottom and leading to trailing, each as VoiceOver says it")
    func readingOrder() {
        let host = TestHost()
        let screen = Screen()
        host.show(screen.root, frame: screen.root.frame)
        #expect(host.accessibilityDump() == """
            heading "Episodes"
            button "Play" #play
            switch "Download" value "0" off
            text "Downloads use Wi-Fi"

            """)
    }

    @Test("when elements are found by identifier or label and activated, then the control's action runs as a double tap would")
    func findAndActivate() throws {
        let host = TestHost()
        let screen = Screen()
        host.show(screen.root, frame: screen.root.frame)
        try host.activate(try host.element(identifier: "play"))
        #expect(screen.played == 1)
        try host.activate(try host.element(label: "Download", traits: .button))
        #expect(screen.toggle.isOn)
        #expect(try host.element(label: "Episodes", traits: .header) === screen.heading)
    }

    @Test("when a query matches nothing, twice, or an element is hidden or under a modal view, then it throws saying why")
    func badQueries() throws {
        let host = TestHost()
        let screen = Screen()
        host.show(screen.root, frame: screen.root.frame)
        let missing = #expect(throws: TestingFailure.self) { try host.element(identifier: "pause") }
        #expect(missing?.description == "no accessibility element is identified \"pause\" on screen; identifiers shown: \"play\"")
        screen.toggle.accessibilityIdentifier = "play"
        let twice = #expect(throws: TestingFailure.self) { try host.element(identifier: "play") }
        #expect(twice?.description == "2 accessibility elements are identified \"play\"; an identifier names one element")
        let unlabelled = #expect(throws: TestingFailure.self) { try host.element(label: "Stop") }
        #expect(unlabelled?.description.hasPrefix("no accessibility element is labelled \"Stop\" on screen; labels read: \"Episodes\"") == true)
        screen.play.accessibilityElementsHidden = true
        #expect(throws: TestingFailure.self) { try host.activate(screen.play) }
        let sheet = View(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        sheet.accessibilityViewIsModal = true
        let done = Button(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 16, y: 10, width: 80, height: 44)
        sheet.addSubview(done)
        screen.root.addSubview(sheet)
        host.runFrames(1)
        #expect(host.accessibilityElements.map { $0 === done } == [true], "only the modal view is read")
        #expect(throws: TestingFailure.self) { try host.activate(screen.heading) }
    }

    @Test("when a container lists its elements, then they are read in its order, and views from elsewhere or itself are passed over")
    func containerOrder() {
        let host = TestHost()
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let first = Label(frame: CGRect(x: 0, y: 50, width: 100, height: 20))
        first.text = "First"
        let second = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        second.text = "Second"
        let elsewhere = Label()
        elsewhere.text = "Elsewhere"
        container.addSubview(first)
        container.addSubview(second)
        container.accessibilityElements = [first, elsewhere, container, "not a view", second]
        host.show(container, frame: container.frame)
        #expect(host.accessibilityElements.compactMap(\.accessibilityLabel) == ["First", "Second"])
    }

    @Test("when a title sits beside a taller button, then the title is read first; an empty label is passed over")
    func lineOrder() {
        let host = TestHost()
        let row = View(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let title = Label(frame: CGRect(x: 16, y: 18, width: 200, height: 26))
        title.text = "Apps We Love"
        let seeAll = Button(type: .system)
        seeAll.setTitle("See All", for: .normal)
        seeAll.frame = CGRect(x: 300, y: 8, width: 70, height: 44)
        let empty = Label(frame: CGRect(x: 16, y: 50, width: 100, height: 10))
        for view in [seeAll, title, empty] { row.addSubview(view) }
        host.show(row, frame: row.frame)
        #expect(host.accessibilityElements.compactMap(\.accessibilityLabel) == ["Apps We Love", "See All"])
    }

    @Test("when an element's custom action is performed by name, then its handler runs and the dump lists the actions; an unknown name, an element not on screen or an action that fails throw saying why")
    func customActions() throws {
        let host = TestHost()
        let screen = Screen()
        var log: [String] = []
        screen.play.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Add to Queue") { _ in log.append("queued"); return true },
            AccessibilityCustomAction(name: "Share") { _ in false },
        ]
        host.show(screen.root, frame: screen.root.frame)
        #expect(host.accessibilityDump().contains("button \"Play\" actions: \"Add to Queue\", \"Share\" #play"))
        try host.performAccessibilityAction(named: "Add to Queue", on: try host.element(identifier: "play"))
        #expect(log == ["queued"])
        let unknown = #expect(throws: TestingFailure.self) { try host.performAccessibilityAction(named: "Delete", on: screen.play) }
        #expect(unknown?.description.hasSuffix("has no accessibility action \"Delete\"; its actions: \"Add to Queue\", \"Share\"") == true)
        let failing = #expect(throws: TestingFailure.self) { try host.performAccessibilityAction(named: "Share", on: screen.play) }
        #expect(failing?.description.hasSuffix("returned false (it did not succeed)") == true)
        let none = #expect(throws: TestingFailure.self) { try host.performAccessibilityAction(named: "Share", on: screen.heading) }
        #expect(none?.description.hasSuffix("has no accessibility action \"Share\"; it has no custom actions") == true)
        screen.play.isHidden = true
        #expect(throws: TestingFailure.self) { try host.performAccessibilityAction(named: "Add to Queue", on: screen.play) }
        #expect(log == ["queued"])
    }
}
