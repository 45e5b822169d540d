import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Snapshots of views: a frozen copy of how a view and its subviews look")
@MainActor
struct ViewSnapshotTests {
    @Test("when a snapshot is made, then it has the view's size, content, background, corners and visible subviews where they are, and takes no input")
    func snapshot() throws {
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        let label = Label()
        label.text = "Before"
        label.frame = CGRect(x: 5, y: 5, width: 80, height: 20)
        card.addSubview(label)
        let hidden = View(frame: .zero)
        hidden.isHidden = true
        card.addSubview(hidden)
        let copy = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(copy.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(copy.backgroundColor == .systemBlue && copy.layer.cornerRadius == 8 && copy.layer.borderWidth == 2)
        #expect(copy.subviews.count == 1 && copy.subviews[0].frame == label.frame)
        #expect(copy.subviews[0].renderedContent == label.renderedContent && !copy.isUserInteractionEnabled)
        label.text = "After"
        #expect(copy.subviews[0].renderedContent != label.renderedContent, "the snapshot keeps the old look")
    }
}
