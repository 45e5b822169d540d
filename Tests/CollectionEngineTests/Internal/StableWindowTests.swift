import CollectionGeometry
import Foundation
import Testing
@testable import CollectionEngine

@Suite("StableWindow: when a layout pass may be skipped")
struct StableWindowTests {
    @Test("when scrolling stops where an element only touches the edge, then the pass runs, although the differences round the other way")
    func touchingEdgeRunsThePass() {
        // Found by a seeded session: the window is computed from differences (new minY − old minY against
        // the element's minY − old maxY), which in doubles can say "still overlapping" at exactly touching.
        let height = 627.762917838404, element = CGRect(x: 20, y: 659, width: 204, height: 44)
        let old = CGRect(x: 0, y: 35.7, width: 244, height: height)
        let new = CGRect(x: 0, y: 31.23708216159605, width: 244, height: height)
        #expect(new.maxY == element.minY && !new.overlapsStrictly(element), "the element only touches the new bounds")
        #expect(new.minY - old.minY > element.minY - old.maxY, "the differences alone would keep it on screen")
        var window = StableWindow(bounds: old, contentSize: CGSize(width: 244, height: 2_000), generation: 0, alongY: true,
                                  queried: CGRect(x: 0, y: -500, width: 244, height: 2_000))
        window.include(element, onScreen: true)
        #expect(!window.contains(new, contentSize: CGSize(width: 244, height: 2_000), generation: 0))
        #expect(window.contains(old.offsetBy(dx: 0, dy: -1), contentSize: CGSize(width: 244, height: 2_000), generation: 0),
                "a movement well inside the window still skips the pass")
    }
}
