import CollectionGeometry
import Foundation

extension View {
    /// A view that looks as this view looks now (`UIView.snapshotView(afterScreenUpdates:)`), sized
    /// to its bounds, to place anywhere: transitions put one where the view was and fade or turn it
    /// away.
    ///
    /// Differences from UIKit: the snapshot is not an image but a tree of views that keep what this
    /// view and its visible subviews draw now — content, background, corners, border and shadow —
    /// and never change; sublayers added to a layer are left out. `afterUpdates` changes nothing:
    /// the views' state is already what the next frame draws.
    /// - Complexity: O(n) in the views of the subtree.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        ViewSnapshot(of: self)
    }
}
