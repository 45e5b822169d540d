import CollectionData
import CollectionGeometry
import Foundation

/// The layout of a table view: one row per line across the whole width, headers and footers per
/// section, sticky in the plain style — a flow layout with a table's rules.
///
/// Not public API: `TableView` installs it. Every row is as wide as the table (minus the content inset
/// and, in `.insetGrouped`, 20 points each side); its height comes from the table (`rowHeight`,
/// `heightForRowAt`), and rows whose height is `automaticDimension` are measured at that width and
/// keep the first visible row in place while they size (the flow layout's incremental self-sizing).
///
/// - Complexity: `prepare` is O(rows) (one height per row); rect queries are O(log n + k).
@MainActor
package final class TableViewLayout: CollectionViewFlowLayout {
    /// How far `.insetGrouped` rows stand in from each side.
    package static let insetGroupedInset: CGFloat = 20
    /// The height that means "measure the row" (`UITableView.automaticDimension`, -1 as in UIKit).
    package static let automaticDimension: CGFloat = -1

    /// The style, which decides sticky headers and side insets.
    package var style: TableViewStyle {
        didSet { if oldValue != style { applyStyle() } }
    }
    /// Where heights come from.
    package weak var metrics: (any TableLayoutMetrics)?
    /// The row width the measured heights were taken at.
    private var measuredWidth: CGFloat?
    /// Each row's fixed height or estimate, as last answered, all sections in a row (NaN: not asked
    /// yet); see `declaredHeight(section:row:)`.
    private var declaredHeights: [CGFloat] = []
    /// Where each section starts in `declaredHeights`, and one past the last row at the end.
    private var sectionStarts: [Int] = []
    /// Heights self-sizing headers and footers measured (or were found to have, shown without a
    /// view), by section; moved with their sections by batch updates, forgotten by a reload and at a
    /// new width.
    private var measuredHeaderHeights: [Int: CGFloat] = [:]
    private var measuredFooterHeights: [Int: CGFloat] = [:]

    package init(style: TableViewStyle) {
        self.style = style
        super.init()
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        estimatedItemSize = CGSize(width: 1, height: 44)
        applyStyle()
    }

    /// Archives are not supported: a plain-style layout.
    package required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        estimatedItemSize = CGSize(width: 1, height: 44)
        applyStyle()
    }

    private func applyStyle() {
        sectionHeadersPinToVisibleBounds = style == .plain
        sectionFootersPinToVisibleBounds = style == .plain
        sectionInset = style == .insetGrouped ? EdgeInsets(top: 0, left: Self.insetGroupedInset, bottom: 0, right: Self.insetGroupedInset) : .zero
    }

    /// The width of every row: the bounds inside the content inset and the section inset.
    var rowWidth: CGFloat {
        guard let host else { return 0 }
        let inset = host.adjustedContentInset.sanitizedInsets
        let width = host.bounds.width.sanitizedLength - inset.left - inset.right - sectionInset.left - sectionInset.right
        return Swift.max(0, width)
    }

    override func unmeasuredSize(forItem item: Int, inSection section: Int, estimate: CGSize) -> CGSize {
        // The width the geometry was last computed at (a new width recomputes it and sets this first).
        CGSize(width: measuredWidth ?? rowWidth, height: declaredHeight(section: section, row: item))
    }

    /// The row's fixed height, or its estimate when it sizes itself (negative and NaN answers are
    /// reported by the table view, which answers 0 for them).
    ///
    /// Answers are kept until the layout is invalidated for its data or its metrics, so a self-sizing
    /// row that re-flows its section reads the other rows' heights from memory instead of asking the
    /// table (and its delegate) again for each of them.
    /// - Complexity: O(1) once asked; the first question after an invalidation sizes the cache, O(sections).
    private func declaredHeight(section: Int, row: Int) -> CGFloat {
        var index: Int?
        if section >= 0, section + 1 < sectionStarts.count, row >= 0, sectionStarts[section] + row < sectionStarts[section + 1] {
            index = sectionStarts[section] + row
            if let index, !declaredHeights[index].isNaN { return declaredHeights[index] }
        }
        guard let metrics, let host else { return 44 }
        if sectionStarts.isEmpty {
            // Counts change only with an invalidation that empties the cache, so they are read once.
            var start = 0
            sectionStarts = [0]
            for section in 0..<host.numberOfSections {
                start += Swift.max(0, host.numberOfItems(inSection: section))
                sectionStarts.append(start)
            }
            declaredHeights = Array(repeating: .nan, count: start)
            if section >= 0, section + 1 < sectionStarts.count, row >= 0, sectionStarts[section] + row < sectionStarts[section + 1] {
                index = sectionStarts[section] + row
            }
        }
        let indexPath = IndexPath(item: row, section: section)
        var height = metrics.tableLayoutHeight(forRowAt: indexPath)
        if height == Self.automaticDimension { height = metrics.tableLayoutEstimatedHeight(forRowAt: indexPath) }
        if let index { declaredHeights[index] = height }
        return height
    }

    /// The table's layout answers from its geometry alone.
    override var answersFollowOnlyGeometry: Bool { true }

    /// The table's padding above each section header.
    override func spaceBeforeHeader(inSection section: Int) -> CGFloat {
        metrics?.tableLayoutTopPadding(forHeaderInSection: section) ?? 0
    }

    /// The height a self-sizing row whose content measures zero gets, as in UIKit.
    package static let standardRowHeight: CGFloat = 44
    /// Whether the zero-height warning was given (UIKit gives it once).
    private var reportedZeroHeight = false

    /// Only rows whose height is `automaticDimension` are measured, and headers and footers that size
    /// themselves (`TableLayoutMetrics.tableLayoutSupplementaryHeight`); only their height.
    package override func selfSizingAxes(for attributes: CollectionViewLayoutAttributes) -> SelfSizingAxes? {
        guard let metrics else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            guard metrics.tableLayoutHeight(forRowAt: attributes.indexPath) == Self.automaticDimension else { return nil }
        case .supplementaryView:
            guard let header = Self.isHeader(attributes.representedElementKind), let section = attributes.indexPath.first,
                  metrics.tableLayoutSupplementaryHeight(header: header, inSection: section).sizesItself else { return nil }
        case .decorationView:
            return nil
        }
        return SelfSizingAxes(width: false, height: true)
    }

    /// `true` for the header kind, `false` for the footer kind, `nil` for any other.
    private static func isHeader(_ kind: String?) -> Bool? {
        switch kind {
        case CollectionElementKind.sectionHeader: true
        case CollectionElementKind.sectionFooter: false
        default: nil
        }
    }

    /// The height the header (or footer) of `section` has in the layout: measured, estimated while it
    /// sizes itself and is not measured yet, or as the table declares it (0: none).
    package func supplementaryHeight(header: Bool, inSection section: Int) -> CGFloat {
        guard let metrics else { return 0 }
        let declared = metrics.tableLayoutSupplementaryHeight(header: header, inSection: section)
        guard declared.sizesItself else { return declared.height }
        return (header ? measuredHeaderHeights[section] : measuredFooterHeights[section]) ?? declared.height
    }

    /// The table shows no view for the self-sizing header (or footer) of `section`: it takes the
    /// height it has without one. Returns whether the layout changed (a layout pass is then needed).
    package func noteNoView(header: Bool, inSection section: Int) -> Bool {
        guard let metrics, metrics.tableLayoutSupplementaryHeight(header: header, inSection: section).sizesItself else { return false }
        let height = metrics.tableLayoutHeightWithoutView(header: header, inSection: section)
        guard supplementaryHeight(header: header, inSection: section) != height else { return false }
        let context = CollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutAttributes = false
        context.invalidateFlowLayoutDelegateMetrics = false
        context.preferredSupplementaryExtents[Self.supplementaryKey(header: header, inSection: section)] = height
        invalidateLayout(with: context)
        return true
    }

    /// The element of the header (or footer) of `section`.
    private static func supplementaryKey(header: Bool, inSection section: Int) -> ElementKey {
        ElementKey(category: .supplementaryView,
                   kind: header ? CollectionElementKind.sectionHeader : CollectionElementKind.sectionFooter,
                   indexPath: IndexPath(index: section))
    }

    package override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                                 withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        guard selfSizingAxes(for: originalAttributes) != nil else { return false }
        if originalAttributes.representedElementCategory == .supplementaryView {
            return shouldResize(supplementary: originalAttributes, to: preferredAttributes)
        }
        preferredAttributes.size.width = originalAttributes.size.width
        if preferredAttributes.size.height < 0.5 {
            // A measured height of zero (no constrained content): UIKit warns once and uses the
            // standard height. A measurement still on its way from the renderer is not zero: the row
            // keeps its estimate until the answer comes.
            if !reportedZeroHeight {
                reportedZeroHeight = true
                report("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Row: \(originalAttributes.indexPath.collectionDescription)",
                       recovery: "used the standard height (\(Int(Self.standardRowHeight)) points)")
            }
            preferredAttributes.size.height = Self.standardRowHeight
        }
        return super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes,
                                            withOriginalAttributes: originalAttributes)
    }

    /// Whether a self-sizing header or footer measured a height other than the one it has. A height
    /// that is negative, NaN, infinite or above 1e9 is reported and the current one kept.
    private func shouldResize(supplementary original: CollectionViewLayoutAttributes,
                              to preferred: CollectionViewLayoutAttributes) -> Bool {
        guard let header = Self.isHeader(original.representedElementKind), let section = original.indexPath.first else { return false }
        preferred.size.width = original.size.width
        let current = supplementaryHeight(header: header, inSection: section)
        guard preferred.size.height.isUsableLength else {
            report("the preferred height \(preferred.size.height) of the \(header ? "header" : "footer") of section \(section) is negative, NaN, infinite or above 1e9",
                   recovery: "kept the height \(current)")
            return false
        }
        if preferred.size.height == current {
            // Measured as estimated: kept, so a later estimate change does not forget it.
            if header { measuredHeaderHeights[section] = current } else { measuredFooterHeights[section] = current }
            return false
        }
        return true
    }

    /// A header or footer that sized itself lays out its section again (keeping the first visible
    /// element still); rows go through the flow layout's incremental self-sizing.
    package override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        guard originalAttributes.representedElementCategory == .supplementaryView,
              let header = Self.isHeader(originalAttributes.representedElementKind), let section = originalAttributes.indexPath.first,
              let flowContext = context as? CollectionViewFlowLayoutInvalidationContext,
              preferredAttributes.size.height.isUsableLength else { return context }
        flowContext.invalidateFlowLayoutAttributes = false
        flowContext.invalidateFlowLayoutDelegateMetrics = false
        flowContext.preferredSupplementaryExtents[Self.supplementaryKey(header: header, inSection: section)] = preferredAttributes.size.height
        return context
    }

    /// The header or footer frame of `section` where it scrolls with its rows (ignoring pinning).
    package func unpinnedSupplementaryFrame(ofKind kind: String, inSection section: Int) -> CGRect? {
        guard let geometry = currentGeometry(), geometry.sections.indices.contains(section) else { return nil }
        let normalized = kind == CollectionElementKind.sectionHeader
            ? headerFrame(section: section, geometry: geometry, pinning: nil)
            : footerFrame(section: section, geometry: geometry, pinning: nil)
        guard let normalized else { return nil }
        return makeSupplementary(kind, section: section, normalizedFrame: normalized, geometry: geometry,
                                 cls: CollectionViewLayoutAttributes.self).frame
    }

    /// Room for the table's header view above the first section and its footer view below the last.
    override var contentRoom: (leading: CGFloat, trailing: CGFloat) {
        guard let heights = metrics?.tableLayoutHeaderAndFooterViewHeights else { return (0, 0) }
        return (heights.header, heights.footer)
    }

    /// Where the table's header view (`header`) or footer view goes: across the whole width, above the
    /// first section or below the last.
    package func frameForTableView(header: Bool) -> CGRect {
        guard let geometry = currentGeometry() else { return .zero }
        let width = geometry.contentSize.width
        return header ? CGRect(x: 0, y: 0, width: width, height: geometry.leadingSpace)
                      : CGRect(x: 0, y: geometry.mainExtent - geometry.trailingSpace, width: width, height: geometry.trailingSpace)
    }

    /// A data, metrics or full invalidation asks the table for row heights again.
    package override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flowContext = context as? CollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flowContext?.invalidateFlowLayoutDelegateMetrics ?? true {
            declaredHeights = []
            sectionStarts = []
        }
        if context.invalidateDataSourceCounts {
            // A batch update carries its sections' new places; a reload measures them again when shown.
            if let mapping = context.updateMapping {
                measuredHeaderHeights = Self.remapped(measuredHeaderHeights, through: mapping)
                measuredFooterHeights = Self.remapped(measuredFooterHeights, through: mapping)
            } else {
                forgetMeasuredSupplementaries()
            }
        }
        // Heights headers and footers measured, kept before the flow layout lays their sections out.
        for (key, height) in flowContext?.preferredSupplementaryExtents ?? [:] {
            guard let section = key.indexPath.first else { continue }
            if key.kind == CollectionElementKind.sectionHeader { measuredHeaderHeights[section] = height } else { measuredFooterHeights[section] = height }
        }
        super.invalidateLayout(with: context)
    }

    /// Heights measured at another row width are measured again (text wraps differently).
    override func willComputeGeometry() {
        let width = rowWidth
        if let measuredWidth, measuredWidth != width {
            forgetMeasuredSizes()
            forgetMeasuredSupplementaries()
        }
        measuredWidth = width
    }

    /// Heights by section moved to their sections' places after an update (deleted sections' dropped).
    /// - Complexity: O(measured sections).
    private static func remapped(_ heights: [Int: CGFloat], through mapping: BatchUpdateMapping) -> [Int: CGFloat] {
        var result: [Int: CGFloat] = [:]
        for (section, height) in heights {
            if let after = mapping.sectionAfterUpdate(for: section) { result[after] = height }
        }
        return result
    }

    private func forgetMeasuredSupplementaries() {
        measuredHeaderHeights.removeAll()
        measuredFooterHeights.removeAll()
    }
}

/// Header and footer heights come from the table (through the flow layout's per-section questions).
@MainActor
package final class TableLayoutFlowMetrics: FlowLayoutMetricsProvider {
    package weak var metrics: (any TableLayoutMetrics)?

    package init(metrics: any TableLayoutMetrics) {
        self.metrics = metrics
    }

    package func referenceSizeForHeader(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        if let layout = layout as? TableViewLayout { return CGSize(width: 0, height: layout.supplementaryHeight(header: true, inSection: section)) }
        return CGSize(width: 0, height: metrics?.tableLayoutSupplementaryHeight(header: true, inSection: section).height ?? 0)
    }

    package func referenceSizeForFooter(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        if let layout = layout as? TableViewLayout { return CGSize(width: 0, height: layout.supplementaryHeight(header: false, inSection: section)) }
        return CGSize(width: 0, height: metrics?.tableLayoutSupplementaryHeight(header: false, inSection: section).height ?? 0)
    }
}
