import CollectionLayout
import Foundation
import ViewSystem

extension CollectionLayoutListConfiguration {
    /// Gives the swipe actions of the row at an index path, or `nil` for none
    /// (`UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The actions a row shows when swiped toward the trailing edge from its leading side.
    ///
    /// Stored in the layout module as an opaque value, because a layout knows nothing of views; the
    /// engine reads it back when a row is swiped.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { (leadingSwipeActionsProviderStorage as? ProviderBox)?.provider }
        set { leadingSwipeActionsProviderStorage = newValue.map(ProviderBox.init) }
    }

    /// The actions a row shows when swiped toward the leading edge from its trailing side.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { (trailingSwipeActionsProviderStorage as? ProviderBox)?.provider }
        set { trailingSwipeActionsProviderStorage = newValue.map(ProviderBox.init) }
    }
}

/// A provider, boxed for the layout module's opaque storage.
private struct ProviderBox: Sendable {
    let provider: CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
}
