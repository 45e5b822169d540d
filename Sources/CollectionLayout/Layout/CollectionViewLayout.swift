import CollectionData
import CollectionGeometry
import Foundation

/// The abstract base of every layout: it says where each element goes, never what it shows.
///
/// UIKit's `UICollectionViewLayout`, with its whole contract. A subclass overrides `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`
/// (F7), usually `shouldInvalidateLayout(forBoundsChange:)`, and whatever else it needs; the
/// defaults here are UIKit's.
///
/// Differences from UIKit:
/// - `collectionView` has the type `(any CollectionViewLayoutHost)?` (the layout module does not know
///   the engine); the members subclass code uses read the same.
/// - `invalidationContextClass` and `layoutAttributesClass` must name subclasses of
///   `CollectionViewLayoutInvalidationContext` / `CollectionViewLayoutAttributes`; any other class is
///   reported and replaced by the base class instead of raising an exception.
@MainActor
open class CollectionViewLayout {
    /// The collection view currently using this layout. Set by the collection view.
    package weak var host: (any CollectionViewLayoutHost)?

    /// What has been invalidated since the last `prepare()`; a new layout starts fully invalid.
    package var invalidation = LayoutInvalidationState.everything

    /// Whether `prepare()` is running now (setters of built-in layouts do not re-invalidate during it).
    private(set) var isPreparing = false

    /// The decoration view classes registered by kind.
    package private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// Creates a layout.
    public init() {}

    /// Creates a layout; archives are not supported, so `coder` is ignored.
    ///
    /// Present so that UIKit subclasses which implement `required init?(coder:)` by calling `super` compile.
    public required init?(coder: NSCoder) {}

    /// The collection view this layout is installed in, or `nil`.
    public var collectionView: (any CollectionViewLayoutHost)? { host }

    // MARK: Preparing and querying

    /// Computes whatever the layout needs before it is queried; called after every invalidation.
    ///
    /// The default does nothing. Subclasses call `super.prepare()`.
    open func prepare() {}

    /// The size of the whole content. The default is `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (edges included), or `nil`.
    ///
    /// Called constantly while scrolling; see `LayoutFrameIndex` and `SortedLayoutAttributes` for the
    /// fast way to answer (F8). The default returns `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or `nil`. The default returns `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout.
    ///
    /// Called on every bounds change — every scroll step — so it must be cheap. The default is `false`
    /// (as UIKit's); layouts that depend on the size return `true` when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context describing what a bounds change to `newBounds` invalidates.
    ///
    /// The default returns an empty context of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Invalidates the whole layout: `invalidateLayout(with:)` with a context whose
    /// `invalidateEverything` is `true`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// The host's bounds as they will be once the pending content-offset adjustments are applied: the
    /// rectangle self-sizing anchors to, so several measurements before one layout pass all keep the
    /// same element still.
    var anchoringBounds: CGRect? {
        guard let bounds = host?.bounds else { return nil }
        let pending = invalidation.contentOffsetAdjustment
        return bounds.offsetBy(dx: pending.x, dy: pending.y)
    }

