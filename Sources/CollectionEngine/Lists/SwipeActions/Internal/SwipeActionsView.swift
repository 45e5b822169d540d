import CollectionGeometry
import Foundation
import ViewSystem

/// The strip of action buttons a swiped row shows at one edge, as wide as the swipe has revealed.
///
/// Buttons keep their natural widths' proportions while the strip is narrower than their sum; past
/// it, the first action (at the row's edge) takes the extra width when a full swipe performs it,
/// else every button grows in proportion.
@MainActor
package final class SwipeActionsView: View {
    private(set) var edge: SwipeEdge = .trailing
    private(set) var configuration: SwipeActionsConfiguration?
    private(set) var buttons: [SwipeActionButton] = []
    /// The row's `clipsToBounds` before it showed the strip (restored when it goes).
    var rowClippedBefore = false

    convenience init(edge: SwipeEdge, configuration: SwipeActionsConfiguration, onTap: @escaping (SwipeActionButton) -> Void) {
        self.init(frame: .zero)
        self.edge = edge
        self.configuration = configuration
        clipsToBounds = true
        buttons = configuration.actions.map { action in
            let button = SwipeActionButton(action: action)
            button.onTap = onTap
            addSubview(button)
            return button
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The width at which every button has its natural width: where an open row rests.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    /// Places the strip `width` wide at its edge of a row of `rowSize`, and its buttons inside it.
    func reveal(width: CGFloat, in rowSize: CGSize, rightToLeft: Bool) {
        let atLeft = (edge == .leading) != rightToLeft
        frame = CGRect(x: atLeft ? 0 : rowSize.width - width, y: 0, width: width, height: rowSize.height)
        let natural = buttons.map(\.naturalWidth)
        let total = natural.reduce(0, +)
        guard total > 0 else { return }
        var widths: [CGFloat]
        if width > total, configuration?.performsFirstActionWithFullSwipe == true {
            widths = natural
            widths[0] += width - total
        } else {
            widths = natural.map { $0 * width / total }
        }
        // The first button sits at the row's edge; later ones inward.
        var cursor: CGFloat = 0
        for (button, w) in zip(buttons, widths) {
            button.frame = CGRect(x: atLeft ? cursor : width - cursor - w, y: 0, width: w, height: rowSize.height)
            cursor += w
        }
    }
}

extension SwipeActionsView: CellAttachment {
    /// The row changed size: the strip is laid out again at the width it had revealed.
    func cellBoundsDidChange(_ cell: CollectionViewCell) {
        cell.revealSwipeActions(width: frame.width)
    }
}
