import CollectionGeometry
import Foundation

/// What a measurement was asked for: the content and the fixed lengths.
struct MeasurementKey: Hashable {
    var content: RenderedContent
    var width: CGFloat?
    var height: CGFloat?
}
