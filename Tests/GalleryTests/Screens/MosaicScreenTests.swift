import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The mosaic feed: photos as large as their cells show them")
@MainActor
struct MosaicScreenTests {
    @Test("when a cell is wider than the small picture can fill, then it shows the wide picture; narrower cells keep the small one", arguments: [1050, 390] as [CGFloat])
    func widePictureForWideCells(width: CGFloat) throws {
        let page = try ScriptedPage(screen: "mosaic", width: width, height: 700)
        try page.frames(3)
        let collectionView = try #require(page.session.hostWindow?.subviews.first as? CollectionView)
        let cells = collectionView.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(!cells.isEmpty)
        for cell in cells {
            let picture = try #require(cell.imageView.image)
            let wide = cell.bounds.width > MosaicScreen.widePictureThreshold
            // The small picture is 96 points wide; the wide one 320.
            #expect(picture.size.width == (wide ? 320 : 96), "a cell \(cell.bounds.width) points wide")
            #expect(cell.bounds.width / picture.size.width <= 4.5, "no picture is shown more than 4.5 times enlarged")
        }
        if width > 1000 {
            #expect(cells.contains { $0.bounds.width > MosaicScreen.widePictureThreshold }, "the first cell spans the width")
        }
    }
}
