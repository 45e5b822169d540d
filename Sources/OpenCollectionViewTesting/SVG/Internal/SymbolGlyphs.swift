import Foundation

/// System symbols as SVG shapes on a 24-point grid, stroked in the current colour: the shapes the
/// gallery's page draws (`CollectionWeb/Page/page.js`, `GLYPHS`), so an SVG snapshot shows the same
/// symbol a browser does. A `.fill` name fills the shape; `.circle` puts the glyph in a ring.
enum SymbolGlyphs {
    /// The shapes of `name`, or `nil` for a symbol with no shape (drawn as a tinted rounded square).
    static func markup(for name: String) -> (shapes: String, filled: Bool)? {
        var base = name, filled = false, ring = false
        if base.hasSuffix(".fill") { filled = true; base.removeLast(5) }
        if base.hasSuffix(".circle"), base != "info.circle", shapes[String(base.dropLast(7))] != nil { ring = true; base.removeLast(7) }
        guard var markup = shapes[base] else { return nil }
        if filled, !ring, ["checkmark", "xmark", "plus", "minus", "magnifyingglass", "ellipsis"].contains(base) { return nil }
        if ring {
            // The glyph at 55 % inside a ring (or knocked out of a disc), as the page draws it.
            markup = (filled ? "<circle cx=\"12\" cy=\"12\" r=\"10.5\" fill=\"currentColor\" stroke=\"none\"/>" : "<circle cx=\"12\" cy=\"12\" r=\"10\"/>")
                + "<g transform=\"translate(12 12) scale(0.55) translate(-12 -12)\" stroke-width=\"\(filled ? "3.4" : "3.2")\"\(filled ? " stroke=\"white\"" : "")>\(markup)</g>"
            return (markup, false)
        }
        return (markup, filled)
    }

    /// Stroke widths by weight.
    static func strokeWidth(for weight: String) -> String {
        ["ultraLight": "0.8", "thin": "1.1", "light": "1.5", "regular": "1.9", "medium": "2.2", "semibold": "2.5",
         "bold": "2.8", "heavy": "3.2", "black": "3.6"][weight] ?? "1.9"
    }

    private static let shapes: [String: String] = [
        "star": #"<polygon points="12,2.5 14.9,8.8 21.8,9.4 16.6,14 18.1,20.8 12,17.3 5.9,20.8 7.4,14 2.2,9.4 9.1,8.8"/>"#,
        "heart": #"<path d="M12 20.5C5.5 15.4 2.5 12.4 2.5 8.6A4.8 4.8 0 0 1 12 6.4A4.8 4.8 0 0 1 21.5 8.6C21.5 12.4 18.5 15.4 12 20.5Z"/>"#,
        "circle": #"<circle cx="12" cy="12" r="9.5"/>"#,
        "square": #"<rect x="3" y="3" width="18" height="18" rx="3.5"/>"#,
        "checkmark": #"<polyline points="4.5,12.5 9.5,17.5 19.5,6.5"/>"#,
        "xmark": #"<path d="M5.5 5.5L18.5 18.5M18.5 5.5L5.5 18.5"/>"#,
        "plus": #"<path d="M12 4V20M4 12H20"/>"#,
        "minus": #"<path d="M4 12H20"/>"#,
        "chevron.left": #"<polyline points="15,4 7,12 15,20"/>"#,
        "chevron.right": #"<polyline points="9,4 17,12 9,20"/>"#,
        "chevron.up": #"<polyline points="4,15.5 12,7.5 20,15.5"/>"#,
        "chevron.down": #"<polyline points="4,8.5 12,16.5 20,8.5"/>"#,
        "chevron.up.chevron.down": #"<polyline points="7,9.5 12,4.5 17,9.5"/><polyline points="7,14.5 12,19.5 17,14.5"/>"#,
        "person": #"<circle cx="12" cy="8" r="4"/><path d="M4 21C4 16.5 7.6 14 12 14C16.4 14 20 16.5 20 21Z"/>"#,
        "bell": #"<path d="M6 16.5V11A6 6 0 0 1 18 11V16.5L20 18.5H4Z"/><path d="M10 21H14"/>"#,
        "envelope": #"<rect x="2.5" y="5" width="19" height="14" rx="2"/><polyline points="3,6.5 12,13 21,6.5"/>"#,
        "house": #"<path d="M3 11.5L12 3.5L21 11.5"/><path d="M5.5 9.5V20.5H18.5V9.5"/>"#,
        "magnifyingglass": #"<circle cx="10" cy="10" r="6.5"/><path d="M14.8 14.8L21 21"/>"#,
        "trash": #"<path d="M3.5 6H20.5M9 6V3.5H15V6"/><path d="M5.5 6L6.8 20.5H17.2L18.5 6Z"/>"#,
        "gearshape": #"<circle cx="12" cy="12" r="7" stroke-dasharray="2.8 2.7" stroke-width="4"/><circle cx="12" cy="12" r="3"/>"#,
        "info.circle": #"<circle cx="12" cy="12" r="9.5"/><path d="M12 11V17"/><circle cx="12" cy="7.5" r="0.6"/>"#,
        "exclamationmark.triangle": #"<path d="M12 3L22 20H2Z"/><path d="M12 9V13.5"/><circle cx="12" cy="16.8" r="0.6"/>"#,
        "photo": #"<rect x="2.5" y="4.5" width="19" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.8"/><polyline points="3,17 9,12 13,15.5 16,13 21,17"/>"#,
        "folder": #"<path d="M2.5 5.5H9L11 7.5H21.5V19H2.5Z"/>"#,
        "paperplane": #"<path d="M3 11L21 3L13.5 21L11 13Z"/><path d="M11 13L21 3"/>"#,
        "bookmark": #"<path d="M6 3H18V21L12 16.5L6 21Z"/>"#,
        "ellipsis": #"<circle cx="5" cy="12" r="1.3"/><circle cx="12" cy="12" r="1.3"/><circle cx="19" cy="12" r="1.3"/>"#,
        "line.3.horizontal": #"<path d="M4 7H20M4 12H20M4 17H20"/>"#,
        "flag": #"<path d="M5 21V3.5"/><path d="M5 4H18L15.5 8.5L18 13H5"/>"#,
        "archivebox": #"<rect x="2.5" y="4" width="19" height="4.5" rx="1"/><path d="M4.5 8.5V20H19.5V8.5M10 12.5H14"/>"#,
    ]
}
