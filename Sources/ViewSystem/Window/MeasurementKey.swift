import CollectionGeometry
import Foundation

/// What a measurement was asked for: the content and the fixed lengths.
package struct MeasurementKey: Hashable {
    package var content: RenderedContent
    package var width: CGFloat?
    package var height: CGFloat?

    init(content: RenderedContent, width: CGFloat?, height: CGFloat?) {
        self.content = content
        self.width = width
        self.height = height
    }
}
