import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import Foundation

/// A message from the server to the page (`Guides/WebProtocol.md`).
public enum ServerMessage: Sendable {
    /// The answer to `hello`: the protocol version and the screens the page can show.
    case welcome(screens: [ScreenDescription], current: String)
    /// One frame of the engine.
    case frame(RenderTransaction)
    /// A refused message.
    case error(WebProtocolError)
    /// The end of the answer to a page's frame: the engine's timing for it and the bytes of the
    /// messages sent before this one (`nil` report before the engine ran a frame). The frame's
    /// idle work follows in an `idle` message; `sessionDuration` is the session's own
    /// main-actor time for the message outside the window's frame (the screen's per-frame hook, input
    /// applied at the frame).
    case report(FrameReport?, bytes: Int, visibleCells: Int?, sessionDuration: TimeInterval = 0)
    /// The idle work (prefetching) of frame `frame`, done after its answer was sent: the page adds
    /// it to that frame's report.
    /// (`"idle"` on the wire, as `FrameReport.idleDuration` and `FrameParticipant.performIdleWork` name it.)
    case idle(frame: Int, duration: TimeInterval, cellsPrefetched: Int, itemsPrefetched: Int)
    /// Something the screen tells the person using it (a diagnostic, a delegate call); shown as text.
    case notice(String)
    /// The bytes of an app image, sent once per session before the first frame that shows it; frames
    /// name it by `id` (its digest in hex).
    case image(ImageData)

    /// The idle work of frame `frame`: the former name of `idle(frame:duration:cellsPrefetched:itemsPrefetched:)`.
    @available(*, deprecated, renamed: "idle(frame:duration:cellsPrefetched:itemsPrefetched:)")
    public static func spareTime(frame: Int, duration: TimeInterval, cellsPrefetched: Int, itemsPrefetched: Int) -> ServerMessage {
        .idle(frame: frame, duration: duration, cellsPrefetched: cellsPrefetched, itemsPrefetched: itemsPrefetched)
    }

    /// The message as compact JSON. Text is sent as JSON strings for the page to set as text, never
    /// as markup; CSS class names that are not letters, digits, `-` or `_` are dropped.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every number the engine produces is finite; a non-finite one is encoded as 0, never as text.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "0", negativeInfinity: "0", nan: "0")
        let data: Data?
        switch self {
        case .welcome(let screens, let current):
            data = try? encoder.encode(WireWelcome(version: WebProtocol.version, screens: screens, current: current))
        case .frame(let transaction):
            data = try? encoder.encode(WireFrame(transaction))
        case .error(let error):
            data = try? encoder.encode(WireError(message: error.message, fatal: error.isFatal))
        case .report(let report, let bytes, let visibleCells, let sessionDuration):
            data = try? encoder.encode(WireReport(report, bytes: bytes, visibleCells: visibleCells, sessionDuration: sessionDuration))
        case .idle(let frame, let duration, let cells, let items):
            data = try? encoder.encode(WireIdle(frame: frame, idle: Int(((duration.isFinite ? Swift.max(duration, 0) : 0) * 1_000_000).rounded()),
                                                     prefetchedCells: cells, prefetchedItems: items))
        case .notice(let message):
            data = try? encoder.encode(WireNotice(message: message))
        case .image(let bitmap):
            data = try? encoder.encode(WireImageData(id: WireImage.identifier(of: bitmap), mime: bitmap.mimeType,
                                                     data: bitmap.data.base64EncodedString()))
        }
        return data ?? Data(#"{"type":"error","message":"unencodable message","fatal":false}"#.utf8)
    }
}

// MARK: - Wire forms

private struct WireWelcome: Encodable {
    let type = "welcome"
    let version: Int
    let screens: [ScreenDescription]
    let current: String
}

private struct WireError: Encodable {
    let type = "error"
    let message: String
    let fatal: Bool
}

private struct WireImageData: Encodable {
    let type = "image"
    let id: String
    let mime: String
    let data: String
}

private struct WireNotice: Encodable {
    let type = "notice"
    let message: String
}

/// The idle work of a frame (microseconds).
private struct WireIdle: Encodable {
    let type = "idle"
    let frame: Int
    let idle: Int
    let prefetchedCells: Int
    let prefetchedItems: Int
}

