import CollectionGeometry
import Foundation
import ViewSystem

/// The system symbols UIKit draws for its standard cell controls: a list cell's accessories and a
/// table cell's editing controls and accessory types draw the same ones, so a table's delete
/// control looks like a list's.
enum ControlSymbol: Hashable {
    case disclosureIndicator
    case outlineDisclosure(expanded: Bool)
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect(selected: Bool)
    case detail
    case popUpMenu

    /// The point size the symbols are drawn at at the default text size (the body's).
    static let pointSize: CGFloat = 17
    /// The most the symbols grow with the reader's text size (UIKit's chevrons grow less than text).
    static let maximumScale: CGFloat = 1.4

    /// The point size for `traits`: the body's, grown with the reader's text size up to `maximumScale`.
    static func pointSize(for traits: TraitCollection) -> CGFloat {
        let body = Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize
        return pointSize * Swift.min(Swift.max(1, body / 17), maximumScale)
    }

    /// The symbol's name, its colour when the app sets none (`tint` for the tinted ones), and its weight.
    func appearance(tint: Color) -> (name: String, color: Color, weight: Font.Weight) {
        switch self {
        case .disclosureIndicator: ("chevron.right", .tertiaryLabel, .semibold)
        case .outlineDisclosure(let expanded): (expanded ? "chevron.down" : "chevron.right", tint, .semibold)
        case .checkmark: ("checkmark", tint, .semibold)
        case .delete: ("minus.circle.fill", .systemRed, .regular)
        case .insert: ("plus.circle.fill", .systemGreen, .regular)
        case .reorder: ("line.3.horizontal", .tertiaryLabel, .regular)
        case .multiselect(let selected): selected ? ("checkmark.circle.fill", tint, .regular) : ("circle", .tertiaryLabel, .light)
        case .detail: ("info.circle", tint, .regular)
        case .popUpMenu: ("chevron.up.chevron.down", .secondaryLabel, .medium)
        }
    }

    /// The symbol as an image in `color` (its own colour when `nil`), at `pointSize`.
    func image(tint: Color, color: Color? = nil, pointSize: CGFloat = Self.pointSize) -> Image? {
        let appearance = appearance(tint: tint)
        let configuration = Image.SymbolConfiguration(pointSize: pointSize, weight: appearance.weight)
        return Image(systemName: appearance.name, withConfiguration: configuration)?.withTintColor(color ?? appearance.color)
    }
}
