import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("PageControl: a dot per page, the current one highlighted; a tap moves one page and sends valueChanged")
@MainActor
struct PageControlTests {
    func dots(_ control: PageControl) -> [ImageView] {
        control.subviews.compactMap { $0 as? ImageView }
    }

    func tap(_ control: PageControl, at point: CGPoint) {
        _ = control.pointerDown(PointerEvent(.down, at: point), at: point, time: 0)
        control.pointerUp(PointerEvent(.up, at: point), at: point, time: 0.1)
    }

    @Test("when there are five pages, then five dots are centred 16 points apart, the current one in the label colour and the others dimmer")
    func dotsAndSize() {
        let control = PageControl()
        control.numberOfPages = 5
        control.currentPage = 2
        #expect(control.intrinsicContentSize == CGSize(width: 5 * 16 + 16, height: 26))
        #expect(control.size(forNumberOfPages: -3) == CGSize(width: 16, height: 26))
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
        control.layoutIfNeeded()
        let centres = dots(control).map(\.frame.midX)
        #expect(centres == [68, 84, 100, 116, 132], "96 points of dots centred in 200: from 52, 8 of end room, half a pitch")
        #expect(dots(control).allSatisfy { $0.frame.width == 7 && $0.frame.midY == 13 })
        #expect(dots(control)[2].backgroundColor == .label && dots(control)[0].backgroundColor != .label)
        #expect(control.accessibilityValue == "page 3 of 5" && control.accessibilityTraits.contains(.adjustable))
    }

    @Test("when the current page is set outside the pages, then it is kept within them; fewer pages pull it back; a negative count is reported as 0")
    func clamping() {
        let control = PageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        var reports: [String] = []
        control.layoutDiagnosticHandler = { reports.append($0.message) }
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.setIndicatorImage(Image(systemName: "star"), forPage: 4)
        #expect(reports.count == 2 && reports.allSatisfy { $0.hasPrefix("UIPageControl: ") })
    }

    @Test("when the control is tapped after the current dot, then it moves forward one page and sends valueChanged; before it, back; at an end, nothing")
    func taps() {
        let control = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        var changes: [Int] = []
        control.addAction(Action { _ in changes.append(control.currentPage) }, for: .valueChanged)
        control.layoutIfNeeded()
        tap(control, at: CGPoint(x: 190, y: 13))
        tap(control, at: CGPoint(x: 190, y: 13))
        tap(control, at: CGPoint(x: 190, y: 13))
        tap(control, at: CGPoint(x: 5, y: 13))
        #expect(changes == [1, 2, 1])
        #expect(control.interactionState == .none)
        control.accessibilityIncrement()
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        #expect(changes == [1, 2, 1, 2, 1, 0])
    }

    @Test("when right to left, then page 0 is on the right and a tap on the left moves forward; top to bottom stands the dots in a column")
    func directions() {
        let control = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        control.layoutIfNeeded()
        #expect(dots(control)[0].frame.midX > dots(control)[2].frame.midX)
        tap(control, at: CGPoint(x: 5, y: 13))
        #expect(control.currentPage == 1)
        control.direction = .topToBottom
        #expect(control.intrinsicContentSize == CGSize(width: 26, height: 64))
        control.frame = CGRect(x: 0, y: 0, width: 26, height: 64)
        control.layoutIfNeeded()
        #expect(dots(control).map(\.frame.midY) == [16, 32, 48])
    }

    @Test("when there is one page and hidesForSinglePage, then the control hides; images replace dots; the prominent style draws a platter")
    func hidingImagesAndPlatter() throws {
        let control = PageControl()
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(control.isHidden)
        control.numberOfPages = 4
        #expect(!control.isHidden)
        control.preferredIndicatorImage = Image(systemName: "circle")
        control.setCurrentPageIndicatorImage(Image(systemName: "location.fill"), forPage: 0)
        #expect(dots(control)[0].image?.name == "location.fill" && dots(control)[1].image?.name == "circle")
        #expect(control.indicatorImage(forPage: 3)?.name == "circle" && control.currentPageIndicatorImage(forPage: 2) == nil)
        control.backgroundStyle = .prominent
        let platter = try #require(control.subviews.first { !($0 is ImageView) })
        #expect(!platter.isHidden)
        control.backgroundStyle = .minimal
        #expect(platter.isHidden)
    }
}
