/// When a self-sizing cell on screen is measured again without being reloaded
/// (`UICollectionView.SelfSizingInvalidation`, `UITableView.SelfSizingInvalidation`).
///
/// UIKit gives the table view a type of its own with the same cases; here both names are this type.
public enum CollectionViewSelfSizingInvalidation: Int, Hashable, Sendable, CaseIterable {
    /// Nothing a cell does resizes it; reload or reconfigure its item to measure it again.
    case disabled
    /// A new content configuration, or `invalidateIntrinsicContentSize()` on the cell or its
    /// `contentView`, measures the cell again in the next layout pass (the default, as in UIKit).
    case enabled
    /// As `.enabled`, and any Auto Layout change inside the `contentView` (a constraint added,
    /// removed or changed, a subview's intrinsic size invalidated) does too.
    case enabledIncludingConstraints
}
