import CollectionGeometry
import Foundation

/// A keyframe's tension, continuity and bias (Core Animation's `tensionValues`,
/// `continuityValues` and `biasValues`): all 0 make a Catmull–Rom spline.
struct SplineShape: Equatable {
    var tension: CGFloat = 0
    var continuity: CGFloat = 0
    var bias: CGFloat = 0

    /// The weights of the changes before and after the keyframe in its tangent leaving it.
    var outgoingWeights: (CGFloat, CGFloat) {
        ((1 - tension) * (1 + bias) * (1 + continuity) / 2, (1 - tension) * (1 - bias) * (1 - continuity) / 2)
    }

    /// The weights of the changes before and after the keyframe in its tangent arriving at it.
    var incomingWeights: (CGFloat, CGFloat) {
        ((1 - tension) * (1 + bias) * (1 - continuity) / 2, (1 - tension) * (1 - bias) * (1 + continuity) / 2)
    }
}
