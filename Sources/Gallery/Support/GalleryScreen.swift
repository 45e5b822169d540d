import CollectionWeb
import Foundation
import OpenCollectionView

/// What every gallery screen shares: notices (delegate calls worth seeing) queued for the next frame,
/// and no buttons, settings or fields until a screen overrides them.
@MainActor
class NoticingScreen {
    private var notices: [String] = []

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

/// A screen showing a collection or table view filling the viewport, its diagnostics shown on the page.
@MainActor
class GalleryScreenBase: NoticingScreen, WebScreen {
    private let content: CollectionViewBase

    var view: View { content }
    var reportedCollectionView: CollectionViewBase? { content }

    init(content: CollectionViewBase) {
        self.content = content
        super.init()
        content.diagnosticHandler = { [weak self] diagnostic in self?.post(diagnostic.description) }
    }
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
