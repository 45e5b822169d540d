import CollectionGeometry
import Foundation

/// What constraints relate: a view or a layout guide.
@MainActor
package protocol LayoutItem: AnyObject {
    /// The view the item belongs to: a view itself, a guide's owning view.
    var owningView: View? { get }
    /// How diagnostics name the item (`UILabel`, `UIView.layoutMarginsGuide`).
    var layoutItemDescription: String { get }
}

/// One side of a constraint: an item's attribute, or the distance between two anchors
/// (`anchorWithOffset(to:)`).
///
/// A class an anchor makes once and every constraint made from the anchor shares: making a
/// constraint retains two sides instead of copying four weak references.
@MainActor
package final class AnchorSide: @MainActor CustomStringConvertible {
    package private(set) weak var view: View?
    package private(set) weak var guide: LayoutGuide?
    package let attribute: LayoutConstraint.Attribute
    /// For an offset dimension: from and to.
    package let offset: OffsetDimension?

    init(item: (any LayoutItem)?, attribute: LayoutConstraint.Attribute) {
        view = item as? View
        guide = item as? LayoutGuide
        self.attribute = attribute
        offset = nil
    }

    init(offset: OffsetDimension, attribute: LayoutConstraint.Attribute) {
        view = nil
        guide = nil
        self.attribute = attribute
        self.offset = offset
    }

    package var item: (any LayoutItem)? { view ?? guide ?? offset?.from.item }
    var isOffsetDimension: Bool { offset != nil }

    package var description: String {
        if let offset { return "(\(offset.to) - \(offset.from))" }
        return "\(item?.layoutItemDescription ?? "nil").\(attribute)"
    }
}

/// The distance between two anchors of one axis, as a dimension.
@MainActor
package final class OffsetDimension {
    package let from: AnchorSide
    package let to: AnchorSide
    init(from: AnchorSide, to: AnchorSide) {
        self.from = from
        self.to = to
    }
}

extension View: LayoutItem {
    package var owningView: View? { self }
    package var layoutItemDescription: String { "\(type(of: self))" }
}
