import CollectionGeometry
import Foundation

/// What a window scene's status bar shows (`UIStatusBarManager`): the style and visibility the view
/// controllers ask for, resolved as UIKit resolves them.
///
/// The view controller that decides is found from the key window's root: the last presented view
/// controller that covers the screen (a full-screen style) or captures the status bar appearance
/// (`modalPresentationCapturesStatusBarAppearance`), then down its `childForStatusBarStyle` /
/// `childForStatusBarHidden` chain. As in UIKit, a new answer is taken when a view controller
/// appears and when one calls `setNeedsStatusBarAppearanceUpdate()`, not each time it is read.
///
/// Differences from UIKit: a page has no status bar, so `statusBarFrame` is empty; the style and
/// visibility are kept for the app and its tests.
@MainActor
public final class StatusBarManager {
    /// The style asked for by the deciding view controller.
    public private(set) var statusBarStyle: StatusBarStyle = .default
    /// Whether the deciding view controller hides the status bar.
    public private(set) var isStatusBarHidden = false
    /// The status bar's frame: empty, a page has none.
    public var statusBarFrame: CGRect { .zero }

    private weak var scene: WindowScene?

    init(scene: WindowScene) {
        self.scene = scene
    }

    /// Asks the deciding view controllers again.
    /// - Complexity: O(depth of the presentation and child chains).
    func update() {
        guard let root = scene?.keyWindow?.rootViewController else { return }
        let decider = Self.decider(from: root)
        statusBarStyle = Self.follow(decider, \.childForStatusBarStyle).preferredStatusBarStyle
        isStatusBarHidden = Self.follow(decider, \.childForStatusBarHidden).prefersStatusBarHidden
    }

    /// The view controller whose answers count: the last in the presentation chain that covers the
    /// screen or captures the appearance.
    private static func decider(from root: ViewController) -> ViewController {
        var decider = root, current = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = current.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            let style = presented.modalPresentationStyle
            if style == .fullScreen || style == .overFullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            current = presented
        }
        return decider
    }

    /// Follows a child chain (`childForStatusBarStyle` …) to its end, stopping at a cycle.
    private static func follow(_ start: ViewController, _ child: (ViewController) -> ViewController?) -> ViewController {
        var current = start
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }
}
