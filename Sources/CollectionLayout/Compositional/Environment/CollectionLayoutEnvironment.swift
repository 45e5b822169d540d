import CollectionGeometry
import Foundation

/// The size of what a section is laid out in (`NSCollectionLayoutContainer`).
@MainActor
public protocol CollectionLayoutContainer: AnyObject {
    /// The container's size: the collection view's bounds inside its adjusted content inset.
    var contentSize: CGSize { get }
    /// The insets of the section's `contentInsetsReference` (safe area, layout margins …).
    var effectiveContentInsets: DirectionalEdgeInsets { get }
    /// `contentSize` inside `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container itself applies (none here: the content inset is already outside `contentSize`).
    var contentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider can adapt to (`NSCollectionLayoutEnvironment`, SPEC F23).
@MainActor
public protocol CollectionLayoutEnvironment: AnyObject {
    /// The container's sizes.
    var container: any CollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: TraitCollection { get }
}

/// The environment a compositional layout gives its section provider.
@MainActor
final class LayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: DirectionalEdgeInsets
    let traitCollection: TraitCollection
    var container: any CollectionLayoutContainer { self }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize {
        CGSize(width: Swift.max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
               height: Swift.max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }

    init(contentSize: CGSize, effectiveContentInsets: DirectionalEdgeInsets, traitCollection: TraitCollection) {
        self.contentSize = contentSize
        self.effectiveContentInsets = effectiveContentInsets
        self.traitCollection = traitCollection
    }
}

/// What a section's content insets are measured from (`UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// The safe area (what UIKit chooses for `.automatic`).
    case automatic = 0
    /// The container's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide (layout margins, narrowed to a readable width when wider).
    case readableContent = 4
}

/// An element of a section as its `visibleItemsInvalidationHandler` sees and changes it
/// (`NSCollectionLayoutVisibleItem`).
@MainActor
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The element's frame, in the layout's coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary or decoration.
    var representedElementCategory: CollectionElementCategory { get }
    /// The kind of a supplementary or decoration element.
    var representedElementKind: String? { get }
    /// A name for debugging.
    var name: String { get }
    /// The centre; may be changed.
    var center: CGPoint { get set }
    /// The opacity; may be changed.
    var alpha: CGFloat { get set }
    /// The transform; may be changed.
    var transform: CGAffineTransform { get set }
    /// The 3-D transform; may be changed.
    var transform3D: Transform3D { get set }
    /// The z order; may be changed.
    var zIndex: Int { get set }
    /// Whether hidden; may be changed.
    var isHidden: Bool { get set }
}

/// The visible item the layout hands to `visibleItemsInvalidationHandler`; changes are copied back.
@MainActor
final class VisibleItem: CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    init(_ attributes: CollectionViewLayoutAttributes) { self.attributes = attributes }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: CollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.representedElementKind ?? "cell" }
    var center: CGPoint {
        get { attributes.center }
        set { if newValue.isFinitePoint { attributes.center = newValue } }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue.isFinite ? Swift.min(1, Swift.max(0, newValue)) : attributes.alpha }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
}
