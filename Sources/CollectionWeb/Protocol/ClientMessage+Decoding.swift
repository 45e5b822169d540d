import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation

extension ClientMessage {
    /// Decodes and validates one message from the page.
    ///
    /// Refused (with a `WebProtocolError` saying why): messages over `WebProtocol.maximumMessageBytes`,
    /// anything but a JSON object with a known `type`, fields of the wrong type, numbers that are not
    /// finite or out of range, too many events or answers, names that are too long, unknown event kinds,
    /// phases, pointer kinds, keys and modifiers. Oversized and unparsable messages are fatal.
    public static func decode(_ data: Data) throws(WebProtocolError) -> ClientMessage {
        guard data.count <= WebProtocol.maximumMessageBytes else {
            throw WebProtocolError("message of \(data.count) bytes is over the limit of \(WebProtocol.maximumMessageBytes)", isFatal: true)
        }
        let raw: RawMessage
        do {
            raw = try JSONDecoder().decode(RawMessage.self, from: data)
        } catch let error as DecodingError {
            throw WebProtocolError("malformed message: \(Self.describe(error))", isFatal: Self.isSyntaxError(error))
        } catch {
            throw WebProtocolError("malformed message", isFatal: true)
        }
        switch raw.type {
        case "hello":
            guard let version = raw.version else { throw WebProtocolError("hello without a version") }
            guard version == WebProtocol.version else {
                throw WebProtocolError("protocol version \(version) is not supported (the server speaks \(WebProtocol.version))", isFatal: true)
            }
            let viewport = try validated(raw.viewport, field: "viewport")
            var screen: String?
            if let name = raw.screen { screen = try validatedName(name, field: "screen") }
            return .hello(version: version, viewport: viewport, screen: screen)
        case "frame":
            guard let time = raw.time, time.isFinite, time >= 0 else { throw WebProtocolError("frame without a finite, non-negative time") }
            guard time <= WebProtocol.maximumFrameTime else {
                throw WebProtocolError("frame time \(time) is beyond \(Int(WebProtocol.maximumFrameTime)) ms (a page's time since it loaded)")
            }
            var viewport: CGSize?
            if let size = raw.viewport { viewport = try validated(size, field: "viewport") }
            let events = raw.events ?? []
            guard events.count <= WebProtocol.maximumEventsPerFrame else {
                throw WebProtocolError("\(events.count) events in one frame; at most \(WebProtocol.maximumEventsPerFrame)")
            }
            let answers = raw.answers ?? []
            guard answers.count <= WebProtocol.maximumAnswersPerFrame else {
                throw WebProtocolError("\(answers.count) measurement answers in one frame; at most \(WebProtocol.maximumAnswersPerFrame)")
            }
            var inputs: [InputEvent] = []
            for raw in events { inputs.append(try event(raw)) }
            var measured: [MeasurementAnswer] = []
            for raw in answers { measured.append(try answer(raw)) }
            return .frame(ClientFrame(time: time, viewport: viewport, events: inputs, answers: measured))
        case "navigate":
            guard let screen = raw.screen else { throw WebProtocolError("navigate without a screen") }
            return .navigate(screen: try validatedName(screen, field: "screen"))
        case "action":
            guard let name = raw.name else { throw WebProtocolError("action without a name") }
            return .action(name: try validatedName(name, field: "name"))
        case "setting":
            guard let name = raw.name else { throw WebProtocolError("setting without a name") }
            guard let value = raw.value, value.isFinite, abs(value) <= WebProtocol.maximumCoordinate else {
                throw WebProtocolError("setting \(name.prefix(WebProtocol.maximumNameLength)) without a finite value")
            }
            return .setting(name: try validatedName(name, field: "name"), value: value)
        case "text":
            guard let name = raw.name else { throw WebProtocolError("text without a name") }
            guard let value = raw.text, value.count <= WebProtocol.maximumTextLength else {
                throw WebProtocolError("text must have at most \(WebProtocol.maximumTextLength) characters")
            }
            return .text(name: try validatedName(name, field: "name"), value: value)
        default:
            throw WebProtocolError("unknown message type \(raw.type.prefix(WebProtocol.maximumNameLength).debugDescription)")
        }
    }

    // MARK: Fields

    private static func validated(_ size: RawSize?, field: String) throws(WebProtocolError) -> CGSize {
        guard let size else { throw WebProtocolError("missing \(field)") }
        let limit = WebProtocol.maximumViewportLength
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1, size.width <= limit, size.height <= limit else {
            throw WebProtocolError("\(field) must be between 1 and \(Int(limit)) points on each side")
        }
        return CGSize(width: size.width, height: size.height)
    }

    private static func validatedName(_ name: String, field: String) throws(WebProtocolError) -> String {
        guard !name.isEmpty, name.count <= WebProtocol.maximumNameLength else {
            throw WebProtocolError("\(field) must have 1 to \(WebProtocol.maximumNameLength) characters")
        }
        return name
    }

    private static func point(_ x: Double?, _ y: Double?, in kind: String) throws(WebProtocolError) -> CGPoint {
        guard let x, let y, x.isFinite, y.isFinite, abs(x) <= WebProtocol.maximumCoordinate, abs(y) <= WebProtocol.maximumCoordinate else {
            throw WebProtocolError("\(kind) event without a finite position in range")
        }
        return CGPoint(x: x, y: y)
    }

    private static func modifiers(_ names: [String]?) throws(WebProtocolError) -> KeyModifiers {
        var result: KeyModifiers = []
        for name in names ?? [] {
            switch name {
            case "shift": result.insert(.shift)
            case "control": result.insert(.control)
            case "alt": result.insert(.alternate)
            case "meta", "command": result.insert(.command)
            default: throw WebProtocolError("unknown modifier \(name.prefix(WebProtocol.maximumNameLength).debugDescription)")
            }
        }
        return result
    }

