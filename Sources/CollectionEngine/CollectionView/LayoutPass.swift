import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// What a layout pass is for (F12, F13, F9, F18). The caller decides; the pass reads nothing else to
/// know how to treat elements that come and go.
enum LayoutPassMode {
    /// Scrolling or a resize: elements enter and leave the screen; the pass may be skipped while
    /// nothing can change (`StableWindow`).
    case steady
    /// After `reloadData()`: every visible view is replaced.
    case reload
    /// An update or a layout change being laid out: elements move to their new places, appearing
    /// ones start where the plan says, and views the pass no longer wants are handed back to animate —
    /// unless `replacingVisibleViews` (the update follows a `reloadData()` not laid out yet): then the
    /// views on screen are replaced, as a reload replaces them.
    case update(UpdatePlan, replacingVisibleViews: Bool)
    /// An interactive movement: the lifted item follows the pointer, the others re-flow.
    case movement(InteractiveMovement)

    /// Whether the pass records how far the content can move before anything changes.
    var tracksStableWindow: Bool {
        if case .steady = self { return true }
        return false
    }

    /// Whether a full re-layout in this pass keeps the first visible item where it is on screen, and
    /// a resting offset inside the content. An update and a movement place the content themselves.
    var keepsFirstVisibleItemStill: Bool {
        switch self {
        case .steady, .reload: true
        case .update, .movement: false
        }
    }

    /// Whether the pass may leave new cells for later frames when the window's frame work limit has
    /// passed. An update may: cells already on screen move and animate whatever the budget, and a cell
    /// that comes on screen after the limit appears in a later frame without its appearing animation
    /// (a host sharing its thread, such as the web server, never lets an update of a large screen make
    /// every new cell in one frame). A movement shows every cell it re-flows.
    var mayDeferCells: Bool {
        switch self {
        case .steady, .reload, .update: true
        case .movement: false
        }
    }

    /// The item lifted by an interactive movement, which follows the pointer, if any.
    var movement: InteractiveMovement? {
        switch self {
        case .movement(let movement): movement
        case .update(let plan, _): plan.movement
        case .steady, .reload: nil
        }
    }

    /// Whether every view on screen is replaced: after `reloadData()`, or an update that follows one.
    var replacesVisibleViews: Bool {
        switch self {
        case .reload: true
        case .update(_, let replacing): replacing
        case .steady, .movement: false
        }
    }

    /// The update being laid out, if any.
    var plan: UpdatePlan? {
        if case .update(let plan, _) = self { return plan }
        return nil
    }
}

/// What a layout pass hands back: views that were on screen, are not wanted after an update, and slide
/// to their new place before leaving; and whether it left cells for the next frames.
struct LayoutPassResult {
    var leaving: [(key: ElementKey, view: CollectionReusableView)] = []
    /// Whether cells that should be on screen were left for the next frames (the window's
    /// `frameWorkLimit` had passed).
    var deferredCells = false
}

/// What the layout pass keeps between passes.
struct LayoutPassState {
    /// Whether a `reloadData()` waits for a pass: the next pass's mode replaces every visible view.
    var needsFullReload = true
    /// How far the content can scroll before the last pass's elements change (`nil`: unknown).
    var stableWindow: StableWindow?
    /// Whether a pass is running: cells asking for a configuration update then get it in this pass.
    var isRunning = false
    /// Diagnostics already reported in this pass (a bad layout may repeat one per element).
    var reported: Set<String> = []
    /// The bounds size the layout was last prepared for.
    var preparedSize: CGSize?
    /// The list background the layout gave at its last `prepare()` (`nil`: not a list).
    var listBackground: Color?
    /// Whether the last pass left cells that should be on screen for the next frames, because the
    /// window's `frameWorkLimit` had passed (its result's `deferredCells`, kept by the caller).
    var hasDeferredCells = false
}
