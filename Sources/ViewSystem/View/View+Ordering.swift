import CollectionGeometry
import Foundation

/// Moving subviews in front of or behind each other (`UIView`'s hierarchy ordering).
///
/// Differences from UIKit: these are not overridable (they are built on `insertSubview(_:at:)`,
/// which is). A sibling that is not a subview of this view, or an index out of range, leaves the
/// order as it is (UIKit's behaviour there is undefined).
extension View {
    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        guard view !== siblingSubview, let index = orderIndex(of: siblingSubview, moving: view) else { return }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        guard view !== siblingSubview, let index = orderIndex(of: siblingSubview, moving: view) else { return }
        insertSubview(view, at: index + 1)
    }

    /// Moves `view`, a subview, above all its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves `view`, a subview, below all its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let low = Swift.min(index1, index2), high = Swift.max(index1, index2)
        guard low >= 0, high < subviews.count, low != high else { return }
        let first = subviews[low], second = subviews[high]
        insertSubview(second, at: low)
        insertSubview(first, at: high)
    }

    /// Where `sibling` is among the subviews once `moving` has left them, or `nil` when it is not a subview.
    private func orderIndex(of sibling: View, moving: View) -> Int? {
        guard sibling.superview === self, let index = subviews.firstIndex(where: { $0 === sibling }) else { return nil }
        if moving.superview === self, let from = subviews.firstIndex(where: { $0 === moving }), from < index { return index - 1 }
        return index
    }
}
