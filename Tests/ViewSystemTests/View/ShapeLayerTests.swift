import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CAShapeLayer: paths, fills and strokes as renderers draw them")
@MainActor
struct ShapeLayerTests {
    final class ShapeView: View {
        override class var layerClass: AnyClass { ShapeLayer.self }
        var shapeLayer: ShapeLayer { layer as! ShapeLayer }
    }

    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("when a shape layer is made, then it has Core Animation's defaults and draws nothing without a path")
    func defaults() {
        let layer = ShapeLayer()
        #expect(layer.path == nil && layer.fillColor == CGColor.black && layer.strokeColor == nil && layer.fillRule == .nonZero)
        #expect(layer.lineWidth == 1 && layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.lineDashPhase == 0 && layer.lineDashPattern == nil)
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.renderedProperties.appearance.shape == nil && view.renderedProperties.appearance.isPlain)
    }

    @Test("when a view's layer is a shape, then renderers get its path, fill and stroke")
    func rendered() throws {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.shapeLayer.path = CGPath(ellipseIn: view.bounds.insetBy(dx: 4, dy: 4), transform: nil)
        view.shapeLayer.fillColor = nil
        view.shapeLayer.strokeColor = Self.red.cgColor
        view.shapeLayer.lineWidth = 4
        view.shapeLayer.lineCap = .round
        view.shapeLayer.strokeEnd = 0.25
        let shape = try #require(view.renderedProperties.appearance.shape)
        #expect(shape.elements == view.shapeLayer.path?.elements && shape.fillColor == nil && shape.strokeColor == Self.red)
        #expect(shape.lineWidth == 4 && shape.lineCap == .round && shape.isTrimmed && shape.strokeEnd == 0.25)
        #expect(view.renderedProperties.appearance.description.contains("stroke rgba(255, 0, 0, 1) 4 0…0.25 cap round"))
        view.shapeLayer.strokeEnd = 0
        #expect(view.renderedProperties.appearance.shape == nil, "no fill and nothing of the path stroked draws nothing")
    }

    @Test("when a shape layer is a sublayer, then it is drawn with its frame; copies keep the path and its drawing")
    func asSublayer() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let check = ShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 2, y: 6), CGPoint(x: 5, y: 9), CGPoint(x: 10, y: 2)])
        check.path = path
        check.fillColor = Self.blue.cgColor
        check.fillRule = .evenOdd
        check.lineDashPattern = [4, 2]
        check.lineDashPhase = 1
        check.strokeColor = Self.blue.cgColor
        check.frame = CGRect(x: 80, y: 10, width: 12, height: 12)
        view.layer.addSublayer(check)
        let layer = try #require(view.renderedProperties.appearance.sublayers.first)
        #expect(layer.frame == CGRect(x: 80, y: 10, width: 12, height: 12))
        let shape = try #require(layer.appearance.shape)
        #expect(shape.evenOdd && shape.dashPattern == [4, 2] && shape.dashPhase == 1 && shape.fillColor == Self.blue)
        let copy = ShapeLayer(layer: check)
        #expect(copy.path == check.path && copy.fillRule == .evenOdd && copy.lineDashPattern == [4, 2] && copy.frame == check.frame)
        path.addLine(to: .zero)
        #expect(view.renderedProperties.appearance.sublayers.first?.appearance.shape?.elements.count == 3,
                "a mutable path is copied when it is set")
        #expect(!(check.path is CGMutablePath))
    }

    @Test("when values are out of range, not finite or unknown, then they become the defaults' kind and unknown names are reported")
    func badInput() throws {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var messages: [String] = []
        view.layoutDiagnosticHandler = { messages.append($0.message) }
        let layer = view.shapeLayer
        layer.path = CGPath(rect: view.bounds, transform: nil)
        layer.strokeColor = Self.red.cgColor
        layer.lineWidth = -3
        #expect(layer.lineWidth == 0)
        layer.lineWidth = .nan
        #expect(layer.lineWidth == 0)
        layer.strokeStart = -1
        layer.strokeEnd = 7
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        layer.strokeEnd = .nan
        #expect(layer.strokeEnd == 1)
        layer.miterLimit = 0.5
        #expect(layer.miterLimit == 10)
        layer.lineDashPhase = .infinity
        #expect(layer.lineDashPhase == 0)
        layer.lineWidth = 2
        layer.lineDashPattern = [3, -1]
        #expect(view.renderedProperties.appearance.shape?.dashPattern == [], "a bad dash pattern draws a solid line")
        layer.fillRule = ShapeLayerFillRule(rawValue: "spiral")
        layer.lineCap = ShapeLayerLineCap(rawValue: "arrow")
        layer.lineJoin = ShapeLayerLineJoin(rawValue: "glue")
        let shape = try #require(view.renderedProperties.appearance.shape)
        #expect(!shape.evenOdd && shape.lineCap == .butt && shape.lineJoin == .miter && shape.isStroked)
        try #require(messages.count == 4, "\(messages)")
        #expect(messages[0].contains("lineDashPattern") && messages[1].contains("spiral") && messages[2].contains("arrow") && messages[3].contains("glue"))
        layer.path = CGMutablePath()
        #expect(view.renderedProperties.appearance.shape == nil, "an empty path draws nothing")
    }
}
