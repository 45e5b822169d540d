import Foundation
import Testing
@testable import ViewSystem

@Suite("SymbolLibrary: SF Symbols names drawn with Lucide's icons, from one resource")
struct SymbolLibraryTests {
    let library = SymbolLibrary.standard

    @Test("when the resource is read, then it lists at least 300 names, each with path data and a body")
    func resource() {
        #expect(library.symbols.count >= 300, "\(library.symbols.count) names")
        for (name, glyph) in library.symbols {
            #expect(!glyph.paths.isEmpty && (1...glyph.paths.count).contains(glyph.bodyCount), "\(name)")
            #expect(glyph.paths.allSatisfy { $0.first == "M" || $0.first == "m" }, "\(name): path data starts with a move")
            #expect(glyph.dots.allSatisfy { glyph.paths.indices.contains($0) }, "\(name)")
            #expect(!name.hasSuffix(".fill"), "\(name): fills are derived, not listed")
        }
        #expect(Set(library.strokeWidths.keys) == Set(Font.Weight.allCases.map(\.rawValue)), "a stroke width per weight")
        #expect(library.strokeWidth(for: "bold") > library.strokeWidth(for: "regular"))
        #expect(library.strokeWidth(for: "no such weight") == library.strokeWidth(for: "regular"))
    }

    @Test("when app code asks for the names real list screens use, then each is drawn, with its fill and circle variants")
    func commonNames() {
        let names = ["gear", "gearshape", "envelope", "headphones", "airplane", "book", "tag", "camera", "gift", "heart", "star",
                     "person", "bell", "magnifyingglass", "square.and.arrow.up", "ellipsis.circle", "plus", "trash", "folder",
                     "paperplane", "info.circle", "checkmark", "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                     "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "music.mic", "car", "cloud",
                     "cloud.rain", "cloud.sun", "sun.max", "moon", "house", "photo", "calendar", "clock", "lock", "flag", "bookmark",
                     "line.3.horizontal", "list.bullet", "square.and.pencil", "pencil", "doc", "link", "globe", "wifi", "phone",
                     "message", "video", "mic", "play", "pause", "cart", "creditcard", "map", "mappin", "location", "eye", "key"]
        for name in names {
            #expect(library.drawing(for: name) != nil, "\(name)")
            #expect(Image(systemName: name)?.isKnownSymbol == true, "\(name)")
        }
        for variant in ["heart.fill", "star.fill", "person.fill", "bell.fill", "folder.fill", "trash.fill", "checkmark.circle",
                        "checkmark.circle.fill", "xmark.circle.fill", "plus.circle", "plus.square", "plus.square.fill",
                        "person.circle.fill", "info.circle.fill", "arrow.up.circle.fill", "heart.circle"] {
            #expect(library.drawing(for: variant) != nil, "\(variant)")
        }
    }

    @Test("when a name is resolved, then a listed name is its outline, .fill fills it, .circle and .square compose it")
    func drawingRules() throws {
        let heart = try #require(library.drawing(for: "heart"))
        #expect(!heart.filled && heart.container == nil)
        let filled = try #require(library.drawing(for: "heart.fill"))
        #expect(filled.filled && filled.container == nil && filled.glyph == heart.glyph)
        let ring = try #require(library.drawing(for: "checkmark.circle.fill"))
        #expect(ring.filled && ring.container == .circle && ring.glyph == library.symbols["checkmark"])
        let square = try #require(library.drawing(for: "plus.square"))
        #expect(!square.filled && square.container == .square)
        // A listed `.circle` name is its own icon, not a composition.
        let info = try #require(library.drawing(for: "info.circle"))
        #expect(info.container == nil && info.glyph == library.symbols["info.circle"])
        // The envelope's flap lies inside its outline: a detail, knocked out of the fill.
        let envelope = try #require(library.symbols["envelope"])
        #expect(envelope.bodyCount == 1 && envelope.paths.count == 2)
    }

    @Test("when a name is not drawable or the resource is not a library, then there is no drawing and nothing crashes")
    func badInput() {
        for name in ["", ".fill", "fill", "strar", "strar.fill", "heart.fill.fill", "heart.circle.circle", "heart.triangle", ".circle", "heart "] {
            #expect(library.drawing(for: name) == nil, "\(name.debugDescription)")
        }
        for data in [Data(), Data("{".utf8), Data("[]".utf8), Data(#"{"symbols": 3}"#.utf8)] {
            let empty = SymbolLibrary(data: data)
            #expect(empty.symbols.isEmpty && empty.drawing(for: "heart") == nil)
            #expect(empty.strokeWidth(for: "regular") == 1.9)
        }
        #expect(Image(systemName: "strar.fill")?.isKnownSymbol == false)
        #expect(Image(named: "strar", size: CGSize(width: 10, height: 10)).isKnownSymbol, "app images are not symbols")
    }

    @Test("when the listed names are asked for, then systemSymbolNames has each and its .fill, not the composed variants")
    func systemSymbolNames() {
        let names = Image.systemSymbolNames
        #expect(names.count == library.symbols.count * 2)
        #expect(names.contains("heart") && names.contains("heart.fill") && !names.contains("heart.circle"))
    }
}
