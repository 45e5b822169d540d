extension ContentUnavailableConfiguration {
    /// How the elements line up (`UIContentUnavailableConfiguration.Alignment`).
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred, texts centred.
        case center = 0
        /// Along the leading margin, texts aligned naturally.
        case natural = 1
    }
}
