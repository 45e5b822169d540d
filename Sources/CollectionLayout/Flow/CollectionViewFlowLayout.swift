import CollectionData
import CollectionGeometry
import Foundation

/// A line-based layout: items fill a line across the scroll direction until it is full, then a new
/// line starts (F5).
///
/// UIKit's `UICollectionViewFlowLayout`, complete: both scroll directions, UIKit's defaults (item size
/// 50 × 50, both spacings 10), headers and footers, section insets measured from the content inset, the
/// safe area or the layout margins, pinned headers and footers, per-item and per-section answers from a
/// `CollectionViewDelegateFlowLayout`, self-sizing with `estimatedItemSize` and `automaticSize`, and
/// right-to-left by the collection view's flip. Where UIKit does not document a rule, the decision and
/// its reason are in `Guides/FlowLayout.md`.
///
/// Differences from UIKit:
/// - Invalid metrics (negative or NaN sizes, insets and spacings) are replaced by 0 and reported
///   through the collection view's diagnostics instead of being undefined behaviour.
/// - Frames are not rounded to pixels; the renderer does that.
///
/// Performance: attributes live in compact, section-local arrays; `prepare()` is O(n); rect queries
/// are O(log n + k) (a binary search over sections, then over lines with `LayoutFrameIndex`); a
/// self-sized cell lays out again only its section from its line on, and moves later sections.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// How section insets are measured (`UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Hashable, Sendable, CaseIterable {
        /// From the edges of the content (inside the content inset). The default.
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// The placeholder `estimatedItemSize` that turns on self-sizing with a running estimate (F17).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The minimum spacing between lines. The default is 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { metricDidChange(oldValue != minimumLineSpacing) } }
    /// The minimum spacing between items on a line. The default is 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { metricDidChange(oldValue != minimumInteritemSpacing) } }
    /// The size of every item when the delegate does not say otherwise. The default is 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { metricDidChange(oldValue != itemSize) } }
    /// A non-zero estimate turns on self-sizing cells; `automaticSize` keeps a running estimate. The default is zero.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard oldValue != estimatedItemSize else { return }
            measuredSizes = []
            runningEstimate = RunningSize()
            metricDidChange(true)
        }
    }
    /// The scroll direction. The default is vertical.
    open var scrollDirection: CollectionViewScrollDirection = .vertical {
        didSet { metricDidChange(oldValue != scrollDirection) }
    }
    /// The size of section headers; only the extent along the scroll direction is used. The default is zero (no header).
    open var headerReferenceSize: CGSize = .zero { didSet { metricDidChange(oldValue != headerReferenceSize) } }
    /// The size of section footers; only the extent along the scroll direction is used. The default is zero (no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { metricDidChange(oldValue != footerReferenceSize) } }
    /// The insets of every section. The default is zero.
    open var sectionInset: EdgeInsets = .zero { didSet { metricDidChange(oldValue != sectionInset) } }
    /// What section insets are measured from. The default is `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { metricDidChange(oldValue != sectionInsetReference) }
    }
    /// Whether headers stay at the top of the visible bounds while their section is visible. The default is `false`.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { metricDidChange(oldValue != sectionHeadersPinToVisibleBounds) }
    }
    /// Whether footers stay at the bottom of the visible bounds while their section is visible. The default is `false`.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { metricDidChange(oldValue != sectionFootersPinToVisibleBounds) }
    }

    /// The zIndex of pinned headers and footers, so they float over the cells they pin above.
    public static let pinnedSupplementaryZIndex = 1024

    /// The computed geometry; `nil` until the next query after an invalidation.
    private var geometry: FlowGeometry?
    /// Sizes reported by self-sizing cells, per section and item (real coordinates); NaN = not measured.
    private var measuredSizes: [[CGSize]] = []
    /// The mean of every measured size, for `automaticSize`.
    private var runningEstimate = RunningSize()

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout with UIKit's defaults; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Flow layouts are mirrored in right-to-left layouts.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Preparing

    /// Prepares the layout. The geometry itself is computed on the first query after an invalidation,
    /// so a subclass may change properties after calling `super.prepare()` (as the session's
    /// `ColumnFlowLayout` does).
    open override func prepare() {
        super.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        currentGeometry()?.contentSize ?? .zero
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let geometry = currentGeometry(), rect.origin.isFinitePoint,
              !rect.size.width.isNaN, !rect.size.height.isNaN, !rect.isNull else { return [] }
        let exact = rect.standardized
        let query = geometry.normalized(exact)
        var result: [CollectionViewLayoutAttributes] = []
        let attributesClass = self.attributesClass
        let pinning = pinningContext(geometry)
        for section in geometry.sections(meetingMainRange: query.minY - CGRect.querySlack, query.maxY + CGRect.querySlack) {
            let sectionGeometry = geometry.sections[section]
            // Candidates in section-local coordinates with a little slack; returned frames are tested
            // exactly against `rect`, as `layoutAttributesForItem(at:)` places them.
            let local = query.offsetBy(dx: 0, dy: -geometry.sectionOrigins[section]).widenedForQuery
            if let header = headerFrame(section: section, geometry: geometry, pinning: pinning),
               header.intersectsIncludingEdges(query) {
                result.append(makeSupplementary(CollectionElementKind.sectionHeader, section: section,
                                                normalizedFrame: header, geometry: geometry, cls: attributesClass))
            }
            sectionGeometry.lineIndex.forEachIndex(intersecting: local) { line in
                for item in sectionGeometry.items(ofLine: line)
                where sectionGeometry.itemFrames[item].intersectsIncludingEdges(local) {
                    let frame = geometry.realFrame(sectionGeometry.itemFrames[item], inSection: section)
                    guard frame.intersectsIncludingEdges(exact) else { continue }
                    let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    result.append(attributes)
                }
            }
            if let footer = footerFrame(section: section, geometry: geometry, pinning: pinning),
               footer.intersectsIncludingEdges(query) {
                result.append(makeSupplementary(CollectionElementKind.sectionFooter, section: section,
                                                normalizedFrame: footer, geometry: geometry, cls: attributesClass))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, let geometry = currentGeometry(),
              geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        let attributes = attributesClass.init(forCellWith: indexPath)
        attributes.frame = geometry.realFrame(geometry.sections[indexPath.section].itemFrames[indexPath.item],
                                              inSection: indexPath.section)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, indexPath.item == 0, let geometry = currentGeometry(),
              geometry.sections.indices.contains(indexPath.section) else { return nil }
        let pinning = pinningContext(geometry)
        let frame: CGRect?
        switch elementKind {
        case CollectionElementKind.sectionHeader:
            frame = headerFrame(section: indexPath.section, geometry: geometry, pinning: pinning)
        case CollectionElementKind.sectionFooter:
            frame = footerFrame(section: indexPath.section, geometry: geometry, pinning: pinning)
        default:
            frame = nil
        }
        guard let frame else { return nil }
        return makeSupplementary(elementKind, section: indexPath.section, normalizedFrame: frame,
                                 geometry: geometry, cls: attributesClass)
    }

    // MARK: Invalidation

    /// The section header and footer kinds, when they pin — for this class and the table's layout,
    /// whose answers follow only their geometry (`answersFollowOnlyGeometry`). An app's subclass may
    /// answer differently for every bounds in its own `layoutAttributesForElements(in:)`: it names
    /// none, so each scroll past its pinned views queries it again, as before.
    package override var supplementaryKindsPinnedToVisibleBounds: Set<String> {
        guard answersFollowOnlyGeometry else { return [] }
        var kinds: Set<String> = []
        if sectionHeadersPinToVisibleBounds { kinds.insert(CollectionElementKind.sectionHeader) }
        if sectionFootersPinToVisibleBounds { kinds.insert(CollectionElementKind.sectionFooter) }
        return kinds
    }

    /// Whether every answer comes from the layout's own geometry (this class itself, or a built-in
    /// subclass that says so), not from an app's overrides.
    var answersFollowOnlyGeometry: Bool { type(of: self) == CollectionViewFlowLayout.self }

    /// `true` when the size changes, and when the origin changes while headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let host else { return false }
        let oldBounds = host.bounds
        if newBounds.size != oldBounds.size { return true }
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        return pins && newBounds.origin != oldBounds.origin
    }

    /// A size change invalidates everything; a scroll with pinned views invalidates only the pinned
    /// headers and footers of the sections in the new bounds.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let flowContext = context as? CollectionViewFlowLayoutInvalidationContext,
              let host, newBounds.size == host.bounds.size, let geometry else { return context }
        flowContext.invalidateFlowLayoutAttributes = false
        flowContext.invalidateFlowLayoutDelegateMetrics = false
        let visible = geometry.normalized(unflipped(newBounds, contentWidth: geometry.contentSize.width))
        let sections = geometry.sections(meetingMainRange: visible.minY, visible.maxY)
        let paths = sections.map { IndexPath(item: 0, section: $0) }
        if sectionHeadersPinToVisibleBounds {
            flowContext.invalidateSupplementaryElements(ofKind: CollectionElementKind.sectionHeader, at: paths)
        }
        if sectionFootersPinToVisibleBounds {
            flowContext.invalidateSupplementaryElements(ofKind: CollectionElementKind.sectionFooter, at: paths)
        }
        return flowContext
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flowContext = context as? CollectionViewFlowLayoutInvalidationContext
        if context.invalidateDataSourceCounts {
            measuredSizes = []
            runningEstimate = RunningSize()
        }
        if let flowContext, !flowContext.preferredItemSizes.isEmpty || !flowContext.preferredSupplementaryExtents.isEmpty {
            applyPreferredSizes(flowContext)
        }
        let needsFullLayout = context.invalidateEverything || context.invalidateDataSourceCounts
            || flowContext == nil || flowContext!.invalidateFlowLayoutAttributes
            || flowContext!.invalidateFlowLayoutDelegateMetrics
        if needsFullLayout { geometry = nil }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (F17)

    /// `true` when self-sizing is on and a cell asks for a size other than the one it has.
    /// Cells self-size in both axes when `estimatedItemSize` is set (UIKit's flow layout fits them to
    /// their content).
    package override func selfSizingAxes(for attributes: CollectionViewLayoutAttributes) -> SelfSizingAxes? {
        guard isSelfSizing, attributes.representedElementCategory == .cell else { return nil }
        return SelfSizingAxes(width: true, height: true)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell,
              let current = layoutAttributesForItem(at: originalAttributes.indexPath) else { return false }
        let preferred = preferredAttributes.size
        guard preferred.isUsableSize else {
            report("the preferred size \(preferred.compactDescription) of the cell at index path "
                   + "\(originalAttributes.indexPath.collectionDescription) is negative, NaN, infinite or above 1e9",
                   recovery: "kept the size \(current.size.compactDescription)")
            return false
        }
        if preferred == current.size {
            recordMeasuredSize(preferred, at: originalAttributes.indexPath)
            return false
        }
        return true
    }

    /// A context that relays the new size out without asking the delegate again.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if let flowContext = context as? CollectionViewFlowLayoutInvalidationContext,
           originalAttributes.representedElementCategory == .cell, preferredAttributes.size.isUsableSize {
            flowContext.invalidateFlowLayoutAttributes = false
            flowContext.invalidateFlowLayoutDelegateMetrics = false
            flowContext.preferredItemSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        return context
    }

    /// The size unmeasured items get while self-sizing: `estimatedItemSize`, or with `automaticSize`
    /// the mean of every size measured so far (`itemSize` before the first measurement).
    public var currentEstimatedItemSize: CGSize {
        guard isSelfSizing else { return .zero }
        if estimatedItemSize == Self.automaticSize {
            return runningEstimate.mean ?? itemSize.sanitizedSize
        }
        return estimatedItemSize.sanitizedSize
    }

    /// The number of items whose real size a cell has reported.
    public var numberOfMeasuredItems: Int { runningEstimate.count }

    // MARK: Subclass hooks (the table layout)

    /// The normalised size an item that has not been measured gets while self-sizing; the default is
    /// the running or given estimate. The table layout answers per row (fixed rows keep their height).
    /// Called for every unmeasured item of a section that re-flows, so it takes no `IndexPath`.
    func unmeasuredSize(forItem item: Int, inSection section: Int, estimate: CGSize) -> CGSize { estimate }

    /// Room along the main axis before the header of `section`, a section that has one; none by
    /// default. The table layout answers its table's `sectionHeaderTopPadding`. A negative, NaN,
    /// infinite or above-1e9 answer counts as none.
    func spaceBeforeHeader(inSection section: Int) -> CGFloat { 0 }

    /// Called before the geometry is computed (the table layout forgets heights measured at another width).
    func willComputeGeometry() {}

    /// Room on the main axis before the first section and after the last (the table layout's header
    /// and footer views); none by default.
    var contentRoom: (leading: CGFloat, trailing: CGFloat) { (0, 0) }

    /// Forgets every measured size (the table layout measures at a fixed width: a new width measures again).
    func forgetMeasuredSizes() {
        measuredSizes = []
        runningEstimate = RunningSize()
        geometry = nil
    }
}

