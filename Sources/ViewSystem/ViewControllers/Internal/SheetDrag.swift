import CollectionGeometry
import Foundation

/// A drag on a compact sheet: the sheet follows the finger between its detents and, let go, rests at
/// the detent its throw points to or leaves when thrown past half its smallest height.
@MainActor
final class SheetDrag: PanScrollable {
    private weak var container: PresentationContainerView?
    private var startTop: CGFloat = 0

    init(container: PresentationContainerView) {
        self.container = container
    }

    /// A vertical drag moves the sheet; a sideways one is left to what is under it.
    func canScroll(forDrag translation: CGPoint) -> Bool {
        abs(translation.y) > abs(translation.x)
    }

    func panBegan(time: TimeInterval) {
        startTop = container?.sheetView.frame.minY ?? 0
    }

    func panChanged(translation: CGPoint, time: TimeInterval) {
        container?.dragSheet(toTop: startTop + translation.y)
    }

    func panEnded(velocity: CGPoint, time: TimeInterval) {
        container?.endSheetDrag(velocity: velocity.y)
    }
}
