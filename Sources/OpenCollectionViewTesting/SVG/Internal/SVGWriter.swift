import CollectionGeometry
import Foundation

/// Appends SVG markup to one string: numbers with at most two decimals and no trailing zeros,
/// colours as `#rrggbb` plus an opacity, text escaped for XML.
struct SVGWriter {
    private(set) var output = ""
    private var nextIdentifier = 0

    init(capacity: Int) { output.reserveCapacity(capacity) }

    mutating func append(_ text: String) { output += text }

    /// A fresh identifier for a clip path.
    mutating func makeIdentifier() -> String {
        nextIdentifier += 1
        return "c\(nextIdentifier)"
    }

    /// `12`, `12.5`, `-0.25`: rounded to hundredths, the shortest exact text.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `#rrggbb` for the colour's components (its opacity aside).
    static func hex(_ color: Color) -> String {
        func byte(_ component: CGFloat) -> String {
            let value = Swift.max(0, Swift.min(255, Int((component * 255).rounded())))
            let hex = String(value, radix: 16)
            return value < 16 ? "0" + hex : hex
        }
        return "#\(byte(color.red))\(byte(color.green))\(byte(color.blue))"
    }

    /// `fill="#rrggbb"` (with `fill-opacity` when translucent) for `attribute` `fill` or `stroke`.
    static func paint(_ attribute: String, _ color: Color) -> String {
        var text = "\(attribute)=\"\(hex(color))\""
        if color.alpha < 1 { text += " \(attribute)-opacity=\"\(number(Swift.max(0, color.alpha)))\"" }
        return text
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML cannot hold dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(" ")
            default:
                // XML 1.0 forbids the other control characters and the non-characters U+FFFE, U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
