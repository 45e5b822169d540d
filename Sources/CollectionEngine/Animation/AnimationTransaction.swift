import Foundation

/// Collects the views changed inside one `View.animate(…)` block, with how each looked before.
@MainActor
final class AnimationTransaction {
    @TaskLocal static var current: AnimationTransaction?

    private(set) var captured: [(view: View, before: RenderedProperties)] = []
    private var seen = Set<ObjectIdentifier>()

    /// Remembers `view`'s look before its first change in this block.
    func capture(_ view: View) {
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        captured.append((view, view.renderedProperties))
    }
}
