import OpenCollectionView

extension CollectionLayoutEnvironment {
    /// How many times larger than the default size (Large) the reader's body text is. Screens
    /// measure their column widths in it, so at the accessibility sizes they drop columns and text
    /// wraps at words instead of within them, as iOS screens reflow.
    var textScale: CGFloat {
        Swift.max(1, Font.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).pointSize / 17)
    }
}
