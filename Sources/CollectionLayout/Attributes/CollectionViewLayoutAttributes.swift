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
    /// Every field this class declares but the list placement, in one stored value: a class's stored
    /// property costs an exclusivity check on each access, and the engine compares and copies
    /// attributes for every element of every frame.
    private var fields = Fields()

    /// The element's frame in the collection view's coordinates.
    ///
    /// Setting it also sets `center` and `size`.
    open var frame: CGRect {
        get { fields.frame }
        set { fields.frame = newValue }
    }

    /// The centre of the element in the collection view's coordinates.
    ///
    /// Setting it moves `frame`, keeping `size`.
    open var center: CGPoint {
        get {
            let frame = fields.frame
            return CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        }
        set {
            fields.frame.origin = CGPoint(x: newValue.x - fields.frame.size.width / 2,
                                         y: newValue.y - fields.frame.size.height / 2)
        }
    }

    /// The size of the element.
    ///
    /// Setting it changes `frame` and `bounds`, keeping `center`.
    open var size: CGSize {
        get { fields.frame.size }
        set {
            let oldCenter = center
            fields.frame.size = newValue
            center = oldCenter
        }
    }

    /// The element's bounds: origin zero, `size` as size.
    ///
    /// Setting it sets `size`; the origin is ignored (UIKit requires it to be zero).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: fields.frame.size) }
        set { size = newValue.size }
    }

    /// The element's 2-D transform, relative to its centre.
    ///
    /// Reading it gives the affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { fields.transform3D.affineTransform }
        set { fields.transform3D = Transform3D(newValue) }
    }

    /// The element's 3-D transform, relative to its centre.
    open var transform3D: Transform3D {
        get { fields.transform3D }
        set { fields.transform3D = newValue }
    }

    /// The element's opacity, 0 (transparent) to 1 (opaque). The default is 1.
    open var alpha: CGFloat {
        get { fields.alpha }
        set { fields.alpha = newValue }
    }

    /// The element's position on the z axis; higher values are in front. The default is 0.
    open var zIndex: Int {
        get { fields.zIndex }
        set { fields.zIndex = newValue }
    }

    /// Whether the element is hidden. The default is `false`.
    open var isHidden: Bool {
        get { fields.isHidden }
        set { fields.isHidden = newValue }
    }

    /// The index path of the element.
    open var indexPath: IndexPath {
        get { fields.indexPath }
        set { fields.indexPath = newValue }
    }

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: CollectionElementCategory { fields.category }

    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var representedElementKind: String? { fields.kind }

    /// The element's category, kind (empty for cells) and index path, read at once.
    package final var identity: (category: CollectionElementCategory, kind: String, indexPath: IndexPath) {
        let fields = fields
        return (fields.category, fields.kind ?? "", fields.indexPath)
    }

    /// For an element of a list section: its list and its place in the section (list cells draw
    /// separators, rounded groups and backgrounds from it).
    package var listPlacement: ListElementPlacement? {
        didSet { fields.hasListPlacement = listPlacement != nil }
    }

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
        fields.indexPath = indexPath
        fields.category = .cell
        fields.kind = nil
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        fields.indexPath = indexPath
        fields.category = .supplementaryView
        fields.kind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        fields.indexPath = indexPath
        fields.category = .decorationView
        fields.kind = decorationViewKind
    }

    /// A copy of the same class with every field copied.
    ///
    /// Subclasses that add fields override this, call `super`, cast and copy their own fields, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.fields = fields
        copy.listPlacement = listPlacement
        return copy
    }

    /// Whether `object` has the same class and the same value in every field.
    ///
    /// Subclasses that add fields override this and call `super`, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return type(of: other) == type(of: self) && hasSameFields(as: other)
    }

    /// Whether `other` holds the same value in every field this class declares (not a subclass's);
    /// what `isEqual(_:)` compares after the class. The engine calls it directly for attributes of
    /// this very class, which every built-in layout makes: no cast, no dynamic call per field.
    package final func hasSameFields(as other: CollectionViewLayoutAttributes) -> Bool {
        if other === self { return true }
        guard other.fields == fields else { return false }
        // Most elements have no list placement (the fields say whether there is one, and were equal):
        // the placements, large values, are read only when there are two to compare.
        guard fields.hasListPlacement else { return true }
        return other.listPlacement == listPlacement
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
        if !fields.transform3D.isIdentity { parts.append("transform3D = \(fields.transform3D)") }
        return "<\(type(of: self))> " + parts.joined(separator: "; ")
    }
}

extension CollectionViewLayoutAttributes {
    /// The stored fields of attributes (the list placement aside), compared and copied as one value.
    fileprivate struct Fields: Equatable {
        var frame: CGRect = .zero
        var transform3D: Transform3D = .identity
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var indexPath = IndexPath(item: 0, section: 0)
        var category: CollectionElementCategory = .cell
        var kind: String?
        /// Whether `listPlacement` holds one (kept by its observer).
        var hasListPlacement = false
    }
}
