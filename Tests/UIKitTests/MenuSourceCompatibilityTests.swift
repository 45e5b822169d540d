import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A "more" menu as iOS 16+ apps write it: an inline row of small editing actions, a sort submenu with
/// single selection, identifiers spelled out as Xcode completes them, and a menu rebuilt with
/// `replacingChildren` — compiles unchanged.
@Suite("UIKit spellings of UIMenu")
@MainActor
struct MenuSourceCompatibilityTests {
    final class NotesViewController: UIViewController {
        let moreButton = UIButton(type: .system)
        var log: [String] = []
        var sortOrder = "Title"

        func makeMenu() -> UIMenu {
            let editing = UIMenu(title: "", image: nil, identifier: nil, options: .displayInline, preferredElementSize: .small, children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.log.append("copy") },
                UIAction(title: "Pin", image: UIImage(systemName: "pin")) { [weak self] _ in self?.log.append("pin") },
            ])
            let sort = UIMenu(title: "Sort By", subtitle: sortOrder, image: UIImage(systemName: "arrow.up.arrow.down"),
                              identifier: UIMenu.Identifier("com.example.notes.sort"), options: .singleSelection,
                              children: ["Title", "Date"].map { title in
                                  UIAction(title: title, state: title == sortOrder ? .on : .off) { [weak self] action in
                                      self?.sortOrder = action.title
                                  }
                              })
            let delete = UIMenu(title: "Delete", options: [.displayInline, .destructive], children: [
                UIAction(title: "Delete Note", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                    self?.log.append("delete")
                },
            ])
            return UIMenu(title: "", children: [editing, sort, delete])
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            moreButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
            moreButton.accessibilityLabel = "More"
            moreButton.showsMenuAsPrimaryAction = true
            moreButton.menu = makeMenu()
            moreButton.frame = CGRect(x: 300, y: 100, width: 44, height: 44)
            view.addSubview(moreButton)
        }

        func menuWithoutEditing() -> UIMenu? {
            guard let menu = moreButton.menu else { return nil }
            return menu.replacingChildren(menu.children.filter { ($0 as? UIMenu)?.preferredElementSize != .small })
        }
    }

    @Test("when the menu is opened, then editing actions sit side by side, the sort submenu opens in place and its choice sticks, and replacingChildren keeps the menu's identity")
    func notesMenu() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let notes = NotesViewController()
        host.show(notes)
        try host.tap(notes.moreButton)
        let copy = try host.element(label: "Copy", traits: .button)
        let pin = try host.element(label: "Pin", traits: .button)
        #expect(copy.frame.minY == pin.frame.minY && copy.frame.width == pin.frame.width, "small elements share a row")
        try host.tap(host.element(label: "Sort By, Title", traits: .button))
        try host.tap(host.element(label: "Date", traits: .button))
        #expect(notes.sortOrder == "Date")
        notes.moreButton.menu = notes.makeMenu()
        try host.tap(notes.moreButton)
        try host.tap(host.element(label: "Delete Note", traits: .button))
        #expect(notes.log == ["delete"])

        let trimmed = try #require(notes.menuWithoutEditing())
        #expect(trimmed.children.count == 2 && trimmed.identifier == notes.moreButton.menu?.identifier)
        #expect(UIMenu.Identifier.edit.rawValue.hasPrefix("com.apple.menu."))
    }
}
