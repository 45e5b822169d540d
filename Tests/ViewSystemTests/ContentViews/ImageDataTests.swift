import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Headers of small image files, built by hand (the rest of a file does not matter to its size).
enum ImageFiles {
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    static func jpeg(width: UInt16, height: UInt16) -> Data {
        // SOI, an APP0 segment of 16 bytes, then a baseline frame header (SOF0).
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 0x03]
        return Data(bytes + Array(repeating: 0, count: 12))
    }

    static func gif(width: UInt16, height: UInt16) -> Data {
        Data(Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0])
    }
}

@Suite("Images from data: sizes from the file's header, bytes kept for the renderer (F34)")
@MainActor
struct ImageDataTests {
    @Test("when PNG, JPEG and GIF bytes make images, then each takes its pixel size over its scale")
    func formats() throws {
        let png = try #require(Image(data: ImageFiles.png(width: 300, height: 200)))
        #expect(png.size == CGSize(width: 300, height: 200) && png.bitmap?.mimeType == "image/png" && !png.isSystemImage)
        let retina = try #require(Image(data: ImageFiles.png(width: 300, height: 200), scale: 2))
        #expect(retina.size == CGSize(width: 150, height: 100) && retina.scale == 2)
        let jpeg = try #require(Image(data: ImageFiles.jpeg(width: 640, height: 480)))
        #expect(jpeg.size == CGSize(width: 640, height: 480) && jpeg.bitmap?.mimeType == "image/jpeg")
        let gif = try #require(Image(data: ImageFiles.gif(width: 16, height: 9)))
        #expect(gif.size == CGSize(width: 16, height: 9))
        #expect(Image(data: ImageFiles.png(width: 300, height: 200)) == png, "the same bytes are the same image")
        #expect(Image(data: ImageFiles.png(width: 30, height: 20)) != png)
        #expect(ImageView(image: png).intrinsicContentSize == CGSize(width: 300, height: 200))
    }

    @Test("when bytes are not an image, truncated, empty-sized or too large, then no image is made")
    func badData() {
        #expect(Image(data: Data()) == nil)
        #expect(Image(data: Data("hello, world".utf8)) == nil)
        #expect(Image(data: ImageFiles.png(width: 300, height: 200).prefix(20)) == nil)
        #expect(Image(data: ImageFiles.png(width: 0, height: 200)) == nil)
        #expect(Image(data: Data([0xFF, 0xD8, 0x12, 0x34, 0, 0, 0, 0, 0, 0, 0, 0])) == nil, "a JPEG without a frame header")
        var large = ImageFiles.png(width: 10, height: 10)
        large.append(Data(count: ImageData.maximumByteCount))
        #expect(Image(data: large) == nil)
        #expect(Image(contentsOfFile: "/nonexistent/file.png") == nil && Image(named: "nothing-by-this-name") == nil)
    }

    @Test("when images are named in a bundle or read from a file, then the file is found by name and scale")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageFiles.png(width: 120, height: 80).write(to: folder.appendingPathComponent("photo.png"))
        try ImageFiles.jpeg(width: 200, height: 100).write(to: folder.appendingPathComponent("banner@2x.jpg"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image(named: "photo", in: bundle, compatibleWith: nil)?.size == CGSize(width: 120, height: 80))
        #expect(Image(named: "banner", in: bundle, compatibleWith: nil)?.size == CGSize(width: 100, height: 50))
        #expect(Image(contentsOfFile: folder.appendingPathComponent("photo.png").path)?.name == "photo.png")
    }
}
