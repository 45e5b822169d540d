import CollectionWeb
import Foundation
import OpenCollectionView

/// A settings page (F15, F36): an inset-grouped `TableView` whose sections read as rounded groups,
/// with titled sections, value rows with symbols and disclosure indicators, a section of exclusive
/// choices marked with a checkmark, and footers.
@MainActor
final class SettingsTableScreen: TableGalleryScreen, TableViewDataSource, TableViewDelegate {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "settings-table", title: "Settings table", group: GalleryGroup.lists,
        summary: "A grouped table: tap a row to move its checkmark"
    )) { size in SettingsTableScreen(size: size) }

    /// One row: its title, the value shown on the right, and whether it leads somewhere.
    struct Row {
        var title: String
        var value: String?
        var disclosure = true
        /// A system symbol shown before the title, in `tint`.
        var symbol: String?
        var tint: Color = .systemBlue
    }

    struct Section {
        var header: String
        var footer: String?
        var rows: [Row]
        /// Rows of this section are exclusive choices: the chosen one shows a checkmark.
        var isChoice = false
    }

    private(set) var sections: [Section] = [
        Section(header: "Network", rows: [
            Row(title: "Wi-Fi", value: "Home", symbol: "house.fill", tint: .systemBlue),
            Row(title: "Bluetooth", value: "On", symbol: "paperplane.fill", tint: .systemIndigo),
            Row(title: "Notifications", value: nil, symbol: "bell.fill", tint: .systemRed),
            Row(title: "Mail", value: "3 accounts", symbol: "envelope.fill", tint: .systemTeal),
        ]),
        Section(header: "Show Previews", footer: "Previews show the first lines of new messages on the lock screen.", rows: [
            Row(title: "Always", disclosure: false), Row(title: "When Unlocked", disclosure: false), Row(title: "Never", disclosure: false),
        ], isChoice: true),
        Section(header: "About", footer: "Drawn by your browser, laid out by the Swift engine.", rows: [
            Row(title: "Name", value: "OpenCollectionView", disclosure: false), Row(title: "Engine", value: "Swift 6", disclosure: false),
            Row(title: "Legal & Regulatory", value: nil, symbol: "info.circle", tint: .systemGray),
            Row(title: "General", value: nil, symbol: "gearshape.fill", tint: .systemGray),
        ]),
    ]
    private(set) var chosenPreview = 1

    init(size: CGSize) {
        super.init(size: size, style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let section = sections[indexPath.section], row = section.rows[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.value
        if let symbol = row.symbol {
            content.image = Image(systemName: symbol)
            content.imageProperties.tintColor = row.tint
        }
        cell.contentConfiguration = content
        if section.isChoice {
            cell.accessoryType = indexPath.row == chosenPreview ? .checkmark : .none
        } else {
            cell.accessoryType = row.disclosure ? .disclosureIndicator : .none
        }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let section = sections[indexPath.section]
        post("didSelectRowAt \(indexPath.collectionDescription) \(section.rows[indexPath.row].title)")
        tableView.deselectRow(at: indexPath, animated: true)
        guard section.isChoice, indexPath.row != chosenPreview else { return }
        let previous = IndexPath(row: chosenPreview, section: indexPath.section)
        chosenPreview = indexPath.row
        tableView.reconfigureRows(at: [previous, indexPath])
    }
}
