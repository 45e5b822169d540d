import CollectionGeometry
import Foundation

/// Where one element (cell, supplementary view or decoration view) goes and how it looks.
///
/// UIKit's `UICollectionViewLayoutAttributes`: an `NSObject` that conforms to `NSCopying`, so a
/// subclass written for UIKit (overriding `copy(with:)` and `isEqual(_:)`) compiles unchanged.
///
/// Differences from UIKit:
/// - The class is not bound to the main actor: attributes are plain values layouts build and hand over.
/// - `frame` is stored exactly (reading back what was set never loses a bit); `center` is derived from it.
///   As in UIKit, `frame` does not include `transform`.
/// - Built-in layouts create attribute objects only for the elements queried; they keep their results
///   in compact arrays (feature B3).
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    private var storedFrame: CGRect = .zero
    private var storedTransform3D: Transform3D = .identity

    /// The element's frame in the collection view's coordinates.
    ///
    /// Setting it also sets `center` and `size`.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// The centre of the element in the collection view's coordinates.
    ///
    /// Setting it moves `frame`, keeping `size`.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.origin.x + storedFrame.size.width / 2,
                      y: storedFrame.origin.y + storedFrame.size.height / 2) }
        set {
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.size.width / 2,
                                         y: newValue.y - storedFrame.size.height / 2)
        }
    }

    /// The size of the element.
    ///
    /// Setting it changes `frame` and `bounds`, keeping `center`.
    open var size: CGSize {
        get { storedFrame.size }
        set {
            let oldCenter = center
            storedFrame.size = newValue
            center = oldCenter
        }
    }

    /// The element's bounds: origin zero, `size` as size.
    ///
    /// Setting it sets `size`; the origin is ignored (UIKit requires it to be zero).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { size = newValue.size }
    }

    /// The element's 2-D transform, relative to its centre.
    ///
    /// Reading it gives the affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { storedTransform3D.affineTransform }
        set { storedTransform3D = Transform3D(newValue) }
    }

    /// The element's 3-D transform, relative to its centre.
    open var transform3D: Transform3D {
        get { storedTransform3D }
        set { storedTransform3D = newValue }
    }

    /// The element's opacity, 0 (transparent) to 1 (opaque). The default is 1.
    open var alpha: CGFloat = 1

    /// The element's position on the z axis; higher values are in front. The default is 0.
    open var zIndex: Int = 0

    /// Whether the element is hidden. The default is `false`.
    open var isHidden: Bool = false

    /// The index path of the element.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: CollectionElementCategory = .cell

    /// The kind of a supplementary or decoration view; `nil` for cells.
    public private(set) var representedElementKind: String?

    /// For an element of a list section: its list and its place in the section (list cells draw
    /// separators, rounded groups and backgrounds from it).
    package var listPlacement: ListElementPlacement?

    /// Creates attributes for a cell at index path (0 - 0).
    ///
    /// Subclasses get the three factory initialisers below for free as long as they override all
    /// designated initialisers or none, as in UIKit.
    public required override init() {
        super.init()
    }

    /// Creates attributes for the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every field copied.
    ///
    /// Subclasses that add fields override this, call `super`, cast and copy their own fields, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.storedFrame = storedFrame
        copy.storedTransform3D = storedTransform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.listPlacement = listPlacement
        return copy
    }

    /// Whether `object` has the same class and the same value in every field.
    ///
    /// Subclasses that add fields override this and call `super`, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return type(of: other) == type(of: self)
            && other.storedFrame == storedFrame
            && other.storedTransform3D == storedTransform3D
            && other.alpha == alpha
            && other.zIndex == zIndex
            && other.isHidden == isHidden
            && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
            && other.listPlacement == listPlacement
    }

    /// A hash of the element's identity (category, kind, index path), consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// UIKit's debugging form: index path, kind, frame and any non-default appearance.
    open override var description: String {
        var parts = ["index path: \(indexPath.collectionDescription)"]
        if let kind = representedElementKind { parts.append("element kind: (\(kind))") }
        parts.append("frame = (\(frame.origin.x.compactDescription) \(frame.origin.y.compactDescription); "
            + "\(frame.size.width.compactDescription) \(frame.size.height.compactDescription))")
        if alpha != 1 { parts.append("alpha = \(alpha.compactDescription)") }
        if isHidden { parts.append("hidden = YES") }
        if zIndex != 0 { parts.append("zIndex = \(zIndex)") }
        if !storedTransform3D.isIdentity { parts.append("transform3D = \(storedTransform3D)") }
        return "<\(type(of: self))> " + parts.joined(separator: "; ")
    }
}
