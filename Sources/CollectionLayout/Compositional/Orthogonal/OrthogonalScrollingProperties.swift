import CollectionGeometry
import Foundation

/// The deceleration and bounce of an orthogonally scrolling section
/// (`UICollectionLayoutSectionOrthogonalScrollingProperties`).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// How fast scrolling slows down: the fraction of its speed kept per millisecond
    /// (`UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The rate per millisecond; 0 stands for `.automatic`.
        public let rawValue: CGFloat
        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A rate of `rawValue` per millisecond.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Follow the behaviour: fast for the paging behaviours, normal otherwise.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)

        /// The rate per millisecond for `behavior`; rates that are not finite, or outside 0.5…0.9999,
        /// are clamped into it (NaN and infinities give the normal rate).
        public func rate(for behavior: OrthogonalScrollingBehavior) -> CGFloat {
            if self == .automatic { return behavior == .continuous ? 0.998 : 0.99 }
            return rawValue.isFinite ? Swift.min(0.999_9, Swift.max(0.5, rawValue)) : 0.998
        }
    }

    /// Whether the section bounces at its ends
    /// (`UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`).
    public enum Bounce: Int, Hashable, Sendable, CaseIterable {
        /// As the collection view bounces.
        case automatic
        /// Always, even when the content fits.
        case always
        /// Never.
        case never
    }

    /// The deceleration. The default is `.automatic`.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce. The default is `.automatic`.
    public var bounce: Bounce = .automatic

    /// Creates the default properties.
    public init() {}
}
