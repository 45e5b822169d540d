import CollectionGeometry
import Foundation

/// A view that shows an image (`UIImageView`, F34).
///
/// Its intrinsic size is the shown image's size (a symbol's follows `preferredSymbolConfiguration`);
/// without an image it has none. The page draws the image filling the bounds by `contentMode` — system
/// symbols as vector shapes in the tint colour, app images from their bytes.
///
/// Differences from UIKit: an unknown symbol name is reported through the
/// layout diagnostic handlers once per window when first drawn, and drawn as a neutral placeholder
/// of its size.
@MainActor
open class ImageView: View {
    /// The image shown (default `nil`).
    open var image: Image? {
        didSet { if image != oldValue { imageDidChange() } }
    }

    /// The image shown while `isHighlighted` (default `nil`: `image`).
    open var highlightedImage: Image? {
        didSet { if highlightedImage != oldValue { imageDidChange() } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { imageDidChange() } }
    }

    /// The configuration symbols are drawn with, over their own (`nil`: theirs).
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { imageDidChange() } }
    }

    /// The animation images and their playing, once set (`ImageView+Animation.swift`).
    var frameAnimation: ImageFrameAnimation?

    /// Creates an image view showing `image`, sized to it (as `UIImageView(image:)`).
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view; image views do not take touches, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image drawn now — the animation's frame while `isAnimating`, else the image (or the
    /// highlighted one) — with the values the preferred symbol configuration specifies taking the
    /// place of the symbol's own.
    public var displayedImage: Image? {
        let still = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown = frameAnimation?.currentImage(highlighted: isHighlighted) ?? still else { return nil }
        if let configuration = preferredSymbolConfiguration { return shown.applyingSymbolConfiguration(configuration) }
        return shown
    }

    /// The displayed image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The displayed image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }

    /// The image, how it fills the bounds, and its tint, for renderers.
    open override var renderedContent: RenderedContent? {
        // An animation started outside a window plays once the view is drawn in one.
        if let frameAnimation, frameAnimation.isAnimating, let window { frameAnimation.attach(to: window) }
        guard let image = displayedImage else { return nil }
        let tint: Color? = image.isTemplate ? (image.tintColor ?? tintColor).resolvedColor(with: traitCollection)
                                            : image.tintColor?.resolvedColor(with: traitCollection)
        return .image(ImageContent(image: image, contentMode: contentMode, tintColor: tint))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private func imageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The animation moved to another frame, started or stopped: drawn again, and measured again
    /// only when the size shown changed.
    func animationFrameDidChange() {
        setNeedsDisplay()
        let size = displayedImage?.size
        guard let frameAnimation, frameAnimation.shownSize != size else { return }
        frameAnimation.shownSize = size
        invalidateIntrinsicContentSize()
    }

    // MARK: Accessibility

    /// An image view is not an element unless the app makes it one; it has the image trait.
    override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
