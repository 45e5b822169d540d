import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("AlertController: alerts and action sheets drawn as iOS draws them, chosen by tap or key, handlers after dismissal (F39)")
@MainActor
struct AlertControllerTests {
    @MainActor
    final class Shown {
        let window: Window
        let clock = ManualFrameClock()
        let root = ViewController()
        var messages: [String] = []
        init(size: CGSize = CGSize(width: 390, height: 844)) {
            window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            window.rootViewController = root
            window.layoutDiagnosticHandler = { [unowned self] in messages.append($0.message) }
            clock.advanceFrames(1)
        }
        func present(_ alert: AlertController) {
            root.present(alert, animated: true)
            clock.advance(by: 0.6)
        }
        /// The action rows shown, by title, in window coordinates.
        func rows(of alert: AlertController) -> [(title: String, frame: CGRect, view: AlertActionView)] {
            var found: [(String, CGRect, AlertActionView)] = []
            var stack: [View] = [alert.view]
            while let view = stack.popLast() {
                if let row = view as? AlertActionView {
                    found.append((row.action.title ?? "", CGRect(origin: row.convert(CGPoint.zero, to: nil), size: row.bounds.size), row))
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
            return found.sorted { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }
        }
        func tap(_ point: CGPoint) {
            _ = window.send(PointerEvent(.down, at: point))
            _ = window.send(PointerEvent(.up, at: point))
            clock.advance(by: 0.6)
        }
    }

    @Test("when an alert has a title, a message and two actions, then it is a 270-point panel in the middle, the cancel action leading and bold, and a tap runs the handler after the dismissal")
    func twoActions() throws {
        let shown = Shown()
        let alert = AlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { action in
            chosen.append("\(action.title ?? "") presented: \(shown.root.presentedViewController != nil)")
        })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        shown.present(alert)
        let rows = shown.rows(of: alert)
        #expect(rows.map(\.title) == ["Cancel", "Delete"])
        #expect(rows[0].frame.minY == rows[1].frame.minY && rows[0].frame.width == 135 && rows[0].frame.height == 44)
        #expect(rows[0].view.titleLabel.font.weight == .semibold && rows[1].view.titleLabel.font.weight == .regular)
        #expect(rows[1].view.titleLabel.textColor == .systemRed && rows[0].view.titleLabel.textColor == .systemBlue)
        let panel = try #require(rows[0].view.superview)
        let panelFrame = CGRect(origin: panel.convert(CGPoint.zero, to: nil), size: panel.bounds.size)
        #expect(panelFrame.width == 270 && abs(panelFrame.midX - 195) < 0.5 && abs(panelFrame.midY - 422) < 0.5)
        #expect(panel.subviews.compactMap { ($0 as? Label)?.text } == ["Delete photo?", "This cannot be undone."])
        shown.tap(CGPoint(x: rows[1].frame.midX, y: rows[1].frame.midY))
        #expect(chosen == ["Delete presented: false"] && alert.viewIfLoaded?.window == nil)
    }

    @Test("when an alert has three actions and a preferred one, then they are stacked with the cancel one last, the preferred one bold, Return chooses it and Escape the cancel one")
    func stackedAndKeys() throws {
        let shown = Shown()
        var chosen: [String] = []
        func alert() -> AlertController {
            let alert = AlertController(title: "Sort", message: nil, preferredStyle: .alert)
            for (title, style) in [("Cancel", AlertAction.Style.cancel), ("By name", .default), ("By date", .default)] {
                alert.addAction(AlertAction(title: title, style: style) { chosen.append($0.title ?? "") })
            }
            alert.preferredAction = alert.actions[2]
            return alert
        }
        let first = alert()
        shown.present(first)
        let rows = shown.rows(of: first)
        #expect(rows.map(\.title) == ["By name", "By date", "Cancel"] && Set(rows.map(\.frame.minX)) == [60])
        #expect(rows.map { $0.view.titleLabel.font.weight } == [.regular, .semibold, .regular])
        _ = shown.window.send(KeyEvent(.enter))
        shown.clock.advance(by: 0.6)
        let second = alert()
        shown.present(second)
        _ = shown.window.send(KeyEvent(.escape))
        shown.clock.advance(by: 0.6)
        #expect(chosen == ["By date", "Cancel"] && shown.root.presentedViewController == nil)
    }

