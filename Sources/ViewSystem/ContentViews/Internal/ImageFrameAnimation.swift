import Foundation

/// An image view's animation images and the playing of them (`animationImages`, `startAnimating()`):
/// a participant of its window's frames while it plays, picking the frame for each frame's time.
@MainActor
final class ImageFrameAnimation: FrameParticipant {
    /// The frames, and those shown while the view is highlighted.
    var images: [Image] = []
    var highlightedImages: [Image] = []
    /// One cycle's length; 0 for 1/30 s a frame.
    var duration: TimeInterval = 0
    /// How many cycles play; 0 for no end.
    var repeatCount = 0
    private(set) var isAnimating = false
    /// The size of the image the view showed last (its intrinsic size changes only with it).
    var shownSize: CGSize?
    /// The frame shown, and when the first frame was drawn (the first frame time after starting).
    private(set) var frameIndex = 0
    private var startTime: TimeInterval?
    private weak var view: ImageView?
    private weak var attachedWindow: Window?

    init(view: ImageView) {
        self.view = view
    }

    /// The frame to show, if the animation is playing.
    func currentImage(highlighted: Bool) -> Image? {
        guard isAnimating else { return nil }
        let frames = highlighted && !highlightedImages.isEmpty ? highlightedImages : images
        guard !frames.isEmpty else { return nil }
        return frames[frameIndex % frames.count]
    }

    /// Starts from the first frame; `false` (nothing happens) without images.
    func start() -> Bool {
        guard !images.isEmpty else { return false }
        isAnimating = true
        frameIndex = 0
        startTime = nil
        if let window = view?.window { attach(to: window) }
        return true
    }

    func stop() {
        isAnimating = false
        startTime = nil
        frameIndex = 0
        attachedWindow?.removeParticipant(self)
        attachedWindow = nil
    }

    /// Takes part in `window`'s frames (the view is in it now).
    func attach(to window: Window) {
        guard isAnimating, attachedWindow !== window else { return }
        attachedWindow?.removeParticipant(self)
        attachedWindow = window
        window.addParticipant(self)
    }

    /// The length of one cycle.
    var cycleDuration: TimeInterval {
        duration > 0 && duration.isFinite ? duration : Double(images.count) / 30
    }

    func advanceFrame(in window: Window, to time: TimeInterval) {
        guard isAnimating, let view, view.window === window else {
            if view?.window !== window { attachedWindow?.removeParticipant(self); attachedWindow = nil }
            return
        }
        let start = startTime ?? time
        startTime = start
        let cycle = cycleDuration
        let elapsed = Swift.max(0, time - start)
        if repeatCount > 0, elapsed >= cycle * Double(repeatCount) {
            stop()
            view.animationFrameDidChange()
            return
        }
        // A frame's time lands on its boundary up to rounding: a millionth of a frame's share decides.
        let position = (elapsed / cycle) * Double(images.count) + 1e-6
        let index = Int(position.rounded(.down)) % Swift.max(1, images.count)
        guard index != frameIndex else { return }
        frameIndex = index
        view.animationFrameDidChange()
    }

    var isInMotion: Bool { isAnimating }
}