// MARK: - Geometry

extension CollectionViewFlowLayout {
    /// The mean of a series of sizes.
    struct RunningSize: Sendable {
        var sum = CGSize.zero
        var count = 0
        var mean: CGSize? {
            count == 0 ? nil : CGSize(width: sum.width / CGFloat(count), height: sum.height / CGFloat(count))
        }
        mutating func replace(_ old: CGSize?, with new: CGSize) {
            if let old {
                sum.width += new.width - old.width
                sum.height += new.height - old.height
            } else {
                sum.width += new.width
                sum.height += new.height
                count += 1
            }
        }
    }

    /// Pinning needs the visible bounds in the layout's own (unflipped, normalised) coordinates.
    struct PinningContext {
        var headers: Bool
        var footers: Bool
        /// The visible main-axis range inside the adjusted content inset.
        var visibleStart: CGFloat
        var visibleEnd: CGFloat
    }

    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Invalidation from a property setter: mark the geometry stale and, outside `prepare()`, tell the
    /// collection view.
    func metricDidChange(_ changed: Bool) {
        guard changed else { return }
        geometry = nil
        if !isPreparing { invalidateLayout() }
    }

    /// The geometry, computed now if it is stale.
    func currentGeometry() -> FlowGeometry? {
        if geometry == nil { geometry = computeGeometry() }
        return geometry
    }

