import CollectionGeometry
import Foundation

/// A cell: the view the data source configures for each item.
///
/// UIKit's `UICollectionViewCell`: content goes into `contentView`.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: View

    /// Whether the cell is selected. Set by the collection view.
    open var isSelected = false

    /// Whether the cell is highlighted (touched down). Set by the collection view.
    open var isHighlighted = false

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
