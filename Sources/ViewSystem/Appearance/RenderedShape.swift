import CollectionGeometry
import Foundation

/// A path as renderers draw it over a layer's background (Core Animation's `CAShapeLayer`): the
/// elements in the layer's coordinates (its top-left corner at the origin), filled, then stroked.
public struct RenderedShape: Hashable, Sendable, CustomStringConvertible {
    /// How stroked lines end.
    public enum LineCap: String, Hashable, Sendable { case butt, round, square }
    /// How stroked lines meet.
    public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

    /// The path.
    public var elements: [PathElement]
    /// The fill, if any.
    public var fillColor: Color?
    /// Whether the even-odd rule decides the inside (otherwise the non-zero winding rule).
    public var evenOdd = false
    /// The stroke, if any.
    public var strokeColor: Color?
    /// The stroke's width, centred on the path.
    public var lineWidth: CGFloat = 1
    /// Where the stroked part of the path begins, 0 to 1 of its length.
    public var strokeStart: CGFloat = 0
    /// Where the stroked part of the path ends, 0 to 1 of its length.
    public var strokeEnd: CGFloat = 1
    /// How far a mitered corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat = 10
    /// How stroked lines end.
    public var lineCap: LineCap = .butt
    /// How stroked lines meet.
    public var lineJoin: LineJoin = .miter
    /// Dash and gap lengths, alternating (empty: a solid line).
    public var dashPattern: [CGFloat] = []
    /// How far into the dash pattern the stroke begins.
    public var dashPhase: CGFloat = 0

    /// Creates a shape that fills `elements` with `fillColor`.
    public init(elements: [PathElement], fillColor: Color?) {
        self.elements = elements
        self.fillColor = fillColor
    }

    /// Whether a stroke is drawn: a visible colour, a width, and some of the path between the ends.
    public var isStroked: Bool {
        (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && strokeEnd > strokeStart
    }

    /// Whether the stroke covers only part of the path (`strokeStart` or `strokeEnd` moved in).
    public var isTrimmed: Bool { strokeStart > 0 || strokeEnd < 1 }

    public var description: String {
        var parts = ["shape \(elements.svgPathData)"]
        if let fillColor { parts.append("fill \(fillColor)\(evenOdd ? " even-odd" : "")") }
        if let strokeColor {
            var stroke = "stroke \(strokeColor) \(lineWidth.compactDescription)"
            if isTrimmed { stroke += " \(strokeStart.compactDescription)…\(strokeEnd.compactDescription)" }
            if lineCap != .butt { stroke += " cap \(lineCap.rawValue)" }
            if lineJoin != .miter { stroke += " join \(lineJoin.rawValue)" }
            if !dashPattern.isEmpty { stroke += " dash \(dashPattern.map(\.compactDescription).joined(separator: ","))@\(dashPhase.compactDescription)" }
            parts.append(stroke)
        }
        return parts.joined(separator: " ")
    }
}
