import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A section header or footer of a table view (`UITableViewHeaderFooterView`).
///
/// Content is a content configuration: `defaultContentConfiguration()` gives a list header in the
/// table's style. A table shows one with the data source's title when the delegate supplies no view.
@MainActor
open class TableViewHeaderFooterView: CollectionReusableView {
    /// The content (`nil`: nothing drawn).
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet { setNeedsDisplay() }
    }
    /// The background (`nil`: none).
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }
    /// The style of the table that shows the view; decides the default configuration.
    public package(set) var tableStyle: TableViewStyle = .plain

    /// A header configuration for the table's style (`plainHeader()` or `groupedHeader()`).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    open override var renderedContent: RenderedContent? { contentConfiguration?.renderedContent }
    open override var renderedBackground: BackgroundConfiguration? { backgroundConfiguration }
}
