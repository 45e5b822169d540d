import CollectionGeometry
import Foundation
import ViewSystem

/// The view of one standard accessory of a list cell: a system symbol or a label, drawn by the
/// renderer; taps on controls (outline disclosure, delete, insert, detail) go to the cell.
@MainActor
package final class AccessoryView: View, PointerInteracting {
    /// The accessory shown.
    package private(set) var accessory: CellAccessory?
    /// Whether the cell is selected (the multiselect circle fills) or expanded (the outline chevron points down).
    var isOn = false {
        didSet { if oldValue != isOn { setNeedsDisplay() } }
    }
    var onTap: ((CellAccessory) -> Void)?

    /// The standard width of symbol accessories, so rows line up.
    static let standardWidth: CGFloat = 24
    static let symbolPointSize: CGFloat = 17

    convenience init(accessory: CellAccessory) {
        self.init(frame: .zero)
        self.accessory = accessory
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The symbol and its default colour, for symbol accessories.
    private var symbol: (name: String, color: Color, weight: Font.Weight)? {
        guard let accessory else { return nil }
        switch accessory.accessoryType {
        case .disclosureIndicator: return ("chevron.right", .tertiaryLabel, .semibold)
        case .outlineDisclosure: return (isOn ? "chevron.down" : "chevron.right", tintColor, .semibold)
        case .checkmark: return ("checkmark", tintColor, .semibold)
        case .delete: return ("minus.circle.fill", accessory.backgroundColor ?? .systemRed, .regular)
        case .insert: return ("plus.circle.fill", accessory.backgroundColor ?? .systemGreen, .regular)
        case .reorder: return ("line.3.horizontal", .tertiaryLabel, .regular)
        case .multiselect: return isOn ? ("checkmark.circle.fill", accessory.backgroundColor ?? tintColor, .regular) : ("circle", .tertiaryLabel, .light)
        case .detail: return ("info.circle", tintColor, .regular)
        case .popUpMenu: return ("chevron.up.chevron.down", .secondaryLabel, .medium)
        case .label, .customView: return nil
        }
    }

    /// The width the accessory takes: its reserved width, else the standard or actual width.
    var reservedWidth: CGFloat {
        guard let accessory else { return 0 }
        let actual: CGFloat
        let isLabel = accessory.accessoryType == .label
        if isLabel {
            actual = TextMetrics().width(of: accessory.text ?? "", font: accessory.font ?? CellAccessory.labelFont).rounded(.up)
        } else {
            actual = Image.SymbolConfiguration(pointSize: Self.symbolPointSize).symbolSize.width
        }
        switch accessory.reservedLayoutWidth {
        case .actual: return actual
        case .standard: return isLabel ? actual : Swift.max(actual, Self.standardWidth)
        case .custom(let width): return width.isFinite && width >= 0 ? width : actual
        }
    }

    package override var renderedContent: RenderedContent? {
        guard let accessory, !accessory.isHidden else { return nil }
        if accessory.accessoryType == .label {
            return .custom(CustomContentConfiguration(.styled(.text(accessory.text ?? "", font: accessory.font ?? CellAccessory.labelFont,
                                                                    color: accessory.tintColor ?? .secondaryLabel), classNames: ["centered", "single-line"])))
        }
        guard let symbol else { return nil }
        let configuration = Image.SymbolConfiguration(pointSize: Self.symbolPointSize, weight: symbol.weight)
        guard let image = Image(systemName: symbol.name, withConfiguration: configuration) else { return nil }
        return .custom(CustomContentConfiguration(.styled(.image(image.withTintColor(accessory.tintColor ?? symbol.color)), classNames: ["centered"])))
    }

    // MARK: Taps

    /// Whether a tap on the accessory is the accessory's (a control), not the row's.
    private var isControl: Bool {
        guard let accessory, !accessory.isHidden else { return false }
        switch accessory.accessoryType {
        case .outlineDisclosure, .delete, .insert, .detail, .popUpMenu: return true
        case .disclosureIndicator, .checkmark, .reorder, .multiselect, .label, .customView: return accessory.actionHandler != nil
        }
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { isControl ? .tap : .none }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { isControl ? .tap : .none }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point), let accessory else { return }
        onTap?(accessory)
    }
    package func pointerCancelled() {}
}
