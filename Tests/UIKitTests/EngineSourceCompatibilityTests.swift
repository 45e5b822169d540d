import Foundation
import Testing
import UIKit

/// UIKit-spelled engine code — a diffable list with a cell registration, selection and a layout
/// change — compiles and runs unchanged.
@Suite("UIKit spellings of the engine")
@MainActor
struct EngineSourceCompatibilityTests {
    enum Section { case main }

    @Test("when UIKit-style diffable code runs, then it shows, selects and scrolls as in UIKit")
    func diffableListAsInUIKit() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
            var content = UIListContentConfiguration.cell()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems((0..<50).map { "Friend \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .centeredVertically)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 30, section: 0)])
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 30, section: 0)))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 30, section: 0)) == "Friend 30")
        let position: UICollectionView.ScrollPosition = .top
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: position, animated: false)
        #expect(collectionView.contentOffset.y == 0)
    }
}

/// UIKit-spelled table code — a data source class, a diffable table and a delegate — compiles and runs.
@Suite("UIKit spellings of the table view")
@MainActor
struct TableSourceCompatibilityTests {
    final class Settings: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows = ["Wi-Fi", "Bluetooth", "Cellular"]
        var selected: IndexPath?
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Network" }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
    }

    @Test("when UIKit-style table code runs, then it shows, selects and scrolls as in UIKit")
    func settingsAsInUIKit() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let settings = Settings()
        tableView.dataSource = settings
        tableView.delegate = settings
        tableView.rowHeight = UITableView.automaticDimension
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.visibleCells.count == 3)
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let position: UITableView.ScrollPosition = .top
        tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: position, animated: false)
        let animation: UITableView.RowAnimation = .fade
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: animation)

        let classic = tableView.dequeueReusableCell(withIdentifier: "classic") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "classic")
        let style: UITableViewCell.CellStyle = .value1
        #expect(classic.reuseIdentifier == "classic" && style == .value1)

        enum Section { case main }
        let diffableTable = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        diffableTable.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: diffableTable) { tableView, indexPath, name in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        diffableTable.layoutIfNeeded()
        #expect(diffableTable.numberOfRows(inSection: 0) == 2)
    }
}
