import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("ImageView animation images: frames played on the window's frames")
@MainActor
struct ImageViewAnimationTests {
    let frames = ["circle", "square", "triangle", "star"].compactMap { Image(systemName: $0) }

    func setUp(renderer: RecordingRenderer? = nil) -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        return (window, clock)
    }

    @Test("when animation images play, then each frame shows for its share of the duration, cycling, and stopping shows the image again")
    func cycles() {
        let (window, clock) = setUp()
        let view = ImageView(image: Image(systemName: "heart"))
        window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.4  // 0.1 s a frame
        #expect(!view.isAnimating && view.displayedImage?.name == "heart")
        view.startAnimating()
        #expect(view.isAnimating && view.displayedImage?.name == "circle")
        clock.advance(by: 1.0 / 60)  // the first frame time starts the cycle
        clock.advance(by: 0.1)
        #expect(view.displayedImage?.name == "square")
        clock.advance(by: 0.2)
        #expect(view.displayedImage?.name == "star")
        clock.advance(by: 0.1)
        #expect(view.displayedImage?.name == "circle")
        view.stopAnimating()
        #expect(!view.isAnimating && view.displayedImage?.name == "heart")
        clock.advance(by: 0.2)
        #expect(view.displayedImage?.name == "heart")
    }

    @Test("when a repeat count is set, then the animation ends after that many cycles; highlighted frames play while highlighted")
    func repeatCountAndHighlight() {
        let (window, clock) = setUp()
        let view = ImageView()
        window.addSubview(view)
        view.animationImages = frames
        view.highlightedAnimationImages = [Image(systemName: "bolt")!]
        view.animationRepeatCount = 2
        #expect(abs(view.animationDuration) < 1e-9)  // 1/30 s a frame by default
        view.startAnimating()
        view.isHighlighted = true
        #expect(view.displayedImage?.name == "bolt")
        view.isHighlighted = false
        clock.advance(by: 1.0 / 60 + 2 * 4.0 / 30 + 0.02)
        #expect(!view.isAnimating && view.displayedImage == nil)
    }

    @Test("when animating starts outside a window, then it plays once the view is drawn in one; without images it does nothing")
    func startsOutsideAWindow() {
        let renderer = RecordingRenderer()
        let (window, clock) = setUp(renderer: renderer)
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = frames
        view.animationDuration = 0.4
        view.startAnimating()
        window.addSubview(view)
        clock.advance(by: 1.0 / 60)
        clock.advance(by: 0.15)
        #expect(view.displayedImage?.name == "square")
        view.animationImages = [frames[0]]  // new images stop the animation
        #expect(!view.isAnimating)
    }

    @Test("when the duration or the repeat count is given a bad value, then it counts as 0")
    func badValues() {
        let view = ImageView()
        view.animationDuration = -3
        #expect(view.animationDuration == 0)
        view.animationDuration = .infinity
        #expect(view.animationDuration == 0)
        view.animationRepeatCount = -1
        #expect(view.animationRepeatCount == 0 && view.animationImages == nil && view.highlightedAnimationImages == nil)
    }
}
