import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A mail screen as iOS apps write it: the message list shows a toolbar with a status in the middle
/// and a compose button at the trailing edge; the message it pushes hides the tab bar and shows its own
/// toolbar items — compiles unchanged.
@Suite("UIKit spellings of toolbars, toolbar items and hidesBottomBarWhenPushed")
@MainActor
struct ToolbarSourceCompatibilityTests {
    final class MessageViewController: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            hidesBottomBarWhenPushed = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let reply = UIBarButtonItem(systemItem: .reply)
            let trash = UIBarButtonItem(systemItem: .trash)
            setToolbarItems([trash, UIBarButtonItem(systemItem: .flexibleSpace), reply], animated: false)
            navigationItem.setRightBarButton(UIBarButtonItem(systemItem: .action), animated: false)
            navigationItem.leftItemsSupplementBackButton = true
            navigationItem.setLeftBarButtonItems([UIBarButtonItem(title: "Flag")], animated: false)
            navigationItem.setHidesBackButton(false, animated: true)
        }
    }

    final class MailboxViewController: UIViewController {
        var composed = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            let unread = UILabel()
            unread.text = "3 Unread"
            unread.highlightedTextColor = .white
            unread.isHighlighted = false
            let status = UIBarButtonItem(title: "Updated Just Now")
            status.isEnabled = false
            let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.composed += 1 })
            toolbarItems = [.flexibleSpace(), status, .flexibleSpace(), compose]
            navigationItem.backButtonTitle = "Inbox"
            navigationItem.backButtonDisplayMode = .default
            navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(false, animated: animated)
        }
    }

    @Test("when the mailbox shows and a message is pushed, then the toolbar shows each screen's items and the tab bar hides for the message")
    func mail() {
        let mailbox = MailboxViewController()
        let navigation = UINavigationController(rootViewController: mailbox)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.show(tabs)
        let toolbar: UIToolbar = navigation.toolbar
        #expect(!navigation.isToolbarHidden)
        #expect(toolbar.items?.count == 4 && toolbar.items?[1].title == "Updated Just Now")
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(MessageViewController(), animated: false)
        host.runFrames(1)
        #expect(toolbar.items?.count == 3 && tabs.tabBar.isHidden)
        let message = navigation.topViewController
        #expect(message?.navigationItem.leftItemsSupplementBackButton == true && message?.navigationItem.hidesBackButton == false)
        #expect(mailbox.navigationItem.backBarButtonItem?.title == "Mail" && mailbox.navigationItem.backButtonDisplayMode == .default)
        navigation.popViewController(animated: false)
        host.runFrames(1)
        #expect(toolbar.items?.last?.title == nil && !tabs.tabBar.isHidden)
        let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        standalone.setItems([UIBarButtonItem.fixedSpace(12), UIBarButtonItem(title: "Edit")], animated: false)
        standalone.barTintColor = .secondarySystemBackground
        #expect(standalone.items?.first?.width == 12)
    }
}
