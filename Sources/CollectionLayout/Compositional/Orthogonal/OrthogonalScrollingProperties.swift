import CollectionGeometry
import Foundation

/// The deceleration and bounce of an orthogonally scrolling section
/// (`UICollectionLayoutSectionOrthogonalScrollingProperties`).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// How fast scrolling slows down.
    public enum DecelerationRate: Hashable, Sendable {
        /// Follow the behaviour (fast for the paging behaviours, normal otherwise).
        case automatic
        /// 0.998 per millisecond.
        case normal
        /// 0.99 per millisecond.
        case fast
        /// A custom rate per millisecond.
        case custom(CGFloat)

        /// The rate per millisecond for `behavior`.
        public func rate(for behavior: OrthogonalScrollingBehavior) -> CGFloat {
            switch self {
            case .automatic: behavior == .continuous ? 0.998 : 0.99
            case .normal: 0.998
            case .fast: 0.99
            case .custom(let value): value.isFinite ? Swift.min(0.999_9, Swift.max(0.5, value)) : 0.998
            }
        }
    }

    /// Whether the section bounces at its ends.
    public enum Bounce: Hashable, Sendable {
        case automatic, always, never
    }

    /// The deceleration. The default is `.automatic`.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce. The default is `.automatic`.
    public var bounce: Bounce = .automatic

    /// Creates the default properties.
    public init() {}
}
