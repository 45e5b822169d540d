import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("MeasurementBroker: a window's measurement questions, answers and known sizes, without a window")
@MainActor
struct MeasurementBrokerTests {
    /// A renderer that answers every measurement later.
    final class LaterRenderer: Renderer {
        var asked: [MeasurementRequest] = []
        func render(_ transaction: RenderTransaction) {}
        func measure(_ request: MeasurementRequest) -> CGSize? {
            asked.append(request)
            return nil
        }
    }

    private func key(_ text: String, width: CGFloat? = 100) throws -> MeasurementKey {
        let label = Label()
        label.text = text
        return MeasurementKey(content: try #require(label.renderedContent), width: width, height: nil)
    }

    @Test("when two views ask the same question before its answer, then one request goes out and both views hear the answer")
    func sameQuestionWaitsForOneAnswer() throws {
        let broker = MeasurementBroker(), renderer = LaterRenderer()
        let first = Label(), second = Label()
        let question = try key("Hello")
        var identifiersAsked = 0
        #expect(broker.measure(question, for: first, identifier: { identifiersAsked += 1; return 7 }, fitting: .zero,
                               renderer: renderer, textMetrics: TextMetrics()) == nil)
        #expect(broker.measure(question, for: second, identifier: { identifiersAsked += 1; return 8 }, fitting: .zero,
                               renderer: renderer, textMetrics: TextMetrics()) == nil)
        #expect(renderer.asked.count == 1 && identifiersAsked == 1, "the second view waits; it names no request")
        let requests = broker.takeRequests()
        #expect(requests.map(\.view) == [7])
        #expect(broker.takeRequests().isEmpty, "a request goes out once")
        broker.deliver(MeasurementAnswer(request: requests[0].id, size: CGSize(width: 40, height: 20)))
        let answered = broker.applyAnswers()
        #expect(Set(answered.map(ObjectIdentifier.init)) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(broker.openCount == 0)
        var askedAgain = false
        #expect(broker.measure(question, for: Label(), identifier: { askedAgain = true; return 9 }, fitting: .zero,
                               renderer: renderer, textMetrics: TextMetrics()) == CGSize(width: 40, height: 20))
        #expect(!askedAgain && renderer.asked.count == 1, "a known size is answered at once, naming no view")
    }

    @Test("when an answer names an unknown request or an unusable size, then it is ignored and the request stays open")
    func badAnswersAreIgnored() throws {
        let broker = MeasurementBroker(), renderer = LaterRenderer()
        _ = broker.measure(try key("Bad"), for: Label(), identifier: { 1 }, fitting: .zero, renderer: renderer, textMetrics: TextMetrics())
        let request = try #require(broker.takeRequests().first)
        for size in [CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 2e9, height: 1)] {
            broker.deliver(MeasurementAnswer(request: request.id, size: size))
        }
        broker.deliver(MeasurementAnswer(request: request.id + 1_000, size: CGSize(width: 10, height: 10)))
        #expect(broker.applyAnswers().isEmpty)
        #expect(broker.openCount == 1, "still open, for a usable size")
    }

    @Test("when there is no renderer, then the text metrics answer at once and nothing stays open")
    func withoutRendererTheModelAnswers() throws {
        let broker = MeasurementBroker()
        let size = broker.measure(try key("Model", width: nil), for: Label(), identifier: { 1 }, fitting: .zero, renderer: nil, textMetrics: TextMetrics())
        #expect(size.map { $0.width > 0 && $0.height > 0 } == true)
        #expect(broker.openCount == 0 && broker.takeRequests().isEmpty)
    }
}
