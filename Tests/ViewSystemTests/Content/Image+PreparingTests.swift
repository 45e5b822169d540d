import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Image preparing, thumbnails and bytes: what UIKit's answers say, with nothing decoded")
struct ImagePreparingTests {
    @Test("when an image from bytes is prepared or thumbnailed, then it answers itself or the same bytes at the asked size; a symbol and bad sizes answer nil")
    func preparing() async throws {
        let photo = try #require(Image(data: ImageFiles.png(width: 1200, height: 800)))
        #expect(photo.preparingForDisplay() == photo)
        let thumbnail = try #require(photo.preparingThumbnail(of: CGSize(width: 150, height: 100)))
        #expect(thumbnail.size == CGSize(width: 150, height: 100) && thumbnail.scale == 8 && thumbnail.bitmap == photo.bitmap)
        #expect(await photo.byPreparingThumbnail(ofSize: CGSize(width: 60, height: 60))?.size == CGSize(width: 60, height: 60))
        #expect(await photo.byPreparingForDisplay() == photo)
        for bad in [CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity)] {
            #expect(photo.preparingThumbnail(of: bad) == nil, "\(bad)")
        }
        let symbol = try #require(Image(systemName: "star"))
        #expect(symbol.preparingForDisplay() == nil && symbol.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        #expect(Image(named: "placeholder", size: CGSize(width: 10, height: 10)).preparingForDisplay() == nil, "no bytes, nothing to prepare")

        let (displayed, small) = await withCheckedContinuation { continuation in
            photo.prepareForDisplay { displayed in
                photo.prepareThumbnail(of: CGSize(width: 30, height: 20)) { small in continuation.resume(returning: (displayed, small)) }
            }
        }
        #expect(displayed == photo && small?.size == CGSize(width: 30, height: 20))
    }

    @Test("when an image's bytes are asked for, then a PNG gives its PNG bytes and a JPEG its JPEG bytes, each nothing in the other format, and a symbol nothing")
    func bytes() throws {
        let pngBytes = ImageFiles.png(width: 4, height: 4), jpegBytes = ImageFiles.jpeg(width: 4, height: 4)
        let png = try #require(Image(data: pngBytes)), jpeg = try #require(Image(data: jpegBytes))
        #expect(png.pngData() == pngBytes && png.jpegData(compressionQuality: 0.8) == nil)
        #expect(jpeg.jpegData(compressionQuality: 2) == jpegBytes && jpeg.pngData() == nil)
        let gif = try #require(Image(data: ImageFiles.gif(width: 4, height: 4)))
        #expect(gif.pngData() == nil && Image.add.pngData() == nil)
        #expect(Image.add.isSymbolImage && !png.isSymbolImage)
        #expect([Image.add, .remove, .checkmark, .strokedCheckmark, .actions].map(\.name) == ["plus", "minus", "checkmark", "checkmark", "ellipsis"])
        let known = [Image.add, .remove, .checkmark, .actions].allSatisfy { $0.isKnownSymbol }
        #expect(known, "the standard symbols are drawn")
    }
}
