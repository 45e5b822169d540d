import Foundation
import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import ViewSystem

/// A test cell that counts how often it was prepared for reuse.
@MainActor
public final class RecordingCell: CollectionViewCell {
    public private(set) var prepareForReuseCount = 0
    /// The item the data source last configured the cell for.
    public var configuredIndexPath: IndexPath?
    /// The model value the cell shows, when the data source has `items`.
    public var configuredItem: String?

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A test supplementary view.
@MainActor
public final class RecordingSupplementaryView: CollectionReusableView {}

/// A data source and delegate that serves `counts`, registers its own classes and logs every call in
/// order (`cellForItemAt (0 - 1)`, `willDisplay (0 - 1)`, …), for asserting exact call sequences.
@MainActor
public final class RecordingDataSource: CollectionViewDataSource, CollectionViewDelegate {
    public static let cellIdentifier = "cell"
    public static let supplementaryIdentifier = "supplementary"

    /// Items per section.
    public var counts: [Int]
    /// A model of named items; setting it sets `counts` (cells then show their item's name).
    public var items: [[String]]? {
        didSet { if let items { counts = items.map(\.count) } }
    }
    /// Every call, in order.
    public private(set) var log: [String] = []
    /// Whether to serve supplementary views.
    public var servesSupplementaryViews = true
    /// The items `canMoveItemAt` refuses.
    public var unmovableItems: Set<IndexPath> = []
    /// Called at the start of every `cellForItemAt` (to make cells cost time on a manual time source).
    public var cellCost: ((IndexPath) -> Void)?

    public init(counts: [Int]) {
        self.counts = counts
    }

    /// Serves named items (`configuredItem` on the cells).
    public convenience init(items: [[String]]) {
        self.init(counts: items.map(\.count))
        self.items = items
    }

    /// Registers the recording classes on `collectionView` and becomes its data source and delegate.
    public func attach(to collectionView: CollectionView) {
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(RecordingSupplementaryView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: Self.supplementaryIdentifier)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public func clearLog() { log.removeAll() }

    public func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cellForItemAt \(indexPath.collectionDescription)")
        cellCost?(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? RecordingCell)?.configuredIndexPath = indexPath
        if let items, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) {
            (cell as? RecordingCell)?.configuredItem = items[indexPath.section][indexPath.item]
        }
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        log.append("viewForSupplementary \(ElementSignature.shortKind(kind)) \(indexPath.collectionDescription)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !unmovableItems.contains(indexPath)
    }

    /// Logs `moveItemAt (0 - 1) -> (0 - 3)` and moves the item in `items` (and `counts`).
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItemAt \(sourceIndexPath.collectionDescription) -> \(destinationIndexPath.collectionDescription)")
        if var model = items {
            let value = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            model[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
            items = model
        } else {
            counts[sourceIndexPath.section] -= 1
            counts[destinationIndexPath.section] += 1
        }
    }

    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.collectionDescription)")
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.collectionDescription)")
    }

    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplaySupplementary \(ElementSignature.shortKind(elementKind)) \(indexPath.collectionDescription)")
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("didEndDisplayingSupplementary \(ElementSignature.shortKind(elementKind)) \(indexPath.collectionDescription)")
    }
}

extension RecordingDataSource: CollectionViewDataSourcePrefetching {
    /// Logs `prefetch (0 - 5), (0 - 6)`.
    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append("prefetch " + indexPaths.map(\.collectionDescription).joined(separator: ", "))
    }

    /// Logs `cancel (0 - 5)`.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append("cancel " + indexPaths.map(\.collectionDescription).joined(separator: ", "))
    }
}

/// Collects the diagnostics a collection view reports.
@MainActor
public final class DiagnosticsRecorder {
    public private(set) var diagnostics: [CollectionDiagnostic] = []

    public init() {}

    /// Becomes the diagnostic handler of `collectionView` (or of a table view).
    public func attach(to collectionView: CollectionViewBase) {
        collectionView.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    public var messages: [String] { diagnostics.map(\.message) }

    public func clear() { diagnostics.removeAll() }
}
