import Foundation

/// Collects the views changed inside one `View.animate(…)` block, with how each looked before.
@MainActor
package final class AnimationTransaction {
    @TaskLocal package static var current: AnimationTransaction?

    private(set) var captured: [(view: View, before: RenderedProperties)] = []
    private var seen = Set<ObjectIdentifier>()
    /// The repetition `View.modifyAnimations(withRepeatCount:autoreverses:animations:)` gave the
    /// views changed inside it (by view).
    private var repetitions: [ObjectIdentifier: AnimationRepetition] = [:]

    /// The repetition of `view`'s animation, if a `modifyAnimations` block changed the view.
    func repetition(of view: View) -> AnimationRepetition? {
        repetitions.isEmpty ? nil : repetitions[ObjectIdentifier(view)]
    }

    /// Takes the views `inner` (a `modifyAnimations` block's capture) changed, each animating from
    /// its look before its first change in either, and repeating as `repetition` says.
    func merge(_ inner: AnimationTransaction, repeating repetition: AnimationRepetition) {
        for (view, before) in inner.captured {
            if seen.insert(ObjectIdentifier(view)).inserted { captured.append((view, before)) }
            repetitions[ObjectIdentifier(view)] = repetition
        }
    }

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
    func capture(_ view: View) {
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        captured.append((view, view.renderedProperties))
    }
}
