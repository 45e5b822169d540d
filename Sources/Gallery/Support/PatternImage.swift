import Foundation
import OpenCollectionView

/// A small PNG made in code — a checkerboard of two colours — so the gallery can show an image from
/// data without shipping a file. Uncompressed ("stored") deflate blocks keep the encoder tiny.
enum PatternImage {
    /// A `side` × `side` PNG of `cells` × `cells` squares alternating `first` and `second` (RGB bytes).
    static func checkerboard(side: Int, cells: Int, first: (UInt8, UInt8, UInt8), second: (UInt8, UInt8, UInt8)) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(side * (side * 3 + 1))
        for y in 0..<side {
            raw.append(0)  // filter: none
            for x in 0..<side {
                let color = ((x * cells / side) + (y * cells / side)).isMultiple(of: 2) ? first : second
                raw += [color.0, color.1, color.2]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(UInt32(side)) + be32(UInt32(side)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(UInt32(body.count)) + typed + be32(crc32(typed))
    }

    /// A zlib stream of stored deflate blocks (at most 65 535 bytes each) with its Adler-32.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count >= data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
