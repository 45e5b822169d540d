import CollectionWeb
import Foundation
import OpenCollectionView

/// What every gallery screen shares: a collection view filling the viewport, diagnostics shown on
/// the page, and notices (delegate calls worth seeing) queued for the next frame.
@MainActor
class GalleryScreen: WebScreen {
    /// The screen's collection view.
    let collectionView: CollectionView
    private var notices: [String] = []

    var view: View { collectionView }
    var reportedCollectionView: CollectionView? { collectionView }

    init(size: CGSize, layout: CollectionViewLayout) {
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.diagnosticHandler = { [weak self] diagnostic in self?.post(diagnostic.description) }
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