    @Test("when an action sheet has a cancel action, then the cancel action has its own panel 8 points above the bottom safe area and the others a panel above it, in 57-point rows")
    func actionSheet() throws {
        let shown = Shown()
        shown.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let sheet = AlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        shown.present(sheet)
        let rows = shown.rows(of: sheet)
        #expect(rows.map(\.title) == ["Copy", "Delete", "Cancel"] && rows.allSatisfy { $0.frame.height == 57 && $0.frame.width == 374 })
        #expect(rows[2].frame.maxY == 844 - 34 - 8 && rows[1].frame.maxY == rows[2].frame.minY - 8)
        #expect(rows[2].view.titleLabel.font.weight == .semibold && rows[2].view.titleLabel.font.pointSize == 20)
        #expect(rows[2].view.superview !== rows[0].view.superview)
    }

    @Test("when an alert has text fields, then they are under the message, the first takes the keys when the alert appears, and textFields lists them")
    func textFields() throws {
        let shown = Shown()
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(AlertAction(title: "OK", style: .default))
        shown.present(alert)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].isSecureTextEntry)
        #expect(shown.window.firstResponder === fields[0])
        let first = fields[0].convert(CGPoint.zero, to: nil), second = fields[1].convert(CGPoint.zero, to: nil)
        #expect(second.y > first.y && first.x == 60 + 16 && fields[0].bounds.size == CGSize(width: 238, height: 28))
        let row = try #require(shown.rows(of: alert).first)
        #expect(row.frame.minY >= second.y + 28)
    }

    @Test("when an action is disabled, then a tap on it does nothing and it reads as not enabled; enabled again, it works")
    func disabledAction() throws {
        let shown = Shown()
        let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
        var chosen = 0
        let save = AlertAction(title: "Save", style: .default) { _ in chosen += 1 }
        save.isEnabled = false
        alert.addAction(save)
        shown.present(alert)
        var row = try #require(shown.rows(of: alert).first)
        #expect(row.view.accessibilityTraits.contains(.notEnabled))
        shown.tap(CGPoint(x: row.frame.midX, y: row.frame.midY))
        #expect(chosen == 0 && shown.root.presentedViewController === alert)
        save.isEnabled = true
        shown.clock.advanceFrames(1)
        row = try #require(shown.rows(of: alert).first)
        #expect(!row.view.accessibilityTraits.contains(.notEnabled))
        shown.tap(CGPoint(x: row.frame.midX, y: row.frame.midY))
        #expect(chosen == 1 && shown.root.presentedViewController == nil)
    }

    @Test("when a second cancel action, a repeated action, a text field on an action sheet or a preferred action from elsewhere is given, then UIKit's words say so and the alert keeps what it had")
    func badInput() throws {
        let shown = Shown()
        let sheet = AlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        shown.root.view.addSubview(View(frame: .zero))
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        sheet.loadViewIfNeeded()
        shown.root.view.addSubview(sheet.view)
        sheet.addAction(cancel)
        sheet.addAction(AlertAction(title: "Close", style: .cancel))
        sheet.addAction(cancel)
        sheet.addTextField()
        sheet.preferredAction = AlertAction(title: "Elsewhere", style: .default)
        #expect(sheet.actions.map(\.title) == ["Cancel"] && sheet.textFields == nil && sheet.preferredAction == nil)
        #expect(shown.messages == [
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel: Close was not added.",
            "The action Cancel is already in this alert controller: it was not added again.",
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert.",
            "The preferredAction of an alert controller must be one of its actions: Elsewhere was not set.",
        ])
    }

    @Test("when an alert controller is made with init(), then it is an action sheet presented in the custom style that fades in")
    func defaults() {
        let alert = AlertController()
        #expect(alert.preferredStyle == .actionSheet && alert.modalPresentationStyle == .custom && alert.modalTransitionStyle == .crossDissolve)
    }
}
