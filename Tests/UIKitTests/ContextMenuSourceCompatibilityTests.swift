import Foundation
import Testing
import UIKit

/// A photo grid as iOS apps write it since iOS 13: a two-finger pan selects several photos (and
/// enters editing), a context menu previews a photo's detail controller and pops it open when the
/// preview is tapped, a highlight preview rounds the lifted cell, and the table's separators take a
/// vibrancy effect — compiles unchanged and behaves as on iOS (the pan mapped to a mouse drag).
@Suite("UIKit spellings of the multiple-selection interaction and context menu previews")
@MainActor
struct ContextMenuSourceCompatibilityTests {
    final class PhotoDetailViewController: UIViewController {
        let photo: String
        init(photo: String) {
            self.photo = photo
            super.init(nibName: nil, bundle: nil)
            title = photo
            preferredContentSize = CGSize(width: 240, height: 180)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class PhotosViewController: UICollectionViewController {
        let photos = (0..<30).map { "Photo \($0)" }
        var interactions: [String] = []

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.allowsMultipleSelectionDuringEditing = true
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
            true
        }

        override func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            setEditing(true, animated: true)
            interactions.append("began at \(indexPath.item)")
        }

        override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            interactions.append("ended")
        }

        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            guard let indexPath = indexPaths.first else { return nil }
            let photo = photos[indexPath.item]
            return UIContextMenuConfiguration(identifier: photo as NSString, previewProvider: {
                PhotoDetailViewController(photo: photo)
            }, actionProvider: { _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                             identifier: UIAction.Identifier("photos.share")) { _ in },
                    UIAction(title: "Favorite", image: UIImage(systemName: "heart"), selectedImage: UIImage(systemName: "heart.fill"),
                             attributes: .keepsMenuPresented, state: .off) { action in
                        action.state = action.state == .on ? .off : .on
                    },
                    UIAction(title: "Delete", subtitle: "Moves it to Recently Deleted", image: UIImage(systemName: "trash"),
                             attributes: .destructive) { _ in },
                ])
            })
        }

        override func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                     highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = .clear
            parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12)
            return UITargetedPreview(view: cell, parameters: parameters)
        }

        override func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionCommitAnimating) {
            animator.preferredCommitStyle = .pop
            guard let detail = animator.previewViewController else { return }
            animator.addCompletion { [weak self] in
                self?.show(detail, sender: self)
            }
        }
    }

    @Test("when a mouse drags across the grid, then the photos swept are selected in editing mode, as a two-finger pan selects them")
    func panSelects() {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let photos = PhotosViewController()
        window.rootViewController = photos
        clock.advanceFrames(2)
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 50), kind: .mouse))
        clock.advanceFrames(1)
        window.send(PointerEvent(.moved, at: CGPoint(x: 150, y: 150), kind: .mouse))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 150), kind: .mouse))
        clock.advanceFrames(1)
        #expect(photos.isEditing && photos.collectionView.isEditing)
        #expect(photos.collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1, 2, 3, 4])
        #expect(photos.interactions == ["began at 0", "ended"])
    }

    @Test("when a photo's menu opens and its preview is tapped, then the detail controller previewed is pushed")
    func previewOpensTheDetail() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let photos = PhotosViewController()
        let navigation = UINavigationController(rootViewController: photos)
        window.rootViewController = navigation
        clock.advanceFrames(2)
        let cell = try #require(photos.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let point = cell.convert(CGPoint(x: 50, y: 50), to: window)
        window.send(PointerEvent(.down, at: point, kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        #expect(photos.collectionView.contextMenuInteraction?.menuAppearance == .rich)
        // The platter, at the detail's preferred size.
        let preview = try #require(window.subviews.last?.subviews.first { $0.frame.size == CGSize(width: 240, height: 180) })
        let middle = preview.convert(CGPoint(x: preview.bounds.midX, y: preview.bounds.midY), to: window)
        window.send(PointerEvent(.down, at: middle))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: middle))
        clock.advanceFrames(1)
        clock.advance(by: 1)
        #expect((navigation.topViewController as? PhotoDetailViewController)?.photo == "Photo 4")
        #expect(photos.collectionView.contextMenuInteraction?.menuAppearance == .unknown)
    }

    @Test("when a table's separators are given a vibrancy effect, then it is kept")
    func separatorEffect() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
        #expect(table.separatorEffect is UIVibrancyEffect)
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))
        #expect(list.separatorConfiguration.visualEffect != nil)
    }
}
