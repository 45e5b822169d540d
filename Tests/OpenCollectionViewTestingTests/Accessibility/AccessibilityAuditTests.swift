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

    @Test("when text is faint against what lies behind it, then the audit reports its WCAG ratio; large text needs 3:1, and translucent backgrounds are composited over what is under them")
    func contrast() throws {
        let host = TestHost()
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        func label(_ text: String, y: CGFloat, color: Color, size: CGFloat = 15, weight: Font.Weight = .regular) -> Label {
            let label = Label(frame: CGRect(x: 16, y: y, width: 300, height: 30))
            label.text = text
            label.textColor = color
            label.font = Font.systemFont(ofSize: size, weight: weight)
            root.addSubview(label)
            return label
        }
        let faint = label("Faint", y: 10, color: .systemGray)
        _ = label("Large and grey", y: 50, color: .systemGray, size: 20)
        _ = label("Bold and grey", y: 90, color: .systemGray, size: 14, weight: .bold)
        _ = label("Black", y: 130, color: .label)
        let card = View(frame: CGRect(x: 0, y: 170, width: 390, height: 100))
        card.backgroundColor = Color(white: 0, alpha: 0.5)
        let onCard = Label(frame: CGRect(x: 16, y: 10, width: 300, height: 30))
        onCard.text = "Grey on a half-black card"
        onCard.textColor = Color(white: 0.3)
        card.addSubview(onCard)
        root.addSubview(card)
        host.show(root, frame: root.frame)
        let findings = host.accessibilityAudit(.lowContrast)
        #expect(findings.map { ObjectIdentifier($0.element) } == [faint, onCard].map(ObjectIdentifier.init), "\(findings)")
        #expect(findings.first?.reason == "its text \"Faint\" has a contrast of 3.2:1 against its background rgba(255, 255, 255, 1), under WCAG AA's 4.5:1")
        #expect(findings.last?.reason.contains("against its background rgba(128, 128, 128, 1)") == true, "half black over white is mid grey")
        host.traits = TraitCollection(userInterfaceStyle: .dark)
        host.runFrames(1)
        #expect(host.accessibilityAudit(.lowContrast).contains { $0.element === faint } == false, "the dark grey is lighter on black: 6.3:1")
    }
}
