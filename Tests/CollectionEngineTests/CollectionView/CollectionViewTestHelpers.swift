import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation

/// A collection view that keeps its test data source alive (`dataSource` itself is weak, as in UIKit).
@MainActor
final class TestCollectionView: CollectionView {
    var retainedDataSource: AnyObject?
}

/// A collection view of `width` × `height` with a flow layout and a recording data source.
@MainActor
func makeCollectionView(width: CGFloat = 320, height: CGFloat = 100, counts: [Int],
                        configure: (CollectionViewFlowLayout) -> Void = { _ in })
    -> (CollectionView, RecordingDataSource, DiagnosticsRecorder) {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let collectionView = TestCollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    let diagnostics = DiagnosticsRecorder()
    diagnostics.attach(to: collectionView)
    let dataSource = RecordingDataSource(counts: counts)
    dataSource.attach(to: collectionView)
    collectionView.retainedDataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource, diagnostics)
}

func paths(_ items: [Int], section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}

func paths(_ items: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    paths(Array(items), section: section)
}
