import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Text dumps")
@MainActor
struct TextDumpTests {
    @Test("when a layout is dumped, then each line is an element the layout reports, sorted, after the content size")
    func layoutDump() throws {
        let host = TestHost()
        let list = FruitList(count: 30)
        host.show(list.collectionView)
        let dump = TextDump.layout(of: list.collectionView)
        var lines = dump.split(separator: "\n").map(String.init)
        let layout = list.collectionView.collectionViewLayout
        #expect(lines.removeFirst() == "content {\(Int(layout.collectionViewContentSize.width)), \(Int(layout.collectionViewContentSize.height))}")
        #expect(lines.count == 30)
        for (item, line) in lines.enumerated() {
            let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            #expect(line == TextDump.line(for: attributes))
            #expect(line.hasPrefix("cell [0, \(item)] {{0, \(Int(attributes.frame.minY))}, {390, "))
        }
        // A rectangle keeps only what it meets.
        let top = try TextDump.layout(layout, in: CGRect(x: 0, y: 0, width: 390, height: 100))
        let meeting = (0..<30).filter { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.intersects(CGRect(x: 0, y: 0, width: 390, height: 100)) }
        #expect(!meeting.isEmpty && meeting.count < 30)
        #expect(top.split(separator: "\n").count == 1 + meeting.count)
    }

    @Test("when a layout has no collection view or the rectangle is not finite, then the dump throws")
    func layoutDumpRefused() {
        let layout = CollectionViewFlowLayout()
        #expect(throws: TestingFailure.self) { try TextDump.layout(layout, in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        #expect(throws: TestingFailure.self) { try TextDump.layout(layout, in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)) }
        _ = collectionView
    }

    @Test("when a hierarchy is dumped, then each view is a line, indented by depth, with its texts; hidden views are marked and their subviews left out")
    func hierarchyDump() {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let root = View()
        root.backgroundColor = .systemBackground
        let label = Label()
        label.text = "Hello <world>"
        label.frame = CGRect(x: 10, y: 10, width: 120, height: 20)
        root.addSubview(label)
        let hidden = View(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSubview(Label())
        root.addSubview(hidden)
        host.show(root)
        let dump = TextDump.viewHierarchy(root)
        #expect(dump == """
        View {{0, 0}, {200, 100}} background rgba(255, 255, 255, 1)
          Label {{10, 10}, {120, 20}} "Hello <world>"
          View {{0, 50}, {10, 10}} hidden

        """)
    }
}