    /// A real rectangle in the layout's own coordinates (undoing the collection view's flip).
    func unflipped(_ rect: CGRect, contentWidth: CGFloat) -> CGRect {
        isFlippedInHost ? rect.mirroredHorizontally(inWidth: contentWidth) : rect
    }

    func pinningContext(_ geometry: FlowGeometry) -> PinningContext? {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let host else { return nil }
        let bounds = geometry.normalized(unflipped(host.bounds, contentWidth: geometry.contentSize.width))
        let physical = host.adjustedContentInset.sanitizedInsets
        let inset = normalizedInsets(isFlippedInHost ? physical.mirroredHorizontally : physical, direction: geometry.scrollDirection)
        return PinningContext(headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds,
                              visibleStart: bounds.minY + inset.top, visibleEnd: bounds.maxY - inset.bottom)
    }

    /// The normalised header frame of `section` (not section-local), pinned if asked.
    func headerFrame(section: Int, geometry: FlowGeometry, pinning: PinningContext?) -> CGRect? {
        let sectionGeometry = geometry.sections[section]
        guard var frame = sectionGeometry.headerFrame else { return nil }
        let origin = geometry.sectionOrigins[section]
        frame.origin.y += origin
        if let pinning, pinning.headers {
            let natural = frame.origin.y
            let limit = origin + sectionGeometry.itemsEnd - frame.height
            frame.origin.y = Swift.max(natural, Swift.min(pinning.visibleStart, limit))
        }
        return frame
    }