/// Durations in microseconds, rounded.
private struct WireReport: Encodable {
    let type = "report"
    let frame: Int
    let budget: Int
    let engine: Int
    let advance: Int
    let layout: Int
    let idle: Int
    let render: Int
    let session: Int
    let cells: Int
    let prefetchedCells: Int
    let prefetchedItems: Int
    let bytes: Int
    let visible: Int?

    init(_ report: FrameReport?, bytes: Int, visibleCells: Int?, sessionDuration: TimeInterval) {
        visible = visibleCells
        func micros(_ seconds: Double) -> Int { Int((seconds * 1_000_000).rounded()) }
        let session = sessionDuration.isFinite ? Swift.max(sessionDuration, 0) : 0
        frame = report?.frameNumber ?? 0
        budget = micros(report?.budget ?? 0)
        engine = micros((report?.totalDuration ?? 0) + session)
        self.session = micros(session)
        advance = micros(report?.advanceDuration ?? 0)
        layout = micros(report?.layoutDuration ?? 0)
        idle = micros(report?.idleDuration ?? 0)
        render = micros(report?.renderDuration ?? 0)
        cells = report?.cellsConfigured ?? 0
        prefetchedCells = report?.cellsPrefetched ?? 0
        prefetchedItems = report?.itemsPrefetched ?? 0
        self.bytes = bytes
    }
}

private struct WireFrame: Encodable {
    let type = "frame"
    let frame: Int
    let time: Double
    let root: Int
    let removed: [Int]
    let inserted: [WireInsertion]
    let moved: [WireMove]
    let updated: [WireUpdate]
    let content: [WireContentChange]
    let animations: [WireAnimation]
    let measure: [WireMeasure]
    let announce: [String]?
    let axFocus: Int?

    init(_ transaction: RenderTransaction) {
        frame = transaction.frameNumber
        time = transaction.time
        root = transaction.root
        removed = transaction.removed
        inserted = transaction.inserted.map(WireInsertion.init)
        moved = transaction.moved.map { WireMove(id: $0.view, parent: $0.parent, index: $0.index) }
        updated = transaction.updated.map { WireUpdate(id: $0.view, props: WireProperties($0.properties)) }
        content = transaction.contentChanged.map {
            WireContentChange(id: $0.view, content: $0.content.map(WireContent.init), background: $0.background.map(WireBackground.init),
                              a11y: $0.accessibility.map(WireAccessibility.init))
        }
        animations = transaction.animations.map(WireAnimation.init)
        measure = transaction.measurements.map(WireMeasure.init)
        announce = transaction.announcements.isEmpty ? nil : transaction.announcements
        axFocus = transaction.accessibilityFocus
    }
}

private struct WireInsertion: Encodable {
    let id: Int
    let parent: Int
    let index: Int
    let kind: String
    let reused: Bool
    let props: WireProperties
    let content: WireContent?
    let background: WireBackground?
    let a11y: WireAccessibility?

    init(_ insertion: RenderTransaction.Insertion) {
        id = insertion.view
        parent = insertion.parent
        index = insertion.index
        kind = insertion.kind
        reused = insertion.isReused
        props = WireProperties(insertion.properties)
        content = insertion.content.map(WireContent.init)
        background = insertion.background.map(WireBackground.init)
        a11y = insertion.accessibility.map(WireAccessibility.init)
    }
}

private struct WireMove: Encodable {
    let id: Int
    let parent: Int
    let index: Int
}

private struct WireUpdate: Encodable {
    let id: Int
    let props: WireProperties
}

private struct WireContentChange: Encodable {
    let id: Int
    let content: WireContent?
    let background: WireBackground?
    let a11y: WireAccessibility?
}

/// What assistive technologies learn of a view (the page writes it as ARIA): the role, the texts,
/// and only the states that hold (`true` flags, a switch's `checked`, an item's place).
private struct WireAccessibility: Encodable {
    let role: String?
    let label: String?
    let value: String?
    let hint: String?
    let id: String?
    let selected: Bool?
    let disabled: Bool?
    let checked: Bool?
    let focused: Bool?
    let hidden: Bool?
    let pos: Int?
    let size: Int?
    let actions: [String]?
    let order: [Int]?

