/// The kind of view a set of layout attributes describes.
///
/// UIKit's `UICollectionView.ElementCategory`, with the same raw values; `CollectionView.ElementCategory`
/// is the same type.
public enum CollectionElementCategory: UInt, Hashable, Sendable, CaseIterable {
    /// A cell, supplied by the data source.
    case cell = 0
    /// A supplementary view (header, footer, badge), supplied by the data source.
    case supplementaryView = 1
    /// A decoration view, supplied by the layout.
    case decorationView = 2
}

/// The element kinds UIKit defines, as plain strings so they compare with UIKit's own values.
///
/// `CollectionView.elementKindSectionHeader` and `.elementKindSectionFooter` are the same strings.
public enum CollectionElementKind {
    /// The kind of a cell (`UICollectionElementKindCell`), used in reuse diagnostics.
    public static let cell = "UICollectionElementKindCell"
    /// The kind of a section header (`UICollectionElementKindSectionHeader`).
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (`UICollectionElementKindSectionFooter`).
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}

/// The direction in which a layout scrolls.
///
/// UIKit's `UICollectionView.ScrollDirection`, with the same raw values; `CollectionView.ScrollDirection`
/// is the same type.
public enum CollectionViewScrollDirection: Int, Hashable, Sendable, CaseIterable {
    /// Content scrolls up and down.
    case vertical = 0
    /// Content scrolls left and right.
    case horizontal = 1
}
