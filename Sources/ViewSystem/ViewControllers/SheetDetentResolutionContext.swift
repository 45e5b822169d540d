import CollectionGeometry
import Foundation

/// What a custom detent's resolver reads (`UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol SheetDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: TraitCollection { get }
    /// The largest height the sheet can have.
    var maximumDetentValue: CGFloat { get }
}
