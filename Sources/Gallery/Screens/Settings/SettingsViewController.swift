import OpenCollectionView

/// A settings app's first page as UIKit code writes it (F15, F35, F36): a table view controller in
/// the inset-grouped style, titled sections of value rows with tinted symbols and disclosure
/// indicators, a section of exclusive choices marked with a checkmark, and footers. A row with a
/// disclosure indicator pushes its choices (`SettingsOptionsViewController`); choosing one updates
/// the row when the page comes back.
@MainActor
final class SettingsViewController: TableViewController, GalleryEventSource {
    /// One row: its title, the value shown on the right, and the values it can take (a row with
    /// options shows a disclosure indicator and pushes them).
    struct Row {
        var title: String
        var value: String?
        var options: [String] = []
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
            Row(title: "Wi-Fi", value: "Home", options: ["Home", "Office", "Café Guest", "Off"], symbol: "wifi", tint: .systemBlue),
            Row(title: "Cellular", value: "On", options: ["On", "Off"], symbol: "antenna.radiowaves.left.and.right", tint: .systemGreen),
            Row(title: "Notifications", value: "Immediate", options: ["Immediate", "Scheduled Summary", "Off"], symbol: "bell.fill", tint: .systemRed),
            Row(title: "Mail", value: "3 accounts", options: ["1 account", "2 accounts", "3 accounts"], symbol: "envelope.fill", tint: .systemTeal),
        ]),
        Section(header: "Show Previews", footer: "Previews show the first lines of new messages on the lock screen.", rows: [
            Row(title: "Always"), Row(title: "When Unlocked"), Row(title: "Never"),
        ], isChoice: true),
        Section(header: "About", footer: "Drawn by your browser, laid out by the Swift engine.", rows: [
            Row(title: "Name", value: "OpenCollectionView"), Row(title: "Engine", value: "Swift 6"),
            Row(title: "Appearance", value: "Automatic", options: ["Automatic", "Light", "Dark"], symbol: "sun.max.fill", tint: .systemBlue),
            Row(title: "Language", value: "English", options: ["English", "Deutsch", "Français", "日本語"], symbol: "globe", tint: .systemGray),
        ]),
    ]
    private(set) var chosenPreview = 1
    /// Tells the screen what happened (for the page's notices).
    var onEvent: ((String) -> Void)?

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
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
            cell.accessoryType = row.options.isEmpty ? .none : .disclosureIndicator
        }
        return cell
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let section = sections[indexPath.section], row = section.rows[indexPath.row]
        onEvent?("didSelectRowAt \(indexPath.collectionDescription) \(row.title)")
        tableView.deselectRow(at: indexPath, animated: true)
        if section.isChoice {
            guard indexPath.row != chosenPreview else { return }
            let previous = IndexPath(row: chosenPreview, section: indexPath.section)
            chosenPreview = indexPath.row
            tableView.reconfigureRows(at: [previous, indexPath])
        } else if !row.options.isEmpty {
            let options = SettingsOptionsViewController(title: row.title, options: row.options, chosen: row.value) { [weak self] value in
                self?.setValue(value, at: indexPath)
            }
            navigationController?.pushViewController(options, animated: true)
        }
    }

    /// Shows `value` in the row at `indexPath` (chosen on the pushed page).
    func setValue(_ value: String, at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return }
        sections[indexPath.section].rows[indexPath.row].value = value
        tableView.reconfigureRows(at: [indexPath])
        onEvent?("\(sections[indexPath.section].rows[indexPath.row].title): \(value)")
    }
}

/// A setting's choices on a page of their own: a checkmark on the chosen one; choosing another moves
/// the checkmark, tells the settings page and goes back.
@MainActor
final class SettingsOptionsViewController: TableViewController {
    let options: [String]
    private(set) var chosen: String?
    private let onChoose: (String) -> Void

    init(title: String, options: [String], chosen: String?, onChoose: @escaping (String) -> Void) {
        self.options = options
        self.chosen = chosen
        self.onChoose = onChoose
        super.init(style: .insetGrouped)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "option")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { options.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = options[indexPath.row] == chosen ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen = options[indexPath.row]
        tableView.reloadData()
        onChoose(options[indexPath.row])
        navigationController?.popViewController(animated: true)
    }
}
