import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation

/// The renderer of a web session: encodes each frame's transaction for the page, and leaves every
/// measurement to the page (answered a frame later).
@MainActor
final class WebRenderer: Renderer {
    /// Encoded frames not yet sent.
    private(set) var outbox: [Data] = []

    func render(_ transaction: RenderTransaction) {
        outbox.append(ServerMessage.frame(transaction).encoded())
    }

    func measure(_ request: MeasurementRequest) -> CGSize? { nil }

    /// Hands out the frames encoded since the last call.
    func takeOutbox() -> [Data] {
        defer { outbox.removeAll() }
        return outbox
    }
}
