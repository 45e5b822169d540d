import Foundation
import Testing
import UIKit

/// A profile screen as iOS apps write it: the avatar gets a `UIContextMenuInteraction` whose delegate
/// (the view controller) gives a copy and a destructive remove action, lifts the avatar as a circle
/// with the older highlight-preview spelling, and hears the menu show and close; a sort button shows
/// its `menu` as its primary action — compiles unchanged and opens on a held touch, a secondary
/// click, or (the button) a touch down.
@Suite("UIKit spellings of a context menu interaction on any view")
@MainActor
struct ContextMenuInteractionSourceCompatibilityTests {
    final class ProfileViewController: UIViewController, UIContextMenuInteractionDelegate {
        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        let sortButton = UIButton(type: .system)
        var events: [String] = []
        var sortOrder = "Name"

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            avatar.isUserInteractionEnabled = true
            avatar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(avatar)
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 120),
                avatar.heightAnchor.constraint(equalToConstant: 120),
                avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            ])
            let interaction = UIContextMenuInteraction(delegate: self)
            avatar.addInteraction(interaction)

            sortButton.setTitle("Sort", for: .normal)
            sortButton.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
            sortButton.showsMenuAsPrimaryAction = true
            sortButton.menu = UIMenu(title: "Sort by", options: .singleSelection, children: ["Name", "Date"].map { order in
                UIAction(title: order, state: order == "Name" ? .on : .off) { [weak self] action in self?.sortOrder = action.title }
            })
            view.addSubview(sortButton)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                let copy = UIAction(title: "Copy Photo", image: UIImage(systemName: "doc.on.doc")) { _ in
                    self?.events.append("copied")
                }
                let remove = UIAction(title: "Remove Photo", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                    self?.events.append("removed")
                }
                return UIMenu(title: "", children: [copy, remove])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(ovalIn: avatar.bounds)
            parameters.backgroundColor = .clear
            return UITargetedPreview(view: avatar, parameters: parameters)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            events.append("shown")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            events.append("ended")
        }
    }

    @Test("when the avatar is held, then its menu shows; choosing the destructive action closes the menu and runs it")
    func heldAvatar() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let profile = ProfileViewController()
        window.rootViewController = profile
        clock.advanceFrames(2)
        let interaction = try #require(profile.avatar.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.view === profile.avatar)
        let center = profile.avatar.convert(CGPoint(x: 60, y: 60), to: window)
        window.send(PointerEvent(.down, at: center))
        clock.advanceFrames(40)
        #expect(interaction.menuAppearance == .rich && profile.events == ["shown"])
        let backdrop = try #require(window.subviews.last)
        let remove = try #require(backdrop.subviews.flatMap(\.subviews).last { $0.accessibilityLabel == "Remove Photo" })
        window.send(PointerEvent(.up, at: center))
        clock.advanceFrames(1)
        let middle = remove.convert(CGPoint(x: remove.bounds.midX, y: remove.bounds.midY), to: window)
        window.send(PointerEvent(.down, at: middle))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: middle))
        clock.advanceFrames(1)
        #expect(profile.events == ["shown", "ended", "removed"], "the menu closes before the action runs")
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test("when the space beside the avatar is clicked with the secondary button, then no menu shows")
    func besideTheAvatar() {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let profile = ProfileViewController()
        window.rootViewController = profile
        clock.advanceFrames(2)
        window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 600), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        #expect(profile.events.isEmpty)
        window.send(PointerEvent(.down, at: profile.avatar.convert(CGPoint(x: 60, y: 60), to: window), kind: .mouse, buttonMask: .secondary))
        clock.advanceFrames(1)
        #expect(profile.events == ["shown"])
    }

    @Test("when the sort button is touched, then its menu shows at once; choosing an order runs its action")
    func sortButton() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let profile = ProfileViewController()
        window.rootViewController = profile
        clock.advanceFrames(2)
        #expect(profile.sortButton.isContextMenuInteractionEnabled)
        let center = profile.sortButton.convert(CGPoint(x: 50, y: 22), to: window)
        window.send(PointerEvent(.down, at: center))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: center))
        clock.advanceFrames(1)
        #expect(profile.sortButton.contextMenuInteraction?.menuAppearance == .compact)
        let date = try #require(window.subviews.last?.subviews.flatMap(\.subviews).last { $0.accessibilityLabel == "Date" })
        let middle = date.convert(CGPoint(x: date.bounds.midX, y: date.bounds.midY), to: window)
        window.send(PointerEvent(.down, at: middle))
        clock.advanceFrames(1)
        window.send(PointerEvent(.up, at: middle))
        clock.advanceFrames(1)
        #expect(profile.sortOrder == "Date")
        #expect(profile.sortButton.menu?.selectedElements.map(\.title) == ["Date"])
    }
}
