import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A shelf of cards as iOS apps write it: a horizontal collection view with its indicator turned off,
/// in a vertical list whose indicator keeps clear of a floating bar and flashes when the list appears
/// — compiles unchanged.
@Suite("UIKit spellings of scroll indicators")
@MainActor
struct ScrollIndicatorsSourceCompatibilityTests {
    final class ShelfViewController: UIViewController {
        let list = UIScrollView()
        let shelf = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
            super.viewDidLoad()
            shelf.showsHorizontalScrollIndicator = false
            shelf.showsVerticalScrollIndicator = false
            list.indicatorStyle = .black
            list.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
            list.automaticallyAdjustsScrollIndicatorInsets = true
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 4000)
            view.addSubview(list)
            list.addSubview(shelf)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            list.flashScrollIndicators()
        }
    }

    @Test("when the screen appears, then the list flashes its indicator clear of the bar, and the shelf shows none")
    func shelf() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let screen = ShelfViewController()
        host.show(screen)
        let indicators = screen.list.subviews.filter { !($0 is UICollectionView) }
        #expect(indicators.count == 1)
        #expect(indicators.first.map { $0.frame.maxY <= 844 - 60 } == true)
        #expect(!screen.shelf.showsHorizontalScrollIndicator && screen.list.indicatorStyle == .black)
        screen.list.withScrollIndicatorsShown(forContentOffsetChanges: {
            screen.list.contentOffset = CGPoint(x: 0, y: 400)
        })
        host.advance(by: 2)
        #expect(screen.list.subviews.filter { !($0 is UICollectionView) }.isEmpty, "faded and gone")
    }
}
