import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CALayer: anchor point, z position, layout of sublayers and rendering hints")
@MainActor
struct LayerLayoutTests {
    /// A layer that frames its one sublayer in `layoutSublayers()`, counting its layouts.
    final class InsetLayer: Layer {
        let inner = Layer()
        var layouts = 0
        required init() {
            super.init()
            addSublayer(inner)
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func layoutSublayers() {
            layouts += 1
            inner.frame = bounds.insetBy(dx: 4, dy: 4)
        }
    }

    /// A view whose layer is an `InsetLayer`, counting its `layoutSubviews()`.
    final class InsetView: View {
        override class var layerClass: AnyClass { InsetLayer.self }
        var subviewLayouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            subviewLayouts += 1
        }
    }

    @Test("when a layer of its own moves its anchor point, then its position stays and its frame moves; a frame set places the anchor")
    func anchorPoint() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 50, y: 50) && layer.frame == CGRect(x: 50, y: 50, width: 20, height: 10))
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(layer.position == .zero)
        layer.anchorPoint = CGPoint(x: 1, y: CGFloat.nan)
        #expect(layer.anchorPoint == .zero, "non-finite values are ignored")
        #expect(Layer(layer: layer).anchorPoint == .zero && Layer(layer: layer).frame == layer.frame)
    }

    @Test("when a view's layer is given another anchor point, then it is reported and the view keeps its centre")
    func viewAnchorPoint() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        var messages: [String] = []
        view.layoutDiagnosticHandler = { messages.append($0.message) }
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && view.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(messages.count == 1 && messages[0].contains("anchorPoint"))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(messages.count == 1, "the centre is what it is: nothing to report")
    }

    @Test("when sublayers have z positions, then they are drawn and hit-tested back to front by them, in order among equals")
    func zPosition() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layers = (0..<3).map { index -> Layer in
            let layer = Layer()
            layer.name = "\(index)"
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.backgroundColor = CGColor(gray: CGFloat(index) / 3, alpha: 1)
            view.layer.addSublayer(layer)
            return layer
        }
        #expect(view.layer.hitTest(CGPoint(x: 10, y: 10))?.name == "2")
        layers[0].zPosition = 5
        layers[2].zPosition = .infinity
        #expect(layers[2].zPosition == 0)
        let drawn = view.renderedProperties.appearance.sublayers.map { $0.appearance.backgroundColor }
        #expect(drawn == [1, 2, 0].map { Color(cgColor: layers[$0].backgroundColor!) })
        #expect(view.layer.hitTest(CGPoint(x: 10, y: 10))?.name == "0")
        #expect(view.layer.sublayers?.map(\.name) == ["0", "1", "2"], "the sublayers keep their order")
        let sibling = View(frame: .zero)
        #expect(sibling.renderedProperties.zIndex == 0)
        sibling.layer.zPosition = 2.6
        #expect(sibling.renderedProperties.zIndex == 3)
        sibling.layer.zPosition = 1e300
        #expect(sibling.renderedProperties.zIndex == 1_000_000, "bounded, never trapping")
    }

    @Test("when a layer of its own asks for layout, then it is laid out with its view's next layout without the view's layoutSubviews")
    func ownLayerLayout() throws {
        let view = InsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let viewLayer = try #require(view.layer as? InsetLayer)
        view.layoutIfNeeded()
        #expect(viewLayer.layouts == 1 && view.subviewLayouts == 1, "a view's layer is laid out after the view's layoutSubviews")
        #expect(viewLayer.inner.frame == CGRect(x: 4, y: 4, width: 92, height: 92))
        let badge = InsetLayer()
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        viewLayer.addSublayer(badge)
        #expect(!badge.needsLayout())
        badge.setNeedsLayout()
        #expect(badge.needsLayout() && !view.layer.needsLayout())
        view.layoutIfNeeded()
        #expect(badge.layouts == 1 && badge.inner.frame == CGRect(x: 4, y: 4, width: 12, height: 12) && !badge.needsLayout())
        #expect(view.subviewLayouts == 1 && viewLayer.layouts == 1, "the view itself was not laid out again")
        let loose = InsetLayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        loose.setNeedsLayout()
        loose.layoutIfNeeded()
        #expect(loose.layouts == 1 && loose.inner.frame == CGRect(x: 4, y: 4, width: 2, height: 2))
        loose.layoutIfNeeded()
        #expect(loose.layouts == 1, "laid out once until asked again")
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(view.subviewLayouts == 2 && viewLayer.layouts == 2 && !view.layer.needsLayout())
    }

    @Test("when rendering hints and a shadow path are set, then they read back and copies keep them; bad scales are ignored")
    func hintsAndShadowPath() {
        let layer = Layer()
        #expect(!layer.isOpaque && layer.contentsScale == 1 && layer.rasterizationScale == 1 && !layer.shouldRasterize)
        #expect(layer.allowsGroupOpacity && !layer.allowsEdgeAntialiasing && !layer.drawsAsynchronously && !layer.needsDisplayOnBoundsChange)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.contentsScale = -2
        layer.rasterizationScale = .nan
        layer.isOpaque = true
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.bounds = CGRect(x: 2, y: 0, width: 4, height: 5)
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3 && layer.contentsScale == 1 && layer.isOpaque)
        #expect(layer.visibleRect == layer.bounds && layer.preferredFrameSize() == CGSize(width: 4, height: 5))
        let copy = Layer(layer: layer)
        #expect(copy.shouldRasterize && copy.rasterizationScale == 3 && copy.shadowPath == layer.shadowPath)
    }

    @Test("when a layer of its own is transformed, then renderers get the transform about its anchor point; a view's layer is its view's transform")
    func transform() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let chevron = Layer()
        chevron.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        chevron.anchorPoint = CGPoint(x: 0, y: 0.5)
        chevron.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        view.layer.addSublayer(chevron)
        let drawn = try #require(view.renderedProperties.appearance.sublayers.first)
        #expect(drawn.transform == Transform3D(CGAffineTransform(rotationAngle: .pi / 2)) && drawn.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(drawn.description.contains("transform") && drawn.description.contains("about {0, 0.5}"))
        #expect(chevron.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
        var broken = Transform3D.identity
        broken.m41 = .nan
        chevron.transform = broken
        #expect(chevron.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2), "a transform with NaN is ignored")
        #expect(Layer(layer: chevron).transform == chevron.transform)
        view.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(view.transform3D == Transform3D(scaleX: 2, y: 2, z: 1) && view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(Layer(layer: view.layer).transform == Transform3D(scaleX: 2, y: 2, z: 1), "a copy of a view's layer keeps the view's transform")
    }
}
