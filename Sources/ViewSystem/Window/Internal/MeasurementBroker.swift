import CollectionGeometry
import Foundation

/// A window's measurements: the questions views asked its renderer, the answers that came back, and
/// the sizes already known.
///
/// The same text in the same font at the same width is measured once (a reused cell, a label shown
/// again); a question asked again before its answer arrived waits for that answer. The window owns
/// the broker; nothing else reads or writes its state.
@MainActor
final class MeasurementBroker {
    /// The most answers the cache keeps before it starts again.
    static let cacheLimit = 20_000

    /// A view held weakly (a measurement request does not keep its view alive).
    struct WeakView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    /// Requests for the renderer, sent with the next transaction.
    private var requests: [MeasurementRequest] = []
    /// Open requests by identifier: the view that asked and what it asked for.
    private var open: [Int: (view: WeakView, key: MeasurementKey)] = [:]
    /// The open request for each question asked and not answered yet, and the other views waiting
    /// for its answer.
    private var openKeys: [MeasurementKey: Int] = [:]
    private var waiters: [Int: [WeakView]] = [:]
    /// Answers delivered since the last frame began.
    private var answers: [MeasurementAnswer] = []
    /// Sizes already measured, by question; cleared when it holds `cacheLimit` answers.
    private var cache: [MeasurementKey: CGSize] = [:]
    private var nextIdentifier = 1

    /// The number of requests waiting for an answer.
    var openCount: Int { open.count }

    /// Measures `key` for `view` (known to the renderer as `identifier`): the size when the renderer
    /// answers at once (or with `textMetrics` when there is no renderer); `nil` when it answers later.
    ///
    /// - Parameter identifier: asked only when a request is made (a size already known names no view).
    func measure(_ key: MeasurementKey, for view: View, identifier: () -> ViewIdentifier, fitting size: CGSize,
                 renderer: (any Renderer)?, textMetrics: TextMetrics) -> CGSize? {
        if let size = cache[key] { return size }
        if !openKeys.isEmpty, let request = openKeys[key] {
            // Asked already and not answered yet: this view hears the same answer.
            waiters[request, default: []].append(WeakView(view))
            return nil
        }
        let request = MeasurementRequest(id: nextIdentifier, view: identifier(), content: key.content,
                                         fittingSize: size, fixesWidth: key.width != nil, fixesHeight: key.height != nil)
        nextIdentifier += 1
        guard let renderer else { return textMetrics.size(of: key.content, fixedWidth: key.width) }
        if let size = renderer.measure(request) {
            remember(size, for: key)
            return size
        }
        requests.append(request)
        open[request.id] = (WeakView(view), key)
        openKeys[key] = request.id
        return nil
    }

    /// Keeps a renderer's answer for the next frame; answers to unknown requests and unusable sizes
    /// are ignored (the request stays open, for a size).
    func deliver(_ answer: MeasurementAnswer) {
        guard open[answer.request] != nil, answer.size.isUsableSize else { return }
        answers.append(answer)
    }

    /// The requests to send with the next transaction (taken: each goes once).
    func takeRequests() -> [MeasurementRequest] {
        defer { requests.removeAll() }
        return requests
    }

    /// Applies the answers delivered since the last frame: each is remembered and stored on the views
    /// that asked or wait for it; returns the views that took an answer.
    func applyAnswers() -> [View] {
        guard !answers.isEmpty else { return [] }
        let delivered = answers
        answers.removeAll()
        var answered: [View] = []
        for answer in delivered {
            guard let request = open.removeValue(forKey: answer.request) else { continue }
            openKeys[request.key] = nil
            remember(answer.size, for: request.key)
            let views = [request.view] + (waiters.removeValue(forKey: answer.request) ?? [])
            for view in views.compactMap(\.view) {
                let stored = view.receiveMeasurement(request.key, size: answer.size)
                if view.measurementDidArrive() || stored { answered.append(view) }
            }
        }
        return answered
    }

    private func remember(_ size: CGSize, for key: MeasurementKey) {
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
    }
}
