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

    override init(frame: CGRect) {
        role = .reorder
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        role = .reorder
        super.init(coder: coder)
    }

    /// The control's symbols — the list accessories' (`ControlSymbol`), so tables and lists look alike.
    package override var renderedContent: RenderedContent? {
        let symbols: [ControlSymbol]
        switch role {
        case .delete: symbols = [.delete]
        case .insert: symbols = [.insert]
        case .reorder: symbols = [.reorder]
        case .accessory(let type):
            switch type {
            case .none: return nil
            case .disclosureIndicator: symbols = [.disclosureIndicator]
            case .detailDisclosureButton: symbols = [.detail, .disclosureIndicator]
            case .checkmark: symbols = [.checkmark]
            case .detailButton: symbols = [.detail]
            }
        case .selection(let selected): symbols = [.multiselect(selected: selected)]
        }
        // Two symbols (the detail button and its chevron) share the control's width at a smaller size.
        let pointSize = ControlSymbol.pointSize(for: traitCollection) * (symbols.count > 1 ? 13 / 17 : 1)
        let parts = symbols.compactMap { $0.image(tint: tintColor, pointSize: pointSize).map(CustomContentConfiguration.Part.image) }
        let root: CustomContentConfiguration.Part = parts.count == 1 ? parts[0] : .horizontal(parts, spacing: 2)
        return .custom(CustomContentConfiguration(.styled(root, classNames: ["centered"])))
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
