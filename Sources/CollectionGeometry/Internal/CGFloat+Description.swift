import Foundation

extension CGFloat {
    /// The shortest faithful text for a coordinate: `10` for 10.0, `10.5` for 10.5.
    ///
    /// Used by the UIKit-style descriptions and by the text dumps of layouts.
    package var compactDescription: String {
        if self.isFinite, self == self.rounded(), Swift.abs(self) < 1e15 {
            return String(Int64(self))
        }
        return "\(Double(self))"
    }
}

extension CGRect {
    /// `{{x, y}, {w, h}}`, UIKit's `NSStringFromCGRect` form, with compact numbers.
    package var compactDescription: String {
        "{{\(origin.x.compactDescription), \(origin.y.compactDescription)}, "
            + "{\(size.width.compactDescription), \(size.height.compactDescription)}}"
    }
}

extension CGSize {
    /// `{w, h}`, UIKit's `NSStringFromCGSize` form, with compact numbers.
    package var compactDescription: String {
        "{\(width.compactDescription), \(height.compactDescription)}"
    }
}

extension CGPoint {
    /// `{x, y}`, UIKit's `NSStringFromCGPoint` form, with compact numbers.
    package var compactDescription: String {
        "{\(x.compactDescription), \(y.compactDescription)}"
    }
}
