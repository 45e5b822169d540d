import Foundation
import Testing
import UIKit

/// The view transitions iOS code writes: a status label whose text cross-dissolves, a card that
/// flips from its front to its back view, a badge that pops with an iOS 17 spring, and a snapshot
/// taken before a change — compiles unchanged and animates.
@Suite("UIKit spellings of view transitions, spring-duration animations and snapshots")
@MainActor
struct ViewTransitionsSourceCompatibilityTests {
    final class CardViewController: UIViewController {
        let status = UILabel()
        let front = UIView()
        let back = UIView()
        let badge = UIView()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            status.text = "Not saved"
            status.frame = CGRect(x: 20, y: 80, width: 200, height: 24)
            front.frame = CGRect(x: 20, y: 120, width: 200, height: 120)
            front.backgroundColor = .systemBlue
            back.frame = front.frame
            back.backgroundColor = .systemOrange
            badge.frame = CGRect(x: 240, y: 80, width: 24, height: 24)
            [status, front, badge].forEach(view.addSubview)
        }

        func save() {
            UIView.transition(with: status, duration: 0.25, options: .transitionCrossDissolve, animations: {
                self.status.text = "Saved"
            }, completion: nil)
            UIView.animate(springDuration: 0.4, bounce: 0.3) {
                self.badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
        }

        func turnOver() {
            UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromRight, .curveEaseInOut]) { [weak self] finished in
                self?.log.append("turned \(finished)")
            }
        }
    }

    @Test("when the card is saved and turned over, then the label shows its new text, the back replaces the front, and the completion runs at the end")
    func savingAndTurning() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let card = CardViewController()
        window.rootViewController = card
        clock.advanceFrames(2)
        let before: UIView? = card.status.snapshotView(afterScreenUpdates: false)
        #expect(before?.bounds.size == card.status.bounds.size)
        card.save()
        card.turnOver()
        #expect(card.status.text == "Saved" && card.back.superview === card.view)
        clock.advance(by: 1)
        #expect(card.log == ["turned true"] && card.front.superview == nil)
        #expect(card.badge.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
    }
}
