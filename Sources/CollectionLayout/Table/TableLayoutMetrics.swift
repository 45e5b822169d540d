import Foundation

/// The heights a table layout asks its table view for (the delegate's answers or the table's
/// properties, already resolved: a header or footer height is never `automaticDimension` here).
///
/// The layout module cannot see the engine's `TableViewDelegate`; `TableView` adapts it.
@MainActor
package protocol TableLayoutMetrics: AnyObject {
    /// The row's height; `TableViewLayout.automaticDimension` when the row sizes itself.
    func tableLayoutHeight(forRowAt indexPath: IndexPath) -> CGFloat
    /// The height a self-sizing row has until it is measured.
    func tableLayoutEstimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header (or footer) of `section` (0: none), and whether it sizes itself —
    /// then the height is its estimate until it is measured.
    func tableLayoutSupplementaryHeight(header: Bool, inSection section: Int) -> (height: CGFloat, sizesItself: Bool)
    /// The padding above the header of `section` (a section with a header).
    func tableLayoutTopPadding(forHeaderInSection section: Int) -> CGFloat
    /// The height of the header or footer of `section` when the table shows no view for it (the
    /// delegate gave none and it has no title): the style's spacing, or 0.
    func tableLayoutHeightWithoutView(header: Bool, inSection section: Int) -> CGFloat
    /// The heights of the table's header view (above the first section) and footer view (below the last).
    var tableLayoutHeaderAndFooterViewHeights: (header: CGFloat, footer: CGFloat) { get }
}
