// An iOS team's layout snapshot test, written as it is on iOS with UIKit and pointfreeco's
// SnapshotTesting — only the imports differ (`UIKitNames` for `UIKit`, plus the strategies) — running
// on Linux. The references it compares with are in __Snapshots__/PhotoGridSnapshotTests/.
import OpenCollectionViewSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

/// A cell as an app writes one: a label pinned to the bottom of a rounded, coloured tile.
final class CaptionCell: UICollectionViewCell {
    static let reuseIdentifier = "caption-cell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        label.textColor = .white
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The screen under test: a photo grid with a big first tile beside two small ones, then rows of three.
final class PhotoGridViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    static func makeLayout() -> UICollectionViewLayout {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0),
                                                                           heightDimension: .fractionalHeight(1.0)))
        big.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                      heightDimension: .fractionalHeight(1.0)),
                                                    subitems: [small])
        let feature = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                           heightDimension: .fractionalWidth(2.0 / 3.0)),
                                                         subitems: [big, pair])
        let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                            heightDimension: .fractionalHeight(1.0)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                       heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                     subitems: [tile])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                       heightDimension: .fractionalWidth(1.0)),
                                                     subitems: [feature, row])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(CaptionCell.self, forCellWithReuseIdentifier: CaptionCell.reuseIdentifier)
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CaptionCell.reuseIdentifier, for: indexPath) as! CaptionCell
            cell.label.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Lake", "Ridge", "Dunes", "Harbour", "Forest", "Glacier", "Meadow", "Canyon"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// On Linux, XCTest runs a main-actor test only when it is `async` (swift-corelibs-xctest and SwiftPM
// find tests without looking at isolation), so the tests are `@MainActor … async`, as on iOS.
final class PhotoGridSnapshotTests: XCTestCase {
    @MainActor
    func testPhotoGridLayout() async {
        let viewController = PhotoGridViewController()
        viewController.loadViewIfNeeded()
        viewController.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        assertSnapshot(of: viewController.collectionView, as: .layout)
    }

    @MainActor
    func testPhotoGridScreen() async {
        assertSnapshot(of: PhotoGridViewController(), as: .svg(size: CGSize(width: 390, height: 844)))
    }

    @MainActor
    func testPhotoGridScreenInDarkMode() async {
        assertSnapshot(of: PhotoGridViewController(), as: .svg(size: CGSize(width: 390, height: 844), traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
