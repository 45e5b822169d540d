import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Logs the trait calls a view controller hears.
@MainActor
private final class TraitLoggingViewController: ViewController {
    var log: [String] = []
    override func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        log.append("willTransition(\(newCollection.horizontalSizeClass),\(newCollection.verticalSizeClass))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        log.append("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        log.append("traitCollectionDidChange(from \(previousTraitCollection.map { "\($0.horizontalSizeClass),\($0.verticalSizeClass)" } ?? "nil"))")
    }
}

@Suite("Window size classes: a window's size gives the size classes its traits leave unspecified, and a resize across a boundary is a trait change")
@MainActor
struct WindowSizeClassTests {
    func window(_ width: CGFloat, _ height: CGFloat, traits: TraitCollection = TraitCollection()) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: ManualFrameClock(), renderer: nil,
                            timeSource: ManualTimeSource())
        window.overrideTraitCollection = traits
        return window
    }

    @Test("when no size class is given, then a phone upright is compact × regular, sideways compact × compact, a large phone sideways regular × compact and an iPad regular × regular",
          arguments: [
            (CGSize(width: 390, height: 844), UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
            (CGSize(width: 844, height: 390), .regular, .compact),
            (CGSize(width: 667, height: 375), .compact, .compact),
            (CGSize(width: 932, height: 430), .regular, .compact),
            (CGSize(width: 1024, height: 768), .regular, .regular),
            (CGSize(width: 744, height: 1133), .regular, .regular),
            (CGSize(width: 320, height: 1024), .compact, .regular),
            (CGSize(width: 700, height: 500), .regular, .regular),
            (CGSize(width: 699.5, height: 499.5), .compact, .compact),
          ])
    func derived(size: CGSize, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let window = window(size.width, size.height)
        #expect(window.traitCollection.horizontalSizeClass == horizontal)
        #expect(window.traitCollection.verticalSizeClass == vertical)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == horizontal, "a view has its window's size classes")
    }

    @Test("when the traits give a size class, then it wins over the size; the other still follows the size")
    func givenWins() {
        let window = window(390, 844, traits: TraitCollection(horizontalSizeClass: .regular))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.traitCollection.horizontalSizeClass == .regular && window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("when a window has no size, or a NaN or negative one, then its size classes are unspecified")
    func noSize() {
        #expect(window(0, 0).traitCollection.horizontalSizeClass == .unspecified)
        let bad = window(.nan, -20)
        #expect(bad.traitCollection.horizontalSizeClass == .unspecified && bad.traitCollection.verticalSizeClass == .unspecified)
    }

    @Test("when a resize crosses a size class boundary, then the root view controller hears willTransition before viewWillTransition, and views hear traitCollectionDidChange with the old traits")
    func resizeAcrossBoundary() {
        let window = window(390, 844)
        let root = TraitLoggingViewController()
        window.rootViewController = root
        root.log.removeAll()
        window.transition(to: CGSize(width: 844, height: 390))
        #expect(root.log == ["willTransition(regular,compact)", "viewWillTransition(844x390)", "traitCollectionDidChange(from compact,regular)"])
        #expect(root.traitCollection.verticalSizeClass == .compact)
    }

    @Test("when a resize stays within the size classes, then no trait call is made")
    func resizeWithin() {
        let window = window(390, 844)
        let root = TraitLoggingViewController()
        window.rootViewController = root
        root.log.removeAll()
        window.transition(to: CGSize(width: 430, height: 932))
        #expect(root.log == ["viewWillTransition(430x932)"])
        root.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(root.log == ["traitCollectionDidChange(from compact,regular)"], "a frame set directly changes the traits too")
    }

    @Test("when a host changes one trait of the window's traits and gives them back, then the size classes go on following the size")
    func hostRoundTrip() {
        let window = window(390, 844)
        var traits = window.traitCollection
        traits.userInterfaceStyle = .dark
        window.overrideTraitCollection = window.traitsToOverride(forEffective: traits)
        #expect(window.overrideTraitCollection?.horizontalSizeClass == .unspecified)
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(window.traitCollection.horizontalSizeClass == .regular && window.traitCollection.userInterfaceStyle == .dark)
        var pinned = window.traitCollection
        pinned.horizontalSizeClass = .compact
        window.overrideTraitCollection = window.traitsToOverride(forEffective: pinned)
        #expect(window.overrideTraitCollection?.horizontalSizeClass == .compact, "a size class the size does not give is kept")
    }

    @Test("when a scene is connected without size classes, then its traits have the ones its size gives, as its window's")
    func scene() {
        let application = Application()
        let scene = application.connectWindowScene(size: CGSize(width: 1180, height: 820), traits: TraitCollection(), clock: ManualFrameClock(),
                                                   renderer: nil, timeSource: ManualTimeSource())
        #expect(scene.traitCollection.horizontalSizeClass == .regular && scene.traitCollection.verticalSizeClass == .regular)
        scene.resize(to: CGSize(width: 375, height: 667))
        #expect(scene.traitCollection.horizontalSizeClass == .compact)
    }
}
