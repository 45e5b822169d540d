/// Receives a scroll view's scrolling events (`UIScrollViewDelegate`).
///
/// Every method is optional: the defaults do nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
