import CollectionGeometry
import Foundation

extension ContentUnavailableConfiguration {
    /// How a text is drawn (`UIContentUnavailableConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// How a line too long for the width ends (default wrapping by word).
        public var lineBreakMode: LineBreakMode = .byWordWrapping
        /// The most lines shown; 0 (the default) for no limit; negatives become 0.
        public var numberOfLines: Int = 0 {
            didSet { if numberOfLines < 0 { numberOfLines = 0 } }
        }
        /// Whether a one-line text too wide shrinks (down to `minimumScaleFactor`).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking text takes (clamped to 0…1).
        public var minimumScaleFactor: CGFloat = 0 {
            didSet { minimumScaleFactor = minimumScaleFactor.isFinite ? Swift.min(Swift.max(minimumScaleFactor, 0), 1) : 0 }
        }
        /// Whether letters tighten before the text is truncated (kept: the page truncates without tightening).
        public var allowsDefaultTighteningForTruncation = true

        /// Text properties with `font` and `color`.
        public init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }
    }
}
