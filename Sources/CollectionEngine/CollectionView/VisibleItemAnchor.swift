import Foundation

/// The first visible item and how far its leading edge is from the visible rectangle's leading edge
/// along the scroll axis: what a full re-layout keeps still, so a reload or a new text size does not
/// move the content the user is looking at.
struct VisibleItemAnchor: Equatable {
    /// The item's index path.
    let indexPath: IndexPath
    /// Its leading edge minus the visible rectangle's, in points (negative when it starts above).
    let distance: CGFloat
}
