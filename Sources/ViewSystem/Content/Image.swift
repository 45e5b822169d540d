import CollectionGeometry
import Foundation

/// An image as views and content configurations name it (`UIImage`): a system symbol or an app image,
/// with its size and how it is tinted.
///
/// Differences from UIKit: a value, not a class; a system symbol holds a name and a size, never
/// pixels — the page and the testing kit draw SF Symbols names with Lucide's icons
/// (`systemSymbolNames`), so shapes differ from Apple's in detail. `init?(systemName:)` returns an
/// image for any name (UIKit returns `nil` for an unknown one): a view drawing an unknown symbol
/// reports it once per window and name, and it is drawn as a neutral placeholder (a dashed grey
/// rounded square) of its size.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// How an image's colours are used (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Hashable, Sendable, CaseIterable {
        /// Symbols are templates, other images are drawn as they are.
        case automatic = 0
        /// Drawn in its own colours.
        case alwaysOriginal
        /// Drawn in the tint colour.
        case alwaysTemplate
    }

    /// The relative size of a symbol next to text of its point size (`UIImage.SymbolScale`).
    public enum SymbolScale: Int, Hashable, Sendable, CaseIterable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// How much larger than medium the symbol is drawn: small 0.8, large 1.3.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The system symbols the page and the testing kit draw, from Lucide's icons (`SymbolLibrary`):
    /// each listed SF Symbols name and its `.fill`. A listed name's `.circle` and `.square`
    /// variants (and their `.fill`) are drawn too, composed, and are not in the set.
    /// - Complexity: O(*n*) in the number of listed symbols.
    public static var systemSymbolNames: Set<String> {
        let listed = SymbolLibrary.standard.symbols.keys
        return Set(listed).union(listed.map { $0 + ".fill" })
    }

    /// The image's name.
    public var name: String
    /// Whether the name is a system symbol.
    public var isSystemImage: Bool
    /// The image's size in points.
    public var size: CGSize
    /// A symbol's configuration (`nil` for app images).
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// How the image's colours are used.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The colour the image is drawn in, set by `withTintColor(_:)`; `nil` follows the view's tint.
    public private(set) var tintColor: Color?
    /// The bytes of an image made from data or a file (`nil` for symbols and named placeholders).
    public internal(set) var bitmap: ImageData?
    /// Pixels per point (1 for images from data unless told otherwise).
    public internal(set) var scale: CGFloat = 1

    /// An empty image (`UIImage()`): no name, no pixels, zero size, so it draws nothing — what iOS code
    /// sets as a bar's `shadowImage` to hide the hairline.
    public init() {
        name = ""
        isSystemImage = false
        size = .zero
    }

    /// A system symbol at the body size (`UIImage(systemName:)`). Never `nil` (see the type's notes).
    public init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// A system symbol with `configuration` (`UIImage(systemName:withConfiguration:)`).
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        let configuration = configuration ?? .unspecified
        name = systemName
        isSystemImage = true
        size = configuration.symbolSize
        symbolConfiguration = configuration
        if let color = configuration.primaryColor { self = withTintColor(color) }
    }

    /// A system symbol drawn at exactly `size` (not in UIKit: for content configurations that fix it).
    public init(systemName: String, size: CGSize) {
        name = systemName
        isSystemImage = true
        self.size = size.sanitizedSize
    }

    /// An app image of `size` (not in UIKit, which reads the size from the file).
    public init(named name: String, size: CGSize) {
        self.name = name
        isSystemImage = false
        self.size = size.sanitizedSize
    }

    /// An image from PNG, JPEG or GIF bytes (`UIImage(data:)`), its size the pixel size; `nil` for
    /// anything else or more than `ImageData.maximumByteCount` bytes.
    public init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from bytes at `scale` pixels per point (`UIImage(data:scale:)`; a NaN, infinite or
    /// non-positive scale is 1).
    public init?(data: Data, scale: CGFloat) {
        guard let bitmap = ImageData(data) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        name = "data"
        isSystemImage = false
        self.bitmap = bitmap
        self.scale = scale
        size = CGSize(width: bitmap.pixelSize.width / scale, height: bitmap.pixelSize.height / scale)
    }

    /// The image in the file at `path` (`UIImage(contentsOfFile:)`); `nil` when it cannot be read.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
        name = (path as NSString).lastPathComponent
    }

    /// The image named `name` in `bundle` (the main bundle when `nil`): `name`, `name.png`,
    /// `name.jpg`, `name.jpeg` or `name.gif`, with `@2x` / `@3x` files at their scale
    /// (`UIImage(named:in:compatibleWith:)`; the traits are ignored).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        let bundle = bundle ?? .main
        let base = (name as NSString).deletingPathExtension, given = (name as NSString).pathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg", "gif"] : [given]
        for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] as [(String, CGFloat)] {
            for ext in extensions {
                guard let url = bundle.url(forResource: base + suffix, withExtension: ext), let data = try? Data(contentsOf: url) else { continue }
                self.init(data: data, scale: scale)
                self.name = name
                return
            }
        }
        return nil
    }

    /// The image named `name` in the main bundle (`UIImage(named:)`).
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Whether the page can draw this image's symbol (app images: always).
    public var isKnownSymbol: Bool {
        !isSystemImage || name == SymbolLibrary.activityIndicatorName || SymbolLibrary.standard.drawing(for: name) != nil
    }

    /// Whether the image is drawn in a tint colour: templates, and symbols in automatic mode.
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSystemImage
        }
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// The same image drawn in `color` (a symbol keeps it whatever the view's tint is).
    public func withTintColor(_ color: Color) -> Image {
        var image = self
        image.tintColor = color
        if image.renderingMode == .automatic { image.renderingMode = .alwaysOriginal }
        return image
    }

    /// The same image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        var image = withTintColor(color)
        image.renderingMode = renderingMode
        return image
    }

    /// The same symbol with `configuration` (its size follows; a hierarchical colour, or a palette's
    /// first colour, becomes the colour it is drawn in, whatever the view's tint); an app image is
    /// returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSystemImage, symbolConfiguration != nil else { return self }
        var image = self
        image.symbolConfiguration = configuration
        image.size = configuration.symbolSize
        if let color = configuration.primaryColor { image = image.withTintColor(color) }
        return image
    }

    /// The same symbol with the values `configuration` specifies taking the place of its own
    /// (`UIImage.applyingSymbolConfiguration(_:)`); an app image is returned unchanged.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let own = symbolConfiguration else { return self }
        return withConfiguration(own.applying(configuration))
    }

    public var description: String { (isSystemImage ? "symbol " : "image ") + name }
}
