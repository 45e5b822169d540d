import Foundation

/// How far from the screen the prefetcher works, chosen from what cells cost (F14).
///
/// Far while configuring a screenful of cells would take a frame interval or more — then a fast
/// stretch cannot show new rows without cells prepared earlier, and a cell prepared in an idle frame
/// is time saved — near otherwise, where deep windows would only spend time and memory on cells a
/// short scroll never shows. Not in UIKit, whose prefetching distance is unspecified.
enum PrefetchReach: Equatable {
    case near
    case far

    /// The reach for cells whose running cost is `cellCost` seconds each, `cellsPerScreen` of them on
    /// screen, with `frameInterval` seconds between frames.
    init(cellCost: TimeInterval, cellsPerScreen: Int, frameInterval: TimeInterval) {
        self = cellCost * Double(cellsPerScreen) >= frameInterval ? .far : .near
    }

    /// Screens ahead, in the scroll direction, whose cells are prepared while the content moves; also
    /// how far from the screen prepared cells and cells that left it stay configured.
    var preparedScreensWhileMoving: CGFloat { self == .far ? 8 : 4 }
    /// Screens ahead whose items go to the prefetch data source while the content moves (one more, so
    /// their data is loading before their cells are configured).
    var prefetchedScreensWhileMoving: CGFloat { preparedScreensWhileMoving + 1 }
    /// Screens on both sides whose cells are prepared, and items handed to the data source, at rest.
    var screensAtRest: CGFloat { self == .far ? 4 : 2 }

    /// The most cells prepared ahead, nearest first, whatever the screens hold: a very large screen of
    /// small cells (a 4K page of a photo grid holds hundreds) would otherwise prepare thousands, and
    /// keep them — what one collection view may hold in memory is bounded.
    static let maximumPreparedCells = 512
    /// The most items handed to the prefetch data source at once, nearest first (its loads are the
    /// app's work, on other threads; thousands at once would crowd every other task out).
    static let maximumPrefetchedItems = 640
}
