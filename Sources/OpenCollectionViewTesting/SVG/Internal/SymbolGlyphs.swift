import Foundation
import ViewSystem

/// System symbols as SVG markup, drawn from the symbol library (`SymbolLibrary`) as the page draws
/// them (`CollectionWeb/Page/symbols.js`, `SymbolPainter.element`), so an SVG snapshot shows the symbol a
/// browser does: outlines stroked in the current colour at the weight's width; a `.fill` name fills
/// the body and knocks the details out of it through a mask (whole, filled, for a glyph whose details
/// are solid); `.circle` / `.square` put the glyph,
/// scaled, in a ring or a rounded square (knocked out of it when filled).
enum SymbolGlyphs {
    /// The `<svg>` of `name` in `frame`'s attributes (`place`), or `nil` for a name the library
    /// cannot draw.
    static func markup(for name: String, place: String, preserveAspectRatio: String, weight: String, color: String,
                       library: SymbolLibrary = .standard, writer: inout SVGWriter) -> String? {
        guard let drawing = library.drawing(for: name) else { return nil }
        let stroke = library.strokeWidth(for: weight)
        var svg = "<svg \(place) viewBox=\"0 0 24 24\" preserveAspectRatio=\"\(preserveAspectRatio)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(number(stroke))\" stroke-linecap=\"round\" stroke-linejoin=\"round\" color=\"\(color)\">"
        let glyph = drawing.glyph
        if let container = drawing.container, let outline = library.containerPaths[container.rawValue] {
            let scale = library.insetScale
            let inset = "transform=\"translate(12 12) scale(\(number(scale))) translate(-12 -12)\" stroke-width=\"\(number(stroke * library.insetStroke / scale))\""
            if drawing.filled {
                let mask = writer.makeIdentifier()
                svg += "<mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" x=\"-2\" y=\"-2\" width=\"28\" height=\"28\"><rect x=\"-2\" y=\"-2\" width=\"28\" height=\"28\" fill=\"#fff\" stroke=\"none\"/><g \(inset) stroke=\"#000\">"
                svg += paths(glyph, range: 0..<glyph.paths.count, dotFill: "#000") + "</g></mask>"
                svg += "<path d=\"\(outline)\" fill=\"currentColor\" mask=\"url(#\(mask))\"/>"
            } else {
                svg += "<path d=\"\(outline)\"/><g \(inset)>" + paths(glyph, range: 0..<glyph.paths.count, dotFill: "currentColor") + "</g>"
            }
        } else if drawing.filled {
            let body = 0..<glyph.bodyCount, details = glyph.bodyCount..<glyph.paths.count
            if details.isEmpty {
                svg += "<g fill=\"currentColor\">" + paths(glyph, range: body, dotFill: "currentColor") + "</g>"
            } else {
                let mask = writer.makeIdentifier()
                svg += "<mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" x=\"-2\" y=\"-2\" width=\"28\" height=\"28\"><rect x=\"-2\" y=\"-2\" width=\"28\" height=\"28\" fill=\"#fff\" stroke=\"none\"/><g stroke=\"#000\"\(glyph.solidDetails ? " fill=\"#000\"" : "")>"
                svg += paths(glyph, range: details, dotFill: "#000") + "</g></mask>"
                svg += "<g fill=\"currentColor\" mask=\"url(#\(mask))\">" + paths(glyph, range: body, dotFill: "currentColor") + "</g>"
            }
        } else {
            svg += paths(glyph, range: 0..<glyph.paths.count, dotFill: "currentColor")
        }
        return svg + "</svg>\n"
    }

    /// The neutral placeholder of a symbol the library cannot draw: a dashed grey rounded square.
    static func placeholder(place: String) -> String {
        "<svg \(place) viewBox=\"0 0 24 24\" preserveAspectRatio=\"xMidYMid meet\"><rect x=\"3\" y=\"3\" width=\"18\" height=\"18\" rx=\"4\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1.5\" stroke-dasharray=\"3 2.5\"/></svg>\n"
    }

    private static func paths(_ glyph: SymbolLibrary.Glyph, range: Range<Int>, dotFill: String) -> String {
        range.map { index in
            glyph.dots.contains(index) ? "<path d=\"\(glyph.paths[index])\" fill=\"\(dotFill)\"/>" : "<path d=\"\(glyph.paths[index])\"/>"
        }.joined()
    }

    private static func number(_ value: Double) -> String { SVGWriter.number(CGFloat(value)) }
}
