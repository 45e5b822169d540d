import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A filter bar as iOS apps write it: a segmented control in the navigation item's title view picks
/// what a list shows, by index or by the actions it was made from — compiles unchanged.
@Suite("UIKit spellings of UISegmentedControl")
@MainActor
struct SegmentedControlSourceCompatibilityTests {
    final class InboxViewController: UIViewController {
        let filter = UISegmentedControl(items: ["All", "Unread"])
        var shown = "all"

        override func viewDidLoad() {
            super.viewDidLoad()
            filter.selectedSegmentIndex = 0
            filter.selectedSegmentTintColor = .systemBackground
            filter.setTitleTextAttributes([.foregroundColor: UIColor.secondaryLabel], for: .normal)
            filter.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.shown = self.filter.selectedSegmentIndex == 0 ? "all" : "unread"
            }, for: .valueChanged)
            filter.insertSegment(withTitle: "Flagged", at: filter.numberOfSegments, animated: false)
            filter.setEnabled(false, forSegmentAt: 2)
            navigationItem.titleView = filter
        }
    }

    @Test("when the inbox's filter is used, then the list follows its selected segment")
    func filter() {
        let inbox = InboxViewController()
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.show(UINavigationController(rootViewController: inbox))
        #expect(inbox.filter.numberOfSegments == 3 && !inbox.filter.isEnabledForSegment(at: 2))
        inbox.filter.selectedSegmentIndex = 1
        inbox.filter.sendActions(for: .valueChanged)
        #expect(inbox.shown == "unread")
        let sort = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Name", identifier: UIAction.Identifier("name")) { _ in },
            UIAction(title: "Date", identifier: UIAction.Identifier("date")) { _ in },
        ])
        #expect(sort.segmentIndex(identifiedBy: UIAction.Identifier("date")) == 1)
        #expect(UISegmentedControl.noSegment == -1 && sort.selectedSegmentIndex == UISegmentedControl.noSegment)
    }
}
