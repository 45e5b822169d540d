import CollectionWeb
import Foundation
import ViewSystem
@testable import Gallery

/// A view-controller screen shown in a headless window: its clock, the window (keep it alive: views
/// hold their window weakly) and the layout diagnostics it reported.
@MainActor
final class ShownScreen {
    let clock = ManualFrameClock()
    let window: Window
    private(set) var diagnostics: [LayoutDiagnostic] = []

    init(_ screen: some WebScreen, width: CGFloat, height: CGFloat = 800, frames: Int) {
        window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: clock, renderer: RecordingRenderer(),
                        timeSource: ManualTimeSource())
        window.layoutDiagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        window.rootViewController = screen.viewController
        clock.advanceFrames(frames)
    }
}

extension View {
    /// The labels in this view's subtree, depth first.
    var labelsInSubtree: [Label] {
        var labels: [Label] = []
        func visit(_ view: View) {
            if let label = view as? Label { labels.append(label) }
            view.subviews.forEach(visit)
        }
        visit(self)
        return labels
    }

    /// The first label in this view's subtree showing `text`, with its frame in the window.
    func label(showing text: String) -> (label: Label, frame: CGRect)? {
        labelsInSubtree.first { $0.text == text && !$0.isHidden }.map { ($0, $0.convert($0.bounds, to: nil)) }
    }
}
