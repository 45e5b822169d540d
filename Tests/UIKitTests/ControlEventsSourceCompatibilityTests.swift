import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A hold-to-record button as iOS apps write it: recording starts on touch down and stops on any
/// lift or cancel, a drag out shows "release to cancel"; a leading-aligned row button — compiles unchanged.
@Suite("UIKit spellings of UIControl's touch events and content alignment")
@MainActor
struct ControlEventsSourceCompatibilityTests {
    final class RecorderViewController: UIViewController {
        let recordButton = UIButton(type: .system)
        let rowButton = UIButton(type: .system)
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            recordButton.setTitle("Hold to Record", for: .normal)
            recordButton.frame = CGRect(x: 95, y: 300, width: 200, height: 50)
            recordButton.addAction(UIAction { [weak self] _ in self?.log.append("start") }, for: .touchDown)
            recordButton.addAction(UIAction { [weak self] _ in self?.log.append("send") }, for: .touchUpInside)
            recordButton.addAction(UIAction { [weak self] _ in self?.log.append("discard") }, for: [.touchUpOutside, .touchCancel])
            recordButton.addAction(UIAction { [weak self] action in
                guard let button = action.sender as? UIControl else { return }
                self?.log.append(button.isTouchInside ? "inside" : "release to cancel")
            }, for: [.touchDragEnter, .touchDragExit])
            view.addSubview(recordButton)

            rowButton.setTitle("Settings", for: .normal)
            rowButton.contentHorizontalAlignment = .leading
            rowButton.contentVerticalAlignment = .center
            rowButton.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
            view.addSubview(rowButton)
        }
    }

    @Test("when the record button is held, dragged out and back, then lifted, then it starts, warns, resumes and sends; lifted outside it discards")
    func holdToRecord() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let recorder = RecorderViewController()
        host.show(recorder)
        try host.drag(from: CGPoint(x: 195, y: 325), to: CGPoint(x: 195, y: 600))
        #expect(recorder.log == ["start", "release to cancel", "discard"])
        try host.tap(recorder.recordButton)
        #expect(Array(recorder.log.suffix(2)) == ["start", "send"])
        #expect(recorder.recordButton.isTracking == false && recorder.rowButton.effectiveContentHorizontalAlignment == .left)
        let title = try #require(recorder.rowButton.titleLabel)
        #expect(title.frame.minX < 20, "a leading-aligned title starts at the leading edge")
    }
}
