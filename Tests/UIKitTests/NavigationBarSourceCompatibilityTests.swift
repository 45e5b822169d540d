import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A sheet's own bar as older iOS code builds it: a UINavigationBar added by hand, its items pushed,
/// a delegate that refuses to pop, and the legacy transparent look — compiles unchanged.
@Suite("UIKit spellings of a navigation bar on its own: items, delegate, legacy background images")
@MainActor
struct NavigationBarSourceCompatibilityTests {
    final class EditorViewController: UIViewController, UINavigationBarDelegate {
        let bar = UINavigationBar()
        var popsRefused = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.delegate = self
            bar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
            bar.shadowImage = UIImage()
            bar.setTitleVerticalPositionAdjustment(2, for: .default)
            let item = UINavigationItem(title: "Draft")
            item.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            bar.setItems([UINavigationItem(title: "Drafts"), item], animated: false)
            view.addSubview(bar)
            bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        }

        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            popsRefused += 1
            return false
        }

        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test("when the editor shows its own bar, then the bar holds its items and the delegate keeps the draft on screen")
    func editorBar() {
        let editor = EditorViewController()
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.show(editor)
        #expect(editor.bar.items?.count == 2 && editor.bar.topItem?.title == "Draft" && editor.bar.backItem?.title == "Drafts")
        #expect(editor.bar.popItem(animated: true) == nil && editor.popsRefused == 1)
        #expect(editor.bar.backgroundImage(for: .any, barMetrics: .default) != nil)
        #expect(editor.bar.titleVerticalPositionAdjustment(for: .default) == 2)
    }
}
