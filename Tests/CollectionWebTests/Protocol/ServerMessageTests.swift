import CollectionGeometry
import CollectionWeb
import Foundation
import Testing
import ViewSystem

@Suite("Server messages: what the page is told to draw (F32)")
@MainActor
struct ServerMessageTests {
    /// The `props` of each inserted view of the first frame rendering `views` in a window.
    func insertedProps(_ views: [View]) throws -> [[String: Any]] {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        for view in views { window.addSubview(view) }
        clock.advanceFrames(1)
        let transaction = try #require(renderer.transactions.last)
        let object = try #require(try JSONSerialization.jsonObject(with: ServerMessage.frame(transaction).encoded()) as? [String: Any])
        let inserted = try #require(object["inserted"] as? [[String: Any]])
        return inserted.compactMap { $0["props"] as? [String: Any] }
    }

    @Test("when a view has a background, masked continuous corners, a border and a shadow, then its props carry them; a plain view carries no look")
    func look() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        card.layer.borderWidth = 2
        card.layer.borderColor = Color.red.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 1, height: 3)
        let plain = View(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        let props = try insertedProps([card, plain])
        let look = try #require(props.first?["look"] as? [String: Any])
        #expect(look["radius"] as? Double == 10 && look["corners"] as? Int == 12 && look["continuous"] as? Bool == true)
        #expect((look["bg"] as? [String: Double]) == ["r": 1, "g": 1, "b": 1, "a": 1])
        let border = try #require(look["border"] as? [String: Any])
        #expect(border["w"] as? Double == 2 && (border["c"] as? [String: Double]) == ["r": 1, "g": 0, "b": 0, "a": 1])
        let shadow = try #require(look["shadow"] as? [String: Any])
        #expect(shadow["blur"] as? Double == 12 && shadow["x"] as? Double == 1 && shadow["y"] as? Double == 3)
        #expect((shadow["c"] as? [String: Double])?["a"] == 0.5, "the shadow's opacity is folded into its colour")
        #expect(props.last?["look"] == nil)
    }

    @Test("when a view clips to its bounds, then it casts no shadow (masksToBounds clips the shadow too)")
    func clippingDropsShadow() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.shadowOpacity = 1
        view.layer.cornerRadius = 8
        view.clipsToBounds = true
        let look = try #require(try insertedProps([view]).first?["look"] as? [String: Any])
        #expect(look["shadow"] == nil && look["radius"] as? Double == 8 && look["corners"] == nil)
    }
}
