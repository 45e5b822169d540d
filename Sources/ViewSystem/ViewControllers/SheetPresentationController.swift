import CollectionGeometry
import Foundation

/// The presentation controller of a sheet (`UISheetPresentationController`): the heights it may rest
/// at (detents), the one selected, a grabber, and up to which height what is behind stays undimmed
/// and usable.
///
/// On a compact width the sheet rests at its selected detent — the smallest when none is selected —
/// and a drag on it moves it between detents or, past the smallest, dismisses it. A drag on content
/// that scrolls moves the sheet when the content is scrolled to its top and the drag goes down, or
/// when the sheet rests below its largest detent and the drag goes up (with
/// `prefersScrollingExpandsWhenScrolledToEdge`); otherwise it scrolls the content. On a regular width
/// a sheet is centred and detents do not apply, as on iPad.
///
/// Differences from UIKit: a drag stays with what took it (the content does not start scrolling once
/// the sheet reaches its largest detent within one drag); no `sourceView` or edge-attached
/// compact-height sheets. Its `delegate` keeps the base class's type (Swift cannot narrow it): assign
/// a `SheetPresentationControllerDelegate`, which refines it.
@MainActor
open class SheetPresentationController: PresentationController {
    /// The heights the sheet can rest at, smallest to largest as resolved (default: `[.large()]`).
    /// An empty list is read as `[.large()]`, as in UIKit.
    open var detents: [Detent] = [.large()] { didSet { changed() } }
    /// The detent the sheet rests at; `nil` (the default) is the smallest. Updated when the user drags
    /// the sheet to another.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if selectedDetentIdentifier != oldValue { changed() } } }
    /// Up to which detent what is behind the sheet stays undimmed and takes input; `nil` (the default):
    /// always dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// Whether the sheet shows a grabber at its top edge (default `false`).
    open var prefersGrabberVisible = false { didSet { changed() } }
    /// Whether an upward drag on the sheet's scrolling content expands the sheet to a larger detent
    /// before the content scrolls (default `true`). Off, such a drag scrolls the content.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The sheet's corner radius (`nil`: the system's, 10 points).
    open var preferredCornerRadius: CGFloat? { didSet { changed() } }
    /// Told when anything here changes (set by the presentation that shows the sheet).
    var changeHandler: (() -> Void)?

    /// Applies the changes `changes` makes, animated (`animateChanges(_:)`).
    open func animateChanges(_ changes: () -> Void) {
        View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, animations: changes)
    }

    private func changed() {
        changeHandler?()
    }

    /// The detents resolved for a sheet of at most `maximum` points: (identifier, height), by height.
    func resolvedDetents(maximum: CGFloat, traits: TraitCollection) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = DetentContext(containerTraitCollection: traits, maximumDetentValue: maximum)
        let list = detents.isEmpty ? [.large()] : detents
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in list {
            guard let height = detent.resolver(context), height.isFinite, height > 0 else { continue }
            resolved.append((detent.identifier, Swift.min(height, maximum)))
        }
        if resolved.isEmpty { resolved = [(.large, maximum)] }
        return resolved.sorted { $0.height < $1.height }
    }
}

/// The context custom detents are resolved in.
private struct DetentContext: SheetDetentResolutionContext {
    let containerTraitCollection: TraitCollection
    let maximumDetentValue: CGFloat
}
