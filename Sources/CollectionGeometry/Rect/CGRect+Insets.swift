import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `CGRect.inset(by:)` / `UIEdgeInsetsInsetRect`).
    ///
    /// Plain arithmetic, as UIKit: insets larger than the rectangle give a negative size.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle shrunk by directional `insets`, resolved for `layoutDirection`.
    public func inset(by insets: DirectionalEdgeInsets, layoutDirection: UserInterfaceLayoutDirection) -> CGRect {
        inset(by: insets.edgeInsets(for: layoutDirection))
    }
}
