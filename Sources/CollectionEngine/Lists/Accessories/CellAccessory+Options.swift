import CollectionGeometry
import Foundation
import ViewSystem

// UIKit's options, one type per kind of accessory, with UIKit's defaults: shown, a reserved width of
// `.standard` (`.actual` for labels) and the kind's own colour.
extension CellAccessory {
    /// The body font a label accessory uses unless its options give one.
    static let labelFont = Font.preferredFont(forTextStyle: .body)

    /// The options of a disclosure indicator (`UICellAccessory.DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of a detail (info) button (`UICellAccessory.DetailOptions`).
    public struct DetailOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of a checkmark (`UICellAccessory.CheckmarkOptions`).
    public struct CheckmarkOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of a delete control (`UICellAccessory.DeleteOptions`).
    public struct DeleteOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?
        /// The fill behind the symbol; `nil`: red.
        public var backgroundColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, backgroundColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The options of an insert control (`UICellAccessory.InsertOptions`).
    public struct InsertOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?
        /// The fill behind the symbol; `nil`: green.
        public var backgroundColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, backgroundColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The options of a reorder control (`UICellAccessory.ReorderOptions`).
    public struct ReorderOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?
        /// Whether a vertical hairline separates it from an accessory before it (default `true`).
        public var showsVerticalSeparator: Bool

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// The options of a selection circle (`UICellAccessory.MultiselectOptions`).
    public struct MultiselectOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?
        /// The fill of the circle while selected; `nil`: the tint.
        public var backgroundColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, backgroundColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The options of an outline disclosure (`UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Hashable {
        /// How the disclosure looks and what a tap on the cell does (`UICellAccessory.OutlineDisclosureOptions.Style`).
        public typealias Style = OutlineDisclosureStyle
        /// Its style (default `.automatic`).
        public var style: Style
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?

        /// Options; each `nil` keeps the default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of a pop-up menu (`UICellAccessory.PopUpMenuOptions`).
    public struct PopUpMenuOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of a label (`UICellAccessory.LabelOptions`).
    public struct LabelOptions: Hashable {
        /// Whether it is hidden; it keeps its room, so rows line up (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.actual`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; `nil` uses the kind's own.
        public var tintColor: Color?
        /// Its font (default: body).
        public var font: Font
        /// Whether the font follows Dynamic Type.
        public var adjustsFontForContentSizeCategory: Bool

        /// Options; each `nil` keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, font: Font? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? CellAccessory.labelFont
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? false
        }
    }

    /// A custom view accessory's description (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        /// The view.
        public let customView: View
        /// Its edge, display state and position among that edge's accessories.
        public let placement: Placement
        /// Whether it is hidden; it keeps its room (default `false`).
        public var isHidden: Bool
        /// The room it takes (default `.actual`: its own width).
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint.
        public var tintColor: Color?
        /// Whether it keeps its own size (default `false`: its height follows the cell's).
        public var maintainsFixedSize: Bool

        /// A configuration for `customView` at `placement`; each `nil` keeps the default.
        public init(customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
