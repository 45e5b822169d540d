import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("UIView's own API: defaults, tint, layer and drawing (F32)")
@MainActor
struct ViewAppearanceTests {
    @Test("when a view is made, then every F32 property has UIKit's default")
    func defaults() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.backgroundColor == nil && view.tintColor == .systemBlue && view.tintAdjustmentMode == .automatic)
        #expect(view.isOpaque && view.contentMode == .scaleToFill && view.autoresizingMask == [] && view.autoresizesSubviews)
        #expect(view.translatesAutoresizingMaskIntoConstraints && !view.clipsToBounds && view.isUserInteractionEnabled && view.tag == 0)
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
        let layer = view.layer
        #expect(layer.cornerRadius == 0 && layer.cornerCurve == .circular && layer.maskedCorners == .all)
        #expect(layer.borderWidth == 0 && layer.borderColor == CGColor.black && !layer.masksToBounds)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowColor == CGColor.black)
        #expect(layer.delegate === view && layer.opacity == 1 && layer.frame == view.frame)
    }

    @Test("when a superview's tint changes, then views that inherit it follow and are told, and views with their own do not")
    func tintInheritance() {
        final class Watching: View {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = View(frame: .zero), middle = Watching(frame: .zero), own = Watching(frame: .zero), leaf = Watching(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(own)
        middle.addSubview(leaf)
        own.tintColor = .systemPink
        let before = (middle.changes, own.changes, leaf.changes)
        root.tintColor = .systemGreen
        #expect(middle.tintColor == .systemGreen && leaf.tintColor == .systemGreen && own.tintColor == .systemPink)
        #expect(middle.changes == before.0 + 1 && leaf.changes == before.2 + 1 && own.changes == before.1, "own tint: not told")
        root.tintAdjustmentMode = .dimmed
        #expect(own.effectiveTintAdjustmentMode == .dimmed && own.tintColor == Color(white: 0.5), "dimmed desaturates every tint below")
        #expect(own.changes == before.1 + 1)
        root.tintAdjustmentMode = .normal
        own.tintColor = nil
        #expect(own.tintColor == .systemGreen, "nil goes back to inheriting")
        let stranger = Watching(frame: .zero)
        leaf.addSubview(stranger)
        #expect(stranger.tintColor == .systemGreen && stranger.changes == 1, "a view joining a tinted hierarchy is told")
    }

    @Test("when layer properties are set, then they are the view's where UIKit shares them and bad values fall back")
    func layerSharesViewProperties() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.layer.backgroundColor = Color.red.cgColor
        #expect(view.backgroundColor == .red)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.cornerRadius = .nan
        view.layer.borderWidth = -2
        view.layer.shadowOpacity = 7
        view.layer.shadowRadius = .infinity
        view.layer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0 && view.layer.shadowOpacity == 1)
        #expect(view.layer.shadowRadius == 0 && view.layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test("when a view has a background, corners, border and shadow, then the renderer records them resolved for the view's appearance")
    func rendering() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 1
        card.layer.borderColor = Color.separator.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        window.addSubview(card)
        clock.advanceFrames(1)
        let inserted = try #require(renderer.transactions.last?.inserted.last)
        #expect(inserted.properties.appearance.description
            == "background rgba(242, 242, 247, 1), radius 12 continuous corners 3, border 1 rgba(60, 60, 67, 0.29), shadow rgba(0, 0, 0, 1) 0.2 r4 0,2")
        window.overrideUserInterfaceStyle = .dark
        clock.advanceFrames(1)
        let updated = try #require(renderer.transactions.last?.updated.first { $0.view == inserted.view })
        #expect(updated.properties.appearance.backgroundColor == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255), "dynamic colours follow the traits")
        card.overrideUserInterfaceStyle = .light
        #expect(card.traitCollection.userInterfaceStyle == .light && window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("when views are tagged, then viewWithTag finds the view itself or its first tagged descendant, depth first")
    func tags() {
        let root = View(frame: .zero), a = View(frame: .zero), b = View(frame: .zero), deep = View(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        deep.tag = 7
        b.tag = 7
        root.tag = 1
        #expect(root.viewWithTag(1) === root && root.viewWithTag(7) === deep && b.viewWithTag(7) === b && root.viewWithTag(99) == nil)
    }

    @Test("when a view preserves its superview's margins, then its margins grow where the superview's reach into it")
    func preservedMargins() {
        let outer = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.layoutMargins = EdgeInsets(top: 30, left: 40, bottom: 30, right: 40)
        let inner = View(frame: CGRect(x: 10, y: 0, width: 280, height: 100))
        outer.addSubview(inner)
        #expect(inner.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        inner.preservesSuperviewLayoutMargins = true
        // The superview's left margin ends 30 points inside `inner`; its right margin 30 points; its top 30.
        #expect(inner.layoutMargins == EdgeInsets(top: 30, left: 30, bottom: 8, right: 30))
    }
}
