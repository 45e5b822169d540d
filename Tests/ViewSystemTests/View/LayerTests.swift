import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CALayer: a view's layer, layers of their own, the sublayer tree and what renderers draw of it (F32)")
@MainActor
struct LayerTests {
    /// A window that records what it renders, holding `view`.
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window: Window

        init(_ view: View) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
            window.addSubview(view)
            clock.advanceFrames(1)
        }

        /// The appearance last rendered for `view`.
        func appearance(of view: View) throws -> RenderedAppearance {
            let identifier = try #require(view.renderIdentifier)
            return try #require(renderer.nodes[identifier]).properties.appearance
        }
    }

    static func named(_ name: String) -> Layer {
        let layer = Layer()
        layer.name = name
        return layer
    }

    @Test("when a layer is made on its own, then it keeps its own geometry: frame is its bounds' size about its position")
    func ownGeometry() {
        let layer = Layer()
        #expect(layer.delegate == nil && layer.frame == .zero && layer.opacity == 1 && !layer.isHidden && layer.backgroundColor == nil)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 25, y: 40))
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
        #expect(layer.contains(CGPoint(x: 5, y: 5)) && !layer.contains(CGPoint(x: 11, y: 5)))
    }

    @Test("when a layer of its own gets bad geometry or opacity, then non-finite and negative values are replaced and nothing traps")
    func ownBadValues() {
        let layer = Layer()
        layer.frame = CGRect(x: CGFloat.nan, y: 2, width: -5, height: .infinity)
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 0, height: 0) || layer.bounds.size == .zero)
        #expect(layer.bounds.size == .zero && layer.position == CGPoint(x: 0, y: 2))
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(layer.position == CGPoint(x: 0, y: 2), "a non-finite position is ignored")
        layer.opacity = 4
        #expect(layer.opacity == 1)
        layer.opacity = -1
        #expect(layer.opacity == 0)
        layer.opacity = .nan
        #expect(layer.opacity == 1)
    }

    @Test("when a view's layer geometry is set, then it is the view's frame, bounds and center")
    func viewGeometry() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.frame = CGRect(x: 5, y: 6, width: 20, height: 30)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 20, height: 30))
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50) && view.layer.frame == view.frame)
        view.layer.bounds = CGRect(x: 0, y: 4, width: 20, height: 30)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 4))
        view.layer.isHidden = true
        #expect(view.isHidden && view.layer.isHidden)
    }

    @Test("when sublayers are added, inserted, replaced and removed, then the order is Core Animation's and each knows its superlayer")
    func treeOperations() {
        let root = Layer()
        let a = Self.named("a"), b = Self.named("b"), c = Self.named("c"), d = Self.named("d"), e = Self.named("e")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.compactMap(\.name) == ["c", "a", "b"])
        root.insertSublayer(d, below: a)
        #expect(root.sublayers?.compactMap(\.name) == ["c", "d", "a", "b"])
        root.insertSublayer(e, above: a)
        #expect(root.sublayers?.compactMap(\.name) == ["c", "d", "a", "e", "b"])
        root.insertSublayer(c, above: nil)
        #expect(root.sublayers?.compactMap(\.name) == ["d", "a", "e", "b", "c"], "a sublayer inserted again moves")
        root.insertSublayer(b, below: nil)
        #expect(root.sublayers?.compactMap(\.name) == ["b", "d", "a", "e", "c"])
        let f = Self.named("f")
        root.replaceSublayer(a, with: f)
        #expect(root.sublayers?.compactMap(\.name) == ["b", "d", "f", "e", "c"])
        #expect(a.superlayer == nil && f.superlayer === root)
        e.removeFromSuperlayer()
        #expect(root.sublayers?.compactMap(\.name) == ["b", "d", "f", "c"] && e.superlayer == nil)
        let other = Layer()
        other.addSublayer(d)
        #expect(root.sublayers?.compactMap(\.name) == ["b", "f", "c"] && d.superlayer === other, "adding takes a layer from its superlayer")
        root.sublayers = [c, b]
        #expect(root.sublayers?.compactMap(\.name) == ["c", "b"] && f.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil && c.superlayer == nil)
    }

    @Test("when a layer would become its own ancestor, a view's layer a sublayer, or a sibling is not a sublayer, then it is reported and nothing changes")
    func badTreeOperations() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var messages: [String] = []
        view.layoutDiagnosticHandler = { messages.append($0.message) }
        let child = Layer(), grandchild = Layer(), stranger = Layer()
        view.layer.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(child)
        child.addSublayer(child)
        #expect(child.superlayer === view.layer && grandchild.superlayer === child && child.sublayers?.count == 1)
        let otherView = View()
        child.addSublayer(otherView.layer)
        #expect(child.sublayers?.count == 1)
        child.insertSublayer(Layer(), below: stranger)
        child.insertSublayer(Layer(), above: stranger)
        child.replaceSublayer(stranger, with: Layer())
        #expect(child.sublayers?.count == 1)
        child.insertSublayer(stranger, at: 9)
        #expect(child.sublayers?.last === stranger, "an index past the end adds in front")
        try #require(messages.count == 7, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("CALayer: ") })
        #expect(messages[0].contains("its own sublayer") && messages[2].contains("addSubview"))
        #expect(messages[3].contains("not a sublayer") && messages[5].contains("not a sublayer") && messages[6].contains("beyond"))
    }

    @Test("when a view's layer has sublayers, then renderers get them back to front, framed against the view's bounds origin, hidden ones left out")
    func renderedSublayers() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stage = Stage(view)
        #expect(try stage.appearance(of: view).isPlain)
        let back = Layer(), front = Layer(), nested = Layer(), hidden = Layer()
        back.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        back.backgroundColor = Color.red.cgColor
        back.cornerRadius = 8
        front.frame = CGRect(x: 10, y: 10, width: 50, height: 20)
        front.opacity = 0.5
        front.masksToBounds = true
        front.borderWidth = 1
        nested.frame = CGRect(x: 2, y: 3, width: 4, height: 5)
        nested.backgroundColor = Color.blue.cgColor
        hidden.isHidden = true
        view.layer.addSublayer(back)
        view.layer.addSublayer(front)
        view.layer.addSublayer(hidden)
        front.addSublayer(nested)
        stage.clock.advanceFrames(1)
        let layers = try stage.appearance(of: view).sublayers
        #expect(layers.count == 2)
        #expect(layers[0].frame == CGRect(x: 0, y: 0, width: 200, height: 100) && layers[0].appearance.cornerRadius == 8)
        #expect(layers[0].appearance.backgroundColor == Color(cgColor: Color.red.cgColor))
        #expect(layers[1].opacity == 0.5 && layers[1].clipsToBounds && layers[1].appearance.border?.width == 1)
        #expect(layers[1].appearance.sublayers.map(\.frame) == [CGRect(x: 2, y: 3, width: 4, height: 5)])
        view.bounds.origin = CGPoint(x: 0, y: 30)
        stage.clock.advanceFrames(1)
        #expect(try stage.appearance(of: view).sublayers[1].frame.minY == -20, "sublayers are in the view's bounds coordinates")
    }

    @Test("when a sublayer deep in the tree changes after it was drawn, then the view draws again")
    func changesRedraw() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Stage(view)
        let child = Layer(), grandchild = Layer()
        view.layer.addSublayer(child)
        child.addSublayer(grandchild)
        stage.clock.advanceFrames(1)
        grandchild.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        stage.clock.advanceFrames(1)
        #expect(try stage.appearance(of: view).sublayers.first?.appearance.sublayers.first?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        grandchild.removeFromSuperlayer()
        stage.clock.advanceFrames(1)
        #expect(try stage.appearance(of: view).sublayers.first?.appearance.sublayers.isEmpty == true)
    }

    @Test("when a layer is made from another, then it copies the geometry and appearance but not the sublayers or the view")
    func copyingInitializer() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        view.layer.cornerRadius = 6
        view.layer.borderWidth = 2
        view.layer.addSublayer(Layer())
        let copy = Layer(layer: view.layer)
        #expect(copy.delegate == nil && copy.sublayers == nil)
        #expect(copy.frame == view.frame && copy.cornerRadius == 6 && copy.borderWidth == 2)
        let plain = Layer(layer: "not a layer")
        #expect(plain.frame == .zero && plain.cornerRadius == 0)
    }

    @Test("when a view class names a layer class, then its layer is one; a class that is not a layer class is reported and a plain layer used")
    func layerClass() {
        final class GradientView: View {
            override class var layerClass: AnyClass { GradientLayer.self }
        }
        final class WrongView: View {
            override class var layerClass: AnyClass { NSObject.self }
        }
        #expect(ObjectIdentifier(View.layerClass) == ObjectIdentifier(Layer.self))
        let gradient = GradientView(frame: .zero)
        #expect(gradient.layer is GradientLayer && gradient.layer.delegate === gradient)
        let wrong = WrongView(frame: .zero)
        var messages: [String] = []
        wrong.layoutDiagnosticHandler = { messages.append($0.message) }
        #expect(type(of: wrong.layer) == Layer.self)
        #expect(messages.count == 1 && messages.first?.contains("not a CALayer class") == true)
    }

    @Test("when a layer's class is asked for defaults, display keys and times, then it answers as Core Animation's does for the layers here")
    func classQuestions() {
        #expect(Layer.defaultValue(forKey: "opacity") as? Float == 1 && Layer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(Layer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(Layer.defaultValue(forKey: "no such key") == nil)
        #expect(!Layer.needsDisplay(forKey: "cornerRadius") && Layer().shouldArchiveValue(forKey: "opacity"))
        let layer = Layer()
        #expect(layer.convertTime(1.5, from: nil) == 1.5 && layer.convertTime(2, to: Layer()) == 2)
    }
}

