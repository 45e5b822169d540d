import Foundation

/// A small PNG made in code — a checkerboard of two colours — so the gallery can show an image from
/// data without shipping a file.
enum PatternImage {
    /// A `side` × `side` PNG of `cells` × `cells` squares alternating `first` and `second` (RGB bytes).
    static func checkerboard(side: Int, cells: Int, first: (UInt8, UInt8, UInt8), second: (UInt8, UInt8, UInt8)) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(side * side * 3)
        for y in 0..<side {
            for x in 0..<side {
                let color = ((x * cells / side) + (y * cells / side)).isMultiple(of: 2) ? first : second
                raw += [color.0, color.1, color.2]
            }
        }
        return PNGEncoder.encode(width: side, height: side, rgb: raw)
    }
}
