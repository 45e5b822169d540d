extension ScrollView {
    /// How the safe area is added to `contentInset` to give `adjustedContentInset`
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
        /// The safe area's top and bottom always; its left and right when the content scrolls horizontally.
        case automatic = 0
        /// The safe area on the axes along which the content scrolls.
        case scrollableAxes = 1
        /// Never: `adjustedContentInset` equals `contentInset`.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }
}
