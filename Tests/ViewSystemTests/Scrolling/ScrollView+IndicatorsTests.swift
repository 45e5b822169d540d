import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Scroll indicators: bars that show where the visible part is while the content moves, then fade and leave")
@MainActor
struct ScrollViewIndicatorsTests {
    /// The indicator bars among the scroll view's subviews.
    func bars(_ scrollView: ScrollView) -> [View] {
        scrollView.subviews.filter { $0.layer.zPosition == ScrollIndicators.zPosition }
    }

    @Test("when the content is dragged, then a vertical bar shows on the trailing edge, 36 points long at least, as far down its track as the offset is along its range")
    func dragShows() throws {
        let stage = ScrollStage()
        #expect(bars(stage.scrollView).isEmpty, "none at rest")
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: -1000), time: stage.clock.now)
        let bar = try #require(stage.scrollView.scrollIndicators.vertical)
        #expect(bars(stage.scrollView).count == 1, "no horizontal bar: the content is as wide as the view")
        let progress = 1000 / (10_000 - 480.0)
        #expect(bar.frame.width == 3 && bar.frame.height == 36)
        #expect(abs(bar.frame.maxX - (320 - 3)) < 0.001)
        #expect(abs(bar.frame.minY - (1000 + 3 + progress * (474 - 36))) < 0.001)
        #expect(bar.alpha == 1 && !bar.isUserInteractionEnabled)
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
    }

    @Test("when the content stops, then the bars linger half a second, fade, and leave the scroll view's subviews")
    func fadeAndLeave() {
        let stage = ScrollStage()
        stage.drag(by: CGPoint(x: 0, y: -300), releasingAt: .zero)
        stage.clock.advanceFrames(1)
        #expect(bars(stage.scrollView).count == 1)
        stage.clock.advance(by: ScrollIndicators.lingerDuration * 0.8)
        #expect(bars(stage.scrollView).count == 1, "still lingering")
        stage.clock.advance(by: ScrollIndicators.lingerDuration + ScrollIndicators.fadeDuration)
        #expect(bars(stage.scrollView).isEmpty)
        #expect(!stage.scrollView.scrollIndicators.isShowing)
    }

    @Test("when the content moves again while the bars fade, then they come back and stay until it stops again")
    func interruptedFade() {
        let stage = ScrollStage()
        stage.drag(by: CGPoint(x: 0, y: -300), releasingAt: .zero)
        stage.clock.advance(by: ScrollIndicators.lingerDuration + ScrollIndicators.fadeDuration / 2)
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: -50), time: stage.clock.now)
        stage.clock.advance(by: 2)
        #expect(bars(stage.scrollView).count == 1 && stage.scrollView.scrollIndicators.vertical?.alpha == 1, "a finger is still on the content")
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
        stage.clock.advance(by: 2)
        #expect(bars(stage.scrollView).isEmpty)
    }

    @Test("when the offset is set directly, then no bar shows; flashScrollIndicators and withScrollIndicatorsShown show them")
    func programmatic() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(bars(stage.scrollView).isEmpty)
        stage.scrollView.withScrollIndicatorsShown { stage.scrollView.contentOffset = CGPoint(x: 0, y: 900) }
        #expect(bars(stage.scrollView).count == 1)
        stage.clock.advance(by: 2)
        #expect(bars(stage.scrollView).isEmpty)
        stage.scrollView.flashScrollIndicators()
        #expect(bars(stage.scrollView).count == 1)
        stage.clock.advance(by: 2)
        #expect(bars(stage.scrollView).isEmpty)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        stage.clock.advanceFrames(2)
        #expect(bars(stage.scrollView).count == 1, "an animated offset change shows them")
    }

    @Test("when the wheel turns, then the bars show as for a drag, and leave once the turns stop")
    func wheel() {
        let stage = ScrollStage()
        #expect(stage.window.send(ScrollWheelEvent(at: CGPoint(x: 10, y: 10), deltaY: 120)))
        stage.clock.advanceFrames(1)
        #expect(stage.scrollView.contentOffset.y == 120 && bars(stage.scrollView).count == 1)
        stage.clock.advance(by: 2)
        #expect(bars(stage.scrollView).isEmpty)
    }

    @Test("when the content is wider, then a horizontal bar runs along the bottom; when an indicator is turned off, then it does not show")
    func horizontalAndOff() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 1600, height: 480))
        stage.scrollView.flashScrollIndicators()
        let bar = try #require(stage.scrollView.scrollIndicators.horizontal)
        #expect(stage.scrollView.scrollIndicators.vertical == nil)
        #expect(bar.frame.maxY == 480 - 3 && bar.frame.height == 3 && bar.frame.minX == 3)
        #expect(abs(bar.frame.width - 314 * 320 / 1600) < 0.001, "314 × 320 / 1 600 is above 36")
        stage.scrollView.showsHorizontalScrollIndicator = false
        #expect(stage.scrollView.scrollIndicators.horizontal == nil)
        stage.scrollView.flashScrollIndicators()
        #expect(bars(stage.scrollView).isEmpty)
    }

    @Test("when the layout is right to left, then the vertical bar is on the left edge; insets keep it in, and NaN insets read as zero")
    func rightToLeftAndInsets() throws {
        let stage = ScrollStage()
        stage.scrollView.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        stage.scrollView.scrollIndicatorInsets = EdgeInsets(top: 20, left: 5, bottom: 0, right: 0)
        #expect(stage.scrollView.horizontalScrollIndicatorInsets.top == 20, "setting both sets the horizontal ones too")
        stage.scrollView.flashScrollIndicators()
        let bar = try #require(stage.scrollView.scrollIndicators.vertical)
        #expect(bar.frame.minX == 5 + 3 && bar.frame.minY == 20 + 3)
        stage.scrollView.verticalScrollIndicatorInsets = EdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
        #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
    }

    @Test("when the content is pulled past its top, then the bar gets shorter, never below 7 points")
    func rubberBand() throws {
        let stage = ScrollStage()
        stage.scrollView.panBegan(time: stage.clock.now)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 60), time: stage.clock.now)
        let bar = try #require(stage.scrollView.scrollIndicators.vertical)
        #expect(stage.scrollView.contentOffset.y < 0)
        #expect(abs(bar.frame.height - Swift.max(7, 36 + stage.scrollView.contentOffset.y)) < 0.001)
        stage.scrollView.panChanged(translation: CGPoint(x: 0, y: 4000), time: stage.clock.now)
        #expect(bar.frame.height == 7)
        stage.scrollView.panEnded(velocity: .zero, time: stage.clock.now)
    }

    @Test("when the content is no larger than the view, or the track has no room, then there is no bar")
    func noBar() {
        #expect(ScrollIndicators.frame(vertical: true, bounds: CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 480),
                                       adjustedContentInset: .zero, indicatorInsets: .zero, minimumOffset: .zero, maximumOffset: .zero,
                                       rightToLeft: false) == nil)
        #expect(ScrollIndicators.frame(vertical: true, bounds: CGRect(x: 0, y: 0, width: 320, height: 10), contentSize: CGSize(width: 320, height: 480),
                                       adjustedContentInset: .zero, indicatorInsets: .zero, minimumOffset: .zero, maximumOffset: CGPoint(x: 0, y: 470),
                                       rightToLeft: false) == nil)
    }

    @Test("when the style is black or white, then the bar takes that colour; the default follows the appearance")
    func styles() throws {
        let stage = ScrollStage()
        stage.scrollView.flashScrollIndicators()
        let bar = try #require(stage.scrollView.scrollIndicators.vertical)
        let light = bar.backgroundColor?.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        let dark = bar.backgroundColor?.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark)
        stage.scrollView.indicatorStyle = .white
        #expect(bar.backgroundColor == Color(white: 1, alpha: 0.5))
        #expect(ScrollView.IndicatorStyle(rawValue: 2) == .white && ScrollView.IndicatorStyle(rawValue: 3) == nil)
    }
}
