import DeterministicRandom
import Foundation
import OpenCollectionView

/// Photo-like pictures and app icons drawn in code, the same for a seed on every run: the gallery's
/// content without files or downloads. A picture is encoded as a PNG (`PNGEncoder`) and shown through
/// `Image(data:)`, so the page receives and decodes real image bytes, as an app's photos are.
///
/// Pictures are landscapes — a sky graded towards the horizon, a sun with its glow, three ridges of
/// hills fading with distance and, on some, a lake that mirrors the sky; icons are a diagonal
/// gradient under a white glyph (a ring, a disc, a play triangle, bars, overlapping circles or a
/// rounded square). Edges are antialiased from signed distances.
enum Artwork {
    /// How many different pictures and icons there are; seeds wrap around.
    static let variety = 97

    /// The PNG bytes of landscape `seed` (`width` × `height` pixels).
    /// - Complexity: O(width × height).
    static func photoData(_ seed: Int, width: Int = 192, height: Int = 144) -> Data {
        var random = SplitMix64(seed: UInt64(seed.magnitude % UInt(variety)) &* 2_654_435_761 &+ 7)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        let hue = uniform(0...1)
        let skyTop = rgb(hue + 0.55, 0.55, 0.72), horizon = rgb(hue + 0.05, 0.35, 0.98)
        let sun = (x: uniform(0.15...0.85) * Double(width), y: uniform(0.18...0.42) * Double(height), r: uniform(0.07...0.12) * Double(height))
        let sunColor = rgb(hue + 0.08, 0.25, 1)
        let hasLake = random.next() % 3 == 0
        let lakeLine = hasLake ? Double(height) * 0.78 : Double(height) + 1
        // Ridges back to front: higher, paler and bluer far away; lower, darker and greener near.
        var ridges: [Ridge] = []
        for layer in 0..<3 {
            let depth = Double(layer)
            var waves: [Wave] = []
            for octave in 0..<3 {
                let amplitude = Double(height) * uniform(0.03...0.08) / Double(octave + 1)
                let frequency = uniform(1...2.5) * Double(octave * 2 + 1) * .pi / Double(width)
                waves.append(Wave(amplitude: amplitude, frequency: frequency, phase: uniform(0...(2 * .pi))))
            }
            let color = rgb(hue + 0.3 - 0.08 * depth, 0.25 + 0.15 * depth, 0.78 - 0.2 * depth)
            ridges.append(Ridge(base: Double(height) * (0.48 + 0.1 * depth), waves: waves, color: color))
        }
        let heights = ridges.map { ridge in (0..<width).map { ridge.top(at: Double($0)) } }
        let water = rgb(hue + 0.55, 0.6, 0.35)
        let glowReach = sun.r * 8
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        // Written for a debug build too (the gallery runs as one): plain arithmetic, no per-pixel
        // calls, and the glow and edges computed only where they show.
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                // A lake row shows the sky row mirrored about the lake line, darkened.
                let isWater = Double(y) >= lakeLine
                let sourceY = isWater ? max(0, 2 * lakeLine - Double(y)) : Double(y)
                let t = min(1, sourceY / (Double(height) * 0.75))
                let skyR = skyTop.0 + (horizon.0 - skyTop.0) * t
                let skyG = skyTop.1 + (horizon.1 - skyTop.1) * t
                let skyB = skyTop.2 + (horizon.2 - skyTop.2) * t
                let dy = sourceY + 0.5 - sun.y
                var i = y * width * 3
                for x in 0..<width {
                    let px = Double(x) + 0.5
                    var r = skyR, g = skyG, b = skyB
                    let dx = px - sun.x
                    if abs(dx) < glowReach, abs(dy) < glowReach {
                        let distance = (dx * dx + dy * dy).squareRoot()
                        var amount = 0.45 * exp(-max(0, distance - sun.r) / (sun.r * 1.5))
                        let disc = 0.5 - (distance - sun.r)
                        if disc > 0 { amount = amount + (1 - amount) * min(1, disc) }
                        r += (sunColor.0 - r) * amount
                        g += (sunColor.1 - g) * amount
                        b += (sunColor.2 - b) * amount
                    }
                    for layer in 0..<ridges.count {
                        let cover = heights[layer][x] - sourceY
                        guard cover < 0.5 else { continue }  // above the ridge
                        let amount = min(1, 0.5 - cover)
                        let shade = 1 - 0.35 * min(1, max(0, -cover / Double(height)))
                        let color = ridges[layer].color
                        r += (color.0 * shade - r) * amount
                        g += (color.1 * shade - g) * amount
                        b += (color.2 * shade - b) * amount
                    }
                    if isWater {
                        let amount = 0.35 + 0.06 * sin(Double(y) * 1.7 + px * 0.05)
                        r += (water.0 - r) * amount
                        g += (water.1 - g) * amount
                        b += (water.2 - b) * amount
                    }
                    out[i] = byte(r)
                    out[i + 1] = byte(g)
                    out[i + 2] = byte(b)
                    i += 3
                }
            }
        }
        return PNGEncoder.encode(width: width, height: height, rgb: pixels)
    }

    /// The PNG bytes of app icon `seed` (`side` × `side` pixels; round its corners with the image
    /// view's layer, as apps do).
    /// - Complexity: O(side²).
    static func iconData(_ seed: Int, side: Int = 96) -> Data {
        var random = SplitMix64(seed: UInt64(seed.magnitude % UInt(variety)) &* 40_503 &+ 11)
        let hue = Double(random.next() % 360) / 360
        let from = rgb(hue, 0.55, 0.98), to = rgb(hue + 0.1, 0.85, 0.7)
        let glyph = Int(random.next() % 6)
        let s = Double(side)
        var pixels = [UInt8](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            for x in 0..<side {
                let px = (Double(x) + 0.5) / s - 0.5, py = (Double(y) + 0.5) / s - 0.5
                var color = mix(from, to, (px + py + 1) / 2)
                let distance = glyphDistance(glyph, px, py) * s
                color = mix(color, (1, 1, 1), 0.95 * coverage(distance))
                let i = (y * side + x) * 3
                pixels[i] = byte(color.0)
                pixels[i + 1] = byte(color.1)
                pixels[i + 2] = byte(color.2)
            }
        }
        return PNGEncoder.encode(width: side, height: side, rgb: pixels)
    }

    private struct Wave {
        let amplitude: Double, frequency: Double, phase: Double
    }

    /// A ridge of hills: its mean height and the waves that shape its top.
    private struct Ridge {
        let base: Double
        let waves: [Wave]
        let color: (Double, Double, Double)

        func top(at x: Double) -> Double {
            var y = base
            for wave in waves { y -= wave.amplitude * sin(x * wave.frequency + wave.phase) }
            return y
        }
    }

    /// The signed distance (in icon widths, negative inside) from a point (centre at 0, 0) to `glyph`.
    private static func glyphDistance(_ glyph: Int, _ x: Double, _ y: Double) -> Double {
        let radius = (x * x + y * y).squareRoot()
        switch glyph {
        case 0: return abs(radius - 0.22) - 0.06  // a ring
        case 1: return radius - 0.24  // a disc
        case 2: return max(-x - 0.16, max(0.5 * x + 0.866 * abs(y) - 0.12, 0))  // a play triangle
        case 3:  // three bars, rising
            return (0..<3).map { bar in
                let cx = -0.18 + Double(bar) * 0.18, top = 0.2 - Double(bar) * 0.12
                return max(abs(x - cx) - 0.055, max(top - y, y - 0.24))
            }.min()!
        case 4:  // two overlapping circles
            let a = ((x + 0.09) * (x + 0.09) + y * y).squareRoot() - 0.18
            let b = ((x - 0.09) * (x - 0.09) + y * y).squareRoot() - 0.18
            return min(a, abs(b) - 0.035)
        default:  // a rounded square
            let qx = abs(x) - 0.14, qy = abs(y) - 0.14
            return (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - 0.08
        }
    }

    /// How much of a pixel a shape covers whose signed distance (in pixels) at the pixel's centre is
    /// `distance`: 1 well inside, 0 well outside, a ramp across the edge.
    private static func coverage(_ distance: Double) -> Double { min(1, max(0, 0.5 - distance)) }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func rgb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        let (r, g, b) = Palette.rgb(hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness))
        return (Double(r), Double(g), Double(b))
    }

    private static func byte(_ value: Double) -> UInt8 {
        let scaled = value * 255 + 0.5
        return scaled <= 0 ? 0 : scaled >= 255 ? 255 : UInt8(scaled)
    }
}
