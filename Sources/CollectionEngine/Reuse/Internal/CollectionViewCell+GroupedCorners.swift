import CollectionLayout
import ViewSystem

extension CollectionViewCell {
    /// Rounds the cell as a row of an inset-grouped section: the first row's top corners, the last
    /// row's bottom corners (both for a lone row), radius 10 — the section reads as one rounded group.
    /// A row in the middle is square. Shared by list cells and table cells.
    func roundAsInsetGroupedRow(isFirst: Bool, isLast: Bool) {
        var corners: CornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : ListElementPlacement.insetGroupedCornerRadius
        layer.maskedCorners = corners.isEmpty ? .all : corners
        clipsToBounds = !corners.isEmpty
    }

    /// Takes away the rounding `roundAsInsetGroupedRow(isFirst:isLast:)` gave.
    func removeInsetGroupedRounding() {
        layer.cornerRadius = 0
        layer.maskedCorners = .all
        clipsToBounds = false
    }
}
