import CollectionGeometry
import Foundation

/// A request to measure content for self-sizing (F17): the size `content` needs when one axis is
/// fixed.
public struct MeasurementRequest: Hashable, Sendable {
    /// Identifies the request; the answer repeats it.
    public var id: Int
    /// The view being measured.
    public var view: ViewIdentifier
    /// What to measure.
    public var content: RenderedContent
    /// The size to fit: the fixed axis is exact, the other is the estimate.
    public var fittingSize: CGSize
    /// Whether the width is fixed (otherwise the height is, or neither).
    public var fixesWidth: Bool
    /// Whether the height is fixed.
    public var fixesHeight: Bool

    /// Creates a request.
    public init(id: Int, view: ViewIdentifier, content: RenderedContent, fittingSize: CGSize, fixesWidth: Bool, fixesHeight: Bool) {
        self.id = id
        self.view = view
        self.content = content
        self.fittingSize = fittingSize
        self.fixesWidth = fixesWidth
        self.fixesHeight = fixesHeight
    }
}

/// A renderer's answer to a `MeasurementRequest`.
public struct MeasurementAnswer: Hashable, Sendable {
    /// The request answered.
    public var request: Int
    /// The size the content needs.
    public var size: CGSize

    /// Creates an answer.
    public init(request: Int, size: CGSize) {
        self.request = request
        self.size = size
    }
}
