// The examples of the ViewSystem catalog's "Getting started" article and of Guides/Scrolling.md,
// written as a client writes them (one import) and run as tests so the documentation cannot rot
// (scripts/check-examples checks that each document shows its code verbatim). The Auto Layout and
// content views guides show cells of Tests/UIKitTests, written with UIKit's names.
import OpenCollectionView
import Testing

@Suite("The view layer's documentation examples")
@MainActor
struct ViewLayerExampleTests {
    @Test("getting started: a label and a button stacked with Auto Layout in a window on the manual clock")
    func gettingStarted() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)

        let greeting = Label()
        greeting.text = "Hello from Linux"
        let button = Button(type: .system)
        button.setTitle("Continue", for: .normal)
        let stack = StackView(arrangedSubviews: [greeting, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])

        clock.advanceFrames(1)                       // one frame: layout, then a render transaction
        #expect(stack.frame.midX == 195 && stack.frame.midY == 422)
        #expect(button.frame.minY == greeting.frame.maxY + 12)
        #expect(greeting.frame.width == greeting.intrinsicContentSize.width)
    }

    @Test("the scrolling guide: a drag released at 1.2 points per millisecond glides about 600 points further and rests")
    func flingDecelerates() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 10_000)
        window.addSubview(scrollView)

        // A finger drags up 100 points in five frames, then lifts: the content moves with it, then glides.
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 300)))
        for step in 1...5 {
            window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 300 - CGFloat(step) * 20)))
            clock.advanceFrames(1)
        }
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 200)))
        clock.advanceFrames(1)
        #expect(scrollView.isDecelerating)
        _ = clock.advance(by: 6)                     // a glide at the normal rate rests within about 4 s
        #expect(!scrollView.isDecelerating)
        // 1.2 pt/ms at release: the rest offset is 100 + 1.2 / −ln(0.998) ≈ 699 points.
        #expect(abs(scrollView.contentOffset.y - (100 + 1.2 / -log(0.998))) < 1)
    }
}
