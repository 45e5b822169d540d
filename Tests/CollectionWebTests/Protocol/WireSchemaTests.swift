import CollectionEngine
import CollectionGeometry
import CollectionLayout
import CollectionWeb
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// A JSON value as decoded, keeping integers, numbers and booleans apart.
private enum JSONValue: Decodable {
    case bool(Bool), int(Int), number(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    var object: [String: JSONValue]? { if case .object(let object) = self { object } else { nil } }
    var string: String? { if case .string(let string) = self { string } else { nil } }
}

/// `Guides/WebProtocol.schema.json`, and a checker that notes which fields it saw.
private struct WireSchema {
    let server: [String: [String: JSONValue]]
    let client: [String: [String: JSONValue]]
    let types: [String: [String: JSONValue]]
    let examples: [JSONValue]
    private(set) var seen: Set<String> = []
    private(set) var problems: [String] = []

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Guides/WebProtocol.schema.json")

    init() throws {
        let root = try #require(try JSONValue.parse(Data(contentsOf: Self.url)).object)
        func table(_ key: String) throws -> [String: [String: JSONValue]] {
            try #require(root[key]?.object).mapValues { try #require($0.object) }
        }
        server = try table("server")
        client = try table("client")
        types = try table("types")
        guard case .array(let examples)? = root["examples"] else { throw TestingFailure("no examples") }
        self.examples = examples
    }

    /// Checks one message against the messages of `side` (its `type` picks the fields).
    mutating func check(message: JSONValue, side: [String: [String: JSONValue]], sideName: String) {
        guard let object = message.object, let type = object["type"]?.string, let fields = side[type] else {
            return problems.append("\(sideName): a message of no known type: \(message)")
        }
        check(object, fields: fields, owner: "\(sideName).\(type)", path: type)
    }

    private mutating func check(_ object: [String: JSONValue], fields: [String: JSONValue], owner: String, path: String) {
        for (key, value) in object {
            guard let type = fields[key]?.string else {
                problems.append("\(path).\(key): not in the schema (\(owner))")
                continue
            }
            seen.insert("\(owner).\(key)")
            if case .null = value { problems.append("\(path).\(key): null (absent fields are left out)"); continue }
            check(value, type: type.hasSuffix("?") ? String(type.dropLast()) : type, path: "\(path).\(key)")
        }
        for (key, type) in fields where key != "union" && !(type.string ?? "").hasSuffix("?") && object[key] == nil {
            problems.append("\(path).\(key): missing (\(owner))")
        }
    }

    private mutating func check(_ value: JSONValue, type: String, path: String) {
        switch (type, value) {
        case ("int", .int), ("number", .int), ("number", .number), ("bool", .bool), ("string", .string): return
        default: break
        }
        if type.hasPrefix("\"") {
            if value.string != String(type.dropFirst().dropLast()) { problems.append("\(path): not \(type)") }
            return
        }
        if type.hasPrefix("[") {
            guard case .array(let elements) = value else { return problems.append("\(path): not an array") }
            for (index, element) in elements.enumerated() { check(element, type: String(type.dropFirst().dropLast()), path: "\(path)[\(index)]") }
            return
        }
        guard let definition = types[type] else { return problems.append("\(path): \(value) is not \(type)") }
        guard let object = value.object else { return problems.append("\(path): not an object (\(type))") }
        if let tag = definition["union"]?.string {
            guard let kind = object[tag]?.string, let fields = definition[kind]?.object else {
                return problems.append("\(path): \(type) of unknown \(tag)")
            }
            var rest = object
            rest[tag] = nil
            seen.insert("\(type).\(kind)")
            check(rest, fields: fields, owner: "\(type).\(kind)", path: path)
        } else {
            check(object, fields: definition, owner: type, path: path)
        }
    }

