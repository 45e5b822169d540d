import DeterministicRandom
import Foundation
import Testing
@testable import Gallery

@Suite("The PNG encoder: filtered rows compressed with fixed-Huffman deflate, decoded back exactly")
struct PNGEncoderTests {
    /// A reference decoder written from RFC 1950/1951 and the PNG specification (stored and
    /// fixed-Huffman blocks, the five filters): the oracle the encoder's output must satisfy.
    enum Decoder {
        struct Failure: Error, CustomStringConvertible { let description: String }

        static func decode(_ png: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
            let bytes = [UInt8](png)
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "no signature") }
            var offset = 8, width = 0, height = 0, idat: [UInt8] = []
            while offset + 8 <= bytes.count {
                let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
                let body = Array(bytes[offset + 8..<offset + 8 + length])
                if type == "IHDR" {
                    width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
                    height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
                    guard body[8] == 8, body[9] == 2 else { throw Failure(description: "not 8-bit RGB") }
                } else if type == "IDAT" {
                    idat += body
                }
                offset += 12 + length
            }
            let raw = try inflate(idat)
            let stride = width * 3
            guard raw.count == height * (stride + 1) else { throw Failure(description: "\(raw.count) bytes for \(width)×\(height)") }
            var out = [UInt8](repeating: 0, count: height * stride)
            for y in 0..<height {
                let filter = raw[y * (stride + 1)]
                for x in 0..<stride {
                    let value = Int(raw[y * (stride + 1) + 1 + x])
                    let a = x >= 3 ? Int(out[y * stride + x - 3]) : 0
                    let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                    let c = x >= 3 && y > 0 ? Int(out[(y - 1) * stride + x - 3]) : 0
                    let predictor: Int
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = (a + b) / 2
                    case 4:
                        let p = a + b - c
                        predictor = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                    default: throw Failure(description: "filter \(filter)")
                    }
                    out[y * stride + x] = UInt8((value + predictor) & 0xFF)
                }
            }
            return (width, height, out)
        }

        static func inflate(_ stream: [UInt8]) throws -> [UInt8] {
            guard stream.count >= 6, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else {
                throw Failure(description: "bad zlib header")
            }
            var position = 16  // in bits, after the header
            func bits(_ count: Int) throws -> Int {
                var value = 0
                for i in 0..<count {
                    guard position / 8 < stream.count else { throw Failure(description: "ran out of bits") }
                    value |= Int(stream[position / 8] >> UInt8(position % 8) & 1) << i
                    position += 1
                }
                return value
            }
            func fixedSymbol() throws -> Int {
                var code = 0
                for length in 1...9 {
                    code = code << 1 | (try bits(1))
                    switch length {
                    case 7 where code <= 0b0010111: return code + 256
                    case 8 where (0x30...0xBF).contains(code): return code - 0x30
                    case 8 where (0xC0...0xC7).contains(code): return code - 0xC0 + 280
                    case 9 where (0x190...0x1FF).contains(code): return code - 0x190 + 144
                    default: continue
                    }
                }
                throw Failure(description: "bad code")
            }
            let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
            let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                 8193, 12289, 16385, 24577]
            var out: [UInt8] = []
            var isFinal = false
            while !isFinal {
                isFinal = try bits(1) == 1
                switch try bits(2) {
                case 0:
                    position = (position + 7) / 8 * 8
                    let length = try bits(16)
                    _ = try bits(16)
                    for _ in 0..<length { out.append(UInt8(try bits(8))) }
                case 1:
                    while true {
                        let symbol = try fixedSymbol()
                        if symbol < 256 { out.append(UInt8(symbol)); continue }
                        if symbol == 256 { break }
                        let code = symbol - 257
                        let extra = code < 8 || code == 28 ? 0 : (code - 4) / 4
                        let length = lengthBases[code] + (try bits(extra))
                        var distanceCode = 0
                        for _ in 0..<5 { distanceCode = distanceCode << 1 | (try bits(1)) }
                        let distance = distanceBases[distanceCode] + (try bits(distanceCode < 4 ? 0 : (distanceCode - 2) / 2))
                        guard distance <= out.count else { throw Failure(description: "distance \(distance) before the start") }
                        for _ in 0..<length { out.append(out[out.count - distance]) }
                    }
                default: throw Failure(description: "unsupported block type")
                }
            }
            let adler = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in out { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
            guard adler == b << 16 | a else { throw Failure(description: "Adler-32 mismatch") }
            return out
        }
    }

    @Test("when random pixels, flat pixels and gradients are encoded, then the reference decoder gets them back byte for byte",
          arguments: [0, 1, 2, 3, 4, 5, 6, 7])
    func roundTrips(seed: UInt64) throws {
        print("PNGEncoderTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let width = Int(random.next() % 70) + 1, height = Int(random.next() % 50) + 1
        let rgb: [UInt8] = (0..<(width * height * 3)).map { i in
            switch seed % 3 {
            case 0: UInt8(truncatingIfNeeded: random.next())
            case 1: UInt8(seed * 40 % 256)
            default: UInt8((i / 3 % width * 255 / max(1, width - 1) + i % 3 * 20) % 256)
            }
        }
        let decoded = try Decoder.decode(PNGEncoder.encode(width: width, height: height, rgb: rgb))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgb == rgb)
    }

    @Test("when a run is longer than a match can be, then it is split and still decodes")
    func longRuns() throws {
        let rgb = [UInt8](repeating: 200, count: 300 * 3 * 40)
        let png = PNGEncoder.encode(width: 300, height: 40, rgb: rgb)
        #expect(try Decoder.decode(png).rgb == rgb)
        #expect(png.count < 400, "a flat image is \(png.count) bytes")
    }

    @Test("when generated pictures and icons are encoded, then they decode, differ by seed, repeat for a seed and stay small")
    func artwork() throws {
        for seed in [0, 1, 42] {
            let photo = Artwork.photoData(seed)
            let decoded = try Decoder.decode(photo)
            #expect(decoded.width == 192 && decoded.height == 144)
            #expect(photo == Artwork.photoData(seed + Artwork.variety), "seeds wrap around")
            #expect(photo.count < 40_000, "picture \(seed) is \(photo.count) bytes")
            let icon = Artwork.iconData(seed)
            #expect(try Decoder.decode(icon).width == 96)
            #expect(icon.count < 12_000, "icon \(seed) is \(icon.count) bytes")
        }
        #expect(Artwork.photoData(1) != Artwork.photoData(2))
        #expect(Artwork.iconData(1) != Artwork.iconData(2))
        // Not one flat colour: a landscape spans dark hills and a bright sky.
        let pixels = try Decoder.decode(Artwork.photoData(3)).rgb
        #expect((pixels.max() ?? 0) - (pixels.min() ?? 0) > 120)
    }
}

