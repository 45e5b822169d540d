import CollectionGeometry
import Foundation

/// Everything a compositional layout computed, normalised (scroll axis = y).
struct CompositionalState {
    var transposed: Bool
    /// The content's extent across the scroll axis, and the visible length along it.
    var layoutCross: CGFloat
    var viewportLength: CGFloat
    var sections: [SectionGeometry]
    var inputs: [SectionSolver.Inputs]
    /// Layout-level headers and footers (absolute, normalised).
    var layoutBoundary: [BoundaryElement] = []
    /// Where sections start (after the layout's extending headers) and the total length.
    var sectionsStart: CGFloat = 0
    var mainLength: CGFloat = 0
    var interSectionSpacing: CGFloat = 0
    /// The furthest any element reaches beyond its section along the scroll axis.
    var maximumOverhang: CGFloat = 0
    /// Whether some boundary item pins to the visible bounds.
    var hasPinnedItems = false
    /// Per section: whether leaf items have estimated widths / heights (normalised).
    var estimatedItemAxes: [(width: Bool, height: Bool)] = []

    /// Real coordinates for a normalised rectangle.
    func real(_ rect: CGRect) -> CGRect {
        transposed ? CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width) : rect
    }

    /// Normalised coordinates for a real rectangle.
    func normalized(_ rect: CGRect) -> CGRect { real(rect) }

    func normalized(_ size: CGSize) -> CGSize { transposed ? CGSize(width: size.height, height: size.width) : size }

    /// The content size in real coordinates.
    var contentSize: CGSize {
        transposed ? CGSize(width: mainLength, height: layoutCross) : CGSize(width: layoutCross, height: mainLength)
    }

    /// Recomputes section origins from `section` on, and the layout's footers and length.
    mutating func updateOrigins(from section: Int) {
        var cursor = section == 0 ? sectionsStart : sections[section - 1].origin + sections[section - 1].extent + interSectionSpacing
        for index in section..<sections.count {
            sections[index].origin = cursor
            cursor += sections[index].extent + (index + 1 < sections.count ? interSectionSpacing : 0)
        }
        if sections.isEmpty { cursor = sectionsStart }
        let sectionsEnd = cursor
        for index in layoutBoundary.indices where layoutBoundary[index].plan.band == .after {
            if layoutBoundary[index].plan.extendsBoundary {
                layoutBoundary[index].frame.origin.y = cursor + layoutBoundary[index].plan.offset.y
                cursor += layoutBoundary[index].frame.height
            } else {
                layoutBoundary[index].frame.origin.y = sectionsEnd - layoutBoundary[index].frame.height + layoutBoundary[index].plan.offset.y
            }
        }
        // The content covers every element, also items that overflow their group at the very end.
        // (Index loops: a closure over `sections` would copy each section's geometry.)
        var elementsEnd: CGFloat = 0
        var overhang: CGFloat = 0
        for index in sections.indices {
            let isOrthogonal = sections[index].isOrthogonal
            let groupCount = sections[index].stack.count
            let contentLength = isOrthogonal ? (sections[index].stack.crossLengths.max() ?? 0) : sections[index].stack.length
            let reach = isOrthogonal ? sections[index].crossOverhangAfter : sections[index].overhangAfter
            elementsEnd = Swift.max(elementsEnd, sections[index].origin + sections[index].contentStart + contentLength + (groupCount > 0 ? reach : 0),
                                    sections[index].origin + sections[index].extent + sections[index].boundaryOverhangAfter)
            overhang = Swift.max(overhang, sections[index].overhangBefore, sections[index].overhangAfter,
                                 sections[index].crossOverhangBefore, sections[index].crossOverhangAfter,
                                 sections[index].boundaryOverhangBefore, sections[index].boundaryOverhangAfter)
        }
        mainLength = Swift.max(cursor, elementsEnd)
        maximumOverhang = overhang
    }

    /// The sections whose range along the scroll axis meets `[low, high]`, widened by every overhang.
    func sections(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let lowEdge = low - maximumOverhang, highEdge = high + maximumOverhang
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].origin + sections[mid].extent >= lowEdge { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].origin <= highEdge { lo = mid + 1 } else { hi = mid }
        }
        return first..<lo
    }
}

/// The invalidation context of a compositional layout: it carries self-sized elements and says
/// whether the geometry must be solved again.
@MainActor
final class CompositionalLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the whole geometry must be solved again (`false` for self-sizing and pinned scrolling).
    var invalidatesGeometry = true
    /// Real sizes self-sized elements asked for.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    var preferredSupplementarySizes: [SupplementaryKey: CGSize] = [:]

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    required init() { super.init() }
}