    /// The normalised footer frame of `section` (not section-local), pinned if asked.
    func footerFrame(section: Int, geometry: FlowGeometry, pinning: PinningContext?) -> CGRect? {
        let sectionGeometry = geometry.sections[section]
        guard var frame = sectionGeometry.footerFrame else { return nil }
        let origin = geometry.sectionOrigins[section]
        frame.origin.y += origin
        if let pinning, pinning.footers {
            let natural = frame.origin.y
            let limit = origin + sectionGeometry.itemsStart
            frame.origin.y = Swift.min(natural, Swift.max(pinning.visibleEnd - frame.height, limit))
        }
        return frame
    }

    func makeSupplementary(_ kind: String, section: Int, normalizedFrame: CGRect, geometry: FlowGeometry,
                           cls: CollectionViewLayoutAttributes.Type) -> CollectionViewLayoutAttributes {
        let attributes = cls.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = geometry.scrollDirection == .vertical
            ? normalizedFrame
            : CGRect(x: normalizedFrame.origin.y, y: normalizedFrame.origin.x,
                     width: normalizedFrame.size.height, height: normalizedFrame.size.width)
        let pinned = kind == CollectionElementKind.sectionHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        if pinned { attributes.zIndex = Self.pinnedSupplementaryZIndex }
        return attributes
    }

