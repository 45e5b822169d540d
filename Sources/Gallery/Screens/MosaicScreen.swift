import CollectionWeb
import OpenCollectionView
import Samples

/// The 2018 session's mosaic feed: `MosaicLayout` over 10 000 generated photos (F7, F8), the session's
/// batch update with its animation (F9) and the buggy version that UIKit rejects (F10, B2).
@MainActor
final class MosaicScreen: GalleryScreen, CollectionViewDataSource {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(id: "mosaic", title: "Mosaic feed", group: GalleryGroup.tour2018,
        summary: "A custom layout and the session's batch update: Update deletes the 3rd, moves the last to the top and reloads the 4th at once; the buggy version reloads and moves one item",
        actions: [
        .init(name: "update", title: "Update"),
        .init(name: "buggy", title: "Buggy version"),
        .init(name: "reset", title: "Reset", clearsNotices: true),
    ])) { size in MosaicScreen(size: size) }

    /// A generated photo (`Artwork`); a reload gives the same photo a new version (drawn with a prime: D′).
    struct Photo: Hashable {
        var number: Int
        var version = 0
        var caption: String { "\(number)" + String(repeating: "′", count: version) }
    }

    static let photoCount = 10_000
    private(set) var photos: [Photo] = (0..<MosaicScreen.photoCount).map { Photo(number: $0) }
    private let artwork = ArtworkLibrary()
    /// Cells wider than this (points) show the wide picture: the small one is 96 points wide, and
    /// shown up to about four times enlarged it still looks like a photo.
    static let widePictureThreshold: CGFloat = 400

    init(size: CGSize) {
        super.init(size: size, layout: MosaicLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        let photo = photos[indexPath.item]
        // A reloaded photo (D′) is a different picture under the same caption's number. Dequeuing gave
        // the cell its frame: a cell much wider than the small picture gets the wide one.
        let seed = photo.number + photo.version * 31
        let image = cell.bounds.width > Self.widePictureThreshold ? artwork.widePhoto(seed) : artwork.photo(seed)
        (cell as? PhotoCell)?.configure(image: image, caption: photo.caption)
        return cell
    }

    override func perform(action name: String) -> Bool {
        switch name {
        case "update": sessionUpdate()
        case "buggy": buggyUpdate()
        case "reset":
            photos = (0..<Self.photoCount).map { Photo(number: $0) }
            collectionView.reloadData()
            // Back to the start, where Update's changes happen.
            collectionView.setContentOffset(collectionView.minimumContentOffset, animated: false)
        default: return false
        }
        return true
    }

    /// The session's update, with the model changed by the same rule the collection view applies
    /// (deletes and move sources first, then inserts and move destinations; `BatchUpdate.apply`).
    private func sessionUpdate() {
        guard photos.count >= 4 else { return post("The update needs at least four photos; press Reset.") }
        let last = IndexPath(item: photos.count - 1, section: 0)
        var update = BatchUpdate()
        update.deleteItems(at: [IndexPath(item: 2, section: 0)])
        update.moveItem(at: last, to: IndexPath(item: 0, section: 0))
        update.reloadItems(at: [IndexPath(item: 3, section: 0)])
        var reloaded = photos[3]
        reloaded.version += 1
        var model = [photos]
        do {
            try update.apply(to: &model, newSection: { _ in [] }, newItem: { _ in reloaded })
        } catch {
            return post(error.description)
        }
        collectionView.performBatchUpdates({ [self] in
            photos = model[0]
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.moveItem(at: last, to: IndexPath(item: 0, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { [weak self] finished in
            self?.post("Update finished (\(finished ? "animated to the end" : "interrupted")): \(self?.firstCaptions ?? "")")
        })
    }

    /// The session's first attempt: reload the fourth item and move it to the top in one batch, which
    /// UIKit refuses ("attempt to delete and reload the same index path"); the engine reports it and
    /// recovers by reloading the data.
    private func buggyUpdate() {
        guard photos.count >= 4 else { return post("The update needs at least four photos; press Reset.") }
        collectionView.performBatchUpdates({ [self] in
            var moved = photos[3]
            moved.version += 1
            photos.remove(at: 3)
            photos.remove(at: 2)
            photos.insert(moved, at: 0)
            collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { [weak self] finished in
            self?.post("Buggy update completion(\(finished)); the collection view reloaded: \(self?.firstCaptions ?? "")")
        })
    }

    /// The first six captions, for notices and tests.
    var firstCaptions: String { photos.prefix(6).map(\.caption).joined(separator: ", ") }
}
