/// A focus update inside a table view (`UITableViewFocusUpdateContext`): the rows the focus moves
/// between (`previouslyFocusedIndexPath`, `nextFocusedIndexPath`), beside the views.
///
/// Differences from UIKit: the table view is a collection view here, and its focus context is the
/// collection view's type; the members are UIKit's.
public typealias TableViewFocusUpdateContext = CollectionViewFocusUpdateContext
