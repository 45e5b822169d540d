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

    /// The digests of the images the page has been sent.
    private var sentImages: Set<UInt64> = []

    func render(_ transaction: RenderTransaction) {
        // An image's bytes go once, before the first frame that shows it.
        let contents = transaction.inserted.map(\.content) + transaction.contentChanged.map(\.content)
        for content in contents {
            guard let bitmap = Self.bitmap(in: content), sentImages.insert(bitmap.digest).inserted else { continue }
            outbox.append(ServerMessage.image(bitmap).encoded())
        }
        outbox.append(ServerMessage.frame(transaction).encoded())
    }

    private static func bitmap(in content: RenderedContent?) -> ImageData? {
        switch content {
        case .image(let image): image.image.bitmap
        case .list(let list): list.image?.bitmap
        default: nil
        }
    }

    func measure(_ request: MeasurementRequest) -> CGSize? { nil }

    /// Hands out the frames encoded since the last call.
    func takeOutbox() -> [Data] {
        defer { outbox.removeAll() }
        return outbox
    }
}
