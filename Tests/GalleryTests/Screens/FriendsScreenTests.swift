import CollectionEngine
import Foundation
import Testing
import ViewSystem
@testable import Gallery

@Suite("The friends screen: people in columns that follow the width (F6)")
@MainActor
struct FriendsScreenTests {
    @Test("when a friend has one mutual friend, then the row says so in the singular; more, in the plural")
    func mutualFriendsAgree() throws {
        let screen = FriendsScreen()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: ManualFrameClock(), renderer: RecordingRenderer(),
                            timeSource: ManualTimeSource())
        window.rootViewController = screen.viewController
        window.layoutIfNeeded()
        func secondary(_ item: Int) throws -> String? {
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
            return (cell.contentConfiguration as? ListContentConfiguration)?.secondaryText
        }
        // Friend n has (7 n mod 40) + 1 mutual friends: the first has one, the second eight.
        #expect(try secondary(0) == "1 mutual friend")
        #expect(try secondary(1) == "8 mutual friends")
    }
}
