import CollectionGeometry
import Foundation

/// The bytes of an app image (PNG, JPEG or GIF), their format and pixel size, read from the file's
/// header — images are not decoded: renderers draw the bytes (the page as an `<img>`).
///
/// Two payloads are equal when their bytes are; the digest (FNV-1a over the bytes, computed once)
/// makes hashing cheap and names the image to the page.
public final class ImageData: Hashable, Sendable, CustomStringConvertible {
    /// The file's bytes.
    public let data: Data
    /// `image/png`, `image/jpeg` or `image/gif`.
    public let mimeType: String
    /// The size in pixels.
    public let pixelSize: CGSize
    /// A 64-bit digest of the bytes.
    public let digest: UInt64

    /// The largest image accepted (4 MiB).
    public static let maximumByteCount = 4 << 20

    /// Reads the format and pixel size of `data`; `nil` for anything that is not a PNG, JPEG or GIF
    /// with a readable size, or larger than `maximumByteCount`.
    public init?(_ data: Data) {
        guard data.count <= Self.maximumByteCount, let (mime, size) = Self.header(of: data), size.width > 0, size.height > 0 else { return nil }
        self.data = data
        mimeType = mime
        pixelSize = size
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        digest = hash
    }

    /// Equal bytes are equal images.
    public static func == (lhs: ImageData, rhs: ImageData) -> Bool {
        lhs === rhs || (lhs.digest == rhs.digest && lhs.data == rhs.data)
    }

    /// Hashes the digest.
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    /// The format and pixel size.
    public var description: String { "\(mimeType) \(Int(pixelSize.width))×\(Int(pixelSize.height))" }

    /// The format and size from the header.
    /// - Complexity: O(1) for PNG and GIF; O(segments before the frame header) for JPEG.
    static func header(of data: Data) -> (String, CGSize)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Array(bytes[12..<16]) == Array("IHDR".utf8) {
            return ("image/png", CGSize(width: be32(16), height: be32(20)))
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            return ("image/gif", CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var index = 2
            while index + 9 < bytes.count {
                guard bytes[index] == 0xFF else { return nil }
                let marker = bytes[index + 1]
                if marker == 0xFF { index += 1; continue }
                let length = be16(index + 2)
                let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
                if isFrame { return ("image/jpeg", CGSize(width: be16(index + 7), height: be16(index + 5))) }
                guard length >= 2 else { return nil }
                index += 2 + length
            }
        }
        return nil
    }
}
