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
    /// The content (`nil`: nothing drawn). A configuration with a content view of its own puts it in
    /// `contentView`'s place, as a cell's does.
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            contentSlot.show(shownContentConfiguration, in: self, frame: bounds)
            setNeedsDisplay()
        }
    }
    /// The view that holds the content: the view's own, or its content configuration's. A list
    /// configuration is drawn without views until this is first read, as a cell's
    /// (`CollectionViewCell.contentView`).
    public var contentView: View {
        guard contentSlot.draws(contentConfiguration) else { return contentSlot.current }
        setNeedsDisplay()
        return contentSlot.materialize(shownContentConfiguration, in: self, frame: bounds)
    }
    private var shownContentConfiguration: (any ContentConfiguration)? {
        contentConfiguration?.updated(for: ViewConfigurationState(traitCollection: traitCollection))
    }
    private lazy var contentSlot: ContentViewSlot = {
        let own = View(frame: bounds)
        own.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(own)
        return ContentViewSlot(own: own)
    }()
    /// The background (`nil`: none).
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            backgroundViews.show(backgroundConfiguration?.updated(for: ViewConfigurationState(traitCollection: traitCollection)),
                                 tintColor: tintColor, in: self)
            setNeedsDisplay()
        }
    }
    /// The background configuration's image and custom view.
    private let backgroundViews = BackgroundViewsSlot()
    /// The style of the table that shows the view; decides the default configuration.
    public package(set) var tableStyle: TableViewStyle = .plain

    /// A header configuration for the table's style (`plainHeader()` or `groupedHeader()`).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    open override var renderedContent: RenderedContent? {
        guard contentSlot.draws(contentConfiguration) else { return nil }
        return (contentConfiguration as? any DrawnContentConfiguration)?.renderedContent
    }
    open override var renderedBackground: BackgroundConfiguration? {
        backgroundConfiguration?.updated(for: ViewConfigurationState(traitCollection: traitCollection))
            .resolvedForDrawing(tintColor: tintColor, layoutMargins: directionalLayoutMargins)
    }
}
