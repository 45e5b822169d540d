extension SearchBar {
    /// The look of a search bar (`UISearchBar.Style`).
    public enum Style: UInt, Hashable, Sendable {
        /// The standard look.
        case `default` = 0
        /// A bar background behind a translucent field.
        case prominent = 1
        /// No bar background.
        case minimal = 2
    }

    /// An icon of a search bar (`UISearchBar.Icon`).
    public enum Icon: Int, Hashable, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }
}
