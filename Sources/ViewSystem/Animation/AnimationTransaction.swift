import Foundation

/// Collects the views changed inside one `View.animate(…)` block, with how each looked before.
@MainActor
package final class AnimationTransaction {
    @TaskLocal package static var current: AnimationTransaction?

    private(set) var captured: [(view: View, before: RenderedProperties)] = []
    private var seen = Set<ObjectIdentifier>()

    /// Makes `view`'s current look the one it animates from (a view that appears mid-block, placed
    /// where its animation starts).
    package func restart(_ view: View) {
        if seen.insert(ObjectIdentifier(view)).inserted {
            captured.append((view, view.renderedProperties))
        } else if let index = captured.firstIndex(where: { $0.view === view }) {
            captured[index].before = view.renderedProperties
        }
    }

    /// Remembers `view`'s look before its first change in this block.
    package func capture(_ view: View) {
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        captured.append((view, view.renderedProperties))
    }
}
