import Foundation

extension NSValue {
    /// A value holding `point` (UIKit's `NSValue(cgPoint:)`: how Core Animation code boxes points).
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size` (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect` (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The point held; `.zero` when the value holds something else (UIKit's is undefined there).
    public var cgPointValue: CGPoint { geometryKind == .point ? pointValue : .zero }

    /// The size held; `.zero` when the value holds something else.
    public var cgSizeValue: CGSize { geometryKind == .size ? sizeValue : .zero }

    /// The rectangle held; `.zero` when the value holds something else.
    public var cgRectValue: CGRect { geometryKind == .rect ? rectValue : .zero }

    /// Which geometry value this holds, if any.
    package var geometryKind: NSValueGeometryKind? {
        switch String(cString: objCType) {
        case "{CGPoint=dd}", "{_NSPoint=dd}": .point
        case "{CGSize=dd}", "{_NSSize=dd}": .size
        case "{CGRect={CGPoint=dd}{CGSize=dd}}", "{_NSRect={_NSPoint=dd}{_NSSize=dd}}": .rect
        default: nil
        }
    }
}

/// The geometry values an `NSValue` can box.
package enum NSValueGeometryKind: Sendable {
    case point, size, rect
}
