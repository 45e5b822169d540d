import Foundation

extension RecordingRenderer {
    /// Answers every open measurement request through `window` (they apply at its next frame).
    public func answerMeasurements(in window: Window) {
        for answer in takeAnswers() { window.deliver(answer) }
    }
}
