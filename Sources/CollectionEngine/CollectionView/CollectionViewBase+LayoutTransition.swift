import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Installs `layout`, animating every element from its place in the old layout to its place in the
    /// new one when `animated` (0.3 s) (F3).
    ///
    /// The old layout receives `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`,
    /// both `finalizeLayoutTransition()` once the views are set up; the content offset becomes the new
    /// layout's `targetContentOffset(forProposedContentOffset:)` for the current one, within the content.
    /// Items that come on screen slide from where the old layout had them when that was near the
    /// screen, and fade in otherwise. `completion(finished)` runs when the animation ends (before this
    /// method returns without animation). A layout installed in another collection view is reported
    /// and refused (`completion(false)`).
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else {
            completion?(true)
            return
        }
        if let other = layout.collectionView, other !== self {
            report(.api, "the layout \(type(of: layout)) is already associated with another collection view; a layout can lay out only one collection view at a time",
                   recovery: "kept the current layout")
            completion?(false)
            return
        }
        layoutIfNeeded()
        finishDisappearingViews()
        let old = collectionViewLayout
        let isAnimated = animated && View.areAnimationsEnabled && window != nil
        let before = isAnimated ? cellAttributesNearScreen() : [:]
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for view in elements.visible.values { view.willTransition(from: old, to: layout) }
        install(layout)
        elements.discardOffscreen()
        let counts = self.counts
        // Nothing changes place in the data: the identity mapping.
        guard let mapping = try? BatchUpdate().validated(numberOfItemsBefore: counts, numberOfItemsAfter: counts).mapping else { return }
        let plan = UpdatePlan(mapping: mapping, updateItems: nil, isAnimated: isAnimated, attributesBefore: before,
                              reloadDestinations: [:], reconfiguredItems: [], countsAfter: counts, movement: movement)
        runAnimatedLayoutPass(plan, gone: [], finalAttributes: { _, view in view.appliedLayoutAttributes ?? CollectionViewLayoutAttributes() },
                              targetOffset: { [unowned self] proposed in
                                  self.frontEnd.delegateTargetContentOffset(forProposedContentOffset: self.layoutTargetContentOffset(forProposedContentOffset: proposed))
                              },
                              finish: { [weak self] in
                                  old.finalizeLayoutTransition()
                                  layout.finalizeLayoutTransition()
                                  for view in self?.elements.visible.values.map({ $0 }) ?? [] { view.didTransition(from: old, to: layout) }
                              }, completion: { completion?($0) })
    }

    /// What runs when an interactive transition ends: `completed` is `false` after a cancel, `finished`
    /// whether the collection view settled (`UICollectionView.LayoutInteractiveTransitionCompletion`).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts an interactive transition to `layout` and returns the transition layout now installed:
    /// drive its `transitionProgress`, then call `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`. `completion(completed, finished)` runs when the collection view
    /// has settled on a layout (`completed` is `false` after a cancel).
    ///
    /// The delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` may supply a subclass;
    /// one between other layouts is reported and replaced. A transition already running is reported and
    /// returned as it is.
    @discardableResult
    public func startInteractiveTransition(to layout: CollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> CollectionViewTransitionLayout {
        if let running = interactiveTransition {
            report(.api, "startInteractiveTransition(to:completion:) was called while a transition is running", recovery: "kept the running transition")
            return running.layout
        }
        layoutIfNeeded()
        let current = collectionViewLayout
        var transitionLayout = frontEnd.delegateTransitionLayout(forOldLayout: current, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        if transitionLayout.currentLayout !== current || transitionLayout.nextLayout !== layout {
            report(.api, "the transition layout from collectionView(_:transitionLayoutForOldLayout:newLayout:) does not go from the current layout to the new one",
                   recovery: "used a CollectionViewTransitionLayout")
            transitionLayout = CollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        }
        collectionViewLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: collectionViewLayout)
        interactiveTransition = (transitionLayout, completion)
        install(transitionLayout)
        layoutIfNeeded()
        return transitionLayout
    }

    /// Finishes the interactive transition: the next layout is installed, animated from where the
    /// transition left the elements.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Cancels the interactive transition: the layout it started from comes back, animated.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    private func endInteractiveTransition(completed: Bool) {
        guard let (transitionLayout, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        let target = completed ? transitionLayout.nextLayout : transitionLayout.currentLayout
        // The sublayouts were attached by the transition layout; the target takes the collection view.
        target.attach(to: nil)
        setCollectionViewLayout(target, animated: true) { finished in completion?(completed, finished) }
    }
}