    init(_ accessibility: RenderedAccessibility) {
        role = accessibility.role?.rawValue
        label = accessibility.label
        value = accessibility.value
        hint = accessibility.hint
        id = accessibility.identifier
        selected = accessibility.isSelected ? true : nil
        disabled = accessibility.isDisabled ? true : nil
        checked = accessibility.isChecked
        focused = accessibility.isFocused ? true : nil
        hidden = accessibility.isHidden ? true : nil
        pos = accessibility.position
        size = accessibility.setSize
        actions = accessibility.actions.isEmpty ? nil : accessibility.actions
        order = accessibility.elementOrder
    }
}

/// Geometry and appearance: frame (`x`, `y`, `w`, `h`), bounds origin (`ox`, `oy`), an affine (6) or
/// 3-D (16) transform when not the identity, alpha, hidden, z order, clipping.
private struct WireProperties: Encodable {
    let x: Double, y: Double, w: Double, h: Double
    let ox: Double, oy: Double
    let transform: [Double]?
    let alpha: Double
    let hidden: Bool
    let z: Int
    let clips: Bool
    /// Background, corners, border and shadow; absent for a plain view (most views).
    let look: WireLook?

    init(_ properties: RenderedProperties) {
        x = properties.frame.minX
        y = properties.frame.minY
        w = properties.frame.width
        h = properties.frame.height
        ox = properties.boundsOrigin.x
        oy = properties.boundsOrigin.y
        transform = Self.matrix(properties.transform)
        alpha = properties.alpha
        hidden = properties.isHidden
        z = properties.zIndex
        clips = properties.clipsToBounds
        look = properties.appearance.isPlain ? nil : WireLook(properties.appearance, clips: properties.clipsToBounds)
    }

    /// A transform as the page reads it: nothing for the identity, 6 values for an affine one
    /// (CSS `matrix`), else 16 (CSS `matrix3d`).
    static func matrix(_ t: Transform3D) -> [Double]? {
        if t.isIdentity { return nil }
        if t.isAffine {
            let a = t.affineTransform
            return [a.a, a.b, a.c, a.d, a.tx, a.ty]
        }
        return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
}

/// What a layer draws besides geometry (F32): the page paints the background and the gradient and
/// rounds the corners on the view's element, draws the sublayers above the content and below the
/// subviews, the border above everything, and casts the shadow with a blur of twice Core Animation's
/// radius. A view that clips casts no shadow, as with `masksToBounds`.
private struct WireLook: Encodable {
    let bg: WireColor?
    let radius: Double?
    /// `maskedCorners` when not all four (bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8).
    let corners: Int?
    let continuous: Bool?
    let border: WireBorder?
    let shadow: WireShadow?
    /// A gradient layer's gradient.
    let grad: WireGradient?
    /// A shape layer's path, drawn above the gradient and below the sublayers.
    let shape: WireShape?
    /// The sublayers, back to front.
    let layers: [WireLayer]?

    init(_ appearance: RenderedAppearance, clips: Bool) {
        grad = appearance.gradient.map(WireGradient.init)
        shape = appearance.shape.map(WireShape.init)
        layers = appearance.sublayers.isEmpty ? nil : appearance.sublayers.map(WireLayer.init)
        bg = appearance.backgroundColor.map(WireColor.init)
        radius = appearance.cornerRadius > 0 ? appearance.cornerRadius : nil
        corners = appearance.cornerRadius > 0 && appearance.maskedCorners != .all ? Int(appearance.maskedCorners.rawValue) : nil
        continuous = appearance.cornerRadius > 0 && appearance.continuousCorners ? true : nil
        border = appearance.border.map { WireBorder(w: $0.width, c: WireColor($0.color)) }
        shadow = clips ? nil : appearance.shadow.map {
            WireShadow(c: WireColor($0.color.withAlphaComponent($0.color.alpha * $0.opacity)), blur: 2 * $0.radius,
                       x: $0.offset.width, y: $0.offset.height)
        }
    }
}

/// A sublayer: its frame in its superlayer's drawn coordinates, opacity (absent: 1), clipping, its
/// transform (6 or 16 values, as a view's; absent: none) about its anchor point (`ax`, `ay` in unit
/// coordinates of the frame; absent: the centre), and look.
private struct WireLayer: Encodable {
    let x: Double, y: Double, w: Double, h: Double
    let alpha: Double?
    let clips: Bool?
    let transform: [Double]?
    let ax: Double?, ay: Double?
    let look: WireLook?

