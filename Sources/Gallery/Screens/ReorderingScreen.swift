import CollectionWeb
import OpenCollectionView

/// Interactive reordering (F18): items of different sizes with the standard gesture (drag with the
/// mouse, or press and hold with a finger), and a horizontal paging variant where dragging to an edge
/// turns the page. Every `moveItemAt` the data source receives is shown on the page.
@MainActor
final class ReorderingScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "reordering", title: "Reordering", group: GalleryGroup.whatsNew2016,
        summary: "Press and drag a tile to move it; the others make room",
        settings: [.toggle(name: "paging", title: "Horizontal paging variant", isOn: false)]
    )) { size in ReorderingScreen(size: size) }

    private(set) var items: [Int] = Array(0..<60)
    private let layout = CollectionViewFlowLayout.gallery(spacing: 10, inset: 16)
    private let registration = CellRegistration<CollectionViewCell, Int> { cell, _, number in
        cell.contentConfiguration = Palette.tile("\(number)", color: Palette.color(number * 3))
        cell.backgroundConfiguration = Palette.background(Palette.color(number * 3), radius: 10)
    }

    init(size: CGSize) {
        super.init(size: size, layout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.installsStandardGestureForInteractiveMovement = true
    }

    /// Sizes that differ by item (the session's point: the layout re-flows around the moving item).
    static func size(of number: Int) -> CGSize {
        let widths: [CGFloat] = [80, 120, 80, 170, 100]
        return CGSize(width: widths[number % widths.count], height: number % 3 == 0 ? 120 : 80)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        Self.size(of: items[indexPath.item])
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
        post("moveItemAt (\(sourceIndexPath.section) - \(sourceIndexPath.item)) → (\(destinationIndexPath.section) - \(destinationIndexPath.item)), item \(item)")
    }

    override func apply(setting name: String, value: Double) -> Bool {
        guard name == "paging" else { return false }
        let paging = value != 0
        layout.scrollDirection = paging ? .horizontal : .vertical
        collectionView.isPagingEnabled = paging
        return true
    }
}
