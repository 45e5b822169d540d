import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import ViewSystem

/// Puts what a strategy draws on screen for as long as it draws it.
@MainActor
enum ShownView {
    /// `draw(view)`, the view first shown in a host window of `size` (its own when `nil`) if it is in
    /// none, then taken out again so the test's view is left as it was.
    static func drawing(_ view: View, size: CGSize?, traits: TraitCollection, _ draw: (View) -> String) -> String {
        guard view.window == nil else {
            view.layoutIfNeeded()
            return draw(view)
        }
        let superview = view.superview, frame = view.frame
        let host = TestHost(size: size ?? view.bounds.size, traits: traits)
        host.show(view)
        _ = try? host.settle()
        defer {
            view.removeFromSuperview()
            superview?.addSubview(view)
            view.frame = frame
        }
        return draw(view)
    }

    /// `draw(window)` with `viewController` as the root of a host window of `size`.
    static func drawing(_ viewController: ViewController, size: CGSize, traits: TraitCollection, _ draw: (View) -> String) -> String {
        let host = TestHost(size: size, traits: traits)
        host.show(viewController)
        _ = try? host.settle()
        defer { host.window.rootViewController = nil }
        return draw(host.window)
    }
}
