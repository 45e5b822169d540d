import CollectionGeometry
import Foundation

/// Shows what the engine decided (Guides/Architecture.md: renderers only mirror what the engine decided).
///
/// A window hands its renderer one `RenderTransaction` per frame. Measurements for self-sizing are
/// asked in two ways: `measure(_:)` synchronously, when the renderer can answer at once (the headless
/// renderer), or through the transaction's `measurements`, answered later with `Window.deliver(_:)`
/// (the browser answers a frame later).
@MainActor
public protocol Renderer: AnyObject {
    /// Shows one frame.
    func render(_ transaction: RenderTransaction)

    /// The size `request.content` needs, or `nil` to answer asynchronously (the request then goes out
    /// with the next transaction).
    func measure(_ request: MeasurementRequest) -> CGSize?
}
