import CollectionGeometry
import Foundation

/// A view's Auto Layout state, made when the view first takes part (most views never do).
@MainActor
final class AutoLayoutState {
    /// Constraints installed on the view (activated with it as their items' closest common ancestor).
    var installed: [LayoutConstraint] = []
    /// Anchors, made once.
    var anchors = AnchorCache()
    /// Guides added to the view, and its system guides once asked for.
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// A scroll view's content and frame guides, once asked for.
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    /// Content hugging and compression resistance per axis.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// `setNeedsUpdateConstraints()` was called; and some view below asked for it.
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    /// The island this view roots (its constraints' solver), when it has constraints to solve.
    var island: Island?
    /// Something changed before the view had an island: make one at the next layout pass.
    var islandDirty = false
    /// The island `systemLayoutSizeFitting` last built, kept for the next fitting.
    var fittingIsland: Island?
    /// Where problems go (see `View.layoutDiagnosticHandler`).
    var diagnosticHandler: ((LayoutDiagnostic) -> Void)?

    init() {}
}
