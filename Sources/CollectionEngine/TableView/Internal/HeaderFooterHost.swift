import CollectionGeometry
import Foundation
import ViewSystem

/// The header-footer view a table shows a delegate's plain view in (UIKit shows any view as a header
/// or footer): the view fills it and follows its size, as UIKit sets the view's frame.
@MainActor
final class HeaderFooterHost: TableViewHeaderFooterView {
    static let reuseIdentifier = "OpenCollectionView.TableView.host"

    /// The delegate's view shown.
    private(set) var hosted: View?

    /// Shows `view`, replacing the one shown before (which leaves, as the delegate made a new one).
    func host(_ view: View) {
        guard view !== hosted else { return }
        if let hosted, hosted.superview === self { hosted.removeFromSuperview() }
        hosted = view
        view.removeFromSuperview()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }
}
