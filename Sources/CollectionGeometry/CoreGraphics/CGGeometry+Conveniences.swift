import Foundation

// Core Graphics conveniences Swift on Apple platforms has and swift-corelibs-foundation lacks, so
// UIKit layout code (the 2018 session's mosaic layout among it) compiles on Linux unchanged (B1).
// On Apple platforms Core Graphics supplies them and this file is empty.
#if !canImport(CoreGraphics)

extension CGPoint {
    /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`; the same as `==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`; the same as `==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal (Core Graphics' `CGRectEqualToRect`): two null rectangles
    /// are equal, otherwise their standardized forms are compared, as Core Graphics does.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}

/// A two-dimensional vector (Core Graphics' `CGVector`), where Core Graphics is missing.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with the given integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with the given double components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates the zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}

#endif
