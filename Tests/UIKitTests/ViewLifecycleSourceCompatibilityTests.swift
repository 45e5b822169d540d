import Foundation
import Testing
import UIKit

/// An edit screen as iOS apps write it: it saves a draft when it is popped (`isMovingFromParent`),
/// adjusts a constraint in `updateViewConstraints()`, ends editing when the user taps Done, and a
/// badge view starts and stops work as it enters and leaves its superview — compiles unchanged.
@Suite("UIKit spellings of view and view controller lifecycle hooks")
@MainActor
struct ViewLifecycleSourceCompatibilityTests {
    final class PulseBadge: UIView {
        var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            events.append(newSuperview == nil ? "stop" : "prepare")
        }
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            if superview != nil { events.append("start") }
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            events.append(newWindow == nil ? "offscreen" : "onscreen")
        }
    }

    final class EditViewController: UIViewController {
        let field = UITextField()
        let badge = PulseBadge()
        var savedDrafts = 0
        var appearances = 0
        var compact = false
        private lazy var fieldHeight = field.heightAnchor.constraint(equalToConstant: 44)

        override func viewDidLoad() {
            super.viewDidLoad()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            view.addSubview(badge)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                fieldHeight,
            ])
        }

        override func updateViewConstraints() {
            fieldHeight.constant = compact ? 32 : 44
            super.updateViewConstraints()
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            appearances += 1
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { savedDrafts += 1 }
        }

        func done() {
            view.endEditing(true)
        }
    }

    @Test("when the edit screen is pushed, edited, made compact, covered and popped, then the draft is saved only on the pop, editing ends on Done and the field follows updateViewConstraints")
    func editScreen() {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        clock.advanceFrames(1)
        let edit = EditViewController()
        navigation.pushViewController(edit, animated: false)
        clock.advanceFrames(1)
        #expect(edit.badge.events == ["prepare", "start", "onscreen"] && edit.isMovingToParent == false)
        #expect(edit.field.becomeFirstResponder())
        edit.done()
        #expect(!edit.field.isFirstResponder)
        edit.compact = true
        edit.view.setNeedsUpdateConstraints()
        edit.view.layoutIfNeeded()
        #expect(edit.field.frame.height == 32)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(edit.savedDrafts == 0 && edit.appearances == 2, "covered and uncovered: not removed, appearing again")
        navigation.popViewController(animated: false)
        #expect(edit.savedDrafts == 1 && edit.badge.events.last == "offscreen")
        let rect = edit.badge.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: edit.view)
        #expect(rect.size == CGSize(width: 10, height: 10))
        withExtendedLifetime(window) {}
    }
}
