import OpenCollectionView

/// A supplementary view showing a content configuration (UIKit's `UICollectionViewListCell`-style
/// headers; the engine's `CollectionReusableView` draws nothing by itself).
@MainActor
final class ContentReusableView: CollectionReusableView {
    /// The content; the renderer draws it and measures it for self-sizing.
    var contentConfiguration: (any ContentConfiguration)? {
        didSet { setNeedsDisplay() }
    }
    /// The background.
    var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }

    override var renderedContent: RenderedContent? { contentConfiguration?.renderedContent }
    override var renderedBackground: BackgroundConfiguration? { backgroundConfiguration }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentConfiguration = nil
        backgroundConfiguration = nil
    }
}
