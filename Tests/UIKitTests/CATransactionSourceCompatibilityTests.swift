import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// `CATransaction` as iOS code uses it — a completion after a table's animated insert, a push
/// with a completion handler, layer changes without implicit animations — compiles unchanged, and the
/// completions wait for the animations started inside the transaction.
@Suite("UIKit spellings of CATransaction")
@MainActor
struct CATransactionSourceCompatibilityTests {
    final class InboxViewController: UITableViewController {
        var messages = ["Welcome", "Receipt"]
        var insertsFinished = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        func receive(_ message: String) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { [weak self] in
                self?.insertsFinished += 1
            }
            messages.insert(message, at: 0)
            tableView.beginUpdates()
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            tableView.endUpdates()
            CATransaction.commit()
        }
    }

    @Test("when a row is inserted inside a transaction, then its completion runs after the insert animation, not at commit")
    func tableInsert() throws {
        let host = TestHost()
        let inbox = InboxViewController(style: .plain)
        host.show(inbox)
        inbox.receive("Invitation")
        #expect(inbox.insertsFinished == 0)
        host.runFrames(1)
        #expect(inbox.insertsFinished == 0, "the rows are still moving")
        try host.settle()
        #expect(inbox.insertsFinished == 1 && inbox.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("when a push runs inside a transaction, then the completion handler runs once the push has animated")
    func pushCompletion() throws {
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.show(navigation)
        var pushed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { pushed = true }
        navigation.pushViewController(UIViewController(), animated: true)
        CATransaction.commit()
        #expect(!pushed)
        try host.settle()
        #expect(pushed && navigation.viewControllers.count == 2)
    }

    @Test("when layer changes are made with actions disabled, then they show at once and the transaction's values read back")
    func disableActions() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = CALayer()
        view.layer.addSublayer(bar)
        host.show(view, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 4)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        CATransaction.commit()
        host.runFrames(1)
        #expect(bar.presentation()?.frame.width == 40 && !CATransaction.disableActions())
    }
}
