import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A control drawn by a table cell: the delete or insert control, the reorder grip, an accessory, or
/// the delete confirmation button. Taps go to the cell's table view.
@MainActor
package final class TableCellControl: View, PointerInteracting {
    package enum Role: Hashable, Sendable {
        case delete
        case insert
        case reorder
        case accessory(TableViewCell.AccessoryType)
        case confirmDelete
        /// The selection circle of multiple selection during editing (filled when selected).
        case selection(Bool)
    }

    package var role: Role {
        didSet { if oldValue != role { setNeedsDisplay() } }
    }
    package var title = "Delete" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }
    package var onTap: ((Role) -> Void)?

    package init(role: Role) {
        self.role = role
        super.init(frame: .zero)
    }

    package override init(frame: CGRect) {
        role = .reorder
        super.init(frame: frame)
    }

    package required init?(coder: NSCoder) {
        role = .reorder
        super.init(coder: coder)
    }

    package override var renderedContent: RenderedContent? {
        let glyph: String, color: Color
        switch role {
        case .delete: (glyph, color) = ("⊖", .systemRed)
        case .insert: (glyph, color) = ("⊕", .systemGreen)
        case .reorder: (glyph, color) = ("≡", .systemGray)
        case .accessory(let type):
            switch type {
            case .none: return nil
            case .disclosureIndicator: (glyph, color) = ("›", .systemGray)
            case .detailDisclosureButton: (glyph, color) = ("ⓘ ›", .systemBlue)
            case .checkmark: (glyph, color) = ("✓", .systemBlue)
            case .detailButton: (glyph, color) = ("ⓘ", .systemBlue)
            }
        case .confirmDelete: (glyph, color) = (title, .white)
        case .selection(let selected): (glyph, color) = selected ? ("●", .systemBlue) : ("○", .systemGray)
        }
        return .custom(CustomContentConfiguration(.styled(.text(glyph, font: .systemFont(ofSize: role == .confirmDelete ? 15 : 20), color: color),
                                                          classNames: ["centered"])))
    }

    package override var renderedBackground: BackgroundConfiguration? {
        role == .confirmDelete ? BackgroundConfiguration(backgroundColor: .systemRed) : nil
    }

    // MARK: Taps

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        // The reorder grip lets the table view take the drag; accessories without a button pass taps to the row.
        switch role {
        case .reorder, .selection, .accessory(.none), .accessory(.disclosureIndicator), .accessory(.checkmark): return .none
        default: return .tap
        }
    }

    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}

    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point) else { return }
        onTap?(role)
    }

    package func pointerCancelled() {}
}
