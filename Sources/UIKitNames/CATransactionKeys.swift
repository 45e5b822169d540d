import OpenCollectionView

/// The transaction value key of the animation duration (Core Animation's constant).
public let kCATransactionAnimationDuration = LayerTransaction.animationDurationKey
/// The transaction value key of whether actions are disabled (Core Animation's constant).
public let kCATransactionDisableActions = LayerTransaction.disableActionsKey
/// The transaction value key of the animation timing function (Core Animation's constant).
public let kCATransactionAnimationTimingFunction = LayerTransaction.animationTimingFunctionKey
/// The transaction value key of the completion block (Core Animation's constant).
public let kCATransactionCompletionBlock = LayerTransaction.completionBlockKey
