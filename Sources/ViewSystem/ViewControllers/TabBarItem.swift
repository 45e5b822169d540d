import CollectionGeometry
import Foundation

/// What a tab bar shows for a view controller (`UITabBarItem`): a title, an image (and one for when it
/// is selected), and a badge.
///
/// Differences from UIKit: no appearance objects or title position adjustment; a system item's image is
/// the symbol closest to iOS's glyph.
@MainActor
open class TabBarItem {
    /// UIKit's standard items (`UITabBarItem.SystemItem`, raw values as UIKit's).
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title and symbol a system item shows.
        var appearance: (title: String, symbol: String) {
            switch self {
            case .more: ("More", "ellipsis")
            case .favorites: ("Favorites", "star.fill")
            case .featured: ("Featured", "star")
            case .topRated: ("Top Rated", "star")
            case .recents: ("Recents", "clock")
            case .contacts: ("Contacts", "person.crop.circle")
            case .history: ("History", "clock")
            case .bookmarks: ("Bookmarks", "book")
            case .search: ("Search", "magnifyingglass")
            case .downloads: ("Downloads", "arrow.down.circle")
            case .mostRecent: ("Most Recent", "clock")
            case .mostViewed: ("Most Viewed", "list.bullet")
            }
        }
    }

    /// The title under the image.
    open var title: String? { didSet { changed() } }
    /// The image, tinted grey when not selected and in the tint colour when selected.
    open var image: Image? { didSet { changed() } }
    /// The image shown while the item is selected (`nil`: `image`).
    open var selectedImage: Image? { didSet { changed() } }
    /// The text of the red badge on the image's corner (`nil`: no badge; empty: a dot).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (`nil`: system red).
    open var badgeColor: Color? { didSet { changed() } }
    /// A number the app chooses to tell items apart.
    open var tag = 0
    /// Whether the item can be chosen (default `true`).
    open var isEnabled = true { didSet { changed() } }
    /// What assistive technologies read (`nil`: the title).
    open var accessibilityLabel: String? { didSet { changed() } }

    /// Told when anything shown changes (set by the tab bar that draws the item).
    var changeHandler: (() -> Void)?

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and a distinct `selectedImage`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of UIKit's standard items, with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let appearance = systemItem.appearance
        self.init(title: appearance.title, image: Image(systemName: appearance.symbol), tag: tag)
    }

    /// An item with no title or image.
    public convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    private func changed() { changeHandler?() }
}
