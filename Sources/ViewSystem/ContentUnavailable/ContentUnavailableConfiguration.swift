import CollectionGeometry
import Foundation

/// What to show where content is missing (`UIContentUnavailableConfiguration`, iOS 17): an image
/// (or, while loading, a spinner), a text, a secondary text and up to two buttons, stacked and
/// centred in the view's margins over a background.
///
/// Start from `empty()`, `loading()` or `search()`, fill it in, and give it to a view controller's
/// `contentUnavailableConfiguration` or a `ContentUnavailableView`.
///
/// Differences from UIKit: UIKit does not document its default fonts, colours and paddings; the ones
/// here are written down in `Guides/ContentViews.md`. `search()`'s text names the search text of the
/// state it is updated for ("No Results for “…”"), as SwiftUI's search placeholder does.
public struct ContentUnavailableConfiguration: ContentConfiguration, Hashable {
    /// The kind of placeholder a factory made: `loading()` shows a spinner in the image's place, and
    /// `search()` follows the search text while its text is its own.
    enum Kind: Hashable { case empty, loading, search }

    let kind: Kind
    /// Whether `text` is `search()`'s own and follows the state's search text.
    private(set) var textFollowsSearch = false

    /// The image, above the text (ignored by `loading()`, which shows a spinner).
    public var image: Image?
    /// How the image (or the spinner) is drawn.
    public var imageProperties = ImageProperties()
    /// The text.
    public var text: String? {
        didSet { textFollowsSearch = false }
    }
    /// The text with attributes, shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// The secondary text, under the text.
    public var secondaryText: String?
    /// The secondary text with attributes, shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The button under the texts, shown when it has a title or an image.
    public var button = Button.Configuration.borderless()
    /// The button's action, menu, enabled state and role.
    public var buttonProperties = ButtonProperties()
    /// A second button under the first, shown when it has a title or an image.
    public var secondaryButton = Button.Configuration.borderless()
    /// The second button's action, menu, enabled state and role.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the elements line up (default `.center`).
    public var alignment = Alignment.center
    /// The axes along which the view's margins take the superview's into account (default both).
    public var axesPreservingSuperviewLayoutMargins: AxisSet = [.horizontal, .vertical]
    /// The margins the elements are placed in.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 10
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the texts and the button.
    public var textToButtonPadding: CGFloat = 16
    /// The space between the two buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// The background behind everything (default clear).
    public var background = BackgroundConfiguration.clear()

    private init(kind: Kind) {
        self.kind = kind
        var title = Font.preferredFont(forTextStyle: .title2)
        title.weight = .semibold
        textProperties = TextProperties(font: title, color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 48, weight: .regular)
    }

    /// A placeholder for content that is not there, to fill in: no image, no texts.
    public static func empty() -> ContentUnavailableConfiguration {
        ContentUnavailableConfiguration(kind: .empty)
    }

    /// A placeholder for content on its way: a spinner (in `imageProperties.tintColor`) over
    /// "Loading…" in the secondary text's style.
    public static func loading() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration(kind: .loading)
        configuration.text = "Loading…"
        configuration.textProperties = configuration.secondaryTextProperties
        return configuration
    }

    /// A placeholder for a search without results: a magnifying glass, "No Results" — "No Results for
    /// “…”" once updated for a state with search text, until you set `text` — and a suggestion.
    public static func search() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration(kind: .search)
        configuration.image = Image(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.textFollowsSearch = true
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// A view showing this configuration.
    @MainActor
    public func makeContentView() -> any View & ContentView {
        ContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`: a `search()` configuration's own text names the state's
    /// search text (a `ContentUnavailableConfigurationState`'s), and the background is updated too.
    public func updated(for state: any ConfigurationState) -> ContentUnavailableConfiguration {
        var updated = self
        updated.background = background.updated(for: state)
        if textFollowsSearch, let search = state as? ContentUnavailableConfigurationState {
            let query = search.searchText ?? ""
            updated.text = query.isEmpty ? "No Results" : "No Results for “\(query)”"
            updated.textFollowsSearch = true
        }
        return updated
    }
}