    /// Insets in normalised form: top/bottom along the main axis, left/right across it.
    func normalizedInsets(_ insets: EdgeInsets, direction: CollectionViewScrollDirection) -> EdgeInsets {
        direction == .vertical
            ? insets
            : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    /// Lays out every section from scratch.
    func computeGeometry() -> FlowGeometry? {
        guard let host else { return nil }
        willComputeGeometry()
        var problems = FlowProblems()
        let direction = scrollDirection
        let flipped = isFlippedInHost
        let bounds = host.bounds
        let adjusted = sanitizedHostInsets(host.adjustedContentInset, flipped: flipped, name: "adjustedContentInset", &problems)
        let normalizedAdjusted = normalizedInsets(adjusted, direction: direction)
        let boundsCross = direction == .vertical ? bounds.width : bounds.height
        let crossExtent = Swift.max(0, boundsCross.sanitizedLength - normalizedAdjusted.left - normalizedAdjusted.right)

        // The reference the section insets are measured from, on the cross axis.
        var referenceStart: CGFloat = 0
        var referenceEnd: CGFloat = 0
        switch sectionInsetReference {
        case .fromContentInset:
            break
        case .fromSafeArea, .fromLayoutMargins:
            let raw = sectionInsetReference == .fromSafeArea ? host.safeAreaInsets : host.layoutMargins
            let name = sectionInsetReference == .fromSafeArea ? "safeAreaInsets" : "layoutMargins"
            let reference = normalizedInsets(sanitizedHostInsets(raw, flipped: flipped, name: name, &problems), direction: direction)
            referenceStart = Swift.max(0, reference.left - normalizedAdjusted.left)
            referenceEnd = Swift.max(0, reference.right - normalizedAdjusted.right)
        }

        let provider = host.flowLayoutMetricsProvider
        let sectionCount = Swift.max(0, host.numberOfSections)
        let counts = (0..<sectionCount).map { Swift.max(0, host.numberOfItems(inSection: $0)) }
        prepareMeasuredSizes(counts: counts)

        var sections: [FlowSectionGeometry] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let metrics = sectionMetrics(section, provider: provider, direction: direction, crossExtent: crossExtent,
                                         referenceStart: referenceStart, referenceEnd: referenceEnd, &problems)
            let sizes = itemSizeFunction(section: section, provider: provider, direction: direction, &problems)
            let sectionGeometry = FlowSectionSolver.layOut(metrics: metrics, crossExtent: crossExtent,
                                                           itemCount: counts[section], previous: nil,
                                                           firstChangedItem: 0, size: sizes)
            if sectionGeometry.hasOversizedItem, crossExtent > 0 { problems.oversized = true }
            sections.append(sectionGeometry)
        }
        var geometry = FlowGeometry(scrollDirection: direction, crossExtent: crossExtent, sections: sections,
                                    sectionOrigins: Array(repeating: 0, count: sectionCount), mainExtent: 0)
        let room = contentRoom
        geometry.leadingSpace = room.leading.isFinite ? Swift.max(0, room.leading) : 0
        geometry.trailingSpace = room.trailing.isFinite ? Swift.max(0, room.trailing) : 0
        geometry.updateOrigins(from: 0)
        problems.report(to: self, direction: direction)
        return geometry
    }

