import CollectionGeometry

/// iOS 17's content-unavailable configuration: an empty state, a loading state or a search without
/// results shown over the view controller's view.
extension ViewController {
    /// What to show over the view while there is no content (`contentUnavailableConfiguration`):
    /// usually a `ContentUnavailableConfiguration`, any content configuration works. Its view covers
    /// the controller's view, above its subviews; `nil` (the default) removes it. Setting it does not
    /// load the view; the view shows it once loaded.
    public var contentUnavailableConfiguration: (any ContentConfiguration)? {
        get { contentUnavailableHost?.configuration }
        set {
            if newValue == nil, contentUnavailableHost == nil { return }
            let host = contentUnavailableHost ?? ContentUnavailableHost()
            contentUnavailableHost = host
            host.configuration = newValue
            if let view = viewIfLoaded { host.show(newValue, over: view) }
            if !host.isUpdating { setNeedsUpdateContentUnavailableConfiguration() }
        }
    }

    /// The state the configuration is updated for: the controller's traits and its navigation
    /// item's search text (`nil` without a search controller).
    public var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        var state = ContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItemIfMade?.searchController?.searchBar.text
        return state
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` in the next layout pass of the view
    /// (once it is loaded). Asking from inside that method does nothing: it would run forever.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        let host = contentUnavailableHost ?? ContentUnavailableHost()
        contentUnavailableHost = host
        guard !host.isUpdating else { return }
        host.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Runs a requested update, then keeps the configuration's view over the whole view: called
    /// by the view's layout pass.
    func layOutContentUnavailableView() {
        guard let host = contentUnavailableHost, let view = viewIfLoaded else { return }
        if host.needsUpdate {
            host.needsUpdate = false
            host.isUpdating = true
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
            host.isUpdating = false
        }
        host.frame(over: view)
    }
}
