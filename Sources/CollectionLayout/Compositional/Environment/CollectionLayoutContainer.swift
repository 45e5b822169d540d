import CollectionGeometry
import Foundation

/// The size of what a section is laid out in (`NSCollectionLayoutContainer`).
@MainActor
public protocol CollectionLayoutContainer: AnyObject {
    /// The container's size: the collection view's bounds inside its adjusted content inset.
    var contentSize: CGSize { get }
    /// The insets of the section's `contentInsetsReference` (safe area, layout margins …).
    var effectiveContentInsets: DirectionalEdgeInsets { get }
    /// `contentSize` inside `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container itself applies (none here: the content inset is already outside `contentSize`).
    var contentInsets: DirectionalEdgeInsets { get }
}
