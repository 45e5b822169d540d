import Foundation
import Testing
import UIKit

/// Table code written the way iOS apps wrote it before content configurations — `textLabel`,
/// `detailTextLabel`, `imageView`, `selectionStyle`, `setSelected(_:animated:)` overrides, plain
/// views as section headers, the delegate's indentation — compiles and lays out unchanged.
@Suite("UIKit spellings of the classic table cell")
@MainActor
struct TableViewClassicSourceCompatibilityTests {
    final class RecordingCell: UITableViewCell {
        var selections: [Bool] = []
        var transitions: [UITableViewCell.StateMask] = []

        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            selections.append(selected)
        }

        override func didTransition(to state: UITableViewCell.StateMask) {
            super.didTransition(to: state)
            transitions.append(state)
        }
    }

    final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate {
        let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
        var displayedHeaders: [UIView] = []
        let header = UILabel()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact") as? RecordingCell
                ?? RecordingCell(style: .subtitle, reuseIdentifier: "contact")
            cell.textLabel?.text = names[indexPath.row]
            cell.detailTextLabel?.text = "Row \(indexPath.row)"
            cell.imageView?.image = indexPath.row == 0 ? UIImage(systemName: "person.crop.circle") : nil
            cell.accessoryType = .detailButton
            cell.selectionStyle = indexPath.row == 2 ? .none : .default
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            header.text = "Contacts"
            return header
        }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            displayedHeaders.append(view)
        }

        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row == 1 ? 2 : 0 }
    }

    /// A plain 320 × 300 table showing `Contacts`, laid out once; it keeps its contacts alive (a
    /// table's data source and delegate are weak, as in UIKit).
    @MainActor
    final class ContactsTable {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        let contacts = Contacts()

        init(_ configure: (UITableView) -> Void = { _ in }) {
            tableView.dataSource = contacts
            tableView.delegate = contacts
            configure(tableView)
            tableView.layoutIfNeeded()
        }
    }

    @Test("when a table uses textLabel, detailTextLabel and imageView, then they are real views laid out in the cell's style, and a row without an image starts its text at the margin")
    func classicLabels() throws {
        let table = ContactsTable()
        let tableView = table.tableView
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let title = try #require(first.textLabel), subtitle = try #require(first.detailTextLabel), image = try #require(first.imageView)
        #expect(title.superview === first.contentView && subtitle.superview === first.contentView && image.superview === first.contentView)
        #expect(title.text == "Ada Lovelace" && subtitle.text == "Row 0")
        #expect(subtitle.frame.minY >= title.frame.maxY, "the subtitle sits under the text")
        #expect(image.frame.minX == 16 && title.frame.minX == image.frame.maxX + 16, "the image at the margin, the text after it")
        #expect(second.imageView?.isHidden == true)
        #expect(second.textLabel?.frame.minX == 16, "without an image the text starts at the margin")
        #expect(second.contentView.frame.minX == 20, "the delegate's indentation level 2 × 10 points")
        #expect(abs(first.contentView.frame.maxX - (320 - 40)) < 0.001, "the content view ends before the detail button")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil, "the default style has no detail label")
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil, "value2 has no image")
    }

    @Test("when a value1 cell's detail is set, then it sits at the trailing margin after the text")
    func value1Layout() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        let title = try #require(cell.textLabel), value = try #require(cell.detailTextLabel)
        #expect(title.frame.minX == 16 && value.frame.maxX == 320 - 16 && value.frame.minX > title.frame.maxX)
        #expect(abs(title.frame.midY - 22) < 1 && abs(value.frame.midY - 22) < 1)
    }

    @Test("when the delegate returns a plain view as a header, then the table shows it at the header's place and tells willDisplayHeaderView with that view")
    func plainViewHeader() throws {
        let table = ContactsTable()
        let tableView = table.tableView, contacts = table.contacts
        #expect(contacts.displayedHeaders.count == 1 && contacts.displayedHeaders.first === contacts.header)
        let host = try #require(contacts.header.superview)
        #expect(host.superview === tableView && host.frame.height == 30 && contacts.header.frame == host.bounds)
        #expect(tableView.rectForHeader(inSection: 0) == host.frame)
    }

    @Test("when rows are selected, then setSelected(_:animated:) runs; a .none selection style keeps the background and the state still says selected")
    func selectionStyles() throws {
        let table = ContactsTable()
        let tableView = table.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
        let quiet = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? RecordingCell)
        let unselected = quiet.renderedBackground?.backgroundColor
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.selections.last == true && cell.isSelected)
        #expect(cell.renderedBackground?.backgroundColor != unselected, "the default style shows the selection")
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.selections.last == false && !cell.isSelected)
        #expect(quiet.isSelected && quiet.configurationState.isSelected)
        #expect(quiet.renderedBackground?.backgroundColor == unselected, "selectionStyle .none draws no selection")
    }

    @Test("when a row is selected while the table selects several rows in editing mode, then its multipleSelectionBackgroundView takes the selected background's place")
    func multipleSelectionBackground() throws {
        let table = ContactsTable { $0.allowsMultipleSelectionDuringEditing = true }
        let tableView = table.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let selected = UIView(), multiple = UIView()
        cell.selectedBackgroundView = selected
        cell.multipleSelectionBackgroundView = multiple
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(!selected.isHidden && multiple.superview == nil, "outside editing: the selected background")
        tableView.setEditing(true, animated: false)
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(multiple.superview === cell && selected.isHidden && multiple.frame == cell.bounds)
        tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(multiple.superview == nil)
    }

    @Test("when the table enters editing mode, then each row transitions to showing its edit control, and back")
    func editingTransitions() throws {
        let table = ContactsTable()
        let tableView = table.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
        tableView.setEditing(true, animated: false)
        #expect(cell.isEditing && cell.transitions == [.showingEditControl])
        tableView.setEditing(false, animated: false)
        #expect(!cell.isEditing && cell.transitions == [.showingEditControl, []])
    }

    @Test("when a cell's own separator inset is set, then it wins over the table's; a negative one is ignored")
    func separatorInsets() throws {
        let table = ContactsTable()
        let tableView = table.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorInset == tableView.separatorInset)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        #expect(cell.separatorInset.left == 60)
        cell.separatorInset = UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 0)
        #expect(cell.separatorInset.left == 60)
    }

    final class Inbox: UITableViewController {
        var shown: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Archive", image: UIImage(systemName: "archivebox")) { _ in }])
            }
        }

        override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
            shown.append("menu")
        }
    }

    @Test("when a table view controller overrides the context menu methods as on iOS, then they compile as overrides and the configuration makes its menu")
    func contextMenuOverrides() throws {
        let inbox = Inbox(style: .plain)
        let configuration = try #require(inbox.tableView(inbox.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.children.count == 1 && configuration.previewProvider == nil)
        inbox.tableView(inbox.tableView, willDisplayContextMenu: configuration, animator: nil)
        #expect(inbox.shown == ["menu"])
    }
}
