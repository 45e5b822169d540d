import CollectionEngine
import CollectionGeometry
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OpenCollectionViewTesting
import Testing
import ViewSystem

/// Reads an SVG document back: its elements in order, with their attributes and text.
final class SVGReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }
    private(set) var elements: [Element] = []
    private var open: [Int] = []

    static func read(_ svg: String) -> [Element]? {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader.elements : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }
}

@Suite("SVG renderer")
@MainActor
struct SVGRendererTests {
    @Test("when a view tree is drawn, then the SVG is well-formed XML with each background, corner radius, border and text")
    func drawsAppearance() throws {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        let card = View()
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1).cgColor
        let label = Label()
        label.text = "Tom & \"Jerry\" <3"
        label.font = .boldSystemFont(ofSize: 20)
        label.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
        card.addSubview(label)
        host.show(card, frame: CGRect(x: 20, y: 30, width: 240, height: 120))
        let svg = SVGRenderer().svg(of: host.window)
        let elements = try #require(SVGReader.read(svg), "not well-formed:\n\(svg)")
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["width"] == "300")
        let fill = try #require(elements.first { $0.name == "rect" && $0.attributes["fill"] == "#ff0000" })
        #expect(fill.attributes["rx"] == "12")
        #expect(fill.attributes["width"] == "240")
        #expect(elements.contains { $0.name == "rect" && $0.attributes["stroke"] == "#0000ff" && $0.attributes["stroke-width"] == "2" })
        let text = try #require(elements.first { $0.name == "text" })
        #expect(text.text == "Tom & \"Jerry\" <3")
        #expect(text.attributes["font-weight"] == "700")
        #expect(text.attributes["font-size"] == "20")
        // The card's group is placed at its frame.
        #expect(elements.contains { $0.name == "g" && $0.attributes["transform"] == "translate(20 30)" })
    }

    @Test("when a bordered view has continuous corners, then its fill, clip and border follow one curve that reaches further along the edges than a circle's")
    func continuousCorners() throws {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        let card = View(), tag = View()
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.layer.cornerRadius = 20
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1).cgColor
        card.clipsToBounds = true
        tag.backgroundColor = Color(red: 0, green: 1, blue: 0)
        tag.frame = CGRect(x: 180, y: 0, width: 20, height: 10)
        card.addSubview(tag)
        host.show(card, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
        let fill = try #require(elements.first { $0.name == "path" && $0.attributes["fill"] == "#ff0000" }, "the fill is a path")
        let border = try #require(elements.first { $0.name == "path" && $0.attributes["stroke"] == "#0000ff" }, "the border is a path")
        let clip = try #require(elements.first { $0.name == "clipPath" }.flatMap { _ in elements.first { $0.name == "path" && $0.attributes["fill"] == nil && $0.attributes["stroke"] == nil } })
        for path in [fill, border, clip] {
            let d = try #require(path.attributes["d"])
            #expect(!d.contains("A") && d.components(separatedBy: "C").count == 5, "four cubic corners, no circular arcs: \(d)")
        }
        // The top-right corner of the fill reaches 1.528 × 20 = 30.56 along each edge, from
        // (169.44, 0) to (200, 30.56), its controls 0.822 of the way to (200, 0): its middle is where a
        // circular corner of radius 20 has its own.
        let d = try #require(fill.attributes["d"])
        #expect(d.contains("H169.44 C194.57 0 200 5.43 200 30.56"), "\(d)")
        // A capsule keeps circular ends: the longer reach would not fit.
        card.layer.cornerRadius = 40
        let capsule = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
        #expect(capsule.contains { $0.name == "rect" && $0.attributes["fill"] == "#ff0000" && $0.attributes["rx"] == "40" })
        card.layer.cornerRadius = 20
        // Circular corners stay an exact arc.
        card.layer.cornerCurve = .circular
        let circular = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
        #expect(circular.contains { $0.name == "rect" && $0.attributes["fill"] == "#ff0000" && $0.attributes["rx"] == "20" })
    }

    @Test("when a filled symbol's details are solid (a person in a circle), then they are knocked out whole; other filled symbols knock out strokes")
    func solidDetails() throws {
        func detailsGroup(_ name: String) throws -> SVGReader.Element {
            let host = TestHost(size: CGSize(width: 100, height: 100))
            host.show(ImageView(image: Image(systemName: name)), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let elements = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
            let mask = try #require(elements.firstIndex { $0.name == "mask" }, "\(name) is drawn through a mask")
            return try #require(elements[mask...].first { $0.name == "g" })
        }
        #expect(try detailsGroup("person.circle.fill").attributes["fill"] == "#000")
        #expect(try detailsGroup("house.fill").attributes["fill"] == nil)
    }

    @Test("when a one-line label or a list row's text is too long for its width, then the SVG ends it in an ellipsis where its line break mode says")
    func truncatedText() throws {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        let tail = Label(), middle = Label()
        tail.text = "A title far too long for the label"
        middle.text = "A title far too long for the label"
        middle.lineBreakMode = .byTruncatingMiddle
        let row = CollectionViewListCell()
        var content = row.defaultContentConfiguration()
        content.text = "A list row whose text runs on and on"
        content.textProperties.numberOfLines = 1
        row.contentConfiguration = content
        host.show(tail, frame: CGRect(x: 0, y: 0, width: 85, height: 22))
        host.show(middle, frame: CGRect(x: 0, y: 30, width: 85, height: 22))
        host.show(row, frame: CGRect(x: 0, y: 60, width: 160, height: 44))
        let texts = try #require(SVGReader.read(SVGRenderer().svg(of: host.window))).filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("A title f…"), "\(texts)")
        #expect(texts.contains("A tit…abel"), "\(texts)")
        // 160 points less the row's margins (16 + 16): 128 points, 15 characters.
        #expect(texts.contains("A list row who…"), "\(texts)")
    }

    @Test("when an image view clips to rounded corners, or a view rounds only some corners, then the SVG clips its picture and subviews to that outline")
    func roundedClipping() throws {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        let avatar = ImageView(image: Image(systemName: "person.fill"))
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true
        let row = View()
        row.backgroundColor = .white
        row.layer.cornerRadius = 10
        row.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        row.clipsToBounds = true
        let inside = View()
        inside.backgroundColor = .systemRed
        inside.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        row.addSubview(inside)
        host.show(avatar, frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        host.show(row, frame: CGRect(x: 10, y: 100, width: 100, height: 44))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
        let clipOutlines = elements.indices.filter { elements[$0].name == "clipPath" }.map { elements[$0 + 1] }
        // The avatar's clip is a rounded rectangle of its size, so its picture is drawn inside it.
        #expect(clipOutlines.contains { $0.name == "rect" && $0.attributes["rx"] == "20" && $0.attributes["width"] == "40" },
                "\(clipOutlines.map(\.attributes))")
        // The row rounds its top corners only: a path with two arcs, its fill the same outline.
        let paths = elements.filter { $0.name == "path" && ($0.attributes["d"] ?? "").hasPrefix("M10 0 H90 A10 10") }
        #expect(paths.count == 2, "the fill and the clip: \(elements.filter { $0.name == "path" }.map { $0.attributes["d"] ?? "" })")
        #expect(paths.allSatisfy { ($0.attributes["d"] ?? "").components(separatedBy: " A").count == 3 }, "two rounded corners")
    }

    @Test("when a view has a gradient layer and sublayers, then the SVG fills it with the gradient and draws the sublayers in order at their frames, below subviews")
    func gradientsAndSublayers() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let card = View()
        let gradient = GradientLayer()
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        gradient.locations = [0.25, 0.75]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 0)
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        gradient.cornerRadius = 6
        let badge = Layer()
        badge.frame = CGRect(x: 80, y: 5, width: 10, height: 10)
        badge.backgroundColor = Color.green.cgColor
        let ring = GradientLayer()
        ring.type = .conic
        ring.startPoint = CGPoint(x: 0.5, y: 0.5)
        ring.endPoint = CGPoint(x: 1, y: 0.5)
        ring.colors = [Color.red.cgColor, Color.blue.cgColor]
        ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        card.layer.addSublayer(gradient)
        card.layer.addSublayer(badge)
        badge.addSublayer(ring)
        let label = Label()
        label.text = "above"
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        card.addSubview(label)
        host.show(card, frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: card)))
        let linear = try #require(elements.firstIndex { $0.name == "linearGradient" })
        #expect(elements[linear].attributes["x1"] == "0" && elements[linear].attributes["x2"] == "100" && elements[linear].attributes["y2"] == "0")
        let stops = elements.filter { $0.name == "stop" }
        #expect(stops.map { $0.attributes["offset"] } == ["0.25", "0.75"] && stops.map { $0.attributes["stop-color"] } == ["#ff0000", "#0000ff"])
        let gradientFill = try #require(elements.firstIndex { $0.name == "rect" && ($0.attributes["fill"] ?? "").hasPrefix("url(#") })
        let badgeGroup = try #require(elements.firstIndex { $0.name == "g" && $0.attributes["transform"] == "translate(80 5)" })
        let wedges = elements.indices.filter { elements[$0].name == "path" && elements[$0].attributes["d"]?.hasPrefix("M5 5 L") == true }
        let text = try #require(elements.firstIndex { $0.name == "text" })
        #expect(gradientFill < badgeGroup && badgeGroup < wedges.first ?? 0 && (wedges.last ?? .max) < text,
                "the gradient, then the badge with its conic ring, then the label")
        #expect(wedges.count == 72, "a conic gradient as wedges")
    }

    @Test("when a view holds shape layers, then the SVG draws each path filled and stroked as the page does, below subviews")
    func shapes() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let card = View()
        card.backgroundColor = .white
        let ring = ShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = Color.red.cgColor
        ring.lineWidth = 3
        ring.lineCap = .round
        ring.strokeEnd = 0.5
        let outline = ShapeLayer()
        outline.frame = CGRect(x: 40, y: 10, width: 20, height: 20)
        outline.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        outline.fillColor = Color.blue.cgColor
        outline.fillRule = .evenOdd
        outline.strokeColor = Color.green.cgColor
        outline.lineDashPattern = [4, 2]
        outline.anchorPoint = .zero
        outline.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        card.layer.addSublayer(ring)
        card.layer.addSublayer(outline)
        let label = Label()
        label.text = "above"
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        card.addSubview(label)
        host.show(card, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: card)))
        let paths = elements.indices.filter { elements[$0].name == "path" && elements[$0].attributes["stroke"] != nil }
        try #require(paths.count == 2)
        let arc = elements[paths[0]].attributes, box = elements[paths[1]].attributes
        #expect(arc["d"]?.hasPrefix("M20 10C") == true && arc["fill"] == "none" && arc["stroke"] == "#ff0000" && arc["stroke-width"] == "3")
        #expect(arc["stroke-linecap"] == "round" && arc["pathLength"] == "1" && arc["stroke-dasharray"] == "0.5 2" && arc["stroke-dashoffset"] == "0")
        #expect(box["d"] == "M0 0L20 0L20 20L0 20Z" && box["fill"] == "#0000ff" && box["fill-rule"] == "evenodd" && box["stroke-dasharray"] == "4 2")
        let ringGroup = try #require(elements.firstIndex { $0.name == "g" && $0.attributes["transform"] == "translate(10 10)" })
        #expect(elements.contains { $0.name == "g" && $0.attributes["transform"] == "translate(50 20) translate(0 0) matrix(2 0 0 1 0 0) translate(0 0)" },
                "a transformed layer turns about its anchor point (moved to the top-left corner, at the same position)")
        let text = try #require(elements.firstIndex { $0.name == "text" })
        #expect(ringGroup < paths[0] && paths[1] < text, "the shapes in their layers' coordinates, then the label")
    }

    @Test("when views are hidden, transparent or clipped away, then hidden ones are not drawn and clipping views get a clip path")
    func hiddenAndClipped() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let clip = View()
        clip.clipsToBounds = true
        let inside = Label()
        inside.text = "shown"
        inside.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        let hidden = Label()
        hidden.text = "hidden"
        hidden.isHidden = true
        clip.addSubview(inside)
        clip.addSubview(hidden)
        host.show(clip, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: clip)))
        #expect(elements.filter { $0.name == "text" }.map(\.text) == ["shown"])
        #expect(elements.contains { $0.name == "clipPath" })
    }

    @Test("when a list is drawn, then every visible row's texts appear once at its place, and symbols are drawn as shapes in their tint")
    func drawsList() throws {
        let host = TestHost(size: CGSize(width: 390, height: 300))
        let list = FruitList()
        host.show(list.collectionView)
        let image = ImageView(image: Image(systemName: "star.fill"))
        image.tintColor = Color(red: 1, green: 0.8, blue: 0)
        host.show(image, frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: host.window)))
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        for (indexPath, _) in host.visibleCellContents(in: list.collectionView) {
            #expect(texts.filter { $0 == "Fruit \(indexPath.item)" }.count == 1)
        }
        let symbol = try #require(elements.first { $0.name == "svg" && $0.attributes["viewBox"] == "0 0 24 24" })
        #expect(symbol.attributes["color"] == "#ffcc00")
        let star = try #require(SymbolLibrary.standard.symbols["star"])
        #expect(elements.contains { $0.name == "path" && $0.attributes["d"] == star.paths[0] }, "the library's star")
        #expect(elements.contains { $0.name == "g" && $0.attributes["fill"] == "currentColor" }, "star.fill fills its body")
    }

    @Test("when symbols are drawn, then outlines are stroked at the weight's width, fills knock details out, rings compose, unknown names are placeholders")
    func symbols() throws {
        let host = TestHost(size: CGSize(width: 200, height: 40))
        let row = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        for (index, (name, weight)) in [("envelope", Font.Weight.regular), ("envelope.fill", .bold), ("checkmark.circle.fill", .regular),
                                        ("plus.square", .regular), ("strar", .regular)].enumerated() {
            let view = ImageView(image: Image(systemName: name, withConfiguration: .init(pointSize: 17, weight: weight)))
            view.tintColor = .systemRed
            view.frame = CGRect(x: CGFloat(index) * 40, y: 0, width: 24, height: 24)
            row.addSubview(view)
        }
        host.show(row, frame: row.frame)
        let svg = SVGRenderer().svg(of: row)
        let elements = try #require(SVGReader.read(svg))
        let symbols = elements.filter { $0.name == "svg" && $0.attributes["viewBox"] == "0 0 24 24" }
        try #require(symbols.count == 5, "\(svg)")
        let envelope = try #require(SymbolLibrary.standard.symbols["envelope"])
        #expect(symbols[0].attributes["stroke-width"] == "1.9" && symbols[0].attributes["fill"] == "none")
        #expect(symbols[1].attributes["stroke-width"] == "2.8", "bold strokes wider")
        // envelope.fill: the flap is knocked out of the filled outline through a mask.
        let masks = elements.filter { $0.name == "mask" }
        #expect(masks.count == 2, "envelope.fill and checkmark.circle.fill each knock out")
        #expect(Set(masks.compactMap { $0.attributes["id"] }).count == masks.count, "mask identifiers are unique in the document")
        #expect(elements.contains { $0.name == "path" && $0.attributes["d"] == envelope.paths[1] && $0.attributes["fill"] == nil })
        #expect(elements.contains { $0.name == "g" && $0.attributes["mask"] != nil && $0.attributes["fill"] == "currentColor" })
        // checkmark.circle.fill: the disc filled, the checkmark knocked out of it, scaled.
        let circle = try #require(SymbolLibrary.standard.containerPaths["circle"])
        #expect(elements.contains { $0.name == "path" && $0.attributes["d"] == circle && $0.attributes["mask"] != nil })
        #expect(elements.contains { $0.name == "g" && $0.attributes["transform"]?.contains("scale(0.56)") == true })
        // plus.square: a rounded square outline around the glyph.
        let square = try #require(SymbolLibrary.standard.containerPaths["square"])
        #expect(elements.contains { $0.name == "path" && $0.attributes["d"] == square && $0.attributes["mask"] == nil })
        // The unknown name: a dashed grey placeholder, never the tint.
        let placeholder = try #require(elements.last { $0.name == "rect" && $0.attributes["stroke-dasharray"] != nil })
        #expect(placeholder.attributes["stroke"] == "#8e8e93" && placeholder.attributes["fill"] == "none")
        #expect(!svg.contains("#ff3b30\" stroke=\"none") && symbols[4].attributes["color"] == nil)
    }

    @Test("when text holds characters XML cannot carry, then they are dropped and the document still parses")
    func hostileText() throws {
        let host = TestHost(size: CGSize(width: 200, height: 50))
        let label = Label()
        label.text = "a\u{0}b\u{1B}c\u{FFFF}d]]><!--"
        host.show(label)
        let elements = try #require(SVGReader.read(SVGRenderer().svg(of: label)))
        #expect(elements.first { $0.name == "text" }?.text == "abcd]]><!--")
    }

    @Test("when a bitmap is drawn with embedding off, then a grey box stands in its place")
    func bitmaps() throws {
        // A 1 × 1 PNG.
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = ImageView(image: Image(data: png))
        host.show(view, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let embedded = try #require(SVGReader.read(SVGRenderer().svg(of: view)))
        #expect(embedded.first { $0.name == "image" }?.attributes["href"]?.hasPrefix("data:image/png;base64,iVBOR") == true)
        let boxed = try #require(SVGReader.read(SVGRenderer(embedsBitmaps: false).svg(of: view)))
        #expect(!boxed.contains { $0.name == "image" })
        #expect(boxed.contains { $0.name == "rect" && $0.attributes["fill"] == "#d1d1d6" })
    }
}