    /// Every field the schema lists for `side`'s messages and the types they reach.
    func listedFields(side: [String: [String: JSONValue]], sideName: String) -> Set<String> {
        var listed: Set<String> = [], pending: [String] = []
        func note(_ type: String) {
            let bare = type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: "")
            if types[bare] != nil { pending.append(bare) }
        }
        for (name, fields) in side {
            for (key, type) in fields {
                listed.insert("\(sideName).\(name).\(key)")
                note(type.string ?? "")
            }
        }
        var done: Set<String> = []
        while let type = pending.popLast() {
            guard done.insert(type).inserted, let definition = types[type] else { continue }
            if let tag = definition["union"]?.string {
                for (kind, fields) in definition where kind != "union" {
                    listed.insert("\(type).\(kind)")
                    for (key, fieldType) in fields.object ?? [:] where key != tag {
                        listed.insert("\(type).\(kind).\(key)")
                        note(fieldType.string ?? "")
                    }
                }
            } else {
                for (key, fieldType) in definition {
                    listed.insert("\(type).\(key)")
                    note(fieldType.string ?? "")
                }
            }
        }
        return listed
    }
}

private struct TestingFailure: Error { let message: String; init(_ message: String) { self.message = message } }

@Suite("The wire schema (Guides/WebProtocol.schema.json): what the server encodes and decodes, field by field")
@MainActor
struct WireSchemaTests {
    /// A 1×1 PNG.
    static let pixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    /// Frames of a window holding every kind of content, look, change and animation the protocol has.
    func everyKindOfFrame() throws -> [RenderTransaction] {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let body = Font.preferredFont(forTextStyle: .body)

        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMaxYCorner]
        card.layer.borderWidth = 2
        card.layer.borderColor = Color.red.cgColor
        card.layer.shadowOpacity = 0.5
        let sheen = GradientLayer()
        sheen.colors = [Color.white.cgColor, Color.clear.cgColor]
        sheen.frame = CGRect(x: 0, y: 0, width: 100, height: 25)
        sheen.opacity = 0.5
        sheen.masksToBounds = true
        let dot = Layer()
        dot.frame = CGRect(x: 1, y: 1, width: 4, height: 4)
        sheen.addSublayer(dot)
        card.layer.addSublayer(sheen)
        // Two shapes: between them every field of a shape (dashes and trimming never go together).
        let dashed = ShapeLayer()
        dashed.frame = CGRect(x: 0, y: 30, width: 20, height: 20)
        dashed.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        dashed.fillRule = .evenOdd
        dashed.strokeColor = Color.blue.cgColor
        dashed.lineWidth = 2
        dashed.lineCap = .round
        dashed.miterLimit = 4
        dashed.lineDashPattern = [3, 1]
        dashed.lineDashPhase = 1
        let trimmed = ShapeLayer()
        trimmed.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
        trimmed.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        trimmed.fillColor = nil
        trimmed.strokeColor = Color.red.cgColor
        trimmed.lineJoin = .round
        trimmed.strokeStart = 0.25
        trimmed.strokeEnd = 0.75
        trimmed.anchorPoint = CGPoint(x: 0, y: 0)
        trimmed.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
        card.layer.addSublayer(dashed)
        card.layer.addSublayer(trimmed)
        card.transform = CGAffineTransform(rotationAngle: 0.1)
        let tilted = View(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        tilted.transform3D = perspective

        var list = ListContentConfiguration.valueCell()
        list.text = "Title"
        list.secondaryText = "Detail"
        list.image = Image(systemName: "star.fill", size: CGSize(width: 20, height: 20)).withTintColor(.systemRed)
        list.imageProperties.tintColor = .systemBlue
        list.imageProperties.cornerRadius = 4
        let listView = DrawnView(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        listView.content = .list(list)
        var background = BackgroundConfiguration()
        background.backgroundColor = .systemBackground
        background.selectedBackgroundColor = .systemGray
        background.strokeColor = .separator
        background.strokeWidth = 1
        background.cornerRadius = 8
        listView.background = background

        let custom = DrawnView(frame: CGRect(x: 0, y: 150, width: 300, height: 60))
        custom.content = .custom(CustomContentConfiguration(.vertical([
            .text("Caption", font: body, color: .secondaryLabel),
            .horizontal([.image(try #require(Image(data: Self.pixel))), .swatch(.red, width: 10, height: 10)], spacing: 4),
            .styled(.text("Styled"), classNames: ["pill", "not a class"]),
        ], spacing: 2), margins: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))

        let label = Label(frame: CGRect(x: 0, y: 220, width: 200, height: 40))
        let attributed = NSMutableAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        attributed.append(NSAttributedString(string: " struck", attributes: [.strikethroughStyle: 1, .underlineStyle: 1,
                                                                            .backgroundColor: Color.yellow,
                                                                            .font: Font.monospacedDigitSystemFont(ofSize: 13, weight: .regular)]))
        label.attributedText = attributed
        label.numberOfLines = 2
        label.lineBreakMode = .byCharWrapping
        label.shadowColor = .black
        let wrapping = Label()
        wrapping.text = "Measured later, wrapping at its width"
        wrapping.preferredMaxLayoutWidth = 120
        wrapping.numberOfLines = 0

        let symbol = ImageView(image: Image(systemName: "heart", withConfiguration: Image.SymbolConfiguration(weight: .bold)))
        symbol.frame = CGRect(x: 0, y: 270, width: 30, height: 30)
        symbol.tintColor = .systemPink
        symbol.contentMode = .center
        let field = TextField(frame: CGRect(x: 0, y: 310, width: 200, height: 34))
        field.placeholder = "Search"
        field.isSecureTextEntry = true
        field.isEnabled = false
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.systemRed])
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .username
        field.passwordRules = TextInputPasswordRules(descriptor: "minlength: 12;")

        let hidden = View(frame: CGRect(x: 0, y: 400, width: 10, height: 10))
        hidden.isHidden = true

        // Accessibility: a labelled switch with a hint, an identifier and a custom action, a subtree hidden from
        // assistive technologies, a collection of several selectable items with one selected.
        let toggle = Switch(frame: CGRect(x: 0, y: 420, width: 51, height: 31))
        toggle.isOn = true
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.accessibilityHint = "Joins known networks"
        toggle.accessibilityIdentifier = "wifi"
        toggle.accessibilityCustomActions = [AccessibilityCustomAction(name: "Settings") { _ in true }]
        let unheard = View(frame: CGRect(x: 0, y: 460, width: 10, height: 10))
        unheard.accessibilityElementsHidden = true
        // A container whose reading order the app set: its second subview first.
        let ordered = View(frame: CGRect(x: 100, y: 460, width: 60, height: 10))
        let first = Label(frame: CGRect(x: 0, y: 0, width: 30, height: 10)), second = Label(frame: CGRect(x: 30, y: 0, width: 30, height: 10))
        first.text = "A"
        second.text = "B"
        ordered.addSubview(first)
        ordered.addSubview(second)
        ordered.accessibilityElements = [second, first]
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let items = CollectionView(frame: CGRect(x: 0, y: 480, width: 200, height: 60), collectionViewLayout: layout)
        items.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = ThreeItems()
        items.dataSource = source
        items.allowsMultipleSelection = true
        items.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        window.makeFirstResponder(items)
        window.send(KeyEvent(.rightArrow))
        for view in [card, tilted, listView, custom, label, wrapping, symbol, field, hidden, toggle, unheard, ordered, items] { window.addSubview(view) }
        _ = wrapping.intrinsicContentSize
        _ = Label().sizeThatFits(CGSize(width: 80, height: 1_000))
        clock.advanceFrames(1)

        // Changes: a move, an update, new content, a removal, animations with every curve.
        window.bringSubviewToFront(card)
        label.text = "Plain now"
        background.backgroundColor = .secondarySystemBackground
        listView.background = background
        listView.setNeedsDisplay()
        // Measurements with a fixed width, and with both axes fixed (answered later).
        _ = custom.measureContent(custom.content!, fitting: CGSize(width: 300, height: 0), fixesWidth: true, fixesHeight: false)
        _ = listView.measureContent(.list(list), fitting: CGSize(width: 300, height: 44), fixesWidth: true, fixesHeight: true)
        hidden.removeFromSuperview()
        let curves: [AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        for (index, options) in curves.enumerated() {
            let view = [card, listView, custom, symbol][index]
            View.animate(withDuration: 0.3, options: options) { view.frame.origin.x += 10 }
        }
        View.animate(withDuration: 0.3, usingSpringWithDamping: 0.6) { field.frame.origin.x += 10 }
        // Posted to assistive technologies, in the frame's layout: an announcement, and the focus moved to a view.
        let announcer = Announcer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        announcer.focus = label
        window.addSubview(announcer)
        clock.advanceFrames(1)
        let wrapped = Label()
        wrapped.text = "Wrapped at a width"
        window.addSubview(wrapped)
        _ = wrapped.sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude))
        clock.advanceFrames(1)
        withExtendedLifetime(source) {}
        return renderer.transactions
    }

    @Test("when the server encodes every kind of message, then each fits the schema, and together they use every field it lists")
    func serverMessagesFitTheSchema() throws {
        var schema = try WireSchema()
        let screen = ScreenDescription(id: "list", title: "List", group: "Lists", summary: "Try it",
                                       actions: [.init(name: "shuffle", title: "Shuffle", clearsNotices: true)],
                                       settings: [.init(name: "size", title: "Size", minimum: 0, maximum: 2, step: 1, value: 1)],
                                       fields: [.init(name: "query", title: "Search")])
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock, timeSource: ManualTimeSource())
        clock.advanceFrames(1)
        let report = try #require(window.lastFrameReport)
        var messages: [ServerMessage] = [
            .welcome(screens: [screen], current: "list"),
            .error(WebProtocolError("bad", isFatal: false)),
            .report(report, bytes: 100, visibleCells: 9, sessionDuration: 0.001),
            .report(nil, bytes: 0, visibleCells: nil),
            .idle(frame: 3, duration: 0.002, cellsPrefetched: 1, itemsPrefetched: 2),
            .notice("Hello"),
            .image(try #require(ImageData(Self.pixel))),
        ]
        messages += try everyKindOfFrame().map(ServerMessage.frame)
        for message in messages {
            schema.check(message: try JSONValue.parse(message.encoded()), side: schema.server, sideName: "server")
        }
        #expect(schema.problems.isEmpty, "\(schema.problems.joined(separator: "\n"))")
        let unused = schema.listedFields(side: schema.server, sideName: "server").subtracting(schema.seen)
        #expect(unused.isEmpty, "listed but never sent: \(unused.sorted().joined(separator: ", "))")
    }

    @Test("when the schema's example messages from the page are decoded, then the server takes each, and they use every field it lists")
    func clientExamplesDecode() throws {
        var schema = try WireSchema()
        for example in schema.examples {
            schema.check(message: example, side: schema.client, sideName: "client")
            let data = try JSONEncoder().encode(try #require(Self.encodable(example)))
            #expect(throws: Never.self, "\(example)") { _ = try ClientMessage.decode(data) }
        }
        #expect(schema.problems.isEmpty, "\(schema.problems.joined(separator: "\n"))")
        let unused = schema.listedFields(side: schema.client, sideName: "client").subtracting(schema.seen)
        #expect(unused.isEmpty, "listed but in no example: \(unused.sorted().joined(separator: ", "))")
    }

    @Test("when an example loses a field the schema requires, then the server refuses it")
    func missingRequiredFieldsAreRefused() throws {
        let schema = try WireSchema()
        for example in schema.examples {
            guard let object = example.object, let type = object["type"]?.string, let fields = schema.client[type] else { continue }
            for (key, fieldType) in fields where key != "type" && !(fieldType.string ?? "").hasSuffix("?") {
                var broken = object
                broken[key] = nil
                let data = try JSONEncoder().encode(try #require(Self.encodable(.object(broken))))
                #expect(throws: WebProtocolError.self, "\(type) without \(key)") { _ = try ClientMessage.decode(data) }
            }
        }
    }

    /// `value` as something JSONEncoder writes back.
    private static func encodable(_ value: JSONValue) -> AnyEncodable? { AnyEncodable(value) }
}

private struct AnyEncodable: Encodable {
    let value: JSONValue
    init(_ value: JSONValue) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values.map(AnyEncodable.init))
        case .object(let object): try container.encode(object.mapValues(AnyEncodable.init))
        case .null: try container.encodeNil()
        }
    }
}

/// Three items in one section.
@MainActor
private final class ThreeItems: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A view that, laid out in a frame, announces "Moved" and moves the assistive focus to `focus`.
private final class Announcer: View {
    weak var focus: View?

    override func layoutSubviews() {
        super.layoutSubviews()
        Accessibility.post(notification: .announcement, argument: "Moved")
        if let focus { Accessibility.post(notification: .layoutChanged, argument: focus) }
    }
}
