import OpenCollectionView

/// The domain of an item provider's loading errors (Foundation's `NSItemProviderErrorDomain`).
public let NSItemProviderErrorDomain = ItemProvider.errorDomain
