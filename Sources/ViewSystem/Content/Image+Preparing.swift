import CollectionGeometry
import Dispatch
import Foundation

/// Preparing images for display, thumbnails, their bytes, and the standard symbols.
///
/// Images are never decoded here (the page decodes them), so preparing one for display changes
/// nothing but what UIKit's answer says about the image: an image from bytes prepares (itself), a
/// symbol does not (`nil`: it is not backed by a bitmap, as UIKit's are not by a `CGImage`).
extension Image {
    /// Whether the image is a symbol (`UIImage.isSymbolImage`): the system's; app images never are.
    public var isSymbolImage: Bool { isSystemImage }

    /// The image ready to draw: itself for an image from bytes, `nil` for a symbol or an image without
    /// bytes (`UIImage.preparingForDisplay()`).
    public func preparingForDisplay() -> Image? {
        bitmap == nil ? nil : self
    }

    /// Calls `completionHandler` on a background queue with `preparingForDisplay()`.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (Image?) -> Void) {
        let prepared = preparingForDisplay()
        DispatchQueue.global().async { completionHandler(prepared) }
    }

    /// `preparingForDisplay()`, awaited.
    public func byPreparingForDisplay() async -> Image? {
        preparingForDisplay()
    }

    /// The image's bytes drawn at `size` points (`UIImage.preparingThumbnail(of:)`): the same bytes,
    /// `size` as the size, the scale following (the page scales the bitmap as it draws it); `nil` for a
    /// symbol, an image without bytes, or a size that is not finite and positive.
    public func preparingThumbnail(of size: CGSize) -> Image? {
        guard let bitmap, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        var thumbnail = self
        thumbnail.size = size
        thumbnail.scale = Swift.max(bitmap.pixelSize.width / size.width, bitmap.pixelSize.height / size.height)
        return thumbnail
    }

    /// Calls `completionHandler` on a background queue with `preparingThumbnail(of:)`.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (Image?) -> Void) {
        let thumbnail = preparingThumbnail(of: size)
        DispatchQueue.global().async { completionHandler(thumbnail) }
    }

    /// `preparingThumbnail(of:)`, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> Image? {
        preparingThumbnail(of: size)
    }

    /// The image's bytes when they are a PNG file (`UIImage.pngData()`); `nil` otherwise. Differences
    /// from UIKit: nothing is re-encoded (images are not decoded here), so a JPEG or GIF image, and a
    /// symbol, give `nil`.
    public func pngData() -> Data? {
        bitmap?.mimeType == "image/png" ? bitmap?.data : nil
    }

    /// The image's bytes when they are a JPEG file (`UIImage.jpegData(compressionQuality:)`); `nil`
    /// otherwise. Differences from UIKit: nothing is re-encoded, so `compressionQuality` is not
    /// applied, and a PNG or GIF image, and a symbol, give `nil`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        bitmap?.mimeType == "image/jpeg" ? bitmap?.data : nil
    }

    /// The standard "add" symbol (`plus`).
    public static var add: Image { Image(systemName: "plus")! }
    /// The standard "remove" symbol (`minus`).
    public static var remove: Image { Image(systemName: "minus")! }
    /// The standard checkmark symbol.
    public static var checkmark: Image { Image(systemName: "checkmark")! }
    /// The standard stroked checkmark symbol (`checkmark`, drawn as strokes here anyway).
    public static var strokedCheckmark: Image { Image(systemName: "checkmark")! }
    /// The standard "actions" symbol (`ellipsis`).
    public static var actions: Image { Image(systemName: "ellipsis")! }
}
