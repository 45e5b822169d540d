import CollectionData
import CollectionGeometry
import Foundation

/// What a layout can see of the collection view it lays out.
///
/// In UIKit a layout reads its `collectionView` directly. Layouts here never import the engine
/// (Guides/Architecture.md, "Modules"): they see this small protocol, which `CollectionView` conforms to and which
/// a test can implement in a few lines. Subclass code reads the same as in UIKit —
/// `collectionView.bounds`, `.layoutMargins`, `.safeAreaInsets`, `.numberOfItems(inSection:)`,
/// `.contentInset` … — because `CollectionViewLayout.collectionView` has this type.
@MainActor
public protocol CollectionViewLayoutHost: AnyObject {
    /// The visible rectangle in content coordinates (origin = content offset).
    var bounds: CGRect { get }
    /// The frame in the superview's coordinates.
    var frame: CGRect { get }
    /// The content offset (`bounds.origin`).
    var contentOffset: CGPoint { get }
    /// The size of the content, as last reported by the layout.
    var contentSize: CGSize { get }
    /// The insets the app set around the content.
    var contentInset: EdgeInsets { get }
    /// The insets actually applied around the content (`contentInset` plus safe area, as configured).
    var adjustedContentInset: EdgeInsets { get }
    /// The safe area insets.
    var safeAreaInsets: EdgeInsets { get }
    /// The layout margins.
    var layoutMargins: EdgeInsets { get }
    /// The layout margins, with leading and trailing edges.
    var directionalLayoutMargins: DirectionalEdgeInsets { get }
    /// The layout direction the collection view's content uses.
    var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { get }
    /// The traits of the collection view's environment.
    var traitCollection: TraitCollection { get }
    /// The number of sections, as the collection view last loaded them.
    var numberOfSections: Int { get }
    /// The number of items in `section`, as the collection view last loaded them; 0 when out of range.
    func numberOfItems(inSection section: Int) -> Int
    /// The per-item and per-section answers of a flow layout delegate, when there is one.
    ///
    /// `CollectionView` returns an adapter over its delegate when the delegate conforms to
    /// `CollectionViewDelegateFlowLayout`; the default is `nil`.
    var flowLayoutMetricsProvider: (any FlowLayoutMetricsProvider)? { get }
    /// Receives a problem a layout found in its input (a NaN size, an item wider than the view …).
    ///
    /// `CollectionView` forwards it to its `diagnosticHandler`; the default discards it.
    func layout(_ layout: CollectionViewLayout, didReport diagnostic: CollectionDiagnostic)
    /// Learns that `layout` was invalidated (by `invalidateLayout()` or a context), so that it lays
    /// out again in its next layout cycle, as UIKit's collection view does.
    ///
    /// `CollectionView` schedules a layout pass; the default does nothing.
    func layoutDidInvalidate(_ layout: CollectionViewLayout)
}

extension CollectionViewLayoutHost {
    /// No flow layout delegate by default.
    public var flowLayoutMetricsProvider: (any FlowLayoutMetricsProvider)? { nil }

    /// Discards the diagnostic by default.
    public func layout(_ layout: CollectionViewLayout, didReport diagnostic: CollectionDiagnostic) {}

    /// Does nothing by default.
    public func layoutDidInvalidate(_ layout: CollectionViewLayout) {}

    /// The directional form of `layoutMargins` for the host's layout direction, by default.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection)
    }

    /// The size of the visible area inside `adjustedContentInset`.
    ///
    /// Not in UIKit; the size layouts usually divide.
    public var visibleContentSize: CGSize {
        let rect = bounds.inset(by: adjustedContentInset)
        return CGSize(width: max(0, rect.width), height: max(0, rect.height))
    }
}
