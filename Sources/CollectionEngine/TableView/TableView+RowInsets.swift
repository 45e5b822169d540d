import CollectionGeometry
import Foundation
import ViewSystem

/// How far rows, headers and footers keep their content from the table's leading and trailing
/// edges: the safe area (`insetsContentViewsToSafeArea`), the readable width's margins
/// (`cellLayoutMarginsFollowReadableWidth`) and, for rows, the section index strip they leave room for.
extension TableView {
    /// The insets of the rows' content, controls, accessories and separators, leading and trailing.
    /// - Complexity: O(1).
    var rowInsets: DirectionalEdgeInsets {
        var insets = DirectionalEdgeInsets.zero
        if insetsContentViewsToSafeArea {
            // Asked on every layout pass, every frame of a scroll: the layout direction only when
            // the sides differ.
            let safe = safeAreaInsets
            if safe.left != safe.right {
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                insets.leading = rightToLeft ? safe.right : safe.left
                insets.trailing = rightToLeft ? safe.left : safe.right
            } else {
                insets.leading = safe.left
                insets.trailing = safe.right
            }
        }
        if cellLayoutMarginsFollowReadableWidth {
            // The readable guide's inset from the layout margins, on both sides.
            let margins = layoutMargins
            let marginsWidth = bounds.width - insets.leading - insets.trailing - margins.left - margins.right
            let extra = Swift.max(0, (marginsWidth - LayoutGuide.readableWidth) / 2)
            insets.leading += extra
            insets.trailing += extra
        }
        insets.trailing += sectionIndexWidthForRows
        return insets
    }

    /// The insets of headers' and footers' content: the rows' without the section index (a header's
    /// title starts at the leading edge; its band spans the table).
    /// - Complexity: O(1).
    var headerFooterInsets: DirectionalEdgeInsets {
        var insets = rowInsets
        insets.trailing -= sectionIndexWidthForRows
        return insets
    }

    /// Tells the rows and headers on screen the insets when they changed; new ones learn them as they
    /// are prepared and displayed, so a table whose insets stay pays nothing per frame.
    func applyRowInsets() {
        let insets = rowInsets
        guard insets != appliedRowInsets else { return }
        appliedRowInsets = insets
        let headerInsets = headerFooterInsets
        for view in elements.visible.values {
            if let cell = view as? TableViewCell { cell.tableInsets = insets }
            if let header = view as? TableViewHeaderFooterView { header.tableInsets = headerInsets }
        }
    }
}