    private static func event(_ raw: RawEvent) throws(WebProtocolError) -> InputEvent {
        switch raw.kind {
        case "pointer":
            guard let phaseName = raw.phase, let phase = PointerEvent.Phase(rawValue: phaseName) else {
                throw WebProtocolError("pointer event with an unknown phase")
            }
            guard let kind = PointerEvent.Kind(rawValue: raw.pointer ?? "mouse") else {
                throw WebProtocolError("pointer event with an unknown pointer kind")
            }
            let button: PointerEvent.ButtonMask = switch raw.button {
            case nil, "primary": .primary
            case "secondary": .secondary
            default: throw WebProtocolError("pointer event with an unknown button")
            }
            return .pointer(PointerEvent(phase, at: try point(raw.x, raw.y, in: "pointer"), kind: kind, modifiers: try modifiers(raw.modifiers),
                                         buttonMask: button))
        case "wheel":
            let location = try point(raw.x, raw.y, in: "wheel")
            let dx = raw.dx ?? 0, dy = raw.dy ?? 0
            guard dx.isFinite, dy.isFinite, abs(dx) <= WebProtocol.maximumCoordinate, abs(dy) <= WebProtocol.maximumCoordinate else {
                throw WebProtocolError("wheel event without finite deltas in range")
            }
            return .wheel(ScrollWheelEvent(at: location, deltaX: dx, deltaY: dy))
        case "key":
            guard let name = raw.key, !name.isEmpty, name.count <= WebProtocol.maximumNameLength else {
                throw WebProtocolError("key event without a key")
            }
            let key: KeyEvent.Key
            switch name {
            case "ArrowUp": key = .upArrow
            case "ArrowDown": key = .downArrow
            case "ArrowLeft": key = .leftArrow
            case "ArrowRight": key = .rightArrow
            case "PageUp": key = .pageUp
            case "PageDown": key = .pageDown
            case "Home": key = .home
            case "End": key = .end
            case " ", "Space": key = .space
            case "Enter": key = .enter
            case "Escape": key = .escape
            case "Tab": key = .tab
            default:
                guard name.count == 1 else { throw WebProtocolError("unknown key \(name.debugDescription)") }
                key = .character(name)
            }
            return .key(KeyEvent(key, modifiers: try modifiers(raw.modifiers)))
        case "text":
            guard let view = raw.view, view >= 0 else { throw WebProtocolError("text event without a view") }
            guard let phaseName = raw.phase, let kind = TextInputEvent.Kind(rawValue: phaseName) else {
                throw WebProtocolError("text event with an unknown phase")
            }
            guard let text = raw.text, text.count <= WebProtocol.maximumTextLength else {
                throw WebProtocolError("text event without a text of at most \(WebProtocol.maximumTextLength) characters")
            }
            return .text(TextInputEvent(view: ViewIdentifier(view), kind: kind, text: text))
        case "accessibility":
            guard let view = raw.view, view >= 0 else { throw WebProtocolError("accessibility event without a view") }
            let action: AccessibilityActionEvent.Action
            switch raw.action {
            case "activate": action = .activate
            case "increment": action = .increment
            case "decrement": action = .decrement
            case "custom":
                guard let name = raw.name, name.count <= WebProtocol.maximumTextLength else {
                    throw WebProtocolError("custom accessibility action without a name of at most \(WebProtocol.maximumTextLength) characters")
                }
                action = .custom(name)
            default:
                throw WebProtocolError("accessibility event without an action (activate, increment, decrement or custom)")
            }
            return .accessibility(AccessibilityActionEvent(view: ViewIdentifier(view), action: action))
        default:
            throw WebProtocolError("unknown event kind \(raw.kind.prefix(WebProtocol.maximumNameLength).debugDescription)")
        }
    }

    private static func answer(_ raw: RawAnswer) throws(WebProtocolError) -> MeasurementAnswer {
        guard raw.width.isFinite, raw.height.isFinite, raw.width >= 0, raw.height >= 0,
              raw.width <= WebProtocol.maximumViewportLength, raw.height <= WebProtocol.maximumViewportLength else {
            throw WebProtocolError("measurement answer \(raw.request) without a finite size in range")
        }
        return MeasurementAnswer(request: raw.request, size: CGSize(width: raw.width, height: raw.height))
    }

    // MARK: Errors

    private static func isSyntaxError(_ error: DecodingError) -> Bool {
        switch error {
        case .dataCorrupted: return true
        // Not an object at all (an array, a number): nothing of the protocol can be read.
        case .typeMismatch(_, let context): return context.codingPath.isEmpty
        default: return false
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the message" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context): return "\(path(context)) has the wrong type"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .keyNotFound(let key, let context): return "\(path(context)) lacks \(key.stringValue)"
        case .dataCorrupted: return "not a JSON object"
        @unknown default: return "unreadable"
        }
    }
}

/// The message as JSON has it, before validation.
private struct RawMessage: Decodable {
    let type: String
    let version: Int?
    let viewport: RawSize?
    let screen: String?
    let time: Double?
    let events: [RawEvent]?
    let answers: [RawAnswer]?
    let name: String?
    let value: Double?
    let text: String?
}

private struct RawSize: Decodable {
    let width: Double
    let height: Double
}

private struct RawEvent: Decodable {
    let kind: String
    let phase: String?
    let x: Double?
    let y: Double?
    let pointer: String?
    let button: String?
    let dx: Double?
    let dy: Double?
    let key: String?
    let modifiers: [String]?
    let view: Int?
    let text: String?
    let action: String?
    let name: String?
}

private struct RawAnswer: Decodable {
    let request: Int
    let width: Double
    let height: Double
}