    func sanitizedHostInsets(_ insets: EdgeInsets, flipped: Bool, name: String, _ problems: inout FlowProblems) -> EdgeInsets {
        if !insets.isUsableInsets { problems.messages.insert("the collection view's \(name) \(insets) has a negative, NaN, infinite or above 1e9 edge; used 0 for it") }
        let clean = insets.sanitizedInsets
        return flipped ? clean.mirroredHorizontally : clean
    }

    func sectionMetrics(_ section: Int, provider: (any FlowLayoutMetricsProvider)?, direction: CollectionViewScrollDirection,
                        crossExtent: CGFloat, referenceStart: CGFloat, referenceEnd: CGFloat,
                        _ problems: inout FlowProblems) -> FlowSectionMetrics {
        var inset = provider?.insetForSection(at: section, in: self) ?? sectionInset
        if !inset.isUsableInsets {
            problems.messages.insert("section inset \(inset) of section \(section) has a negative, NaN, infinite or above 1e9 edge; used 0 for it")
            inset = inset.sanitizedInsets
        }
        // Section insets belong to the layout and flip with it; only the host's physical insets are pre-mirrored.
        inset = normalizedInsets(inset, direction: direction)
        var lineSpacing = provider?.minimumLineSpacingForSection(at: section, in: self) ?? minimumLineSpacing
        if !lineSpacing.isUsableLength {
            problems.messages.insert("minimumLineSpacing \(lineSpacing) of section \(section) is negative, NaN, infinite or above 1e9; used 0")
            lineSpacing = 0
        }
        var interitemSpacing = provider?.minimumInteritemSpacingForSection(at: section, in: self) ?? minimumInteritemSpacing
        if !interitemSpacing.isUsableLength {
            problems.messages.insert("minimumInteritemSpacing \(interitemSpacing) of section \(section) is negative, NaN, infinite or above 1e9; used 0")
            interitemSpacing = 0
        }
        let header = provider?.referenceSizeForHeader(inSection: section, in: self) ?? headerReferenceSize
        let footer = provider?.referenceSizeForFooter(inSection: section, in: self) ?? footerReferenceSize
        func extent(_ size: CGSize, _ name: String) -> CGFloat {
            let value = direction == .vertical ? size.height : size.width
            if !value.isUsableLength {
                problems.messages.insert("\(name) size \(size.compactDescription) of section \(section) is negative, NaN, infinite or above 1e9; the \(name) is omitted")
                return 0
            }
            return value
        }
        let headerExtent = extent(header, "header")
        let spaceBefore = headerExtent > 0 ? spaceBeforeHeader(inSection: section) : 0
        return FlowSectionMetrics(
            inset: inset, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
            headerExtent: headerExtent, footerExtent: extent(footer, "footer"),
            crossStart: referenceStart + inset.left, crossEnd: crossExtent - referenceEnd - inset.right,
            headerSpaceBefore: spaceBefore.isUsableLength ? spaceBefore : 0)
    }

