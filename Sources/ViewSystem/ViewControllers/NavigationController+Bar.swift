import CollectionGeometry
import Foundation

extension NavigationController {
    /// The bar across the top of `view`'s safe area, as tall as it wants to be, its background
    /// extending up over the safe area above it (the status bar's), as UIKit's does; above the view,
    /// out of sight, while it is hidden.
    func layOutBar(in view: View) {
        let height = navigationBar.preferredHeight, top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : top, width: view.bounds.width, height: height)
        navigationBar.topExtension.frame = CGRect(x: 0, y: barHidden ? -height - top : 0, width: view.bounds.width, height: top)
        navigationBar.topExtension.isHidden = navigationBar.isHidden || top <= 0
    }

    /// The content scrolled: the search bar (when it hides on scrolling) and the large title follow it
    /// away (or back), the bar shrinks with it.
    func contentDidScroll(_ scrollView: ScrollView) {
        guard scrollView === observedScrollView, let view = viewIfLoaded else { return }
        navigationBar.isContentScrolledUnder = NavigationContentScroll.isScrolledUnder(scrollView)
        guard navigationBar.collapsibleHeight > 0 else { return }
        let before = navigationBar.contentCollapse
        navigationBar.contentCollapse = NavigationContentScroll.collapse(of: scrollView)
        guard navigationBar.contentCollapse != before else { return }
        layOutBar(in: view)
    }
}
