import CollectionData
import CollectionGeometry
import Foundation

/// A layout composed of items, groups and sections instead of subclassing (F20–F29).
///
/// UIKit's `UICollectionViewCompositionalLayout`: the layout from one section, or from a section
/// provider asked for every section with the layout environment; a configuration for the scroll
/// direction, the space between sections and layout-wide headers and footers. Every rule Apple does
/// not document is recorded in `Guides/CompositionalLayout.md`.
///
/// Performance (B3): descriptors are compiled into value plans; group instances that do not
/// depend on measurements are laid out once and reused; frames live in compact arrays relative to
/// their group; groups are stacked in blocks so a self-sized item moves the rest of its section in
/// O(√n); rect queries are O(log n + k); attribute objects are made only for what is queried.
///
/// Differences from UIKit:
/// - Frames are computed left to right and mirrored by the collection view for right-to-left
///   (`flipsHorizontallyInOppositeLayoutDirection` is `true`); leading and trailing are honoured.
/// - Orthogonal scroll offsets are part of the layout (`setOrthogonalScrollOffset(_:forSection:)`);
///   the engine drives them.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes the section at an index for an environment (`UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionProvider = (_ sectionIndex: Int, _ layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    let sectionProvider: SectionProvider

    /// The scroll direction, inter-section spacing and layout-wide supplementary items.
    ///
    /// Assigning a configuration invalidates the layout; changing the properties of the current
    /// configuration takes effect at the next invalidation, as in UIKit.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateGeometry() }
    }

    // MARK: State

    /// The solved layout; `nil` until the first query after an invalidation.
    var state: CompositionalState?
    /// Measured sizes of leaf items per section (normalised; NaN = not measured).
    var measuredItems: [Int: [CGSize]] = [:]
    /// Measured sizes of boundary items, by section (−1 for the layout), kind and occurrence.
    var measuredBoundary: [BoundaryKey: CGSize] = [:]
    /// Measured sizes of supplementary items of items, by section, plan id and item.
    var measuredItemSupplementaries: [ItemSupplementaryKey: CGSize] = [:]
    /// The orthogonal scroll offset of each orthogonal section (leading-based).
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The visible-items handlers of the sections, from the last solve.
    var visibleItemsHandlers: [Int: CollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    /// The list configurations of sections made by `CollectionLayoutSection.list(using:layoutEnvironment:)`.
    var listSections: [Int: CollectionLayoutListConfiguration] = [:]
    /// The background of the first list section, as of the last solve (`nil`: no list section).
    var firstListBackground: Color?
    /// The run of list rows sliding out from (or back under) a row in the update being animated.
    var listSlide: ListUpdateSlide?
    /// The environment given to the section provider at the last solve.
    var environment: LayoutEnvironment?

    struct BoundaryKey: Hashable {
        var section: Int
        var kind: String
        var occurrence: Int
    }

    struct ItemSupplementaryKey: Hashable {
        var section: Int
        var id: Int
        var item: Int
    }

    // MARK: Creating

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout with an empty list section; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        self.sectionProvider = { _, environment in
            CollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        self.configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose sections are lists with `configuration` (`UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override class var invalidationContextClass: AnyClass { CompositionalLayoutInvalidationContext.self }

    /// Compositional layouts compute left to right and are mirrored in right-to-left layouts.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Contract

    open override func prepare() {
        super.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        currentState()?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let state = currentState(), rect.origin.isFinitePoint, !rect.size.width.isNaN, !rect.size.height.isNaN, !rect.isNull else { return [] }
        return elements(in: state.normalized(rect.standardized), state: state)
    }

    /// Notes an update that only slides one run of list rows out from (or under) a row
    /// (`+ListAnimations`).
    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        noteListSlide(updateItems)
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        listSlide = nil
    }

    /// A row of an outline's expanding run starts under its parent; every other item fades in (`nil`).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        slidingInitialAttributes(at: itemIndexPath)
    }

    /// A row of an outline's collapsing run ends under its parent; every other item fades out (`nil`).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        slidingFinalAttributes(at: itemIndexPath)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, let state = currentState(), state.sections.indices.contains(indexPath.section) else { return nil }
        return itemAttributes(section: indexPath.section, item: indexPath.item, state: state)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, let state = currentState() else { return nil }
        return supplementaryAttributes(kind: elementKind, indexPath: indexPath, state: state)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, indexPath.item == 0, let state = currentState(),
              state.sections.indices.contains(indexPath.section) else { return nil }
        return decorationAttributes(kind: elementKind, section: indexPath.section, state: state)
    }

    /// `true` when the size changes, and when the origin changes while something is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let host else { return false }
        if newBounds.size != host.bounds.size { return true }
        return (state?.hasPinnedItems ?? false) && newBounds.origin != host.bounds.origin
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let compositional = context as? CompositionalLayoutInvalidationContext, let host, newBounds.size == host.bounds.size {
            compositional.invalidatesGeometry = false
        }
        return context
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let compositional = context as? CompositionalLayoutInvalidationContext
        if context.invalidateDataSourceCounts {
            if let mapping = context.updateMapping {
                // A batch update: measured sizes and strip offsets follow their elements (UIKit keeps
                // self-sized cells' sizes through updates); deleted and reloaded ones are measured again.
                remapMeasurements(through: mapping)
            } else {
                measuredItems = [:]
                measuredBoundary = [:]
                measuredItemSupplementaries = [:]
                orthogonalOffsets = [:]
            }
        }
        if let compositional, !compositional.preferredItemSizes.isEmpty || !compositional.preferredSupplementarySizes.isEmpty {
            applyMeasurements(compositional)
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts || compositional == nil || compositional!.invalidatesGeometry {
            state = nil
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (F27)

    /// `true` when an element with an estimated dimension asks for a different size on that axis.
    /// The estimated axes of the element (width and height as on screen).
    /// Visible-items handlers change attributes per query, with the bounds.
    package override var answersDependOnBounds: Bool { !visibleItemsHandlers.isEmpty }

    /// The first list section's background: a layout whose sections are lists colours the whole
    /// collection view as its first list does (UIKit has one background per collection view too).
    package override var listBackgroundColor: Color? { firstListBackground }

    package override func selfSizingAxes(for attributes: CollectionViewLayoutAttributes) -> SelfSizingAxes? {
        guard let state = currentState(), let axes = estimatedAxes(of: attributes, state: state) else { return nil }
        return state.transposed ? SelfSizingAxes(width: axes.height, height: axes.width) : SelfSizingAxes(width: axes.width, height: axes.height)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        guard let state = currentState(), preferredAttributes.size.isUsableSize else {
            if !preferredAttributes.size.isUsableSize {
                report("the preferred size \(preferredAttributes.size.compactDescription) of the element at index path \(originalAttributes.indexPath.collectionDescription) is negative, NaN, infinite or above 1e9",
                       recovery: "kept its size")
            }
            return false
        }
        guard let axes = estimatedAxes(of: originalAttributes, state: state),
              let current = currentAttributes(like: originalAttributes) else { return false }
        let preferred = state.normalized(preferredAttributes.size), now = state.normalized(current.size)
        return (axes.width && preferred.width != now.width) || (axes.height && preferred.height != now.height)
    }

    /// A context that re-solves only what the measured element changes.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        guard let compositional = context as? CompositionalLayoutInvalidationContext, preferredAttributes.size.isUsableSize else { return context }
        compositional.invalidatesGeometry = false
        switch originalAttributes.representedElementCategory {
        case .cell:
            compositional.preferredItemSizes[originalAttributes.indexPath] = preferredAttributes.size
        case .supplementaryView:
            compositional.preferredSupplementarySizes[.init(kind: originalAttributes.representedElementKind ?? "",
                                                            indexPath: originalAttributes.indexPath)] = preferredAttributes.size
        case .decorationView:
            compositional.invalidatesGeometry = true
        }
        return compositional
    }
}
