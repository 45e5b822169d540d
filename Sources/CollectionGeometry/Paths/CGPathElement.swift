import Foundation

#if !canImport(CoreGraphics)
/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out (Core Graphics'
/// `CGPathElement`): its kind and a buffer of its points, valid only during the call.
public struct CGPathElement {
    /// The kind, which says how many of `points` are meaningful.
    public var type: CGPathElementType
    /// The points: one, two or three by `type`, the end point last.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
#endif
