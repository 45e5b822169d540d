import Foundation

/// Something that works on every frame of a window: scroll physics, collection views.
@MainActor
package protocol FrameParticipant: AnyObject {
    /// Step 2 of the frame: advance time-driven state (momentum, springs, autoscroll) to `time`.
    func advanceFrame(in window: Window, to time: TimeInterval)
    /// Step 4 of the frame: optional work while the budget lasts (prefetching), until `deadline` on
    /// the window's time source. Called every frame; the participant checks the time itself.
    func performIdleWork(in window: Window, until deadline: TimeInterval)
    /// Step 1 of the frame: a renderer answered content measurements that `views` asked for in an
    /// earlier frame (the answers are stored on the views; see `View.measureContent`).
    func measurementsDidArrive(for views: [View], in window: Window)
    /// Whether the participant is moving on its own or about to (a drag, momentum, an offset animation,
    /// wheel turns that will come to rest on a boundary): the window is not settled while one is.
    var isInMotion: Bool { get }
}

extension FrameParticipant {
    package func advanceFrame(in window: Window, to time: TimeInterval) {}
    package func performIdleWork(in window: Window, until deadline: TimeInterval) {}
    package func measurementsDidArrive(for views: [View], in window: Window) {}
    package var isInMotion: Bool { false }
}
