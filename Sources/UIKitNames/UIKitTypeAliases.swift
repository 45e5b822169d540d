// UIKit's prefixed spellings for OpenCollectionView's types, so code written against UIKit compiles
// unchanged on Linux (B1). Every alias names the same type, never a copy.

// MARK: Geometry
public typealias UIEdgeInsets = EdgeInsets
public typealias UIOffset = Offset
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIRectEdge = RectEdge
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIAxis = AxisSet
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias CATransform3D = Transform3D

// MARK: Traits
public typealias UITraitCollection = TraitCollection
public typealias UIListEnvironment = ListEnvironment
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UILegibilityWeight = LegibilityWeight
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
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching

// MARK: Compositional layout
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSectionVisibleItemsInvalidationHandler
public typealias NSRectAlignment = RectAlignment
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
public typealias UIColor = Color

// MARK: The view layer (F32, F33)
public typealias CALayer = Layer
public typealias CACornerMask = CornerMask
public typealias CALayerCornerCurve = LayerCornerCurve
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayerType
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
public typealias CAAnimation = LayerAnimation
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CAAnimationDelegate = LayerAnimationDelegate
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
public typealias CAMediaTimingFillMode = MediaTimingFillMode
public typealias CAFrameRateRange = FrameRateRange
public typealias CAValueFunction = ValueFunction
public typealias CAValueFunctionName = ValueFunctionName
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CAAnimationCalculationMode = AnimationCalculationMode
public typealias CAAnimationRotationMode = AnimationRotationMode
public typealias CATransaction = LayerTransaction
/// Core Foundation's time interval, which Foundation on Linux does not export.
public typealias CFTimeInterval = TimeInterval
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide

// MARK: Diffable data
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction

// MARK: Engine
public typealias UIWindow = Window
public typealias UIControl = Control
public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIInteraction = Interaction
public typealias UITargetedPreview = TargetedPreview
public typealias UIPreviewParameters = PreviewParameters
public typealias UIPreviewTarget = PreviewTarget
public typealias UIFocusHeading = FocusHeading
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusAnimationContext = FocusAnimationContext
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
public typealias UIMenuElement = MenuElement
public typealias UIActionHandler = (UIAction) -> Void
public typealias UIRefreshControl = RefreshControl
public typealias UILayoutPriority = LayoutPriority
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias UIImage = Image

// MARK: Content views (F34)
public typealias UILabel = Label
public typealias UIStackView = StackView
public typealias UIImageView = ImageView
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISegmentedControl = SegmentedControl
public typealias UIPageControl = PageControl
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UIKeyboardType = KeyboardType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UITextInlinePredictionType = TextInlinePredictionType
public typealias UITextContentType = TextContentType
public typealias UITextInputPasswordRules = TextInputPasswordRules
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle
public typealias NSUnderlineStyle = UnderlineStyle

// MARK: View controllers (F35)
public typealias UIViewController = ViewController
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIStatusBarManager = StatusBarManager
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UINavigationBar = NavigationBar
public typealias UINavigationBarDelegate = NavigationBarDelegate
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
public typealias UIBarStyle = BarStyle
public typealias UIBarMetrics = BarMetrics
public typealias UIBarPosition = BarPosition
public typealias UIBarPositioning = BarPositioning
public typealias UICollectionViewController = CollectionViewController
public typealias UITableViewController = TableViewController
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UITabBarController = TabBarController
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIPresentationController = PresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UISheetPresentationControllerDetentResolutionContext = SheetDetentResolutionContext
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UIToolbar = Toolbar
public typealias UITabBarItem = TabBarItem
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction

// MARK: Apps
public typealias UIResponder = Responder
public typealias UIApplication = Application
public typealias UIDevice = Device
public typealias UIDeviceOrientation = DeviceOrientation
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneConfiguration = SceneConfiguration
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIContentConfiguration = ContentConfiguration
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIConfigurationState = ConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIContentView = ContentView
public typealias UIListContentView = ListContentView

// MARK: Lists and outlines (F36, F37)
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICellAccessory = CellAccessory
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout

// MARK: Accessibility
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibility = Accessibility
public typealias UIAccessibilityScrollDirection = AccessibilityScrollDirection

// MARK: Drag and drop
public typealias NSItemProvider = ItemProvider
public typealias NSItemProviderReading = ItemProviderReading
public typealias NSItemProviderWriting = ItemProviderWriting
public typealias NSItemProviderRepresentationVisibility = ItemProviderRepresentationVisibility
public typealias UIDragItem = DragItem
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragPreviewTarget = DragPreviewTarget
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias UIDragAnimating = DragAnimating
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UITableViewPlaceholder = TableViewPlaceholder
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
public typealias UITableViewDropItem = TableViewDropItem
public typealias UISpringLoadedInteractionContext = SpringLoadedInteractionContext
public typealias UISpringLoadedInteractionEffectState = SpringLoadedInteractionEffectState
public typealias UISpringLoadedInteractionSupporting = SpringLoadedInteractionSupporting
