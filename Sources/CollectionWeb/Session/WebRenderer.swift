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
            for bitmap in Self.bitmaps(in: content) where sentImages.insert(bitmap.digest).inserted {
                outbox.append(ServerMessage.image(bitmap).encoded())
            }
        }
        outbox.append(ServerMessage.frame(transaction).encoded())
    }

    /// The images from data that `content` draws: an image view's, a list cell's, or any in custom parts.
    private static func bitmaps(in content: RenderedContent?) -> [ImageData] {
        switch content {
        case .image(let image): image.image.bitmap.map { [$0] } ?? []
        case .list(let list): list.image?.bitmap.map { [$0] } ?? []
        case .custom(let custom): bitmaps(in: custom.root, depth: 0)
        default: []
        }
    }

    /// The images from data in `part` and the parts inside it (as deep as the page draws: 32 levels).
    private static func bitmaps(in part: CustomContentConfiguration.Part, depth: Int) -> [ImageData] {
        guard depth <= 32 else { return [] }
        switch part {
        case .image(let image): return image.bitmap.map { [$0] } ?? []
        case .vertical(let parts, _), .horizontal(let parts, _): return parts.flatMap { bitmaps(in: $0, depth: depth + 1) }
        case .styled(let inner, _): return bitmaps(in: inner, depth: depth + 1)
        case .text, .swatch: return []
        }
    }

    func measure(_ request: MeasurementRequest) -> CGSize? { nil }

    /// Hands out the frames encoded since the last call.
    func takeOutbox() -> [Data] {
        defer { outbox.removeAll() }
        return outbox
    }
}
