import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// A view that takes keys, or refuses to give them up.
@MainActor
private final class KeyView: View {
    var resigns = true
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { resigns }
}

@Suite("Responder: the chain's next responders and the first responder on views (F39)")
@MainActor
struct ResponderTests {
    @Test("when a responder is made on its own, then it has no next responder, is not first responder and takes no keys")
    func plainResponder() {
        let responder = Responder()
        #expect(responder.next == nil && !responder.isFirstResponder && !responder.canBecomeFirstResponder)
        #expect(!responder.becomeFirstResponder() && responder.canResignFirstResponder && responder.resignFirstResponder())
    }

    @Test("when a view controller's view is in a window, then the view's next is the controller and the controller's next is the superview; a child's, its container when its view is out")
    func viewControllerChain() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
        let root = ViewController()
        window.rootViewController = root
        #expect(root.view.next === root && root.next === window && window.next == nil)
        let child = ViewController()
        root.addChild(child)
        #expect(child.next === root, "its view is in no superview")
    }

    @Test("when a view that can take keys asks for them in a window, then it gets them; it gives them up unless it refuses; outside a window or unable, it gets nothing")
    func firstResponder() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
        let view = KeyView(frame: .zero)
        #expect(!view.becomeFirstResponder(), "in no window")
        window.addSubview(view)
        #expect(view.becomeFirstResponder() && view.isFirstResponder && window.firstResponder === view)
        view.resigns = false
        #expect(!view.resignFirstResponder() && view.isFirstResponder)
        view.resigns = true
        #expect(view.resignFirstResponder() && !view.isFirstResponder && window.firstResponder == nil)
        let plain = View(frame: .zero)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder() && plain.resignFirstResponder())
    }

    @Test("when View() and ViewController() are called, then they make a view with a zero frame and a view controller with no nib, through init(_:)")
    func emptyInitialisers() {
        #expect(View().frame == .zero && ViewController().nibName == nil)
    }
}