    /// The normalised size of each item of `section`.
    func itemSizeFunction(section: Int, provider: (any FlowLayoutMetricsProvider)?, direction: CollectionViewScrollDirection,
                          _ problems: inout FlowProblems) -> (Int) -> CGSize {
        let transpose = direction == .horizontal
        if isSelfSizing {
            let estimate = currentEstimatedItemSize
            if !estimatedItemSize.isUsableSize && estimatedItemSize != Self.automaticSize {
                problems.messages.insert("estimatedItemSize \(estimatedItemSize.compactDescription) is negative, NaN, infinite or above 1e9; used \(estimate.compactDescription)")
            }
            let measured = measuredSizes[section]
            return { item in
                let size = measured[item].width.isNaN
                    ? self.unmeasuredSize(forItem: item, inSection: section, estimate: estimate)
                    : measured[item]
                return transpose ? CGSize(width: size.height, height: size.width) : size
            }
        }
        if let provider {
            var invalid: [Int] = []
            var sizes = [CGSize]()
            let count = Swift.max(0, host?.numberOfItems(inSection: section) ?? 0)
            sizes.reserveCapacity(count)
            for item in 0..<count {
                var size = provider.sizeForItem(at: IndexPath(item: item, section: section), in: self)
                if !size.isUsableSize {
                    if invalid.count < 3 { invalid.append(item) }
                    size = size.sanitizedSize
                }
                sizes.append(transpose ? CGSize(width: size.height, height: size.width) : size)
            }
            if !invalid.isEmpty {
                let paths = invalid.map { IndexPath(item: $0, section: section).collectionDescription }.joined(separator: ", ")
                problems.messages.insert("collectionView(_:layout:sizeForItemAt:) returned a negative, NaN, infinite or above 1e9 size for the item at index path \(paths); used 0 for the bad dimension")
            }
            return { sizes[$0] }
        }
        var size = itemSize
        if !size.isUsableSize {
            problems.messages.insert("itemSize \(size.compactDescription) is negative, NaN, infinite or above 1e9; used \(size.sanitizedSize.compactDescription)")
            size = size.sanitizedSize
        }
        let normalized = transpose ? CGSize(width: size.height, height: size.width) : size
        return { _ in normalized }
    }

    // MARK: Measured sizes

    func prepareMeasuredSizes(counts: [Int]) {
        guard isSelfSizing else {
            measuredSizes = []
            return
        }
        let unmeasured = CGSize(width: CGFloat.nan, height: CGFloat.nan)
        if measuredSizes.count != counts.count || zip(measuredSizes, counts).contains(where: { $0.count != $1 }) {
            measuredSizes = counts.map { Array(repeating: unmeasured, count: $0) }
            runningEstimate = RunningSize()
        }
    }

