import Foundation
import Testing
import UIKit

/// A filter bar as iOS 15+ apps write it: a pop-up button picks the sort order
/// (`changesSelectionAsPrimaryAction` with a menu as the primary action), a follow button toggles
/// and restyles itself in a `configurationUpdateHandler`, a share button is made from its action, and
/// an overflow button hangs its menu from its leading edge (`menuAttachmentPoint(for:)`) — compiles
/// unchanged and behaves as on iOS.
@Suite("UIKit spellings of pop-up, toggle and self-updating buttons")
@MainActor
struct ButtonSourceCompatibilityTests {
    final class OverflowButton: UIButton {
        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            CGPoint(x: bounds.minX + 300, y: bounds.maxY)
        }
    }

    final class FilterBarViewController: UIViewController {
        let sortButton = UIButton(configuration: .gray())
        let followButton = UIButton(configuration: .filled())
        let overflowButton = OverflowButton(type: .system)
        var sortOrder = "Newest"
        var followChanges: [Bool] = []
        var shared = 0

        lazy var shareButton = UIButton(type: .system, primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
            self?.shared += 1
        })

        override func viewDidLoad() {
            super.viewDidLoad()
            let orders = ["Newest", "Oldest", "Popular"].map { title in
                UIAction(title: title) { [weak self] action in self?.sortOrder = action.title }
            }
            sortButton.menu = UIMenu(children: orders)
            sortButton.showsMenuAsPrimaryAction = true
            sortButton.changesSelectionAsPrimaryAction = true
            sortButton.frame = CGRect(x: 16, y: 100, width: 140, height: 36)

            followButton.changesSelectionAsPrimaryAction = true
            followButton.configurationUpdateHandler = { button in
                var configuration = button.configuration
                configuration?.title = button.isSelected ? "Following" : "Follow"
                configuration?.image = UIImage(systemName: button.isSelected ? "checkmark" : "plus")
                button.configuration = configuration
            }
            followButton.addAction(UIAction { [weak self] action in
                guard let button = action.sender as? UIButton else { return }
                self?.followChanges.append(button.isSelected)
            }, for: .primaryActionTriggered)
            followButton.frame = CGRect(x: 170, y: 100, width: 140, height: 36)

            shareButton.frame = CGRect(x: 16, y: 160, width: 100, height: 36)

            overflowButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
            overflowButton.menu = UIMenu(children: [UIAction(title: "Report") { _ in }])
            overflowButton.frame = CGRect(x: 16, y: 220, width: 44, height: 44)

            for button in [sortButton, followButton, shareButton, overflowButton] { view.addSubview(button) }
        }
    }

    func present() -> (UIWindow, ManualFrameClock, FilterBarViewController) {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let bar = FilterBarViewController()
        window.rootViewController = bar
        clock.advanceFrames(2)
        return (window, clock, bar)
    }

    func tap(_ point: CGPoint, in window: UIWindow, clock: ManualFrameClock) {
        window.send(PointerEvent(.down, at: point))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: point))
        clock.advanceFrames(1)
    }

    @Test("when the pop-up button is touched and an order chosen, then its title becomes that order and the menu's selection follows")
    func popUp() throws {
        let (window, clock, bar) = present()
        defer { withExtendedLifetime(window) {} }
        #expect(bar.sortButton.currentTitle == "Newest" && bar.sortButton.menu?.selectedElements.map(\.title) == ["Newest"])
        tap(bar.sortButton.convert(CGPoint(x: 70, y: 18), to: window), in: window, clock: clock)
        let popular = try #require(window.subviews.last?.subviews.flatMap(\.subviews).last { $0.accessibilityLabel == "Popular" })
        tap(popular.convert(CGPoint(x: popular.bounds.midX, y: popular.bounds.midY), to: window), in: window, clock: clock)
        #expect(bar.sortOrder == "Popular" && bar.sortButton.currentTitle == "Popular")
        #expect(bar.sortButton.menu?.selectedElements.map(\.title) == ["Popular"] && !bar.sortButton.isHeld)
    }

    @Test("when the follow button is tapped, then it toggles, its handler sees the new selection and restyles it before the next frame")
    func toggle() {
        let (window, clock, bar) = present()
        defer { withExtendedLifetime(window) {} }
        #expect(bar.followButton.configuration?.title == "Follow")
        tap(bar.followButton.convert(CGPoint(x: 70, y: 18), to: window), in: window, clock: clock)
        #expect(bar.followButton.isSelected && bar.followChanges == [true])
        #expect(bar.followButton.configuration?.title == "Following" && bar.followButton.currentImage == UIImage(systemName: "checkmark"))
        tap(bar.followButton.convert(CGPoint(x: 70, y: 18), to: window), in: window, clock: clock)
        #expect(!bar.followButton.isSelected && bar.followChanges == [true, false] && bar.followButton.configuration?.title == "Follow")
    }

    @Test("when the share button is made from its action, then it shows the action's title and image and runs it on a tap")
    func share() {
        let (window, clock, bar) = present()
        defer { withExtendedLifetime(window) {} }
        #expect(bar.shareButton.currentTitle == "Share" && bar.shareButton.currentImage == UIImage(systemName: "square.and.arrow.up"))
        tap(bar.shareButton.convert(CGPoint(x: 50, y: 18), to: window), in: window, clock: clock)
        #expect(bar.shared == 1)
        let styled = UIButton(type: .system)
        styled.setAttributedTitle(NSAttributedString(string: "Terms", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]), for: .normal)
        styled.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 12, weight: .semibold), forImageIn: .normal)
        #expect(styled.currentTitle == "Terms" && styled.currentPreferredSymbolConfiguration?.pointSize == 12)
    }

    @Test("when the overflow button is held, then its menu hangs from the point it gives and isHeld is true while it shows")
    func overflow() throws {
        let (window, clock, bar) = present()
        defer { withExtendedLifetime(window) {} }
        window.send(PointerEvent(.down, at: bar.overflowButton.convert(CGPoint(x: 22, y: 22), to: window), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        let report = try #require(window.subviews.last?.subviews.flatMap(\.subviews).last { $0.accessibilityLabel == "Report" })
        let list = try #require(report.superview)
        let frame = list.convert(list.bounds, to: window)
        #expect(frame.maxX == 16 + 300 && frame.minY == 220 + 44 + 4 && bar.overflowButton.isHeld, "\(frame)")
    }
}
