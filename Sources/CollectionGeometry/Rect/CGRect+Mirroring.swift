import Foundation

extension CGRect {
    /// This rectangle mirrored across the vertical centre line of a container `width` wide
    /// (the right-to-left flip: `x′ = width − maxX`).
    ///
    /// Mirroring twice in the same width gives the original rectangle back.
    public func mirroredHorizontally(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }
}

extension CGPoint {
    /// This point mirrored across the vertical centre line of a container `width` wide (`x′ = width − x`).
    public func mirroredHorizontally(inWidth width: CGFloat) -> CGPoint {
        CGPoint(x: width - x, y: y)
    }
}

extension UserInterfaceLayoutDirection {
    /// Converts a rectangle laid out in `developmentDirection` into this direction inside a container
    /// `width` wide: unchanged when the directions agree, mirrored otherwise.
    public func convert(_ rect: CGRect, from developmentDirection: UserInterfaceLayoutDirection,
                        containerWidth width: CGFloat) -> CGRect {
        self == developmentDirection ? rect : rect.mirroredHorizontally(inWidth: width)
    }
}
