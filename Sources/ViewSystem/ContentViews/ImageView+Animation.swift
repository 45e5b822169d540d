import Foundation

/// Animation images: a sequence of images played in place of `image`.
extension ImageView {
    /// The images played by `startAnimating()` (`animationImages`; default `nil`). Setting them while
    /// playing stops the animation.
    public var animationImages: [Image]? {
        get { frameAnimation.flatMap { $0.images.isEmpty ? nil : $0.images } }
        set {
            let animation = makeFrameAnimation()
            if animation.isAnimating { stopAnimating() }
            animation.images = newValue ?? []
        }
    }

    /// The images played instead while `isHighlighted` (default `nil`: `animationImages`).
    public var highlightedAnimationImages: [Image]? {
        get { frameAnimation.flatMap { $0.highlightedImages.isEmpty ? nil : $0.highlightedImages } }
        set { makeFrameAnimation().highlightedImages = newValue ?? [] }
    }

    /// The length of one cycle through the images, in seconds (default 0: 1/30 s an image). A
    /// negative or non-finite value counts as 0.
    public var animationDuration: TimeInterval {
        get { frameAnimation?.duration ?? 0 }
        set { makeFrameAnimation().duration = newValue.isFinite ? Swift.max(0, newValue) : 0 }
    }

    /// How many cycles play (default 0: until `stopAnimating()`); negatives count as 0.
    public var animationRepeatCount: Int {
        get { frameAnimation?.repeatCount ?? 0 }
        set { makeFrameAnimation().repeatCount = Swift.max(0, newValue) }
    }

    /// Plays `animationImages` from the first, one cycle each `animationDuration`, on the window's
    /// frames (once the view is in a window); without animation images it does nothing. The view
    /// then shows the frame of the moment instead of `image`, at that image's size.
    public func startAnimating() {
        guard makeFrameAnimation().start() else { return }
        animationFrameDidChange()
    }

    /// Stops playing; the view shows `image` again.
    public func stopAnimating() {
        guard let animation = frameAnimation, animation.isAnimating else { return }
        animation.stop()
        animationFrameDidChange()
    }

    /// Whether the animation images are playing (`false` again once `animationRepeatCount` cycles played).
    public var isAnimating: Bool { frameAnimation?.isAnimating ?? false }

    private func makeFrameAnimation() -> ImageFrameAnimation {
        if let frameAnimation { return frameAnimation }
        let animation = ImageFrameAnimation(view: self)
        frameAnimation = animation
        return animation
    }
}
