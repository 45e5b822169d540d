import CollectionGeometry
import Foundation

extension ScrollView {
    /// How fast scrolling slows down after the finger lifts (`UIScrollView.DecelerationRate`): the
    /// fraction of its velocity the content keeps each millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The fraction kept per millisecond (0 < rate < 1).
        public let rawValue: CGFloat

        /// A rate; values outside (0, 1), NaN and infinity become `.normal`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue.isFinite && rawValue > 0 && rawValue < 1 ? rawValue : 0.998
        }

        /// UIKit's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Paging and snapping: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)

        /// How far content moving at `velocity` points per millisecond travels before it stops:
        /// `velocity / -ln(rate)` (≈ 499.5 × velocity for `.normal`, so 2 pt/ms rests ~999 points away).
        public func restingDistance(forVelocity velocity: CGFloat) -> CGFloat {
            guard velocity.isFinite else { return 0 }
            return velocity / -log(rawValue)
        }
    }
}
