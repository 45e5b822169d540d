import CollectionGeometry
import Foundation

/// An image as content configurations name it (`UIImage(systemName:)` / `UIImage(named:)`).
///
/// Only a name and a size: renderers look the name up (the web renderer draws system symbols as
/// glyphs); the headless renderer uses `size` to measure.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The image's name.
    public var name: String
    /// Whether the name is a system symbol.
    public var isSystemImage: Bool
    /// The image's size in points.
    public var size: CGSize

    /// A system symbol, 24 points square by default.
    public init(systemName: String, size: CGSize = CGSize(width: 24, height: 24)) {
        name = systemName
        isSystemImage = true
        self.size = size.sanitizedSize
    }

    /// An app image of `size`.
    public init(named name: String, size: CGSize) {
        self.name = name
        isSystemImage = false
        self.size = size.sanitizedSize
    }

    public var description: String { (isSystemImage ? "symbol " : "image ") + name }
}
