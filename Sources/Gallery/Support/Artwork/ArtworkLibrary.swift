import OpenCollectionView

/// The generated pictures and icons a screen shows, each made once and kept: drawing and encoding
/// one takes about a millisecond in a release build (tens in a debug one), so a screen makes each the
/// first time a cell asks and hands out the same `Image` afterwards (the page receives its bytes once).
@MainActor
final class ArtworkLibrary {
    private var photos: [Int: Image] = [:]
    private var icons: [Int: Image] = [:]

    /// Landscape `seed` (192 × 144 pixels at 2 pixels per point: 96 × 72 points, scaled by image views).
    func photo(_ seed: Int) -> Image {
        let key = Int(seed.magnitude % UInt(Artwork.variety))
        if let image = photos[key] { return image }
        let image = Image(data: Artwork.photoData(key), scale: 2) ?? Image(systemName: "photo", size: CGSize(width: 96, height: 72))
        photos[key] = image
        return image
    }

    /// App icon `seed` (96 pixels square at 2 pixels per point: 48 points).
    func icon(_ seed: Int) -> Image {
        let key = Int(seed.magnitude % UInt(Artwork.variety))
        if let image = icons[key] { return image }
        let image = Image(data: Artwork.iconData(key), scale: 2) ?? Image(systemName: "app", size: CGSize(width: 48, height: 48))
        icons[key] = image
        return image
    }
}
