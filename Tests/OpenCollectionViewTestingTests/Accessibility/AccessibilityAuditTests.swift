import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Accessibility audit: what Xcode's audit reports, on Linux (F40)")
@MainActor
struct AccessibilityAuditTests {
    @Test("when a screen has an unlabelled image button, a small control and a cut label, then each is found with its reason")
    func findings() throws {
        let host = TestHost()
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let unlabelled = Button(type: .custom)
        unlabelled.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
        let tiny = Button(type: .system)
        tiny.setTitle("Get", for: .normal)
        tiny.frame = CGRect(x: 80, y: 16, width: 40, height: 24)
        let cut = Label(frame: CGRect(x: 16, y: 100, width: 120, height: 20))
        cut.numberOfLines = 3
        cut.text = "A caption of three lines squeezed into the height of one"
        let clipped = Label(frame: CGRect(x: 16, y: 130, width: 60, height: 20))
        clipped.lineBreakMode = .byClipping
        clipped.text = "A title clipped at its edge"
        let truncated = Label(frame: CGRect(x: 16, y: 160, width: 60, height: 20))
        truncated.text = "A title that ends in an ellipsis, as iOS shows it"
        let fine = Label(frame: CGRect(x: 16, y: 190, width: 300, height: 60))
        fine.text = "Fits"
        for view in [unlabelled, tiny, cut, clipped, truncated, fine] { root.addSubview(view) }
        host.show(root, frame: root.frame)
        let findings = host.accessibilityAudit()
        #expect(findings.map(\.check) == [.unlabelledElement, .smallHitTarget, .clippedText, .clippedText])
        #expect(findings.map { ObjectIdentifier($0.element) } == [unlabelled, tiny, cut, clipped].map(ObjectIdentifier.init),
                "the ellipsis is a design choice, not a cut")
        #expect(findings[1].description == "Button \"Get\": its hit target is 40 × 24 points, under 44 × 44")
        #expect(findings[2].reason.hasPrefix("its lines need") && findings[3].reason.hasPrefix("its text needs"))
        #expect(host.accessibilityAudit(.smallHitTarget).count == 1, "only the checks asked for")
        let failure = #expect(throws: TestingFailure.self) { try host.assertAccessibilityAudit() }
        #expect(failure?.description.hasPrefix("the accessibility audit found 4 problem(s):\n- Button (no label): an interactive element has no accessibility label") == true)
    }

    @Test("when a small control answers for a finger's 44 points around it, then it is no finding; a switch reaches 44 points tall")
    func extendedHitTargets() throws {
        final class Roomy: Button {
            override func point(inside point: CGPoint, with event: PointerEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
        }
        let host = TestHost()
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let roomy = Roomy(type: .system)
        roomy.setTitle("Get", for: .normal)
        roomy.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
        let toggle = Switch(frame: CGRect(x: 200, y: 100, width: 51, height: 31))
        toggle.accessibilityLabel = "Sync"
        root.addSubview(roomy)
        root.addSubview(toggle)
        host.show(root, frame: root.frame)
        #expect(host.accessibilityAudit(.smallHitTarget).isEmpty)
    }

    @Test("when a screen is accessible, then the audit finds nothing and the assertion passes")
    func cleanScreen() throws {
        let host = TestHost()
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let play = Button(type: .system)
        play.setImage(Image(systemName: "play.fill"), for: .normal)
        play.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
        let wrapped = Label(frame: CGRect(x: 16, y: 80, width: 120, height: 200))
        wrapped.numberOfLines = 0
        wrapped.text = "A longer text that wraps over several lines in its room"
        root.addSubview(play)
        root.addSubview(wrapped)
        host.show(root, frame: root.frame)
        try host.assertAccessibilityAudit()
    }
}
