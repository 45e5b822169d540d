import OpenCollectionView

/// A small capsule button ("GET") that a finger still reaches within 44 × 44 points around its
/// centre, as iOS apps extend a small button's touch area: it draws 30 points tall and answers for
/// more (`point(inside:with:)`), within its row, which is taller.
@MainActor
final class CapsuleButton: Button {
    override func point(inside point: CGPoint, with event: PointerEvent?) -> Bool {
        let growX = max(0, (44 - bounds.width) / 2), growY = max(0, (44 - bounds.height) / 2)
        return bounds.insetBy(dx: -growX, dy: -growY).contains(point)
    }
}
