import CollectionWeb
import Foundation
import OpenCollectionView

/// What every gallery screen shares: a collection or table view filling the viewport, diagnostics
/// shown on the page, and notices (delegate calls worth seeing) queued for the next frame.
@MainActor
class GalleryScreenBase: WebScreen {
    private var notices: [String] = []
    private let content: CollectionViewBase

    var view: View { content }
    var reportedCollectionView: CollectionViewBase? { content }

    init(content: CollectionViewBase) {
        self.content = content
        content.diagnosticHandler = { [weak self] diagnostic in self?.post(diagnostic.description) }
    }

    /// Queues `notice` for the page.
    func post(_ notice: String) { notices.append(notice) }

    func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    func perform(action name: String) -> Bool { false }
    func apply(setting name: String, value: Double) -> Bool { false }
    func apply(text: String, toField name: String) -> Bool { false }
    func frameWillBegin(at time: TimeInterval) {}
}

/// A gallery screen showing a collection view.
@MainActor
class GalleryScreen: GalleryScreenBase {
    /// The screen's collection view.
    let collectionView: CollectionView

    init(size: CGSize, layout: CollectionViewLayout) {
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init(content: collectionView)
    }
}

/// A gallery screen showing a table view.
@MainActor
class TableGalleryScreen: GalleryScreenBase {
    /// The screen's table view.
    let tableView: TableView

    init(size: CGSize, style: TableView.Style) {
        tableView = TableView(frame: CGRect(origin: .zero, size: size), style: style)
        super.init(content: tableView)
    }
}