    init(_ layer: RenderedLayer) {
        x = layer.frame.minX
        y = layer.frame.minY
        w = layer.frame.width
        h = layer.frame.height
        alpha = layer.opacity == 1 ? nil : layer.opacity
        clips = layer.clipsToBounds ? true : nil
        transform = WireProperties.matrix(layer.transform)
        let centred = layer.transform.isIdentity || layer.anchorPoint == CGPoint(x: 0.5, y: 0.5)
        ax = centred ? nil : layer.anchorPoint.x
        ay = centred ? nil : layer.anchorPoint.y
        look = layer.appearance.isPlain ? nil : WireLook(layer.appearance, clips: layer.clipsToBounds)
    }
}

/// A gradient: `kind` (`axial`, `radial`, `conic`), colours with their locations (0…1), and the
/// start and end points in the unit coordinates of the layer's bounds.
private struct WireGradient: Encodable {
    let kind: String
    let stops: [WireStop]
    let sx: Double, sy: Double, ex: Double, ey: Double

    init(_ gradient: RenderedGradient) {
        kind = gradient.kind.rawValue
        stops = zip(gradient.colors, gradient.locations).map { WireStop(c: WireColor($0.0), at: $0.1) }
        sx = gradient.start.x
        sy = gradient.start.y
        ex = gradient.end.x
        ey = gradient.end.y
    }
}

/// A shape: SVG path data `d` in the layer's coordinates, the fill (absent: none) and its rule
/// (`evenodd`, absent: non-zero), and the stroke (absent: none) with its width, cap and join (absent:
/// butt, miter), miter limit (absent: 10), dashes and phase, and the part drawn (`from`…`to`, absent:
/// all of it).
private struct WireShape: Encodable {
    let d: String
    let fill: WireColor?
    let rule: String?
    let stroke: WireColor?
    let lw: Double?
    let cap: String?
    let join: String?
    let miter: Double?
    let dash: [Double]?
    let phase: Double?
    let from: Double?
    let to: Double?

    init(_ shape: RenderedShape) {
        d = shape.elements.svgPathData
        fill = shape.fillColor.map(WireColor.init)
        rule = shape.evenOdd ? "evenodd" : nil
        let stroked = shape.isStroked
        stroke = stroked ? shape.strokeColor.map(WireColor.init) : nil
        lw = stroked ? shape.lineWidth : nil
        cap = stroked && shape.lineCap != .butt ? shape.lineCap.rawValue : nil
        join = stroked && shape.lineJoin != .miter ? shape.lineJoin.rawValue : nil
        miter = stroked && shape.lineJoin == .miter && shape.miterLimit != 10 ? shape.miterLimit : nil
        dash = stroked && !shape.isTrimmed && !shape.dashPattern.isEmpty ? shape.dashPattern.map(Double.init) : nil
        phase = dash != nil && shape.dashPhase != 0 ? shape.dashPhase : nil
        from = stroked && shape.isTrimmed ? shape.strokeStart : nil
        to = stroked && shape.isTrimmed ? shape.strokeEnd : nil
    }
}

private struct WireStop: Encodable {
    let c: WireColor
    let at: Double
}

private struct WireBorder: Encodable {
    let w: Double
    let c: WireColor
}

private struct WireShadow: Encodable {
    let c: WireColor
    let blur: Double, x: Double, y: Double
}

private struct WireColor: Encodable {
    let r: Double, g: Double, b: Double, a: Double
    init(_ color: Color) {
        r = color.red
        g = color.green
        b = color.blue
        a = color.alpha
    }
}

private struct WireFont: Encodable {
    let size: Double
    let weight: String
    /// Digits of one width (`monospacedDigitSystemFont`); absent otherwise.
    let tabular: Bool?
    init(_ font: Font) {
        size = font.pointSize
        weight = font.weight.rawValue
        tabular = font.hasMonospacedDigits ? true : nil
    }
}

private struct WireInsets: Encodable {
    let top: Double, leading: Double, bottom: Double, trailing: Double
    init(_ insets: DirectionalEdgeInsets) {
        top = insets.top
        leading = insets.leading
        bottom = insets.bottom
        trailing = insets.trailing
    }
}

struct WireImage: Encodable {
    let name: String
    let system: Bool
    let w: Double, h: Double
    /// A symbol's weight (`regular`, `bold` …); `nil` for app images and symbols without a configuration.
    let weight: String?
    /// An image from data: the id of the bytes sent before (`image` message).
    let bitmap: String?
    /// The colour given by `withTintColor(_:)`, if any.
    fileprivate let tint: WireColor?
    init(_ image: Image) {
        tint = image.tintColor.map(WireColor.init)
        name = image.name
        system = image.isSystemImage
        w = image.size.width
        h = image.size.height
        weight = image.symbolConfiguration?.weight.rawValue
        bitmap = image.bitmap.map(Self.identifier(of:))
    }

