// `import UIKitNames` gives the whole library plus UIKit's prefixed spellings.
@_exported import OpenCollectionView
