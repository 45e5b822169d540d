import CollectionGeometry
import Foundation

/// What a window last told its renderer about one view.
///
/// A class, so a frame compares and updates it where it is: copying these out of the dictionary and
/// back (transforms and content make them large) dominated the cost of a frame. The view keeps a
/// reference to its node too (`View.renderedNode`), so a frame finds an unchanged view's node without
/// hashing its identifier.
final class RenderedNode {
    /// The record this node belongs to (a view moved to another window is not found by its old one).
    let owner: ObjectIdentifier
    /// The view's identifier for the renderer.
    let identifier: ViewIdentifier
    /// Where the view was placed, by which transaction, and whether the renderer still has it: one
    /// stored value, read and written once when the walk passes an unchanged view.
    var placement: Placement
    let kind: String
    var properties: RenderedProperties
    var content: RenderedContent?
    var background: BackgroundConfiguration?
    var accessibility: RenderedAccessibility?

    /// The parent and index the renderer was told, the transaction that last placed the view, and
    /// whether the renderer still has it (a node taken out of the record is no longer live).
    struct Placement {
        var parent: ViewIdentifier
        var index: Int
        var stamp: Int
        var isLive = true
    }

    init(owner: ObjectIdentifier, identifier: ViewIdentifier, placement: Placement, kind: String, properties: RenderedProperties,
         content: RenderedContent?, background: BackgroundConfiguration?, accessibility: RenderedAccessibility?) {
        self.owner = owner
        self.identifier = identifier
        self.placement = placement
        self.kind = kind
        self.properties = properties
        self.content = content
        self.background = background
        self.accessibility = accessibility
    }
}
