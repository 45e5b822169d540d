import CollectionLayout
import Foundation

/// The empty row a table diffable data source shows when its cell provider returns `nil` (reported
/// once): the standard height, so the recovery adds no second problem of its own.
final class MissingTableViewCell: TableViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size.height = TableViewLayout.standardRowHeight
        return preferred
    }
}
