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
    /// The header's height (0: no header).
    func tableLayoutHeight(forHeaderInSection section: Int) -> CGFloat
    /// The padding above the header of `section` (a section with a header).
    func tableLayoutTopPadding(forHeaderInSection section: Int) -> CGFloat
    /// The footer's height (0: no footer).
    func tableLayoutHeight(forFooterInSection section: Int) -> CGFloat
    /// The heights of the table's header view (above the first section) and footer view (below the last).
    var tableLayoutHeaderAndFooterViewHeights: (header: CGFloat, footer: CGFloat) { get }
}
