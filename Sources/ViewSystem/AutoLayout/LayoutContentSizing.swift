import CollectionGeometry
import Foundation

/// A view whose content has a size of its own that constraints on its content layout guide set (a
/// scroll view's `contentSize`).
@MainActor
protocol LayoutContentSizing: View {
    /// The size of the content.
    var contentSize: CGSize { get set }
}
