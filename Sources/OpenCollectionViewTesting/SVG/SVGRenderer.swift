import CollectionGeometry
import Foundation
import ViewSystem

/// Draws a view and everything under it as an SVG document: backgrounds, gradients, sublayers,
/// borders, corner radii, clipping, opacity, transforms, text, images and system symbols — readable in any browser and as
/// text in a review's diff.
///
/// Not in UIKit (a snapshot there is a bitmap from Core Animation). Text is laid out with the same
/// `TextMetrics` the engine measures with, so lines break where the layout expects them; a browser
/// draws the glyphs in its own sans-serif font, so widths on screen differ slightly from the model.
/// Shadows are not drawn. Colours are resolved for each view's traits (light or dark).
@MainActor
public struct SVGRenderer {
    /// The text model lines are broken with (the window's, when the view is in one).
    public var textMetrics: TextMetrics
    /// Whether bitmaps are embedded as data URLs (`true`) or drawn as grey boxes naming their size,
    /// which keeps a snapshot small and stable when the image bytes do not matter.
    public var embedsBitmaps: Bool

    /// Creates a renderer.
    public init(textMetrics: TextMetrics = TextMetrics(), embedsBitmaps: Bool = true) {
        self.textMetrics = textMetrics
        self.embedsBitmaps = embedsBitmaps
    }

