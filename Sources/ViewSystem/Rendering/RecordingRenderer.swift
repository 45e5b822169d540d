import CollectionGeometry
import Foundation

/// A renderer that draws nothing and remembers everything: the headless renderer tests assert
/// against (B4).
///
/// It keeps every transaction, a readable log line per change, and a mirror of the hierarchy as a
/// screen would show it. It measures content with `TextMetrics`, synchronously by default; with
/// `answersMeasurementsLater` it behaves like the browser and answers when `answerMeasurements(in:)`
/// is called.
@MainActor
public final class RecordingRenderer: Renderer {
    /// One view as the renderer would draw it.
    public struct Node: Hashable, Sendable {
        public var parent: ViewIdentifier
        public var kind: String
        public var properties: RenderedProperties
        public var content: RenderedContent?
        public var background: BackgroundConfiguration?
        public var children: [ViewIdentifier]
    }

    /// Every transaction received, in order.
    public private(set) var transactions: [RenderTransaction] = []
    /// One line per change, in order (`frame 3: insert 7 CollectionViewCell in 2 at 0 …`).
    public private(set) var log: [String] = []
    /// The hierarchy as last rendered.
    public private(set) var nodes: [ViewIdentifier: Node] = [:]
    /// The text model used to measure.
    public var textMetrics = TextMetrics()
    /// Whether measurements are answered later, like a browser's.
    public var answersMeasurementsLater = false
    /// Measurement requests received and not yet answered.
    public private(set) var openMeasurements: [MeasurementRequest] = []
    /// The number of measurements answered.
    public private(set) var measurementCount = 0

    /// Creates a renderer.
    public init() {}

    public func render(_ transaction: RenderTransaction) {
        transactions.append(transaction)
        let frame = "frame \(transaction.frameNumber):"
        if nodes[transaction.root] == nil {
            nodes[transaction.root] = Node(parent: -1, kind: "Window", properties: RenderedProperties(frame: .zero), children: [])
        }
        for identifier in transaction.removed {
            log.append("\(frame) remove \(identifier)")
            if let node = nodes.removeValue(forKey: identifier) { nodes[node.parent]?.children.removeAll { $0 == identifier } }
        }
        for insertion in transaction.inserted {
            log.append("\(frame) \(insertion.isReused ? "reinsert" : "insert") \(insertion.view) \(insertion.kind) in \(insertion.parent) at \(insertion.index): \(insertion.properties)")
            nodes[insertion.view] = Node(parent: insertion.parent, kind: insertion.kind, properties: insertion.properties,
                                         content: insertion.content, background: insertion.background,
                                         children: nodes[insertion.view]?.children ?? [])
            insertChild(insertion.view, into: insertion.parent, at: insertion.index)
        }
        // Moves after insertions, as the protocol orders them: a view can move into a parent inserted
        // in the same transaction.
        for move in transaction.moved {
            log.append("\(frame) move \(move.view) to \(move.parent) at \(move.index)")
            if let old = nodes[move.view]?.parent { nodes[old]?.children.removeAll { $0 == move.view } }
            nodes[move.view]?.parent = move.parent
            insertChild(move.view, into: move.parent, at: move.index)
        }
        for update in transaction.updated {
            log.append("\(frame) update \(update.view): \(update.properties)")
            nodes[update.view]?.properties = update.properties
        }
        for change in transaction.contentChanged {
            log.append("\(frame) content \(change.view)")
            nodes[change.view]?.content = change.content
            nodes[change.view]?.background = change.background
        }
        for animation in transaction.animations {
            log.append("\(frame) animate \(animation.view) over \(animation.duration)s \(animation.curve): \(animation.from) → \(animation.to)")
        }
        for request in transaction.measurements {
            log.append("\(frame) measure \(request.view) fitting \(request.fittingSize.compactDescription)")
        }
    }

    public func measure(_ request: MeasurementRequest) -> CGSize? {
        guard !answersMeasurementsLater else {
            openMeasurements.append(request)
            return nil
        }
        measurementCount += 1
        return size(for: request)
    }

    /// Answers every open measurement request with the text model, and forgets them (a window takes
    /// the answers with `Window.deliver(_:)`; `answerMeasurements(in:)` does both).
    public func takeAnswers() -> [MeasurementAnswer] {
        let requests = openMeasurements
        openMeasurements.removeAll()
        measurementCount += requests.count
        return requests.map { MeasurementAnswer(request: $0.id, size: size(for: $0)) }
    }

    /// Forgets the log and the transactions (the mirror of the hierarchy stays).
    public func clearLog() {
        log.removeAll()
        transactions.removeAll()
    }

    /// The frame of `view` in the window's coordinates, as drawn (untransformed, ignoring animations).
    public func frameInWindow(of view: ViewIdentifier) -> CGRect? {
        guard var node = nodes[view] else { return nil }
        var frame = node.properties.frame
        while let parent = nodes[node.parent], node.parent >= 0 {
            frame = frame.offsetBy(dx: parent.properties.frame.minX - parent.properties.boundsOrigin.x,
                                   dy: parent.properties.frame.minY - parent.properties.boundsOrigin.y)
            if parent.parent < 0 { break }
            node = parent
        }
        return frame
    }

    private func size(for request: MeasurementRequest) -> CGSize {
        let measured = textMetrics.size(of: request.content, fixedWidth: request.fixesWidth ? request.fittingSize.width : nil)
        return CGSize(width: request.fixesWidth ? request.fittingSize.width : measured.width,
                      height: request.fixesHeight ? request.fittingSize.height : measured.height)
    }

    private func insertChild(_ child: ViewIdentifier, into parent: ViewIdentifier, at index: Int) {
        guard nodes[parent] != nil else { return }
        nodes[parent]!.children.removeAll { $0 == child }
        let position = Swift.max(0, Swift.min(index, nodes[parent]!.children.count))
        nodes[parent]!.children.insert(child, at: position)
    }
}
