import OpenCollectionView
import Synchronization

/// The generated pictures and icons a screen shows, each made once and kept: drawing and encoding
/// one takes one to two milliseconds in a release build (tens in a debug one), so the first request
/// for a seed makes it and later ones get the same `Image` (the page receives its bytes once).
///
/// Safe to use from any thread: a loader off the main actor can make pictures (the smooth-scrolling
/// lab does, as an app decodes photos in the background).
final class ArtworkLibrary: Sendable {
    private let photos = Mutex<[Int: Image]>([:])
    private let widePhotos = Mutex<[Int: Image]>([:])
    private let squares = Mutex<[Int: Image]>([:])
    private let icons = Mutex<[Int: Image]>([:])

    /// Landscape `seed` (192 × 144 pixels at 2 pixels per point: 96 × 72 points, scaled by image views).
    func photo(_ seed: Int) -> Image {
        image(seed, in: photos) { Image(data: Artwork.photoData($0), scale: 2) ?? Image(systemName: "photo", size: CGSize(width: 96, height: 72)) }
    }

    /// Landscape `seed` for wide cells (320 × 120 pixels at 1 pixel per point): a cell a thousand
    /// points wide shows it enlarged about three times, where `photo(_:)` would be blown up tenfold.
    /// About 1.4 times the pixels of `photo(_:)` — a larger one cost a debug gallery a 140 ms stall
    /// per new picture while scrolling — so only cells that need it ask for it.
    func widePhoto(_ seed: Int) -> Image {
        image(seed, in: widePhotos) {
            Image(data: Artwork.photoData($0, width: 320, height: 120), scale: 1) ?? Image(systemName: "photo", size: CGSize(width: 320, height: 120))
        }
    }

    /// Landscape `seed` cropped square, 220 pixels at 2 per point: drawn at its own 110-point size, as
    /// content rather than by an image view (the smooth-scrolling lab's cells).
    func squarePhoto(_ seed: Int) -> Image {
        image(seed, in: squares) {
            Image(data: Artwork.photoData($0, width: 220, height: 220), scale: 2) ?? Image(systemName: "photo", size: CGSize(width: 110, height: 110))
        }
    }

    /// App icon `seed` (96 pixels square at 2 pixels per point: 48 points).
    func icon(_ seed: Int) -> Image {
        image(seed, in: icons) { Image(data: Artwork.iconData($0), scale: 2) ?? Image(systemName: "app", size: CGSize(width: 48, height: 48)) }
    }

    /// The image for `seed` in `cache`, made outside the lock the first time (two threads asking at
    /// once may both make it; the first kept wins).
    private func image(_ seed: Int, in cache: borrowing Mutex<[Int: Image]>, make: (Int) -> Image) -> Image {
        let key = Int(seed.magnitude % UInt(Artwork.variety))
        if let image = cache.withLock({ $0[key] }) { return image }
        let made = make(key)
        return cache.withLock { images in
            if let kept = images[key] { return kept }
            images[key] = made
            return made
        }
    }
}
