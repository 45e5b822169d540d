import CollectionGeometry
import Foundation

extension ContentUnavailableConfiguration {
    /// How the image is drawn (`UIContentUnavailableConfiguration.ImageProperties`); `loading()`'s
    /// spinner takes the tint colour.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of a template image or symbol (and the spinner); `nil` for the view's tint.
        public var tintColor: Color?
        /// The symbol configuration of a symbol image.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at, keeping its aspect; zero on an axis for no limit.
        public var maximumSize: CGSize = .zero
        /// Whether the image stays as it is when colours are inverted (kept: colours are never inverted here).
        public var accessibilityIgnoresInvertColors = false

        /// Image properties with no tint, no symbol configuration, square corners and no size limit.
        public init() {}
    }
}
