import ViewSystem
import CollectionGeometry
import Foundation
import Testing
import TestSupport

@MainActor
final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@Suite("View")
@MainActor
struct ViewTests {
    @Test("when the frame is set, then center and bounds size follow; bounds keep their origin")
    func geometry() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45) && view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test("when a transform is set, then the frame is the box around the transformed view")
    func transformedFrame() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -5, y: -10, width: 20, height: 40))
        #expect(view.bounds.size == CGSize(width: 10, height: 20))
    }

    @Test("when geometry is NaN or negative, then it is replaced by 0")
    func badGeometry() {
        let view = View(frame: CGRect(x: CGFloat.nan, y: 0, width: -5, height: CGFloat.infinity))
        #expect(view.frame == .zero)
        view.bounds = CGRect(x: CGFloat.nan, y: 1, width: 3, height: 4)
        #expect(view.bounds == CGRect(x: 0, y: 1, width: 3, height: 4))
        view.center = CGPoint(x: CGFloat.infinity, y: 2)
        #expect(view.center == CGPoint(x: 0, y: 2))
    }

    @Test("when the safe area is set, then layout margins include it and subviews inherit it")
    func marginsAndSafeArea() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        #expect(root.layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 42, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let child = View(frame: .zero)
        root.addSubview(child)
        #expect(child.safeAreaInsets == root.safeAreaInsets)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutMargins = EdgeInsets(top: CGFloat.nan, left: 1, bottom: 1, right: 1)
        #expect(root.layoutMargins.top == 0)
    }

    @Test("when traits or the semantic content attribute say so, then the view lays out right to left")
    func layoutDirection() {
        let root = View(frame: .zero)
        let child = View(frame: .zero)
        root.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test("when trait overrides sit at random depths, in a window or not, measured for a collection view or not, then the direction found without building traits is the traits' (seeded)")
    func layoutDirectionWithoutBuildingTraits() {
        let directions: [TraitCollection?] = [nil, nil, TraitCollection(layoutDirection: .rightToLeft),
                                              TraitCollection(layoutDirection: .leftToRight), TraitCollection(userInterfaceStyle: .dark)]
        for seed in TestSeeds.seeds(count: 100, base: 0x1A_7D) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let root: View = Bool.random(using: &random)
                ? Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: ManualFrameClock(), renderer: RecordingRenderer(), timeSource: ManualTimeSource())
                : View()
            var views = [root]
            for _ in 0..<12 {
                let view = View()
                views.randomElement(using: &random)!.addSubview(view)
                views.append(view)
            }
            for view in views { view.overrideTraitCollection = directions.randomElement(using: &random)! }
            if Bool.random(using: &random) { views.randomElement(using: &random)!.overrideUserInterfaceStyle = .dark }
            let measured: TraitCollection? = Bool.random(using: &random) ? TraitCollection(layoutDirection: .rightToLeft) : nil
            MeasurementContext.$traitCollection.withValue(measured) {
                for (index, view) in views.enumerated() {
                    #expect(view.traitLayoutDirection == view.traitCollection.layoutDirection, "seed \(seed), view \(index)")
                }
            }
        }
    }

    @Test("when views are added and removed, then the hierarchy follows and a view is never its own subview")
    func hierarchy() {
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        a.addSubview(b)
        a.insertSubview(c, at: 0)
        #expect(a.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(c), ObjectIdentifier(b)])
        b.addSubview(c)
        #expect(a.subviews.count == 1 && c.superview === b && c.isDescendant(of: a))
        c.removeFromSuperview()
        #expect(c.superview == nil && b.subviews.isEmpty)
        a.addSubview(a)
        #expect(a.subviews.count == 1)
    }

    /// Logs its moves between superviews and windows.
    final class MoveLogger: View {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        required convenience init() { self.init("?") }
        override func willMove(toSuperview newSuperview: View?) { log.append("\(name) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.append("\(name) didMoveToSuperview \(superview == nil ? "nil" : "view")") }
        override func willMove(toWindow newWindow: Window?) { log.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window")) now \(window == nil ? "none" : "in")") }
        override func didMoveToWindow() { log.append("\(name) didMoveToWindow \(window == nil ? "none" : "in")") }
    }

    @Test("when a view moves into a window, among its siblings and out, then it and its subviews hear willMove(toSuperview:), willMove(toWindow:), didMoveToWindow and didMoveToSuperview in UIKit's order")
    func moveCallbacks() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: ManualFrameClock(), renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let parent = MoveLogger("parent"), child = MoveLogger("child"), sibling = View(frame: .zero)
        parent.addSubview(child)
        #expect(child.log == ["child willMove(toSuperview: view)", "child didMoveToSuperview view"] && parent.log.isEmpty)
        child.log.removeAll()
        window.addSubview(sibling)
        window.addSubview(parent)
        #expect(parent.log == ["parent willMove(toSuperview: view)", "parent willMove(toWindow: window) now none", "parent didMoveToWindow in", "parent didMoveToSuperview view"])
        #expect(child.log == ["child willMove(toWindow: window) now none", "child didMoveToWindow in"], "subviews hear the window, not a superview change")
        parent.log.removeAll()
        child.log.removeAll()
        window.insertSubview(parent, at: 0)
        #expect(parent.log.isEmpty && child.log.isEmpty, "reordering among siblings moves nothing")
        parent.removeFromSuperview()
        #expect(parent.log == ["parent willMove(toSuperview: nil)", "parent willMove(toWindow: nil) now in", "parent didMoveToWindow none", "parent didMoveToSuperview nil"])
        parent.log.removeAll()
        parent.removeFromSuperview()
        #expect(parent.log.isEmpty, "a view without a superview: nothing to do")
    }

    @Test("when a rect is converted from another view or from the window, then it lands where that view's rect is")
    func convertRectFrom() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100)), b = View(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        b.bounds.origin = CGPoint(x: 0, y: 30)
        let rect = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(b.convert(rect, from: a) == CGRect(x: -35, y: -5, width: 20, height: 10))
        #expect(b.convert(b.convert(rect, to: a), from: a) == rect)
        #expect(a.convert(rect, from: nil) == CGRect(x: -5, y: -15, width: 20, height: 10))
    }

    @Test("when layout is needed, then layoutIfNeeded runs layoutSubviews once, and a bounds change asks again")
    func layoutCycle() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test("when work runs inside performWithoutAnimation, then animations are disabled only there, even nested")
    func withoutAnimation() {
        #expect(View.areAnimationsEnabled)
        View.performWithoutAnimation {
            #expect(!View.areAnimationsEnabled)
            View.performWithoutAnimation { #expect(!View.areAnimationsEnabled) }
            #expect(!View.areAnimationsEnabled)
        }
        #expect(View.areAnimationsEnabled)
    }

    @Test("when a subclass has only its own designated initialiser, as a content view made from its configuration does, then it compiles and runs it; init() still calls init(frame:)")
    func ownDesignatedInitialiser() {
        final class Badge: View {
            let count: Int
            init(count: Int) {
                self.count = count
                super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            required init?(coder: NSCoder) { nil }
        }
        #expect(Badge(count: 3).count == 3 && Badge(count: 3).frame.width == 20)
        final class Custom: View {
            var madeByFrameInit = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                madeByFrameInit = true
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        #expect(Custom().madeByFrameInit)
        #expect(View(frame: CGRect(x: 0, y: 0, width: 3, height: 3)).sizeThatFits(.zero) == CGSize(width: 3, height: 3))
    }
}
