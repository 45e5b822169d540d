import Foundation
import ViewSystem

/// Receives the rows a table view will need soon, to load their data ahead
/// (`UITableViewDataSourcePrefetching`, F15) — the same scheduler and semantics as
/// `CollectionViewDataSourcePrefetching`: rows ahead in the scroll direction, never visible ones,
/// cancelled when scrolling turns away; nothing while scrolling fast.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these rows.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows are no longer expected soon; the default does nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
