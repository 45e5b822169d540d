extension Button {
    /// A button's role (`UIButton.Role`), as a content-unavailable configuration's button properties
    /// take it.
    ///
    /// Differences from UIKit: a button has no `role` property here; a content-unavailable view draws a
    /// destructive button red.
    public enum Role: Int, Hashable, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The button of the likeliest choice.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that destroys something.
        case destructive = 3
    }
}
