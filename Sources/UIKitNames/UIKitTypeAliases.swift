// UIKit's prefixed spellings for OpenCollectionView's types, so code written against UIKit compiles
// unchanged on Linux (SPEC B1). Every alias names the same type, never a copy.

// MARK: Geometry
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIRectEdge = RectEdge
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias CATransform3D = Transform3D

// MARK: Traits
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIContentSizeCategory = ContentSizeCategory

// MARK: Layout
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext

// MARK: Data
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem

// MARK: Views
public typealias UIView = View
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
