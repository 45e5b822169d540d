import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import ViewSystem

@Suite("Lists: the collection view's background follows the list appearance unless the app sets one")
@MainActor
struct ListBackgroundTests {
    private func listCollectionView(_ configuration: CollectionLayoutListConfiguration) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let dataSource = RecordingDataSource(counts: [3, 3])
        dataSource.attach(to: collectionView)
        collectionView.layoutIfNeeded()
        withExtendedLifetime(dataSource) {}
        return collectionView
    }

    @Test("when a list layout has no background colour of its own, then plain lists show the system background and grouped, inset grouped and sidebar lists the grouped one",
          arguments: [(CollectionLayoutListConfiguration.Appearance.plain, Color.systemBackground), (.grouped, .systemGroupedBackground),
                      (.insetGrouped, .systemGroupedBackground), (.sidebar, .systemGroupedBackground), (.sidebarPlain, .systemBackground)])
    func appearanceBackground(appearance: CollectionLayoutListConfiguration.Appearance, expected: Color) {
        let collectionView = listCollectionView(CollectionLayoutListConfiguration(appearance: appearance))
        #expect(collectionView.renderedBackground?.backgroundColor == expected)
    }

    @Test("when the list configuration or the app sets a background, then the configuration's colour shows, and the app's wins over it")
    func explicitBackgrounds() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemTeal
        let collectionView = listCollectionView(configuration)
        #expect(collectionView.renderedBackground?.backgroundColor == .systemTeal)
        collectionView.backgroundColor = .systemPink
        #expect(collectionView.renderedBackground == nil, "the view's own background colour is drawn")
        collectionView.backgroundColor = nil
        #expect(collectionView.renderedBackground?.backgroundColor == .systemTeal)
    }

    @Test("when the layout is replaced by one that is not a list, then the list's background goes with it")
    func notAList() {
        let collectionView = listCollectionView(CollectionLayoutListConfiguration(appearance: .grouped))
        collectionView.setCollectionViewLayout(CollectionViewFlowLayout(), animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.renderedBackground == nil)
    }

    @Test("when a grouped list is shown in a navigation controller, then the bar at the scroll edge shows the list's grouped background, as UIKit's transparent bar does, and follows a new layout's")
    func navigationBarAtTheScrollEdge() {
        let controller = ViewController()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let dataSource = RecordingDataSource(counts: [3, 3])
        dataSource.attach(to: collectionView)
        controller.view = collectionView
        controller.title = "Settings"
        let navigation = NavigationController(rootViewController: controller)
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = navigation
        clock.advanceFrames(1)
        #expect(navigation.navigationBar.backgroundColor == .systemGroupedBackground)
        collectionView.setCollectionViewLayout(CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)), animated: false)
        clock.advanceFrames(1)
        #expect(navigation.navigationBar.backgroundColor == .systemBackground)
        withExtendedLifetime((window, dataSource)) {}
    }
}
