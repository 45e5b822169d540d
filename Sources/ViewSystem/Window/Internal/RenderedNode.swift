import CollectionGeometry
import Foundation

/// What a window last told its renderer about one view.
///
/// A class, so a frame compares and updates it where it is: copying these out of the dictionary and
/// back (transforms and content make them large) dominated the cost of a frame.
final class RenderedNode {
    var parent: ViewIdentifier
    var index: Int
    let kind: String
    var properties: RenderedProperties
    var content: RenderedContent?
    var background: BackgroundConfiguration?
    var accessibility: RenderedAccessibility?
    /// The transaction that last found the view in the hierarchy.
    var stamp: Int

    init(parent: ViewIdentifier, index: Int, kind: String, properties: RenderedProperties, content: RenderedContent?,
         background: BackgroundConfiguration?, accessibility: RenderedAccessibility?, stamp: Int) {
        self.parent = parent
        self.index = index
        self.kind = kind
        self.properties = properties
        self.content = content
        self.background = background
        self.accessibility = accessibility
        self.stamp = stamp
    }
}
