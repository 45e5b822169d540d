import CollectionGeometry
import Foundation

/// What a navigation controller reads from its top view controller's content scroll view: how far a
/// large title has collapsed, whether the content is under the bar, what shows behind a transparent bar.
@MainActor
enum NavigationContentScroll {
    /// How far the content has scrolled from its top edge (into the title's 52 points, when large).
    static func collapse(of scrollView: ScrollView) -> CGFloat {
        scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    /// Whether the content has scrolled under the bar: past its top edge, and past the large
    /// title's band when the scroll view carries one.
    static func isScrolledUnder(_ scrollView: ScrollView) -> Bool {
        collapse(of: scrollView) > scrollView.containerTopInset
    }

    /// What shows behind a transparent bar at the scroll edge: the content scroll view's background
    /// (the app's, else a list layout's), else the content view's, else the system background.
    static func scrollEdgeBackground(of child: View, scrollView: ScrollView?) -> Color {
        scrollView?.backgroundColor ?? scrollView?.renderedBackground?.backgroundColor ?? child.backgroundColor ?? .systemBackground
    }

    /// The scroll view a large title collapses with (UIKit's content scroll view, found as UIKit finds
    /// one nobody set): `view` itself, or its first subview when that is a scroll view.
    static func scrollView(in view: View) -> ScrollView? {
        (view as? ScrollView) ?? (view.subviews.first as? ScrollView)
    }
}
