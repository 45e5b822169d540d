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

    /// A view showing `accessory`.
    package convenience init(accessory: CellAccessory) {
        self.init(frame: .zero)
        self.accessory = accessory
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The standard control symbol of the accessory, for symbol accessories.
    private var symbol: ControlSymbol? {
        guard let accessory else { return nil }
        switch accessory.accessoryType {
        case .disclosureIndicator: return .disclosureIndicator
        case .outlineDisclosure: return .outlineDisclosure(expanded: isOn)
        case .checkmark: return .checkmark
        case .delete: return .delete
        case .insert: return .insert
        case .reorder: return .reorder
        case .multiselect: return .multiselect(selected: isOn)
        case .detail: return .detail
        case .popUpMenu: return .popUpMenu
        case .label, .customView: return nil
        }
    }

    /// The colour the app set: the tint colour, else (for the filled controls) the background colour.
    private var colorOverride: Color? {
        guard let accessory else { return nil }
        switch accessory.accessoryType {
        case .delete, .insert: return accessory.tintColor ?? accessory.backgroundColor
        case .multiselect: return accessory.tintColor ?? (isOn ? accessory.backgroundColor : nil)
        default: return accessory.tintColor
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
            actual = Image.SymbolConfiguration(pointSize: ControlSymbol.pointSize(for: traitCollection)).symbolSize.width
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
        guard let image = symbol?.image(tint: tintColor, color: colorOverride, pointSize: ControlSymbol.pointSize(for: traitCollection)) else { return nil }
        return .custom(CustomContentConfiguration(.styled(.image(image), classNames: ["centered"])))
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