    /// Invalidates the parts `context` names; `prepare()` runs before the next query.
    ///
    /// Subclasses that keep partial state override this, update what the context names and call `super`.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        // Pinned headers and footers asked for again after a scroll change no other answer.
        let onlySupplementary = context.invalidatesOnlySupplementaryElements
        if !onlySupplementary || !invalidatesOnlyPinnedKinds(context) { answersGeneration &+= 1 }
        invalidation.merge(context, onlySupplementaryElements: onlySupplementary)
        host?.layoutDidInvalidate(self)
    }

    /// The class of invalidation contexts this layout creates. The default is the base context class.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// The class of layout attributes this layout creates. The default is the base attributes class.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    // MARK: Decoration views

    /// Registers the view class the collection view creates for decoration views of `elementKind`;
    /// `nil` removes the registration.
    ///
    /// The engine checks that the class is a reusable view when it creates one.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    // MARK: Animated updates (F10)

    /// Called before an animated batch update with every change it makes. The default does nothing.
    ///
    /// `nil` from the "initial" and "final" queries below means "use the element's final (or initial)
    /// attributes with alpha 0": appearing elements fade in, disappearing ones fade out and moved ones
    /// travel — UIKit's default animation.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called after the animation blocks of a batch update are set up. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// The attributes an inserted (or moved) item starts its animation from. The default is `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a deleted (or moved) item ends its animation with. The default is `nil`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes an appearing supplementary view starts from. The default is `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a disappearing supplementary view ends with. The default is `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes an appearing decoration view starts from. The default is `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a disappearing decoration view ends with. The default is `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Supplementary views of `elementKind` the update removes beyond those of deleted sections. The default is none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the update adds beyond those of inserted sections. The default is none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update removes. The default is none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the update adds. The default is none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Called before an animated change of the collection view's bounds. The default does nothing.
    ///
    /// Differences from UIKit: the collection view does not call it yet (nor
    /// `finalizeAnimatedBoundsChange()`): bounds changes are not animated as one change here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated change of the collection view's bounds. The default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Transitions between layouts (F3)

    /// Called on the outgoing layout before a transition to `newLayout`. The default does nothing.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the incoming layout before a transition from `oldLayout`. The default does nothing.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts when a transition ends. The default does nothing.
    open func finalizeLayoutTransition() {}

    // MARK: Content offset

    /// The content offset to use after an update or a layout transition. The default is `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling that ends with `velocity` (points per millisecond) comes to rest.
    ///
    /// The default is `proposedContentOffset`; layouts override it to snap to their own boundaries.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Self-sizing (F17)

    /// Whether the size a view asked for (`preferredAttributes`) invalidates the layout.
    /// The default is `false`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context describing what a self-sized element invalidates.
    ///
    /// The default invalidates the element itself.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        return context
    }

    /// The axes along which the engine measures the element `attributes` describe (the others stay
    /// fixed), or `nil` when the layout does not self-size it. Built-in layouts answer from their
    /// estimates; custom layouts self-size through `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`.
    package func selfSizingAxes(for attributes: CollectionViewLayoutAttributes) -> SelfSizingAxes? {
        nil
    }

    /// Whether a query's answers change with the host's bounds without an invalidation (the
    /// compositional layout's `visibleItemsInvalidationHandler`): the engine then queries every pass.
    /// Layouts whose attributes depend on the bounds should say so through
    /// `shouldInvalidateLayout(forBoundsChange:)`, as in UIKit.
    package var answersDependOnBounds: Bool { false }

    /// Whether every supplementary kind `context` invalidates is one this layout pins.
    private func invalidatesOnlyPinnedKinds(_ context: CollectionViewLayoutInvalidationContext) -> Bool {
        let pinned = supplementaryKindsPinnedToVisibleBounds
        return (context.invalidatedSupplementaryIndexPaths ?? [:]).keys.allSatisfy { pinned.contains($0) }
    }

    /// The kinds of supplementary views this layout keeps at the visible bounds' edges while the
    /// content scrolls (a flow layout's pinned headers and footers): they move with the bounds, so
    /// they do not bound how far the content can move before another element comes or goes.
    package var supplementaryKindsPinnedToVisibleBounds: Set<String> { [] }

    /// The background a list gives the collection view it lays out (its configuration's
    /// `backgroundColor`, else its appearance's), as of the last `prepare()`; `nil` for layouts that
    /// are not lists. The engine shows it while the app sets no `backgroundColor`.
    package var listBackgroundColor: Color? { nil }

    /// Changes whenever the layout's answers may have changed (every invalidation but one of pinned
    /// supplementary kinds only, a new orthogonal offset): what the engine learned from earlier
    /// answers is stale when it differs. Pinned elements are asked for again on each such scroll.
    package var answersGeneration = 0

    // MARK: Interactive movement (F18)

    /// The index path an item being moved interactively would take at `position`.
    ///
    /// The default is the index path of the item whose frame contains `position`, or
    /// `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        guard position.isFinitePoint else { return previousIndexPath }
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hit = (layoutAttributesForElements(in: probe) ?? []).first {
            $0.representedElementCategory == .cell && $0.frame.contains(position)
        }
        return hit?.indexPath ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: a copy of its attributes centred on
    /// `position`, in front of every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> CollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes)
            ?? attributesClass.init(forCellWith: indexPath)
        if position.isFinitePoint { attributes.center = position }
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    /// The context for one step of an interactive movement: the moving items and their old and new
    /// index paths are invalid.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                  withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath],
                                  previousPosition: CGPoint) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context for the end (or cancellation) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath],
        previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
    }

    // MARK: Layout direction

    /// Whether the collection view mirrors this layout's frames when its layout direction differs from
    /// `developmentLayoutDirection`. The default is `false`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout direction this layout computes its frames in. The default is left to right.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
}

// MARK: - Internal machinery shared by built-in layouts and the engine