    /// The page's name for an image's bytes: its digest in hex.
    static func identifier(of bitmap: ImageData) -> String {
        String(bitmap.digest, radix: 16)
    }
}

private struct WireText: Encodable {
    let text: String
    let font: WireFont
    let color: WireColor
    let lines: Int
    let align: String
    /// A label's line break mode (`wordWrapping`, `truncatingTail` …); `nil` for other texts.
    let breakMode: String?
    /// Attributed text's runs; `nil` for plain text.
    let runs: [WireRun]?
    /// A label's text shadow (no blur); `nil` for none.
    let shadow: WireShadow?

    init(text: String, font: WireFont, color: WireColor, lines: Int, align: String, breakMode: String? = nil, runs: [WireRun]? = nil,
         shadow: WireShadow? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.lines = lines
        self.align = align
        self.breakMode = breakMode
        self.runs = runs
        self.shadow = shadow
    }

    /// A list configuration's text in its text properties.
    init(_ text: String, _ properties: ListContentConfiguration.TextProperties) {
        self.init(text: text, font: WireFont(properties.font), color: WireColor(properties.color),
                  lines: properties.numberOfLines, align: properties.alignment.rawValue)
    }
}

/// One run of attributed text: its characters, font and colour, and what decorates it.
private struct WireRun: Encodable {
    let text: String
    let font: WireFont
    let color: WireColor
    let bg: WireColor?
    let underline: Bool?
    let strike: Bool?

    init(_ run: TextRun) {
        text = run.text
        font = WireFont(run.font)
        color = WireColor(run.color)
        bg = run.backgroundColor.map(WireColor.init)
        underline = run.isUnderlined ? true : nil
        strike = run.isStruckThrough ? true : nil
    }
}

/// A list configuration, a tree of typed parts, a label's text, an image view's image or a text
/// field's editor. Each kind sets only its own fields; the others stay `nil` and are not encoded.
private struct WireContent: Encodable {
    let kind: String
    let margins: WireInsets
    var text: WireText?
    var secondary: WireText?
    var image: WireImage?
    var imageTint: WireColor?
    var imageRadius: Double?
    var imagePadding: Double?
    /// The gap between text and secondary text shown side by side (a value cell); `nil` when stacked.
    var sideBySideGap: Double?
    /// The least height of list content, its margins included (a row's 44 points); `nil` for none.
    var minHeight: Double?
    var part: WirePart?
    /// For measuring a label: the widest it may be before it wraps.
    var maxWidth: Double?
    /// An image view's content mode (`scaleToFill`, `scaleAspectFit`, `center` …).
    var mode: String?
    /// A text field's placeholder, and whether it hides its text or takes no input.
    var placeholder: String?
    var placeholderColor: WireColor?
    var secure: Bool?
    var disabled: Bool?
    var input: WireTextInput?

