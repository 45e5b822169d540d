/// How quickly the other items make room while an item is moved (`UICollectionView.ReorderingCadence`).
///
/// UIKit documents the cadence for drops and does not publish the delays; here it paces interactive
/// movement (this project has no drag and drop), and the delays are ours: `.fast` waits 0.1 s with
/// the item over its new place, `.slow` 0.3 s (`Guides/Engine.md`, "Interactive movement").
public enum CollectionViewReorderingCadence: Int, Hashable, Sendable, CaseIterable {
    /// The items make room as soon as the moving item is over a new place (the default).
    case immediate
    /// The items make room once the moving item has stayed over a new place for 0.1 s.
    case fast
    /// The items make room once the moving item has stayed over a new place for 0.3 s.
    case slow

    /// How long the moving item stays over a new place before the others make room.
    var delay: Double {
        switch self {
        case .immediate: 0
        case .fast: 0.1
        case .slow: 0.3
        }
    }
}
