import Foundation
import Testing
import UIKit

/// iPad keyboard-focus code written for UIKit — a collection view controller that takes focus,
/// prefers an item, refuses another and animates alongside — compiles and runs unchanged.
@Suite("UIKit spellings of keyboard focus")
@MainActor
struct FocusSourceCompatibilityTests {
    final class PhotosViewController: UICollectionViewController {
        var updates: [String] = []
        var focusAnimated = false

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.allowsFocus = true
            collectionView.selectionFollowsFocus = false
            collectionView.remembersLastFocusedIndexPath = true
            collectionView.allowsFocusDuringEditing = false
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
        override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            IndexPath(item: 4, section: 0)
        }
        override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 5
        }
        override func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
            context.nextFocusedIndexPath != nil
        }
        override func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                                     with coordinator: UIFocusAnimationCoordinator) {
            let heading: UIFocusHeading = context.focusHeading
            updates.append("\(context.nextFocusedIndexPath?.item ?? -1)\(heading.contains(.right) ? " right" : "")")
            coordinator.addCoordinatedAnimations({ [weak self] in
                self?.focusAnimated = true
                context.nextFocusedView?.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            }, completion: nil)
        }
        override func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
            false
        }
    }

    @Test("when a UIKit collection view controller takes keyboard focus, then its focus overrides decide where the focus goes")
    func focusOverrides() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let controller = PhotosViewController(collectionViewLayout: layout)
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = controller
        clock.advanceFrames(2)
        let collectionView: UICollectionView = controller.collectionView
        window.makeFirstResponder(collectionView)
        window.send(KeyEvent(.downArrow))
        clock.advanceFrames(1)
        window.send(KeyEvent(.rightArrow))
        clock.advanceFrames(1)
        #expect(controller.updates == ["4", "2 right"],
                "focus enters at the preferred item; item 5 cannot be focused, so the nearest to the right is in the row above")
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isFocused == true)
        #expect(controller.focusAnimated)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let style: UITableViewCell.FocusStyle = .custom
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.focusStyle = style
        #expect(cell.focusStyle == .custom)
    }
}
