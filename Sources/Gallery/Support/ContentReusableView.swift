import OpenCollectionView

/// A supplementary view showing a content configuration, the UIKit way: the configuration's own
/// content view, pinned to the edges, kept while it supports the next configuration.
@MainActor
final class ContentReusableView: CollectionReusableView {
    private var shownView: (any View & ContentView)?

    /// The content, shown in the view `makeContentView()` made.
    var contentConfiguration: (any ContentConfiguration)? {
        didSet { show(contentConfiguration) }
    }
    /// The background.
    var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }

    override var renderedBackground: BackgroundConfiguration? { backgroundConfiguration }

    override func prepareForReuse() {
        super.prepareForReuse()
        backgroundConfiguration = nil
    }

    private func show(_ configuration: (any ContentConfiguration)?) {
        guard let configuration else {
            shownView?.removeFromSuperview()
            shownView = nil
            return
        }
        if let shownView, shownView.supports(configuration) {
            shownView.configuration = configuration
            return
        }
        shownView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        shownView = view
    }
}
