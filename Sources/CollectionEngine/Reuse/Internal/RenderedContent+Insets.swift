import CollectionGeometry
import Foundation
import ViewSystem

extension RenderedContent {
    /// The content with its margins widened by `leading` and `trailing` (a cell's controls and
    /// accessories take that room); labels, images and fields draw in their own view and are unchanged.
    func insettingHorizontally(leading: CGFloat, trailing: CGFloat) -> RenderedContent {
        guard leading != 0 || trailing != 0 else { return self }
        switch self {
        case .list(var list):
            list.directionalLayoutMargins.leading += leading
            list.directionalLayoutMargins.trailing += trailing
            return .list(list)
        case .custom(var custom):
            custom.directionalLayoutMargins.leading += leading
            custom.directionalLayoutMargins.trailing += trailing
            return .custom(custom)
        case .text, .image, .textField:
            return self
        }
    }
}