    /// `view` drawn as an SVG document of its own size, its top-left corner at the origin.
    /// - Complexity: O(views + characters of text).
    public func svg(of view: View) -> String {
        let size = view.bounds.size
        var writer = SVGWriter(capacity: 64 * 1024)
        writer.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.number(size.width))\" height=\"\(SVGWriter.number(size.height))\" viewBox=\"0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))\" font-family=\"-apple-system, system-ui, 'Helvetica Neue', Arial, sans-serif\">\n")
        draw(view, at: CGPoint(x: -view.bounds.minX, y: -view.bounds.minY), isRoot: true, into: &writer)
        writer.append("</svg>\n")
        return writer.output
    }

    private func draw(_ view: View, at origin: CGPoint, isRoot: Bool, into writer: inout SVGWriter) {
        let properties = view.renderedProperties
        guard !properties.isHidden, properties.alpha > 0 else { return }
        let size = properties.frame.size
        let n = SVGWriter.number
        // The group puts the view's top-left corner at the origin of its coordinates.
        var group = "<g"
        let x = isRoot ? 0 : origin.x + properties.frame.minX, y = isRoot ? 0 : origin.y + properties.frame.minY
        var transform = "translate(\(n(x)) \(n(y)))"
        if !properties.transform.isIdentity, properties.transform.isAffine {
            let t = properties.transform.affineTransform
            transform += " translate(\(n(size.width / 2)) \(n(size.height / 2))) matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))) translate(\(n(-size.width / 2)) \(n(-size.height / 2)))"
        }
        if transform != "translate(0 0)" { group += " transform=\"\(transform)\"" }
        if properties.alpha < 1 { group += " opacity=\"\(n(properties.alpha))\"" }
        writer.append(group + ">\n")
        let appearance = properties.appearance
        let radius = Swift.min(appearance.cornerRadius, Swift.min(size.width, size.height) / 2)
        // Continuous when asked and the longer reach fits (decided once: fill, clip and border agree).
        let continuous = appearance.continuousCorners && radius * Self.continuousReach <= Swift.min(size.width, size.height) / 2
        let outline = CGRect(origin: .zero, size: size)
        drawFills(appearance, outline: outline, radius: radius, continuous: continuous, into: &writer)
        let traits = view.traitCollection
        let children = view.subviews.enumerated().sorted { ($0.element.renderZIndex, $0.offset) < ($1.element.renderZIndex, $1.offset) }
        // A view that clips clips what it draws (an image view's picture in its rounded corners) and
        // its subviews to its bounds and its corners — only the masked ones, as Core Animation does.
        let clipped = properties.clipsToBounds
            && (!children.isEmpty || !appearance.sublayers.isEmpty || (radius > 0 && (view.renderedContent != nil || view.renderedBackground != nil)))
        if clipped {
            let identifier = writer.makeIdentifier()
            writer.append("<clipPath id=\"\(identifier)\">\(shape(outline, radius: radius, corners: appearance.maskedCorners, continuous: continuous, attributes: ""))</clipPath><g clip-path=\"url(#\(identifier))\">\n")
        }
        if let background = view.renderedBackground {
            drawBackground(background, in: outline, traits: traits, into: &writer)
        }
        if let content = view.renderedContent {
            drawContent(content, in: outline, traits: traits, into: &writer)
        }
        var budget = Self.maximumLayers
        for layer in appearance.sublayers { draw(layer, depth: 0, budget: &budget, into: &writer) }
        let inner = CGPoint(x: -properties.boundsOrigin.x, y: -properties.boundsOrigin.y)
        for (_, child) in children { draw(child, at: inner, isRoot: false, into: &writer) }
        if clipped { writer.append("</g>\n") }
        drawBorder(appearance, size: size, radius: radius, continuous: continuous, into: &writer)
        writer.append("</g>\n")
    }

    /// The most sublayers drawn under one view, as the page draws them.
    private static let maximumLayers = 256

    /// A sublayer and its own sublayers, framed in the drawing coordinates of its superlayer.
    private func draw(_ layer: RenderedLayer, depth: Int, budget: inout Int, into writer: inout SVGWriter) {
        guard budget > 0, depth < 16 else { return }
        budget -= 1
        let n = SVGWriter.number
        let size = layer.frame.size, appearance = layer.appearance
        var transform = "translate(\(n(layer.frame.minX)) \(n(layer.frame.minY)))"
        if !layer.transform.isIdentity, layer.transform.isAffine {
            // About the anchor point, as Core Animation turns a layer (a 3-D transform is not drawn).
            let t = layer.transform.affineTransform
            let ax = layer.anchorPoint.x * size.width, ay = layer.anchorPoint.y * size.height
            transform += " translate(\(n(ax)) \(n(ay))) matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))) translate(\(n(-ax)) \(n(-ay)))"
        }
        var group = "<g transform=\"\(transform)\""
        if layer.opacity < 1 { group += " opacity=\"\(n(layer.opacity))\"" }
        writer.append(group + ">\n")
        let radius = Swift.min(appearance.cornerRadius, Swift.min(size.width, size.height) / 2)
        let continuous = appearance.continuousCorners && radius * Self.continuousReach <= Swift.min(size.width, size.height) / 2
        let outline = CGRect(origin: .zero, size: size)
        drawFills(appearance, outline: outline, radius: radius, continuous: continuous, into: &writer)
        let clipped = layer.clipsToBounds && !appearance.sublayers.isEmpty
        if clipped {
            let identifier = writer.makeIdentifier()
            writer.append("<clipPath id=\"\(identifier)\">\(shape(outline, radius: radius, corners: appearance.maskedCorners, continuous: continuous, attributes: ""))</clipPath><g clip-path=\"url(#\(identifier))\">\n")
        }
        for sublayer in appearance.sublayers { draw(sublayer, depth: depth + 1, budget: &budget, into: &writer) }
        if clipped { writer.append("</g>\n") }
        drawBorder(appearance, size: size, radius: radius, continuous: continuous, into: &writer)
        writer.append("</g>\n")
    }

    /// The background, then the gradient, inside the corners; then the shape, unclipped.
    private func drawFills(_ appearance: RenderedAppearance, outline: CGRect, radius: CGFloat, continuous: Bool, into writer: inout SVGWriter) {
        defer { if let shape = appearance.shape { drawShape(shape, into: &writer) } }
        if let color = appearance.backgroundColor, color.alpha > 0 {
            writer.append(shape(outline, radius: radius, corners: appearance.maskedCorners, continuous: continuous,
                               attributes: SVGWriter.paint("fill", color)))
        }
        if let gradient = appearance.gradient {
            let clip = writer.makeIdentifier()
            writer.append("<clipPath id=\"\(clip)\">\(shape(outline, radius: radius, corners: appearance.maskedCorners, continuous: continuous, attributes: ""))</clipPath><g clip-path=\"url(#\(clip))\">\n")
            drawGradient(gradient, in: outline.size, into: &writer)
            writer.append("</g>\n")
        }
    }

    /// A shape layer's path, filled, then stroked as the page strokes it: a trimmed stroke as one dash
    /// along the path's length counted as 1.
    private func drawShape(_ shape: RenderedShape, into writer: inout SVGWriter) {
        guard shape.fillColor != nil || shape.isStroked else { return }
        let n = SVGWriter.number
        var attributes = "d=\"\(shape.elements.svgPathData)\" "
        attributes += shape.fillColor.map { SVGWriter.paint("fill", $0) } ?? "fill=\"none\""
        if shape.evenOdd { attributes += " fill-rule=\"evenodd\"" }
        if shape.isStroked, let stroke = shape.strokeColor {
            attributes += " \(SVGWriter.paint("stroke", stroke)) stroke-width=\"\(n(shape.lineWidth))\""
            if shape.lineCap != .butt { attributes += " stroke-linecap=\"\(shape.lineCap.rawValue)\"" }
            if shape.lineJoin != .miter { attributes += " stroke-linejoin=\"\(shape.lineJoin.rawValue)\"" }
            if shape.miterLimit != 10 { attributes += " stroke-miterlimit=\"\(n(shape.miterLimit))\"" }
            if shape.isTrimmed {
                attributes += " pathLength=\"1\" stroke-dasharray=\"\(n(shape.strokeEnd - shape.strokeStart)) 2\" stroke-dashoffset=\"\(n(-shape.strokeStart))\""
            } else if !shape.dashPattern.isEmpty {
                attributes += " stroke-dasharray=\"\(shape.dashPattern.map(n).joined(separator: " "))\""
                if shape.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(n(shape.dashPhase))\"" }
            }
        }
        writer.append("<path \(attributes)/>\n")
    }

    /// The border, inside the bounds, above everything the layer holds.
    private func drawBorder(_ appearance: RenderedAppearance, size: CGSize, radius: CGFloat, continuous: Bool, into writer: inout SVGWriter) {
        guard let border = appearance.border, border.width > 0, border.color.alpha > 0 else { return }
        let inset = CGRect(origin: .zero, size: size).insetBy(dx: border.width / 2, dy: border.width / 2)
        writer.append(shape(inset, radius: Swift.max(0, radius - border.width / 2), corners: appearance.maskedCorners,
                            continuous: continuous,
                            attributes: "fill=\"none\" \(SVGWriter.paint("stroke", border.color)) stroke-width=\"\(SVGWriter.number(border.width))\""))
    }

    /// `gradient` over a box of `size`: an axial or radial SVG gradient in the box's coordinates (the
    /// page's CSS gradients agree), or a conic one as thin wedges of interpolated colour about its
    /// start point, since SVG has no conic gradient.
    private func drawGradient(_ gradient: RenderedGradient, in size: CGSize, into writer: inout SVGWriter) {
        let n = SVGWriter.number
        let start = CGPoint(x: gradient.start.x * size.width, y: gradient.start.y * size.height)
        let end = CGPoint(x: gradient.end.x * size.width, y: gradient.end.y * size.height)
        let stops = zip(gradient.colors, gradient.locations).map { color, location in
            "<stop offset=\"\(n(location))\" stop-color=\"\(SVGWriter.hex(color))\"\(color.alpha < 1 ? " stop-opacity=\"\(n(Swift.max(0, color.alpha)))\"" : "")/>"
        }.joined()
        let box = "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\""
        switch gradient.kind {
        case .axial, .radial:
            let identifier = writer.makeIdentifier()
            if gradient.kind == .axial {
                writer.append("<linearGradient id=\"\(identifier)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\(stops)</linearGradient>")
            } else {
                // A unit circle about the start point, stretched to the ellipse's radii.
                let rx = Swift.max(abs(end.x - start.x), 0.001), ry = Swift.max(abs(end.y - start.y), 0.001)
                writer.append("<radialGradient id=\"\(identifier)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"translate(\(n(start.x)) \(n(start.y))) scale(\(n(rx)) \(n(ry)))\">\(stops)</radialGradient>")
            }
            writer.append(box + " fill=\"url(#\(identifier))\"/>\n")
        case .conic:
            let reach = 2 * (size.width + size.height) + 1
            let first = atan2(end.y - start.y, end.x - start.x)
            let wedges = 72
            for wedge in 0..<wedges {
                let from = CGFloat(wedge) / CGFloat(wedges), to = CGFloat(wedge + 1) / CGFloat(wedges)
                let color = Self.color(of: gradient, at: (from + to) / 2)
                func point(_ turn: CGFloat) -> String {
                    let angle = first + turn * 2 * .pi
                    return "\(n(start.x + reach * cos(angle))) \(n(start.y + reach * sin(angle)))"
                }
                writer.append("<path d=\"M\(n(start.x)) \(n(start.y)) L\(point(from)) L\(point(to)) Z\" \(SVGWriter.paint("fill", color))/>\n")
            }
        }
    }

    /// The gradient's colour at `location`: its end colours beyond its stops, mixed between them.
    private static func color(of gradient: RenderedGradient, at location: CGFloat) -> Color {
        let pairs = Array(zip(gradient.colors, gradient.locations))
        guard let first = pairs.first, let last = pairs.last else { return .clear }
        if location <= first.1 { return first.0 }
        if location >= last.1 { return last.0 }
        for (lower, upper) in zip(pairs, pairs.dropFirst()) where location <= upper.1 {
            let span = upper.1 - lower.1
            let t = span > 0 ? (location - lower.1) / span : 1
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
            return Color(red: mix(lower.0.red, upper.0.red), green: mix(lower.0.green, upper.0.green),
                         blue: mix(lower.0.blue, upper.0.blue), alpha: mix(lower.0.alpha, upper.0.alpha))
        }
        return last.0
    }

    /// `frame` with `radius` on the corners `corners` names (all four circular: a `rect`; else a
    /// `path`). A continuous corner is the page's: it reaches `continuousReach` times the radius
    /// along each edge, bending as a superellipse whose middle sits where a circular corner's does,
    /// one cubic curve per corner through that middle. The caller decides once per view (a capsule,
    /// whose longer reach would not fit, stays circular), so its fill, clip and border agree.
    private func shape(_ frame: CGRect, radius: CGFloat, corners: CornerMask, continuous: Bool, attributes: String) -> String {
        let radius = continuous ? radius * Self.continuousReach : radius
        guard radius > 0, corners != .all || continuous else { return rect(frame, radius: corners.isEmpty ? 0 : radius, attributes: attributes) }
        let n = SVGWriter.number
        func r(_ corner: CornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        // How far along each edge a corner's control points reach: a circle's quarter for circular
        // corners (an exact arc is drawn), the superellipse's fit for continuous ones.
        let reach: CGFloat = continuous ? Self.superellipseReach : 0
        /// The curve from the current point to (x, y) that turns the corner at (cornerX, cornerY).
        func turn(_ radius: CGFloat, toX x: CGFloat, y: CGFloat, cornerX: CGFloat, cornerY: CGFloat, from start: CGPoint) -> String {
            guard continuous else { return " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" }
            let first = CGPoint(x: start.x + (cornerX - start.x) * reach, y: start.y + (cornerY - start.y) * reach)
            let second = CGPoint(x: x + (cornerX - x) * reach, y: y + (cornerY - y) * reach)
            return " C\(n(first.x)) \(n(first.y)) \(n(second.x)) \(n(second.y)) \(n(x)) \(n(y))"
        }
        let topLeft = r(.layerMinXMinYCorner), topRight = r(.layerMaxXMinYCorner)
        let bottomRight = r(.layerMaxXMaxYCorner), bottomLeft = r(.layerMinXMaxYCorner)
        var d = "M\(n(frame.minX + topLeft)) \(n(frame.minY))"
        d += " H\(n(frame.maxX - topRight))"
        if topRight > 0 {
            d += turn(topRight, toX: frame.maxX, y: frame.minY + topRight, cornerX: frame.maxX, cornerY: frame.minY,
                      from: CGPoint(x: frame.maxX - topRight, y: frame.minY))
        }
        d += " V\(n(frame.maxY - bottomRight))"
        if bottomRight > 0 {
            d += turn(bottomRight, toX: frame.maxX - bottomRight, y: frame.maxY, cornerX: frame.maxX, cornerY: frame.maxY,
                      from: CGPoint(x: frame.maxX, y: frame.maxY - bottomRight))
        }
        d += " H\(n(frame.minX + bottomLeft))"
        if bottomLeft > 0 {
            d += turn(bottomLeft, toX: frame.minX, y: frame.maxY - bottomLeft, cornerX: frame.minX, cornerY: frame.maxY,
                      from: CGPoint(x: frame.minX + bottomLeft, y: frame.maxY))
        }
        d += " V\(n(frame.minY + topLeft))"
        if topLeft > 0 {
            d += turn(topLeft, toX: frame.minX + topLeft, y: frame.minY, cornerX: frame.minX, cornerY: frame.minY,
                      from: CGPoint(x: frame.minX, y: frame.minY + topLeft))
        }
        return "<path d=\"\(d) Z\"" + (attributes.isEmpty ? "" : " " + attributes) + "/>\n"
    }

    /// How far a continuous corner reaches along each edge, in radii (the page's `CONTINUOUS_REACH`).
    static let continuousReach: CGFloat = Layer.cornerCurveExpansionFactor(.continuous)

    /// The control points' reach towards the corner: a cubic from (1, 0) to (0, 1) through controls
    /// (1, k) and (k, 1) passes through (m, m) at its middle when 0.5 + 0.375·k = m, and m is where a
    /// circular corner's middle sits over the longer reach: 1 − (1 − 1/√2) / `continuousReach`.
    private static let superellipseReach: CGFloat = ((1 - (1 - 1 / 2.0.squareRoot()) / continuousReach) - 0.5) / 0.375

    private func rect(_ frame: CGRect, radius: CGFloat, attributes: String) -> String {
        let n = SVGWriter.number
        var text = "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(Swift.max(0, frame.width)))\" height=\"\(n(Swift.max(0, frame.height)))\""
        if radius > 0 { text += " rx=\"\(n(radius))\"" }
        return text + (attributes.isEmpty ? "" : " " + attributes) + "/>\n"
    }

    private func drawBackground(_ background: BackgroundConfiguration, in bounds: CGRect, traits: TraitCollection, into writer: inout SVGWriter) {
        let insets = background.backgroundInsets
        let frame = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                           width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        var attributes: [String] = []
        if let color = background.backgroundColor?.resolvedColor(with: traits), color.alpha > 0 {
            attributes.append(SVGWriter.paint("fill", color))
        } else {
            attributes.append("fill=\"none\"")
        }
        if let stroke = background.strokeColor?.resolvedColor(with: traits), background.strokeWidth > 0 {
            attributes.append("\(SVGWriter.paint("stroke", stroke)) stroke-width=\"\(SVGWriter.number(background.strokeWidth))\"")
        }
        guard attributes != ["fill=\"none\""] else { return }
        writer.append(rect(frame, radius: background.cornerRadius, attributes: attributes.joined(separator: " ")))
    }

    // MARK: Content

    private func drawContent(_ content: RenderedContent, in bounds: CGRect, traits: TraitCollection, into writer: inout SVGWriter) {
        switch content {
        case .text(let text):
            // The margins are directional; the renderer draws left to right, as it does custom content.
            let margins = text.margins
            let frame = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                               width: Swift.max(0, bounds.width - margins.leading - margins.trailing),
                               height: Swift.max(0, bounds.height - margins.top - margins.bottom))
            let lines = textMetrics.displayedLines(of: text.text, font: text.font, width: frame.width, maximumLines: text.numberOfLines,
                                                   lineBreakMode: text.lineBreakMode)
            let height = CGFloat(lines.count) * textMetrics.lineHeight(of: text.font)
            let box = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
            if let shadow = text.shadow {
                drawLines(lines, font: text.font, color: shadow.color, alignment: text.alignment,
                          in: box.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height), into: &writer)
            }
            drawLines(lines, font: text.font, color: text.color.resolvedColor(with: traits), alignment: text.alignment, in: box, into: &writer)
        case .textField(let field):
            let frame = bounds.inset(by: EdgeInsets(top: field.insets.top, left: field.insets.leading,
                                                    bottom: field.insets.bottom, right: field.insets.trailing))
            let shown = field.text.isEmpty ? field.placeholder : (field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)
            let color = field.text.isEmpty ? Color(white: 0.24, alpha: 0.3) : field.color.resolvedColor(with: traits)
            let height = textMetrics.lineHeight(of: field.font)
            drawLines([shown], font: field.font, color: color, alignment: field.alignment,
                      in: CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height), into: &writer)
        case .image(let image):
            drawImage(image.image, tint: (image.tintColor ?? image.image.tintColor)?.resolvedColor(with: traits) ?? Color.systemBlue.resolvedColor(with: traits),
                      contentMode: image.contentMode, in: bounds, into: &writer)
        case .list(let list):
            drawList(list, in: bounds, traits: traits, into: &writer)
        case .custom(let custom):
            let margins = custom.directionalLayoutMargins
            let frame = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                               width: bounds.width - margins.leading - margins.trailing, height: bounds.height - margins.top - margins.bottom)
            drawPart(custom.root, in: frame, traits: traits, into: &writer)
        }
    }

    private func drawLines(_ lines: [String], font: Font, color: Color, alignment: TextAlignment, in frame: CGRect, into writer: inout SVGWriter) {
        guard !lines.isEmpty, color.alpha > 0 else { return }
        let n = SVGWriter.number
        let lineHeight = textMetrics.lineHeight(of: font), baseline = textMetrics.baseline(of: font)
        let (anchor, x): (String, CGFloat) = switch alignment {
        case .center: ("middle", frame.midX)
        case .right: ("end", frame.maxX)
        default: ("start", frame.minX)
        }
        var text = "<text font-size=\"\(n(font.pointSize))\""
        if font.weight != .regular { text += " font-weight=\"\(Self.weights[font.weight] ?? 400)\"" }
        if anchor != "start" { text += " text-anchor=\"\(anchor)\"" }
        text += " " + SVGWriter.paint("fill", color) + ">"
        for (index, line) in lines.enumerated() {
            text += "<tspan x=\"\(n(x))\" y=\"\(n(frame.minY + CGFloat(index) * lineHeight + baseline))\">\(SVGWriter.escape(line))</tspan>"
        }
        writer.append(text + "</text>\n")
    }

    private static let weights: [Font.Weight: Int] = [
        .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700, .heavy: 800, .black: 900,
    ]

    private func drawImage(_ image: Image, tint: Color, contentMode: View.ContentMode, in frame: CGRect, into writer: inout SVGWriter) {
        let n = SVGWriter.number
        guard frame.width > 0, frame.height > 0 else { return }
        let place = "x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        if image.isSystemImage {
            let preserve = contentMode == .scaleToFill || contentMode == .redraw ? "none" : "xMidYMid meet"
            let weight = image.symbolConfiguration?.weight.rawValue ?? "regular"
            let symbol = SymbolGlyphs.markup(for: image.name, place: place, preserveAspectRatio: preserve, weight: weight,
                                             color: SVGWriter.hex(tint), writer: &writer)
            writer.append(symbol ?? SymbolGlyphs.placeholder(place: place))
            return
        }
        guard let bitmap = image.bitmap, embedsBitmaps else {
            writer.append(rect(frame, radius: 0, attributes: "fill=\"#d1d1d6\""))
            return
        }
        let preserve = switch contentMode {
        case .scaleToFill, .redraw: "none"
        case .scaleAspectFill: "xMidYMid slice"
        default: "xMidYMid meet"
        }
        writer.append("<image \(place) preserveAspectRatio=\"\(preserve)\" href=\"data:\(bitmap.mimeType);base64,\(bitmap.data.base64EncodedString())\"/>\n")
    }

    /// A list configuration laid out as the engine measures it: image at the leading margin, the
    /// text over the secondary text (or beside it), centred vertically.
    private func drawList(_ list: ListContentConfiguration, in bounds: CGRect, traits: TraitCollection, into writer: inout SVGWriter) {
        let margins = list.directionalLayoutMargins
        let rightToLeft = traits.layoutDirection == .rightToLeft
        if let image = list.image, let (drawn, slot) = list.imageLayout {
            let slotX = rightToLeft ? bounds.maxX - margins.leading - slot.width : bounds.minX + margins.leading
            let frame = CGRect(x: slotX + (slot.width - drawn.width) / 2, y: bounds.midY - drawn.height / 2,
                               width: drawn.width, height: drawn.height)
            let tint = (list.imageProperties.tintColor ?? image.tintColor ?? .systemBlue).resolvedColor(with: traits)
            drawImage(image, tint: tint, contentMode: .scaleAspectFit, in: frame, into: &writer)
        }
        let imageRoom = list.imageLayout.map { $0.slot.width + list.imageToTextPadding } ?? 0
        let width = Swift.max(0, bounds.width - margins.leading - margins.trailing - imageRoom)
        let textX = rightToLeft ? bounds.minX + margins.trailing : bounds.minX + margins.leading + imageRoom
        let alignment: TextAlignment = rightToLeft ? .right : .left
        func lines(_ text: String?, _ properties: ListContentConfiguration.TextProperties) -> [String] {
            guard let text, !text.isEmpty else { return [] }
            return textMetrics.displayedLines(of: text, font: properties.font, width: width, maximumLines: properties.numberOfLines,
                                              lineBreakMode: properties.lineBreakMode)
        }
        let first = lines(list.text, list.textProperties), second = lines(list.secondaryText, list.secondaryTextProperties)
        let firstHeight = CGFloat(first.count) * textMetrics.lineHeight(of: list.textProperties.font)
        let secondHeight = CGFloat(second.count) * textMetrics.lineHeight(of: list.secondaryTextProperties.font)
        let firstColor = list.textProperties.color.resolvedColor(with: traits), secondColor = list.secondaryTextProperties.color.resolvedColor(with: traits)
        if list.prefersSideBySideTextAndSecondaryText, first.count <= 1, second.count <= 1 {
            drawLines(first, font: list.textProperties.font, color: firstColor, alignment: alignment,
                      in: CGRect(x: textX, y: bounds.midY - firstHeight / 2, width: width, height: firstHeight), into: &writer)
            drawLines(second, font: list.secondaryTextProperties.font, color: secondColor, alignment: rightToLeft ? .left : .right,
                      in: CGRect(x: textX, y: bounds.midY - secondHeight / 2, width: width, height: secondHeight), into: &writer)
            return
        }
        let padding = first.isEmpty || second.isEmpty ? 0 : list.textToSecondaryTextVerticalPadding
        let top = bounds.midY - (firstHeight + padding + secondHeight) / 2
        drawLines(first, font: list.textProperties.font, color: firstColor, alignment: alignment,
                  in: CGRect(x: textX, y: top, width: width, height: firstHeight), into: &writer)
        drawLines(second, font: list.secondaryTextProperties.font, color: secondColor, alignment: alignment,
                  in: CGRect(x: textX, y: top + firstHeight + padding, width: width, height: secondHeight), into: &writer)
    }

    /// A custom part drawn from the top-left of `frame`; returns the size it took.
    @discardableResult
    private func drawPart(_ part: CustomContentConfiguration.Part, in frame: CGRect, traits: TraitCollection, into writer: inout SVGWriter) -> CGSize {
        switch part {
        case .text(let string, let font, let color):
            let lines = textMetrics.lines(of: string, font: font, width: Swift.max(0, frame.width))
            let height = CGFloat(lines.count) * textMetrics.lineHeight(of: font)
            drawLines(lines, font: font, color: color.resolvedColor(with: traits), alignment: .left,
                      in: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height), into: &writer)
            return CGSize(width: lines.map { textMetrics.width(of: $0, font: font) }.max() ?? 0, height: height)
        case .image(let image):
            let size = CGSize(width: Swift.min(image.size.width, frame.width), height: image.size.height)
            drawImage(image, tint: (image.tintColor ?? .systemBlue).resolvedColor(with: traits), contentMode: .scaleAspectFit,
                      in: CGRect(origin: frame.origin, size: size), into: &writer)
            return size
        case .swatch(let color, let width, let height):
            let size = CGSize(width: width.isFinite ? Swift.max(0, width) : 0, height: height.isFinite ? Swift.max(0, height) : 0)
            writer.append(rect(CGRect(origin: frame.origin, size: size), radius: 0, attributes: SVGWriter.paint("fill", color.resolvedColor(with: traits))))
            return size
        case .vertical(let parts, let spacing):
            var y = frame.minY, widest: CGFloat = 0
            for (index, part) in parts.enumerated() {
                if index > 0 { y += spacing }
                let size = drawPart(part, in: CGRect(x: frame.minX, y: y, width: frame.width, height: Swift.max(0, frame.maxY - y)), traits: traits, into: &writer)
                y += size.height
                widest = Swift.max(widest, size.width)
            }
            return CGSize(width: widest, height: y - frame.minY)
        case .horizontal(let parts, let spacing):
            var x = frame.minX, tallest: CGFloat = 0
            for (index, part) in parts.enumerated() {
                if index > 0 { x += spacing }
                let size = drawPart(part, in: CGRect(x: x, y: frame.minY, width: Swift.max(0, frame.maxX - x), height: frame.height), traits: traits, into: &writer)
                x += size.width
                tallest = Swift.max(tallest, size.height)
            }
            return CGSize(width: x - frame.minX, height: tallest)
        case .styled(let part, let classNames):
            // The page's `centered` class (accessories) centres the part in its box.
            guard classNames.contains("centered") else { return drawPart(part, in: frame, traits: traits, into: &writer) }
            let size = textMetrics.size(of: .custom(CustomContentConfiguration(part)), fixedWidth: nil)
            let centered = CGRect(x: frame.midX - Swift.min(size.width, frame.width) / 2, y: frame.midY - size.height / 2,
                                  width: Swift.min(size.width, frame.width), height: size.height)
            return drawPart(part, in: centered, traits: traits, into: &writer)
        }
    }
}
