import CollectionEngine
import CollectionWeb
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The self-sizing words screen")
@MainActor
struct SelfSizingWordsScreenTests {
    @Test("when automaticSize is turned off and on again, then the words take the fixed item size at once, then their measured sizes again")
    func automaticSizeToggle() throws {
        let page = try ScriptedPage(screen: "self-sizing", width: 1024, height: 768)
        try page.frames(4)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        func sizes() -> Set<CGSize> { Set(collectionView.visibleCells.map(\.frame.size)) }
        #expect(sizes().count > 1, "measured words differ in width: \(sizes())")
        try page.send(["type": "setting", "name": "automaticSize", "value": 0])
        try page.frames(2)
        #expect(sizes() == [CGSize(width: 90, height: 36)])
        try page.send(["type": "setting", "name": "automaticSize", "value": 1])
        try page.frames(4)
        #expect(sizes().count > 1, "measured again: \(sizes())")
    }
}
