import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import TestSupport
import ViewSystem
import ViewTestSupport

/// A list (`CollectionViewCompositionalLayout.list(using:)`) of `CollectionViewListCell`s in a
/// 320 × `height` window on a manual clock, fed by a diffable data source of strings.
@MainActor
final class ListStage {
    let clock = ManualFrameClock()
    let window: Window
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>
    let diagnostics = DiagnosticsRecorder()
    /// Runs for every cell the registration configures.
    var configureCell: (CollectionViewListCell, IndexPath, String) -> Void = { _, _, _ in }

    init(_ configuration: CollectionLayoutListConfiguration, sections: [[String]] = [], width: CGFloat = 320, height: CGFloat = 400) {
        window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: clock, renderer: RecordingRenderer(),
                        timeSource: ManualTimeSource())
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        diagnostics.attach(to: collectionView)
        var configure: ((CollectionViewListCell, IndexPath, String) -> Void)?
        let registration = CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            configure?(cell, indexPath, item)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        configure = { [unowned self] in self.configureCell($0, $1, $2) }
        window.addSubview(collectionView)
        if !sections.isEmpty {
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections(Array(sections.indices))
            for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        settle()
    }

    /// Runs frames until animations end.
    func settle() {
        clock.advanceFrames(1)
        clock.advance(by: 1)
        clock.advanceFrames(1)
    }

    func cell(_ item: Int, section: Int = 0) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
    }

    /// The cell showing `text`.
    func cell(showing text: String) -> CollectionViewListCell? {
        guard let indexPath = dataSource.indexPath(for: text) else { return nil }
        return collectionView.cellForItem(at: indexPath) as? CollectionViewListCell
    }

    /// The visible items' texts, in index-path order.
    var shown: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
    }

    /// The middle of a cell, in window coordinates.
    func middle(of cell: CollectionViewCell) -> CGPoint {
        CGPoint(x: cell.frame.midX - collectionView.contentOffset.x, y: cell.frame.midY - collectionView.contentOffset.y)
    }

    /// A press, moves and a release, a frame apart, in window coordinates.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 6) {
        window.drag(from: start, to: end, steps: steps, clock: clock)
    }

    /// A press and release at `point`.
    func tap(_ point: CGPoint) {
        window.tap(point, clock: clock)
    }

    /// A tap on the middle of `view`, a view inside the window.
    func tap(_ view: View) {
        tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }
}
