import CollectionGeometry
import CollectionLayout
import Foundation
import Testing

/// A UIKit-style subclass: extra field, `copy(with:)` and `isEqual(_:)` overridden as UIKit code does.
final class BadgeAttributes: CollectionViewLayoutAttributes {
    var badgeCount = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badgeCount = badgeCount
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes else { return false }
        return other.badgeCount == badgeCount && super.isEqual(object)
    }
}

@Suite("CollectionViewLayoutAttributes")
struct CollectionViewLayoutAttributesTests {
    @Test("when the frame is set, then center, size and bounds follow; the frame reads back exactly")
    func frameCenterSizeBounds() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 2))
        attributes.frame = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        #expect(attributes.frame == CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        attributes.size = CGSize(width: 10, height: 20)
        #expect(attributes.center == CGPoint(x: 100, y: 100), "size changes keep the centre")
        #expect(attributes.frame == CGRect(x: 95, y: 90, width: 10, height: 20))
        attributes.bounds = CGRect(x: 5, y: 5, width: 2, height: 4)
        #expect(attributes.size == CGSize(width: 2, height: 4) && attributes.bounds.origin == .zero)
    }

    @Test("when a transform is set, then transform3D mirrors it and the frame ignores it")
    func transforms() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(attributes.transform3D == Transform3D(scaleX: 2, y: 2, z: 1))
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        attributes.transform3D = Transform3D(translationX: 3, y: 4, z: 0)
        #expect(attributes.transform == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test("when the three factories are used, then category, kind and index path are set")
    func factories() {
        let path = IndexPath(item: 4, section: 1)
        let cell = CollectionViewLayoutAttributes(forCellWith: path)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil && cell.indexPath == path)
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: path)
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: path)
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "background")
        let defaults = CollectionViewLayoutAttributes()
        #expect(defaults.alpha == 1 && defaults.zIndex == 0 && !defaults.isHidden && defaults.transform3D.isIdentity)
    }

    @Test("when attributes are copied, then the copy is equal, independent, and keeps a subclass and its fields")
    func copying() {
        let original = BadgeAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 0))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 3
        original.isHidden = true
        original.transform = CGAffineTransform(rotationAngle: 0.3)
        original.badgeCount = 7
        let copy = original.copy() as! BadgeAttributes
        #expect(copy !== original)
        #expect(copy == original)
        #expect(copy.badgeCount == 7 && copy.representedElementKind == "badge")
        copy.alpha = 1
        #expect(original.alpha == 0.5)
        #expect(copy != original)
    }

    @Test("when attributes differ in any field or in class, then they are not equal; equal ones hash alike")
    func equality() {
        func make() -> CollectionViewLayoutAttributes {
            let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return a
        }
        #expect(make() == make())
        #expect(make().hash == make().hash)
        let changes: [(CollectionViewLayoutAttributes) -> Void] = [
            { $0.frame.origin.x = 1 }, { $0.alpha = 0.9 }, { $0.zIndex = 1 }, { $0.isHidden = true },
            { $0.indexPath = IndexPath(item: 1, section: 0) }, { $0.transform3D = Transform3D(scaleX: 2, y: 1, z: 1) },
        ]
        for change in changes {
            let changed = make()
            change(changed)
            #expect(changed != make())
        }
        let subclass = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
        subclass.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!make().isEqual(subclass))
        let other = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
        other.frame = subclass.frame
        other.badgeCount = 1
        #expect(subclass != other)
        #expect(!make().isEqual("not attributes"))
    }

    @Test("when described, then index path, kind, frame and non-default appearance are shown")
    func description() {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.alpha = 0.5
        #expect(attributes.description == "<CollectionViewLayoutAttributes> index path: (1 - 2); element kind: (badge); frame = (1 2; 3 4); alpha = 0.5")
    }
}
