import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A list screen's bar as iOS apps write it: a spinner as a custom view while loading, a filter item
/// that toggles, an edit item sized for both titles and hidden while empty — compiles unchanged.
@Suite("UIKit spellings of UIBarButtonItem's custom views, hiding and selection")
@MainActor
struct BarButtonItemSourceCompatibilityTests {
    final class InboxViewController: UIViewController {
        let spinner = UIActivityIndicatorView(style: .medium)
        lazy var loadingItem = UIBarButtonItem(customView: spinner)
        var filtered = false
        lazy var filterItem: UIBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.filtered = self.filterItem.isSelected
        })
        let editItem = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            filterItem.changesSelectionAsPrimaryAction = true
            editItem.possibleTitles = ["Edit", "Done"]
            editItem.isHidden = true
            navigationItem.rightBarButtonItems = [filterItem, loadingItem, editItem]
            spinner.startAnimating()
        }

        func finishLoading() {
            spinner.stopAnimating()
            loadingItem.isHidden = true
            editItem.isHidden = false
        }
    }

    @Test("when the inbox loads, then the spinner shows in the bar until it is done, the filter toggles, and the edit item appears")
    func inbox() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let inbox = InboxViewController()
        host.show(UINavigationController(rootViewController: inbox))
        #expect(inbox.spinner.window != nil && inbox.spinner.isAnimating)
        try host.tap(host.element(label: "line.3.horizontal.decrease.circle", traits: .button))
        #expect(inbox.filtered && inbox.filterItem.isSelected)
        inbox.finishLoading()
        host.runFrames(1)
        #expect(try host.element(label: "Edit", traits: .button).window != nil)
        #expect(inbox.loadingItem.customView === inbox.spinner)
    }
}