    init(_ content: RenderedContent) {
        switch content {
        case .list(let list):
            kind = "list"
            margins = WireInsets(list.directionalLayoutMargins)
            text = list.text.map { WireText($0, list.textProperties) }
            secondary = list.secondaryText.map { WireText($0, list.secondaryTextProperties) }
            image = list.image.map(WireImage.init)
            imageTint = list.imageProperties.tintColor.map(WireColor.init)
            imageRadius = list.image == nil ? nil : list.imageProperties.cornerRadius
            imagePadding = list.imageToTextPadding
            sideBySideGap = list.prefersSideBySideTextAndSecondaryText ? list.textToSecondaryTextHorizontalPadding : nil
            minHeight = list.minimumHeight > 0 ? list.minimumHeight : nil
        case .custom(let custom):
            kind = "custom"
            margins = WireInsets(custom.directionalLayoutMargins)
            part = WirePart(custom.root)
        case .text(let label):
            kind = "text"
            margins = WireInsets(label.margins)
            text = WireText(text: label.text, font: WireFont(label.font), color: WireColor(label.color),
                            lines: label.numberOfLines, align: label.alignment.name, breakMode: label.lineBreakMode.name,
                            runs: label.runs.map { $0.map(WireRun.init) },
                            shadow: label.shadow.map { WireShadow(c: WireColor($0.color), blur: 0, x: $0.offset.width, y: $0.offset.height) })
            maxWidth = label.wrapWidth.map(Double.init)
        case .image(let content):
            kind = "imageView"
            margins = WireInsets(.zero)
            image = WireImage(content.image)
            imageTint = content.tintColor.map(WireColor.init)
            mode = String(describing: content.contentMode)
        case .textField(let field):
            kind = "textField"
            margins = WireInsets(field.insets)
            text = WireText(text: field.text, font: WireFont(field.font), color: WireColor(field.color), lines: 1, align: field.alignment.name)
            placeholder = field.placeholder
            placeholderColor = field.placeholderColor.map(WireColor.init)
            secure = field.isSecure ? true : nil
            disabled = field.isEnabled ? nil : true
            input = WireTextInput(field.inputTraits)
        }
    }
}

/// One part of custom content: `text`, `image`, `swatch`, `vertical`, `horizontal` or `styled`.
private final class WirePart: Encodable {
    let kind: String
    var text: WireText?
    var image: WireImage?
    var color: WireColor?
    var w: Double?
    var h: Double?
    var spacing: Double?
    var parts: [WirePart]?
    var classes: [String]?

    init(_ part: CustomContentConfiguration.Part) {
        switch part {
        case .text(let string, let font, let color):
            kind = "text"
            text = WireText(text: string, font: WireFont(font), color: WireColor(color), lines: 0, align: "natural")
        case .image(let image):
            kind = "image"
            self.image = WireImage(image)
        case .swatch(let color, let width, let height):
            kind = "swatch"
            self.color = WireColor(color)
            w = width
            h = height
        case .vertical(let parts, let spacing):
            kind = "vertical"
            self.parts = parts.map(WirePart.init)
            self.spacing = spacing
        case .horizontal(let parts, let spacing):
            kind = "horizontal"
            self.parts = parts.map(WirePart.init)
            self.spacing = spacing
        case .styled(let inner, let classNames):
            kind = "styled"
            parts = [WirePart(inner)]
            classes = classNames.filter(CustomContentConfiguration.isValidClassName)
        }
    }
}

private struct WireBackground: Encodable {
    let color: WireColor?
    let selectedColor: WireColor?
    let radius: Double
    let stroke: WireColor?
    let strokeWidth: Double
    let insets: WireInsets

    init(_ background: BackgroundConfiguration) {
        color = background.backgroundColor.map(WireColor.init)
        selectedColor = background.selectedBackgroundColor.map(WireColor.init)
        radius = background.cornerRadius
        stroke = background.strokeColor.map(WireColor.init)
        strokeWidth = background.strokeWidth
        insets = WireInsets(background.backgroundInsets)
    }
}

private struct WireAnimation: Encodable {
    let id: Int
    let from: WireProperties
    let to: WireProperties
    let start: Double
    let duration: Double
    /// `easeInOut`, `easeIn`, `easeOut`, `linear` or `spring` (with `damping`).
    let curve: String
    let damping: Double?

    init(_ animation: RenderTransaction.Animation) {
        id = animation.view
        from = WireProperties(animation.from)
        to = WireProperties(animation.to)
        start = animation.startTime
        duration = animation.duration
        switch animation.curve {
        case .easeInOut: (curve, damping) = ("easeInOut", nil)
        case .easeIn: (curve, damping) = ("easeIn", nil)
        case .easeOut: (curve, damping) = ("easeOut", nil)
        case .linear: (curve, damping) = ("linear", nil)
        case .spring(let ratio): (curve, damping) = ("spring", ratio)
        }
    }
}

private struct WireMeasure: Encodable {
    let request: Int
    let id: Int
    let content: WireContent
    let width: Double?
    let height: Double?

    init(_ request: MeasurementRequest) {
        self.request = request.id
        id = request.view
        content = WireContent(request.content)
        width = request.fixesWidth ? request.fittingSize.width : nil
        height = request.fixesHeight ? request.fittingSize.height : nil
    }
}
