import Foundation

/// Encodes generated RGB pixels as a PNG, so the gallery can show photo-like images and app icons
/// made in code (no files, no downloads) through `Image(data:)`, as an app shows decoded photos.
///
/// Each row is filtered the way encoders usually choose (Sub, Up or Paeth, whichever leaves the
/// smallest differences) and the rows are compressed with deflate: LZ77 matches found through a
/// hash of three bytes, coded with the fixed Huffman codes of RFC 1951 §3.2.6. Smooth gradients and
/// flat shapes compress to a few kilobytes, which is what the page receives.
enum PNGEncoder {
    /// A PNG of `width` × `height` pixels from `rgb` (three bytes per pixel, rows top to bottom).
    /// - Precondition: `rgb.count == width * height * 3`, both sides positive.
    /// - Complexity: O(width × height).
    static func encode(width: Int, height: Int, rgb: [UInt8]) -> Data {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "\(width)×\(height) needs \(width * height * 3) bytes")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib(filtered(width: width, height: height, rgb: rgb)))
        png += chunk("IEND", [])
        return Data(png)
    }

    // MARK: Filtering (PNG §9)

    /// The rows, each prefixed with its filter type. Written for a debug build too (the gallery runs
    /// as one): one pass per row over raw buffers computes all three candidates.
    private static func filtered(width: Int, height: Int, rgb: [UInt8]) -> [UInt8] {
        let stride = width * 3
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        var candidates = [UInt8](repeating: 0, count: 3 * stride)
        rgb.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { out in
                candidates.withUnsafeMutableBufferPointer { candidates in
                    for y in 0..<height {
                        let row = y * stride
                        var costs = (0, 0, 0)
                        for x in 0..<stride {
                            let value = Int(pixels[row + x])
                            let a = x >= 3 ? Int(pixels[row + x - 3]) : 0
                            let b = y > 0 ? Int(pixels[row - stride + x]) : 0
                            let c = x >= 3 && y > 0 ? Int(pixels[row - stride + x - 3]) : 0
                            let sub = UInt8(truncatingIfNeeded: value - a)
                            let up = UInt8(truncatingIfNeeded: value - b)
                            let p = a + b - c
                            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            let paeth = UInt8(truncatingIfNeeded: value - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c))
                            candidates[x] = sub
                            candidates[stride + x] = up
                            candidates[2 * stride + x] = paeth
                            costs.0 += sub < 128 ? Int(sub) : 256 - Int(sub)
                            costs.1 += up < 128 ? Int(up) : 256 - Int(up)
                            costs.2 += paeth < 128 ? Int(paeth) : 256 - Int(paeth)
                        }
                        let best = costs.0 <= costs.1 && costs.0 <= costs.2 ? 0 : costs.1 <= costs.2 ? 1 : 2
                        let start = y * (stride + 1)
                        out[start] = [1, 2, 4][best]
                        for x in 0..<stride { out[start + 1 + x] = candidates[best * stride + x] }
                    }
                }
            }
        }
        return out
    }

    // MARK: zlib and deflate (RFC 1950, RFC 1951)

    /// A zlib stream: header, one fixed-Huffman deflate block, Adler-32.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, count: 1)  // the final block
        writer.write(1, count: 2)  // fixed Huffman codes
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: data.count)
        // The three-byte hash is written out where it is looked up and where it is recorded: a nested
        // function called for every byte costs as much as the rest of the loop in a debug build.
        data.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    let count = data.count
                    var i = 0
                    while i < count {
                        var bestLength = 0, bestDistance = 0
                        if i + 2 < count {
                            var candidate = head[(Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF]
                            var chain = 32
                            let limit = min(258, count - i)
                            while candidate >= 0, i - candidate <= 32_768, chain > 0 {
                                var length = 0
                                while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                                if length > bestLength { (bestLength, bestDistance) = (length, i - candidate) }
                                if length == limit { break }
                                candidate = previous[candidate]
                                chain -= 1
                            }
                        }
                        let step = bestLength >= 3 ? bestLength : 1
                        if bestLength >= 3 {
                            writer.writeMatch(length: bestLength, distance: bestDistance)
                        } else {
                            writer.writeLiteral(Int(data[i]))
                        }
                        for j in i..<(i + step) where j + 2 < count {
                            let h = (Int(data[j]) << 10 ^ Int(data[j + 1]) << 5 ^ Int(data[j + 2])) & 0x7FFF
                            previous[j] = head[h]
                            head[h] = j
                        }
                        i += step
                    }
                }
            }
        }
        writer.writeLiteral(256)
        writer.flush()
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return writer.bytes + be32(b << 16 | a)
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                            2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

        mutating func write(_ value: Int, count bits: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// Huffman codes are sent most significant bit first: reversed once, here.
        private static func reversed(_ code: Int, length: Int) -> Int {
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            return reversed
        }

        /// The fixed literal/length code of every symbol, reversed, and its length.
        private static let literalCodes: [(code: Int, length: Int)] = (0..<288).map { symbol in
            switch symbol {
            case 0...143: (reversed(0x30 + symbol, length: 8), 8)
            case 144...255: (reversed(0x190 + symbol - 144, length: 9), 9)
            case 256...279: (reversed(symbol - 256, length: 7), 7)
            default: (reversed(0xC0 + symbol - 280, length: 8), 8)
            }
        }

        /// A literal byte or, from 256, a length symbol, in the fixed literal/length code.
        mutating func writeLiteral(_ symbol: Int) {
            let code = Self.literalCodes[symbol]
            write(code.code, count: code.length)
        }

        mutating func writeMatch(length: Int, distance: Int) {
            let lengthCode = (Self.lengthBases.lastIndex { $0 <= length })!
            writeLiteral(257 + lengthCode)
            write(length - Self.lengthBases[lengthCode], count: Self.lengthExtra[lengthCode])
            let distanceCode = (Self.distanceBases.lastIndex { $0 <= distance })!
            write(Self.reversed(distanceCode, length: 5), count: 5)
            write(distance - Self.distanceBases[distanceCode], count: Self.distanceExtra[distanceCode])
        }

        mutating func flush() {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            buffer = 0
            count = 0
        }
    }

    // MARK: Chunks

    private static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(UInt32(body.count)) + typed + be32(crc32(typed))
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
