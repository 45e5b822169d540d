import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CAGradientLayer: colours, locations, points and kinds as renderers draw them")
@MainActor
struct GradientLayerTests {
    final class GradientView: View {
        override class var layerClass: AnyClass { GradientLayer.self }
        var gradientLayer: GradientLayer { layer as! GradientLayer }
    }

    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("when a gradient layer is made, then it has Core Animation's defaults and draws nothing without colours")
    func defaults() {
        let layer = GradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.renderedProperties.appearance.gradient == nil)
    }

    @Test("when a view's layer is a gradient, then renderers get its colours evenly spread, its points and its kind")
    func rendered() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.gradientLayer.colors = [Self.red.cgColor, Self.blue.cgColor, Self.red.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        view.gradientLayer.type = .radial
        let gradient = try #require(view.renderedProperties.appearance.gradient)
        #expect(gradient.kind == .radial && gradient.locations == [0, 0.5, 1])
        #expect(gradient.colors == [Self.red, Self.blue, Self.red])
        #expect(gradient.start == CGPoint(x: 0, y: 0.5) && gradient.end == CGPoint(x: 1, y: 0.5))
        view.gradientLayer.locations = [0, 0.2, 0.9]
        #expect(view.renderedProperties.appearance.gradient?.locations == [0, 0.2, 0.9])
        view.gradientLayer.locations = [0.5, 0.1, 1]
        #expect(view.renderedProperties.appearance.gradient?.locations == [0.5, 0.5, 1], "a location before the previous one sits on it")
        view.gradientLayer.colors = [Self.blue.cgColor]
        #expect(view.renderedProperties.appearance.gradient?.colors == [Self.blue, Self.blue], "one colour fills the layer")
        #expect(view.renderedProperties.appearance.gradient?.locations == [0, 1], "locations of another count are spread evenly")
    }

    @Test("when a gradient layer is a sublayer, then it is drawn in the view's sublayers with its frame")
    func asSublayer() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let gradient = GradientLayer()
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.frame = view.bounds
        view.layer.insertSublayer(gradient, at: 0)
        let layer = try #require(view.renderedProperties.appearance.sublayers.first)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && layer.appearance.gradient?.kind == .axial)
        let copy = GradientLayer(layer: gradient)
        #expect(copy.colors?.count == 2 && copy.frame == gradient.frame && copy.superlayer == nil)
    }

    @Test("when colours are not CGColors, locations not finite or the kind unknown, then it is reported and drawn as Core Animation draws it")
    func badInput() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var messages: [String] = []
        view.layoutDiagnosticHandler = { messages.append($0.message) }
        view.gradientLayer.colors = [Self.red, Self.blue]
        #expect(view.renderedProperties.appearance.gradient == nil, "UIColors draw nothing, as on iOS")
        view.gradientLayer.colors = [Self.red.cgColor, Self.blue.cgColor]
        view.gradientLayer.locations = [0, NSNumber(value: Double.nan)]
        #expect(view.renderedProperties.appearance.gradient?.locations == [0, 1])
        view.gradientLayer.type = GradientLayerType(rawValue: "diamond")
        #expect(view.renderedProperties.appearance.gradient?.kind == .axial)
        view.gradientLayer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        view.gradientLayer.endPoint = CGPoint(x: 0, y: CGFloat.infinity)
        #expect(view.gradientLayer.startPoint == CGPoint(x: 0.5, y: 0) && view.gradientLayer.endPoint == CGPoint(x: 0.5, y: 1))
        try #require(messages.count == 3, "\(messages)")
        #expect(messages[0].contains("not a CGColor") && messages[1].contains("not finite") && messages[2].contains("diamond"))
    }
}