    func recordMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        guard measuredSizes.indices.contains(indexPath.section),
              measuredSizes[indexPath.section].indices.contains(indexPath.item) else { return }
        let old = measuredSizes[indexPath.section][indexPath.item]
        runningEstimate.replace(old.width.isNaN ? nil : old, with: size)
        measuredSizes[indexPath.section][indexPath.item] = size
    }

    /// Records self-sized cells and lays out again only what they change, keeping the first visible
    /// line where it was (the context's `contentOffsetAdjustment` says how far the content moved).
    /// Sections whose header or footer resized are asked for those sizes again and laid out whole.
    func applyPreferredSizes(_ context: CollectionViewFlowLayoutInvalidationContext) {
        _ = currentGeometry()
        var firstChanged: [Int: Int] = [:]
        for (indexPath, size) in context.preferredItemSizes where indexPath.isCollectionIndexPath {
            guard measuredSizes.indices.contains(indexPath.section),
                  measuredSizes[indexPath.section].indices.contains(indexPath.item) else { continue }
            recordMeasuredSize(size, at: indexPath)
            firstChanged[indexPath.section] = Swift.min(firstChanged[indexPath.section] ?? .max, indexPath.item)
        }
        let sectionCount = geometry?.sections.count ?? 0
        let resized = context.sectionsWithResizedSupplementaries
        for section in resized where (0..<sectionCount).contains(section) {
            firstChanged[section] = 0
        }
        guard var geometry, !firstChanged.isEmpty, let host else { return }
        // Edited in place: with `self.geometry` still holding it, the first write would copy every
        // section (a million rows in sections of a thousand: a thousand sections per measurement).
        self.geometry = nil
        let anchor = anchorElement(in: geometry, host: host)
        let oldAnchorPosition = anchor.map { mainPosition(of: $0, in: geometry) }
        let oldExtent = geometry.mainExtent
        var problems = FlowProblems()
        let provider = host.flowLayoutMetricsProvider
        for (section, item) in firstChanged.sorted(by: { $0.key < $1.key }) {
            let sizes = itemSizeFunction(section: section, provider: provider, direction: geometry.scrollDirection, &problems)
            let previous = geometry.sections[section]
            var metrics = previous.metrics
            if resized.contains(section) {
                // Only the header and footer are asked again; insets and spacings stay as computed.
                let asked = sectionMetrics(section, provider: provider, direction: geometry.scrollDirection,
                                           crossExtent: geometry.crossExtent, referenceStart: 0, referenceEnd: 0, &problems)
                metrics.headerExtent = asked.headerExtent
                metrics.footerExtent = asked.footerExtent
                metrics.headerSpaceBefore = asked.headerSpaceBefore
            }
            geometry.sections[section] = FlowSectionSolver.layOut(
                metrics: metrics, crossExtent: geometry.crossExtent, itemCount: previous.itemFrames.count,
                previous: previous, firstChangedItem: item, size: sizes)
        }
        geometry.updateOrigins(from: firstChanged.keys.min()!)
        self.geometry = geometry
        let main = { (value: CGFloat) -> CGPoint in
            geometry.scrollDirection == .vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
        }
        if let anchor, let oldAnchorPosition {
            let delta = mainPosition(of: anchor, in: geometry) - oldAnchorPosition
            if delta != 0 {
                var adjustment = main(delta)
                if isFlippedInHost { adjustment.x = -adjustment.x }
                context.contentOffsetAdjustment.x += adjustment.x
                context.contentOffsetAdjustment.y += adjustment.y
            }
        }
        let growth = main(geometry.mainExtent - oldExtent)
        context.contentSizeAdjustment.width += growth.x
        context.contentSizeAdjustment.height += growth.y
    }

    /// What stays still while elements resize: the first header or line that reaches into the
    /// visible bounds.
    enum AnchorElement {
        /// The header of a section (which starts where its top padding ends).
        case header(section: Int)
        /// The line holding an item.
        case line(IndexPath)
    }

    /// The first header, or the first item of the first line, that reaches into the visible bounds.
    func anchorElement(in geometry: FlowGeometry, host: any CollectionViewLayoutHost) -> AnchorElement? {
        let visible = geometry.normalized(unflipped(anchoringBounds ?? host.bounds, contentWidth: geometry.contentSize.width))
        for section in geometry.sections(meetingMainRange: visible.minY, .infinity) {
            let sectionGeometry = geometry.sections[section]
            let localStart = visible.minY - geometry.sectionOrigins[section]
            if let header = sectionGeometry.headerFrame, header.maxY > localStart { return .header(section: section) }
            // First line whose end is past the visible start.
            var lo = 0, hi = sectionGeometry.lineStarts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sectionGeometry.lineIndex.frames[mid].maxY > localStart { hi = mid } else { lo = mid + 1 }
            }
            if lo < sectionGeometry.lineStarts.count {
                return .line(IndexPath(item: sectionGeometry.lineStarts[lo], section: section))
            }
        }
        return nil
    }

    /// The main-axis start of `anchor`: a header's top (below its padding, which does not change
    /// with its height) or the start of an item's line.
    func mainPosition(of anchor: AnchorElement, in geometry: FlowGeometry) -> CGFloat {
        switch anchor {
        case .header(let section):
            return geometry.sectionOrigins[section] + geometry.sections[section].metrics.headerSpaceBefore
        case .line(let indexPath):
            let sectionGeometry = geometry.sections[indexPath.section]
            let line = sectionGeometry.line(containing: indexPath.item)
            return geometry.sectionOrigins[indexPath.section] + sectionGeometry.lineIndex.frames[line].minY
        }
    }
}

/// Problems found while laying out, reported once per pass.
struct FlowProblems {
    var messages: Set<String> = []
    var oversized = false

    @MainActor
    func report(to layout: CollectionViewFlowLayout, direction: CollectionViewScrollDirection) {
        for message in messages.sorted() {
            layout.report("UICollectionViewFlowLayout: " + message)
        }
        if oversized {
            let rule = direction == .vertical
                ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
                : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
            layout.report("The behavior of the UICollectionViewFlowLayout is not defined because:\n" + rule,
                          recovery: "placed the item alone on its line, at the leading edge")
        }
    }
}
