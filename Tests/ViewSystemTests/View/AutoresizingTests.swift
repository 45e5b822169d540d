import CollectionGeometry
import Foundation
import Testing
import TestSupport
import ViewSystem

@Suite("Springs and struts: autoresizing masks resize subviews as UIKit does (F32)")
@MainActor
struct AutoresizingTests {
    /// A 100 × 100 superview with a subview at (10, 20, 30, 40): margins 10 | 30 | 60 and 20 | 40 | 40.
    func resized(_ mask: View.AutoresizingMask, to size: CGSize) -> CGRect {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame.size = size
        return subview.frame
    }

    @Test("when the superview grows by 100 × 50, then each mask shares the growth among its flexible parts by their lengths")
    func everyMask() {
        let size = CGSize(width: 200, height: 150)
        #expect(resized([], to: size) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(resized(.flexibleWidth, to: size) == CGRect(x: 10, y: 20, width: 130, height: 40))
        #expect(resized(.flexibleLeftMargin, to: size) == CGRect(x: 110, y: 20, width: 30, height: 40))
        #expect(resized(.flexibleRightMargin, to: size) == CGRect(x: 10, y: 20, width: 30, height: 40))
        // Left 10 and right 60 share 100: 100·10/70 and 100·60/70.
        let centred = resized([.flexibleLeftMargin, .flexibleRightMargin], to: size)
        #expect(abs(centred.minX - (10 + 1000.0 / 70)) < 1e-9 && centred.width == 30)
        // Width 30 and right 60 share 100.
        let widthAndRight = resized([.flexibleWidth, .flexibleRightMargin], to: size)
        // The frame is kept as centre and bounds, as UIKit keeps it: a fractional width rounds the origin.
        #expect(abs(widthAndRight.minX - 10) < 1e-9 && abs(widthAndRight.width - (30 + 3000.0 / 90)) < 1e-9, "\(widthAndRight)")
        // All three: 10 + 30 + 60 = 100 share 100, each doubles.
        #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: size).minX == 20)
        #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: size).width == 60)
        #expect(resized([.flexibleHeight, .flexibleTopMargin], to: size) == CGRect(x: 10, y: 20 + 50.0 * 20 / 60, width: 30, height: 40 + 50.0 * 40 / 60))
        #expect(resized([.flexibleBottomMargin], to: size) == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("when a flexible view is shrunk below zero or its superview stops autoresizing, then sizes stay non-negative or nothing moves")
    func limits() {
        #expect(resized(.flexibleWidth, to: CGSize(width: 20, height: 100)).width == 0)
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 300, height: 300)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        superview.autoresizesSubviews = true
        subview.translatesAutoresizingMaskIntoConstraints = false
        superview.frame.size = CGSize(width: 100, height: 100)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 50, height: 50), "a view laid out by constraints ignores its mask")
    }

    @Test("when a superview is resized back and forth, then a flexible subview returns exactly to where it was (seeded)")
    func roundTrips() {
        for seed in TestSeeds.seeds(count: 200, base: 0xA0_7E) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let mask = View.AutoresizingMask(rawValue: UInt.random(in: 0..<64, using: &random))
            let start = CGRect(x: 5, y: 7, width: 40, height: 30)
            let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            let subview = View(frame: start)
            subview.autoresizingMask = mask
            superview.addSubview(subview)
            superview.frame.size = CGSize(width: CGFloat(Int.random(in: 60...400, using: &random)), height: CGFloat(Int.random(in: 50...300, using: &random)))
            superview.frame.size = CGSize(width: 100, height: 80)
            let end = subview.frame
            #expect(abs(end.minX - start.minX) < 1e-9 && abs(end.width - start.width) < 1e-9 && abs(end.minY - start.minY) < 1e-9
                    && abs(end.height - start.height) < 1e-9, "seed \(seed), mask \(mask.rawValue): \(end)")
        }
    }
}
