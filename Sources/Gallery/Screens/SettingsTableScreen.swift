import CollectionWeb
import Foundation
import OpenCollectionView

/// A settings page (F15): an inset-grouped `TableView` with titled sections, value rows with
/// disclosure indicators, a section of exclusive choices marked with a checkmark, and footers.
@MainActor
final class SettingsTableScreen: TableGalleryScreen, TableViewDataSource, TableViewDelegate {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "settings-table", title: "Table · Settings"
    )) { size in SettingsTableScreen(size: size) }

    /// One row: its title, the value shown on the right, and whether it leads somewhere.
    struct Row {
        var title: String
        var value: String?
        var disclosure = true
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
            Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On"),
            Row(title: "Cellular", value: nil), Row(title: "Personal Hotspot", value: "Off"),
        ]),
        Section(header: "Show Previews", footer: "Previews show the first lines of new messages on the lock screen.", rows: [
            Row(title: "Always", disclosure: false), Row(title: "When Unlocked", disclosure: false), Row(title: "Never", disclosure: false),
        ], isChoice: true),
        Section(header: "About", footer: "Drawn by your browser, laid out by the Swift engine.", rows: [
            Row(title: "Name", value: "OpenCollectionView", disclosure: false), Row(title: "Engine", value: "Swift 6", disclosure: false),
            Row(title: "Legal & Regulatory", value: nil), Row(title: "Certificates", value: nil),
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
