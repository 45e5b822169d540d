import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Logs every call a view controller receives.
@MainActor
final class LoggingViewController: ViewController {
    var log: [String] = []
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        log.append("\(name).loadView")
        view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() { log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(name).viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { log.append("\(name).viewSafeAreaInsetsDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { log.append("\(name).traitCollectionDidChange") }
    override func willMove(toParent parent: ViewController?) { log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        log.append("\(name).viewWillTransition(\(Int(size.width))×\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.log.append("\(self.name).alongside(\(Int(self.view.bounds.width)))") },
                            completion: { _ in self.log.append("\(self.name).completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@Suite("ViewController: the view loaded on demand, the appearance cycle, containment, size and traits (F35)")
@MainActor
struct ViewControllerTests {
    func window() -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        return (Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource()), clock)
    }

    @Test("when the view is first asked for, then loadView and viewDidLoad run once, and a view that is never made is a plain one")
    func viewLoading() {
        let controller = LoggingViewController("a")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.log == ["a.loadView", "a.viewDidLoad"])
        let plain = ViewController()
        #expect(plain.view.frame.size == CGSize(width: 390, height: 844) && plain.isViewLoaded)
    }

    @Test("when a window shows a root view controller and then another, then the appearance calls come in UIKit's order")
    func rootViewControllerAppearance() {
        let (window, clock) = window()
        let first = LoggingViewController("a"), second = LoggingViewController("b")
        window.rootViewController = first
        #expect(first.view.frame == window.bounds && first.appearanceState == .appeared)
        clock.advanceFrames(1)
        #expect(first.log == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear",
                              "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews"])
        first.log.removeAll()
        window.rootViewController = second
        #expect(first.log == ["a.viewWillDisappear", "a.viewDidDisappear"] && first.view.superview == nil)
        #expect(second.log == ["b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear"])
        second.beginAppearanceTransition(true, animated: false)
        #expect(second.log.count == 4, "showing a shown view controller changes nothing")
    }

    @Test("when a child is added to a shown parent and its view enters the window, then it appears; removed, it disappears")
    func containment() {
        let (window, _) = window()
        let parent = LoggingViewController("p"), child = LoggingViewController("c")
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.log == ["c.willMove(parent)", "c.loadView", "c.viewDidLoad", "c.viewWillAppear", "c.viewDidAppear", "c.didMove(parent)"])
        #expect(parent.children.count == 1 && child.parent === parent)
        child.log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["c.willMove(nil)", "c.viewWillDisappear", "c.viewDidDisappear", "c.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        // The parent's own appearance calls go on to the children in its view.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.log.removeAll()
        window.rootViewController = nil
        #expect(child.log == ["c.viewWillDisappear", "c.viewDidDisappear"])
    }

    @Test("when a view controller is added as its own child or its parent's child, then it is reported and nothing changes")
    func badContainment() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var messages: [String] = []
        root.layoutDiagnosticHandler = { messages.append($0.message) }
        let parent = LoggingViewController("p"), child = LoggingViewController("c")
        root.addSubview(parent.view)
        parent.addChild(parent)
        parent.addChild(child)
        child.addChild(parent)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("cannot be added as a child") }, "\(messages)")
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.children.isEmpty && parent.parent == nil)
        child.removeFromParent()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
    }

    @Test("when the window changes size, then the root and its children hear viewWillTransition before the size, then the blocks run")
    func sizeTransition() {
        let (window, _) = window()
        let parent = LoggingViewController("p"), child = LoggingViewController("c")
        window.rootViewController = parent
        parent.addChild(child)
        parent.log.removeAll()
        child.log.removeAll()
        window.transition(to: CGSize(width: 600, height: 480))
        #expect(parent.log.prefix(1) == ["p.viewWillTransition(600×480)"])
        #expect(parent.log.contains("p.alongside(600)") && parent.log.last == "p.completion", "\(parent.log)")
        #expect(child.log.first == "c.viewWillTransition(600×480)")
        #expect(parent.view.frame.size == CGSize(width: 600, height: 480), "the root view follows the window")
        window.transition(to: CGSize(width: CGFloat.nan, height: -1))
        #expect(window.bounds.size == .zero || window.bounds.size == CGSize(width: 600, height: 480))
    }

    @Test("when the safe area, the traits or the additional insets change, then the view controller is told")
    func safeAreaAndTraits() {
        let (window, _) = window()
        let controller = LoggingViewController("a")
        window.rootViewController = controller
        controller.log.removeAll()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(controller.log.contains("a.viewSafeAreaInsetsDidChange"))
        var traits = window.traitCollection
        traits.userInterfaceStyle = .dark
        window.overrideTraitCollection = traits
        #expect(controller.log.contains("a.traitCollectionDidChange") && controller.traitCollection.userInterfaceStyle == .dark)
        controller.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(controller.additionalSafeAreaInsets.top == 0)
    }

    /// Updates a height constraint when asked, and logs margin changes.
    final class ConstraintUpdatingViewController: ViewController {
        var log: [String] = []
        var expanded = false
        lazy var panel = View(frame: .zero)
        lazy var height = panel.heightAnchor.constraint(equalToConstant: 40)
        override func loadView() {
            view = UpdatingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            LayoutConstraint.activate([panel.topAnchor.constraint(equalTo: view.topAnchor), panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                       panel.widthAnchor.constraint(equalToConstant: 100), height])
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            height.constant = expanded ? 200 : 40
            super.updateViewConstraints()
        }
        override func viewLayoutMarginsDidChange() { log.append("viewLayoutMarginsDidChange") }
    }

    /// Logs `updateConstraints()` (the root view of the controller above).
    final class UpdatingView: View {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    @Test("when a view controller's view asks for a constraints update, then the controller's updateViewConstraints runs before layout and its default updates the view; setting the root view's margins tells the controller")
    func updateViewConstraintsAndMargins() {
        let controller = ConstraintUpdatingViewController()
        let root = controller.view as! UpdatingView
        root.layoutIfNeeded()
        #expect(controller.panel.frame.height == 40)
        controller.log.removeAll()
        root.updates = 0
        controller.expanded = true
        controller.view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(controller.log == ["updateViewConstraints"] && root.updates == 1 && controller.panel.frame.height == 200)
        controller.view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(controller.log.last == "viewLayoutMarginsDidChange")
        controller.view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(controller.log.filter { $0 == "viewLayoutMarginsDidChange" }.count == 1, "the same margins again: no change")
    }

    /// Logs the appearance calls with the view's window and width at each.
    final class IsAppearingViewController: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("will in window: \(view.window != nil)") }
        override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing in window: \(view.window != nil) width \(Int(view.bounds.width))") }
        override func viewWillLayoutSubviews() { log.append("willLayout") }
        override func viewDidAppear(_ animated: Bool) { log.append("did") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    }

    @Test("when a view controller appears, then viewIsAppearing comes once after viewWillAppear, in the window at its size, before viewDidAppear; again on each appearance; without a window, just before viewDidAppear")
    func viewIsAppearing() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let controller = IsAppearingViewController()
        window.rootViewController = controller
        clock.advanceFrames(1)
        #expect(controller.log == ["will in window: false", "isAppearing in window: true width 320", "did", "willLayout"],
                "a window's root: asked before its view joins the window, told once it has")
        #expect(controller.log.filter { $0.hasPrefix("isAppearing") }.count == 1)
        controller.log.removeAll()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.log == ["willDisappear", "will in window: true", "isAppearing in window: true width 320", "did"], "no layout needed: before viewDidAppear")
        let loose = IsAppearingViewController()
        loose.beginAppearanceTransition(true, animated: false)
        loose.endAppearanceTransition()
        #expect(loose.log == ["will in window: false", "isAppearing in window: false width 390", "did"])
        withExtendedLifetime(window) {}
    }
}

