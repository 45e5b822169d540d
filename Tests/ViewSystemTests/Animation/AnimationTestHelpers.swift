import CollectionGeometry
import Foundation
import ViewSystem

/// The stage of the animation tests: a 320 × 480 window on a manual clock with one 50 × 50 view at
/// (10, 10) in it (its centre 35, 35), after one frame. Keep `window` alive for the test's length
/// (`withExtendedLifetime`): a view only animates in a window.
@MainActor
func animationStage() -> (clock: ManualFrameClock, renderer: RecordingRenderer, window: Window, view: View) {
    let clock = ManualFrameClock()
    let renderer = RecordingRenderer()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
    let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(view)
    clock.advanceFrames(1)
    return (clock, renderer, window, view)
}