/// What has been invalidated since the last `prepare()`, merged from every context received.
package struct LayoutInvalidationState: Equatable, Sendable {
    /// Whether `prepare()` must run before the next query.
    package var needsPrepare: Bool
    /// Whether some context invalidated everything.
    package var everything: Bool
    /// Whether some context invalidated the data source counts.
    package var dataSourceCounts: Bool
    /// The sum of the content offset adjustments requested.
    package var contentOffsetAdjustment: CGPoint
    /// The sum of the content size adjustments requested.
    package var contentSizeAdjustment: CGSize
    /// Whether every context since the last `prepare()` invalidated only supplementary elements
    /// (`invalidatesOnlySupplementaryElements`).
    package var onlySupplementaryElements = false

    /// Nothing invalidated.
    package static let none = LayoutInvalidationState(
        needsPrepare: false, everything: false, dataSourceCounts: false,
        contentOffsetAdjustment: .zero, contentSizeAdjustment: .zero)

    /// Everything invalidated (a new layout, `invalidateLayout()`).
    package static let everything = LayoutInvalidationState(
        needsPrepare: true, everything: true, dataSourceCounts: true,
        contentOffsetAdjustment: .zero, contentSizeAdjustment: .zero)

    /// Adds what `context` invalidates; `onlySupplementaryElements` is the context's
    /// `invalidatesOnlySupplementaryElements`, which the caller has already read.
    @MainActor
    package mutating func merge(_ context: CollectionViewLayoutInvalidationContext, onlySupplementaryElements contextOnly: Bool) {
        onlySupplementaryElements = (!needsPrepare || onlySupplementaryElements) && contextOnly
        needsPrepare = true
        everything = everything || context.invalidateEverything
        dataSourceCounts = dataSourceCounts || context.invalidateDataSourceCounts
        let offset = context.contentOffsetAdjustment
        if offset.isFinitePoint {
            contentOffsetAdjustment.x += offset.x
            contentOffsetAdjustment.y += offset.y
        }
        let size = context.contentSizeAdjustment
        if size.width.isFinite, size.height.isFinite {
            contentSizeAdjustment.width += size.width
            contentSizeAdjustment.height += size.height
        }
    }
}

extension CollectionViewLayout {
    /// Installs the layout in `host` (or removes it with `nil`) and marks it fully invalid.
    package func attach(to host: (any CollectionViewLayoutHost)?) {
        self.host = host
        invalidation = .everything
    }

    /// Runs `prepare()` if something was invalidated and returns what was, or `nil` when nothing was.
    ///
    /// The state is cleared before `prepare()` runs, so an invalidation made during `prepare()` is
    /// remembered for the next pass.
    package func prepareIfNeeded() -> LayoutInvalidationState? {
        guard invalidation.needsPrepare else { return nil }
        let state = invalidation
        invalidation = .none
        isPreparing = true
        prepare()
        isPreparing = false
        return state
    }

    /// Reports a problem to the host, if any.
    package func report(_ message: String, recovery: String? = nil) {
        host?.layout(self, didReport: CollectionDiagnostic(source: .layout, message: message, recovery: recovery))
    }

    /// A new, empty context of `invalidationContextClass` (the base class when that is not a context class).
    package func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let requested: AnyClass = type(of: self).invalidationContextClass
        guard let contextClass = requested as? CollectionViewLayoutInvalidationContext.Type else {
            report("invalidationContextClass \(requested) of \(type(of: self)) is not a subclass of UICollectionViewLayoutInvalidationContext",
                   recovery: "used UICollectionViewLayoutInvalidationContext")
            return CollectionViewLayoutInvalidationContext()
        }
        return contextClass.init()
    }

    /// The attributes class to instantiate (the base class when `layoutAttributesClass` is not one).
    var attributesClass: CollectionViewLayoutAttributes.Type {
        let requested: AnyClass = type(of: self).layoutAttributesClass
        guard let attributesClass = requested as? CollectionViewLayoutAttributes.Type else {
            report("layoutAttributesClass \(requested) of \(type(of: self)) is not a subclass of UICollectionViewLayoutAttributes",
                   recovery: "used UICollectionViewLayoutAttributes")
            return CollectionViewLayoutAttributes.self
        }
        return attributesClass
    }

    /// Whether the host shows this layout mirrored (it flips and the directions differ).
    package var isFlippedInHost: Bool {
        guard let host, flipsHorizontallyInOppositeLayoutDirection else { return false }
        return host.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }
}
