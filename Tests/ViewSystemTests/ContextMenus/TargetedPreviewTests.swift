import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Targeted previews, their parameters and targets")
@MainActor
struct TargetedPreviewTests {
    @Test("when a preview is made for a view in a window, then its target is the view's centre in its superview and its size the view's")
    func defaultTarget() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: ManualFrameClock(), renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let view = View(frame: CGRect(x: 20, y: 30, width: 80, height: 40))
        window.addSubview(view)
        let preview = TargetedPreview(view: view)
        #expect(preview.target.container === window && preview.target.center == CGPoint(x: 60, y: 50))
        #expect(preview.target.transform == .identity)
        #expect(preview.size == CGSize(width: 80, height: 40))
        #expect(preview.parameters.visiblePath == nil && preview.parameters.shadowPath == nil)
    }

    @Test("when a preview is retargeted, then the copy keeps the view and parameters and takes the new target")
    func retargeting() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parameters = PreviewParameters()
        parameters.backgroundColor = .systemRed
        let transform = CGAffineTransform(scaleX: 2, y: 2)
        let moved = TargetedPreview(view: view, parameters: parameters).retargetedPreview(with: PreviewTarget(container: container, center: CGPoint(x: 5, y: 6), transform: transform))
        #expect(moved.view === view && moved.parameters === parameters && moved.parameters.backgroundColor == .systemRed)
        #expect(moved.target.container === container && moved.target.center == CGPoint(x: 5, y: 6) && moved.target.transform == transform)
    }

    @Test("when commit styles and appearances are made from raw values, then unknown values give nil")
    func rawValues() {
        #expect(ContextMenuInteractionCommitStyle(rawValue: 1) == .pop)
        #expect(ContextMenuInteractionCommitStyle(rawValue: 7) == nil)
        #expect(ContextMenuInteraction.Appearance(rawValue: -1) == nil)
    }
}
