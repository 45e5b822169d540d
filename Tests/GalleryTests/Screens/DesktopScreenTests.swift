import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The desktop-style selection screen: a file grid that fits its stage (F30)")
@MainActor
struct DesktopScreenTests {
    /// The frames of the first row's tiles, leading first.
    private func firstRow(_ page: ScriptedPage) throws -> [CGRect] {
        var stack: [View] = page.session.hostWindow.map { [$0] } ?? []
        while let view = stack.popLast() {
            if let collectionView = view as? CollectionView {
                let frames = collectionView.visibleCells.map(\.frame)
                let top = try #require(frames.map(\.minY).min())
                return frames.filter { $0.minY == top }.sorted { $0.minX < $1.minX }
            }
            stack.append(contentsOf: view.subviews)
        }
        throw CancellationError()
    }

    @Test("when the stage is a phone's, then three narrower tiles stand across it with the grid's spacing, not two far apart; on a laptop the tiles keep their desktop size")
    func tilesFitAPhone() throws {
        let phone = try ScriptedPage(screen: "desktop", width: 390, height: 844)
        try phone.frames(3)
        let row = try firstRow(phone)
        #expect(row.count == 3, "\(row)")
        #expect(zip(row, row.dropFirst()).allSatisfy { abs($1.minX - $0.maxX - DesktopScreen.spacing) <= 1.5 }, "the width rounded down leaves at most a point to each gap: \(row)")
        #expect(row.allSatisfy { $0.width < DesktopScreen.tile.width && $0.height == DesktopScreen.tile.height })
        let laptop = try ScriptedPage(screen: "desktop", width: 1280, height: 800)
        try laptop.frames(3)
        #expect(try firstRow(laptop).allSatisfy { $0.size == DesktopScreen.tile })
    }
}
