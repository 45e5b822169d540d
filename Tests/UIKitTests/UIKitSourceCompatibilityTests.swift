import Testing
import UIKit

// Code written as it would be for UIKit (no `any`, UIKit's prefixed names and C functions). That this
// file compiles is half the test; the tests below check that it behaves.

final class FriendsViewController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let names = ["Ana", "Bo", "Cy"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "friend", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

class CardAttributes: UICollectionViewLayoutAttributes {
    var shadow: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardAttributes
        copy.shadow = shadow
        return copy
    }
}

class StackLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []

    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = CardAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 20, width: collectionView.bounds.width, height: 100)
            attributes.zIndex = item
            attributes.transform3D = CATransform3DMakeScale(0.9, 0.9, 1)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 20 + 80)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

@Suite("UIKit source compatibility (B1)")
@MainActor
struct UIKitSourceCompatibilityTests {
    @Test("when UIKit-style view controller code runs, then it shows its cells")
    func viewControllerCode() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "friend")
        let controller = FriendsViewController()
        collectionView.dataSource = controller
        collectionView.delegate = controller
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.tag) == [0, 1, 2])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 62, width: 320, height: 44))
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        let direction: UICollectionView.ScrollDirection = .horizontal
        #expect(direction.rawValue == 1)
        UIView.performWithoutAnimation { #expect(!UIView.areAnimationsEnabled) }
    }

    @Test("when a UIKit-style custom layout with its own attributes class runs, then its attributes reach the cells")
    func customLayoutCode() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: StackLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "friend")
        let controller = FriendsViewController()
        collectionView.dataSource = controller
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell?.appliedLayoutAttributes is CardAttributes)
        #expect(cell?.zIndex == 2)
        #expect(CATransform3DEqualToTransform(cell?.transform3D ?? CATransform3DIdentity, CATransform3DMakeScale(0.9, 0.9, 1)))
    }

    @Test("when Core Animation's C functions are used, then they match the Swift methods")
    func caFunctions() {
        let t = CATransform3DRotate(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3), 0.5, 0, 0, 1)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(t, CATransform3DInvert(t)).affineTransform == .identity ? t : t, t))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3))))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(4, 5, 0)) == CGAffineTransform(translationX: 4, y: 5))
        #expect(CATransform3DEqualToTransform(CATransform3DScale(CATransform3DIdentity, 2, 2, 2), CATransform3DMakeScale(2, 2, 2)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeRotation(0.3, 0, 0, 1), Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)))
        let insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let edges: UIRectEdge = [.top, .left]
        let traits = UITraitCollection(horizontalSizeClass: UIUserInterfaceSizeClass.compact)
        #expect(insets.leading == 2 && edges.contains(.left) && traits.horizontalSizeClass == .compact)
        #expect(UISemanticContentAttribute.forceRightToLeft.layoutDirection(relativeTo: UIUserInterfaceLayoutDirection.leftToRight) == .rightToLeft)
    }
}
