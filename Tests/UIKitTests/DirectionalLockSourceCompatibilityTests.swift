import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A timetable that scrolls both ways as iOS apps write it: a big scroll view with directional lock,
/// so a drag down the day does not drift sideways — compiles unchanged.
@Suite("UIKit spellings of UIScrollView's directional lock")
@MainActor
struct DirectionalLockSourceCompatibilityTests {
    final class TimetableViewController: UIViewController {
        let grid = UIScrollView()

        override func viewDidLoad() {
            super.viewDidLoad()
            grid.isDirectionalLockEnabled = true
            grid.frame = view.bounds
            grid.contentSize = CGSize(width: 2_400, height: 3_000)
            grid.decelerationRate = .fast
            view.addSubview(grid)
        }
    }

    @Test("when the timetable is dragged mostly down, then it scrolls down alone; with the lock off, it drifts sideways too")
    func timetable() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let timetable = TimetableViewController()
        host.show(timetable)
        try host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 170, y: 300))
        _ = try host.settle()
        #expect(timetable.grid.contentOffset.x == 0 && timetable.grid.contentOffset.y > 300)
        timetable.grid.isDirectionalLockEnabled = false
        try host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 170, y: 300))
        _ = try host.settle()
        #expect(timetable.grid.contentOffset.x > 0)
    }
}
