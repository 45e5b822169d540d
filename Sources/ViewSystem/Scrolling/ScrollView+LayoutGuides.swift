import Foundation

extension ScrollView: LayoutContentSizing {
    /// The content rectangle, for constraints (`UIScrollView.contentLayoutGuide`): its edges are the
    /// content's, at the origin of the scroll view's bounds coordinates, so a view pinned to them
    /// scrolls with the content; constraints that give the guide a width or height set
    /// `contentSize` when the scroll view's island is laid out (a size they leave free stays).
    public var contentLayoutGuide: LayoutGuide { scrollGuide(.scrollContent) }

    /// The scroll view's own frame, for constraints (`UIScrollView.frameLayoutGuide`): a view pinned
    /// to its edges stays put as the content scrolls; its width and height are the scroll view's, the
    /// usual way to make content as wide as the scroll view.
    public var frameLayoutGuide: LayoutGuide { scrollGuide(.scrollFrame) }
}
