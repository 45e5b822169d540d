import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A control drawn by a table cell: the delete or insert control, the reorder grip or an accessory.
/// Taps go to the cell's table view. (The delete confirmation is a swipe action: `SwipeActionsView`.)
@MainActor
package final class TableCellControl: View, PointerInteracting {
    package enum Role: Hashable, Sendable {
        case delete
        case insert
        case reorder
        case accessory(TableViewCell.AccessoryType)
        /// The selection circle of multiple selection during editing (filled when selected).
        case selection(Bool)
    }

    package var role: Role {
        didSet { if oldValue != role { setNeedsDisplay() } }
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
        case .selection(let selected): (glyph, color) = selected ? ("●", .systemBlue) : ("○", .systemGray)
        }
        return .custom(CustomContentConfiguration(.styled(.text(glyph, font: .systemFont(ofSize: 20), color: color),
                                                          classNames: ["centered"])))
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
