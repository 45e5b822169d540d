import Foundation

/// The scroll views of the orthogonally scrolling sections (F29), by section.
struct OrthogonalStrips {
    /// The strips, by section.
    var scrollViews: [Int: OrthogonalSectionScrollView] = [:]
    /// Set while the collection view moves a strip to the layout's offset (its scroll events are
    /// then not the user's).
    var isSyncingOffset = false
}
